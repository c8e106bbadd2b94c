import type { HttpBindings, Http2Bindings } from '@hono/node-server';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { antiforgery } from './platform/antiforgery.ts';
import type { AppEnv, StoreMode } from './platform/app-env.ts';
import { compression } from './platform/compression.ts';
import { inputGuard } from './platform/input-guard.ts';
import { doubleHeaders, securityHeaders } from './platform/security-headers.ts';
import { requestId } from './platform/request-id.ts';
import { errorHandler } from './shell/error-handler.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { migrate, openDb, wipe, type Db, type DbLocation } from './db/db.ts';
import { migrations } from './migrations/index.ts';
import { distDir as defaultDistDir } from './platform/paths.ts';
import { answerLanguage } from './text/languages.ts';
import { loadCatalog } from './catalog/catalog.ts';
import { notFoundPage } from './shell/pages.ts';
import { errorResponse, wantsJson } from './shell/responses.ts';
import { authRoutes } from './account/auth-routes.ts';
import { answerInPageLanguage, languageRoutes } from './shell/language.ts';
import { say } from './text/store-text.ts';
import { accountApiRoutes } from './account/api-routes.ts';
import { accountPageRoutes } from './account/page-routes.ts';
import { PHOTO_UPLOAD_PATH, householdRoutes } from './account/household-routes.ts';
import { profileRoutes } from './account/profile-routes.ts';
import { PHOTO_UPLOAD_MAX_BYTES } from './account/photos.ts';
import { createSignInGuard, type SignInLimits } from './account/sign-in.ts';
import { cartApiRoutes } from './cart/routes.ts';
import { SIGN_WAIVER_PATH, checkoutRoutes } from './checkout/routes.ts';
import { pageContext } from './page/context.ts';
import { pageRoutes } from './storefront/routes.ts';
import { productApiRoutes } from './storefront/product-routes.ts';
import { pricingRoutes } from './pricing/routes.ts';
import { paymentPlansAdminRoutes } from './payment-plans/admin-routes.ts';
import { staticRoutes } from './platform/static-routes.ts';
import { useQuickTestHashes } from './platform/passwords.ts';
import { isSeeded, seed, seedTranslations } from './seed.ts';
import { deleteExpiredSessions, sessionMiddleware } from './platform/sessions.ts';
import { deleteExpiredRateLimits } from './platform/rate-limit.ts';
import { storeSecret } from './platform/secrets.ts';
import { voucherApiRoutes } from './vouchers/api-routes.ts';
import { voucherPageRoutes } from './vouchers/page-routes.ts';
import { paymentRoutes } from './checkout/payment-routes.ts';
import { squareDoubleRoutes } from './checkout/square-double-routes.ts';
import { braintreeDoubleRoutes } from './checkout/braintree-double-routes.ts';
import { orderPageRoutes } from './orders/routes.ts';
import { customerPlanRoutes } from './payment-plans/customer-routes.ts';
import { seedCustomerPlans } from './payment-plans/customer-plans-seed.ts';
import { resortDate } from './shell/resort-date.ts';
import { seedVouchersAndOrders } from './vouchers/seed.ts';
import { subscriptionRoutes } from './subscriptions/routes.ts';
import { seedSubscriptions } from './subscriptions/seed.ts';
import { voucherTemplateRoutes } from './vouchers/template-routes.ts';
import { seedVoucherTemplates } from './vouchers/templates-seed.ts';
import { catalogAdminRoutes } from './product-admin/routes.ts';
import { enrollmentsExportRoutes } from './payment-plans/enrollments-export.ts';
import { clientErrorRoutes } from './client-errors/routes.ts';
import { paymentSettingsRoutes } from './payments/settings-routes.ts';
import { braintreeVaultRoutes } from './payments/braintree-vault.ts';
import { testProviderChoice } from './payments/settings.ts';
import { loadFeatures } from './features.ts';
import type { StoreFeature } from './platform/store-feature.ts';

export interface StoreOptions {
  /** The store's files: its PGlite database (unless `databaseUrl`), and the outbox. */
  dataDir: string;
  /** A PostgreSQL server's database (`postgres://…`) to keep the data in instead of PGlite under `dataDir`. */
  databaseUrl?: string | undefined;
  /** Wipe the database and seed it again. */
  reset?: boolean;
  /** Where the built widgets are (default: the repo's `dist/`). */
  distDir?: string;
  /** Lockout and per-address limits of signing in (tests lower them). */
  signInLimits?: Partial<SignInLimits>;
  /** `development` (default) or `production`: see `StoreMode`. */
  mode?: StoreMode['mode'];
  /** The store's address for the links it sends (default `http://127.0.0.1:8080`). */
  publicOrigin?: string;
  /** Serve `/__test/*` and honour `X-Demo-Fail` (the store's own tests only). */
  testRoutes?: boolean;
  /**
   * The origin the card doubles are served from (`Store.doublesFetch` answers there), as Square's
   * and Braintree's are their own; without it the store serves them itself, on its own origin.
   */
  doublesOrigin?: string;
  /**
   * Tests only: `false` answers a database error the request caused with 500 instead of 400, so
   * the hostile route walk proves the input layer turns bad input away before the database.
   */
  databaseErrorNet?: boolean;
}

export interface Store {
  app: Hono<AppEnv>;
  /** The store's database (its tests look into it). */
  db: Db;
  /**
   * Answers a request; `env` is what the HTTP server hands on (`@hono/node-server`'s `incoming`,
   * whose socket gives the client's address to the per-address limits).
   */
  fetch: (request: Request, env?: HttpBindings | Http2Bindings) => Response | Promise<Response>;
  /** Answers a request to the doubles' origin (`doublesOrigin`): their scripts, frames and token servers. */
  doublesFetch: (request: Request, env?: HttpBindings | Http2Bindings) => Response | Promise<Response>;
  close: () => Promise<void>;
}

const MAX_BODY_BYTES = 64 * 1024;
/** How often expired sessions and the rate limits' ended windows are deleted. */
export const SESSION_SWEEP_MS = 60 * 60 * 1000;
/** Calls whose body may be larger: a signed waiver carries its signature image and the waiver HTML. */
const LARGE_BODY_BYTES: Readonly<Record<string, number>> = { [SIGN_WAIVER_PATH]: 1024 * 1024, [PHOTO_UPLOAD_PATH]: PHOTO_UPLOAD_MAX_BYTES + 64 * 1024 };
const MAX_ADMIN_BODY_BYTES = 512 * 1024;
const ADMIN_API = '/api/admin/';

async function prepareDb(location: DbLocation, reset: boolean, features: readonly StoreFeature[]): Promise<{ db: Db; antiforgeryKey: Buffer }> {
  const db = await openDb(location);
  try {
    // Processes of one store starting together against one server migrate and seed once.
    await db.exclusive(async () => {
      if (reset) await wipe(db);
      await migrate(db, [...migrations, ...features.flatMap((feature) => feature.migrations ?? [])]);
      if (!(await isSeeded(db))) await seed(db);
      await seedTranslations(db);
      await seedVouchersAndOrders(db, resortDate());
      await seedVoucherTemplates(db);
      await seedSubscriptions(db);
      await seedCustomerPlans(db);
      for (const feature of features) await feature.seed?.(db);
      await sweepExpired(db);
    });
    return { db, antiforgeryKey: await storeSecret(db, 'antiforgery') };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** Deletes what has expired: sessions, and the rate limits' windows that have ended. */
async function sweepExpired(db: Db): Promise<void> {
  await deleteExpiredSessions(db);
  await deleteExpiredRateLimits(db);
}

interface AppParts {
  db: Db;
  distDir: string;
  settings: StoreMode;
  antiforgeryKey: Buffer;
  signInLimits: Partial<SignInLimits>;
  databaseErrorNet: boolean;
  features: readonly StoreFeature[];
}

function buildApp({ db, distDir, settings, antiforgeryKey, signInLimits, databaseErrorNet, features }: AppParts): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const signInGuard = createSignInGuard(db, signInLimits);

  app.use('*', requestId({ log: !settings.testRoutes }));
  app.use('*', answerInPageLanguage());
  app.use('*', compression());
  app.use('*', async (c, next) => {
    c.set('store', settings);
    c.set('antiforgeryKey', antiforgeryKey);
    await next();
  });
  app.use('*', securityHeaders(settings.doublesOrigin));
  const limitBody = (maxSize: number): MiddlewareHandler<AppEnv> =>
    bodyLimit({ maxSize, onError: (c) => errorResponse(c, 413, say('error.tooLarge')) });
  const defaultLimit = limitBody(MAX_BODY_BYTES);
  const largeLimits = new Map(Object.entries(LARGE_BODY_BYTES).map(([path, bytes]) => [path, limitBody(bytes)]));
  // A whole payment schedule is sent at once: 50 ranges of 12 payments are about 70 KB.
  const adminLimit = limitBody(MAX_ADMIN_BODY_BYTES);
  const limitByPath: MiddlewareHandler<AppEnv> = (c, next) =>
    (largeLimits.get(c.req.path) ?? (c.req.path.startsWith(ADMIN_API) ? adminLimit : defaultLimit))(c, next);
  app.use('*', limitByPath);
  app.use('*', inputGuard());

  // The Square and Braintree doubles (scripts, card frames, their token servers) stand in for the
  // providers' own hosts, on an origin of their own (buildDoublesApp); a store without one serves
  // them here: no store session and no anti-forgery token there, so they come before both.
  if (settings.doublesOrigin === null) {
    app.route('/', squareDoubleRoutes(db));
    app.route('/', braintreeDoubleRoutes(db));
  }
  app.route('/static', staticRoutes(distDir));

  app.use('*', sessionMiddleware(db));
  app.use('*', antiforgery());
  // The test-only pages exist only when the store runs for its tests.
  app.use('/__test/*', async (c, next) => {
    if (!settings.testRoutes) return c.notFound();
    await next();
  });
  if (settings.testRoutes) app.use('*', testProviderChoice());
  app.route('/', languageRoutes());
  app.route('/', authRoutes(db, signInGuard));
  app.route('/', accountApiRoutes(db, signInGuard));
  app.route('/', accountPageRoutes(db, signInGuard));
  app.route('/', householdRoutes(db));
  app.route('/', profileRoutes(db));
  app.route('/', cartApiRoutes(db));
  app.route('/', voucherApiRoutes(db));
  app.route('/', productApiRoutes(db));
  app.route('/', pricingRoutes(db));
  app.route('/', voucherPageRoutes(db));
  app.route('/', checkoutRoutes(db));
  app.route('/', paymentRoutes(db));
  app.route('/', paymentSettingsRoutes(db));
  app.route('/', braintreeVaultRoutes(db));
  app.route('/', orderPageRoutes(db));
  app.route('/', customerPlanRoutes(db));
  app.route('/', paymentPlansAdminRoutes(db));
  app.route('/', enrollmentsExportRoutes(db));
  app.route('/', subscriptionRoutes(db));
  app.route('/', voucherTemplateRoutes(db));
  app.route('/', catalogAdminRoutes(db));
  app.route('/', clientErrorRoutes(db));
  // The feature folders that register themselves (features.ts), then the pages: the catch-all
  // page route comes last, so it never answers a feature's path.
  for (const feature of features) if (feature.routes) app.route('/', feature.routes(db));
  app.route('/', pageRoutes(db));

  app.notFound(async (c) => {
    if (wantsJson(c)) return c.json({ success: false, message: say('error.notFoundShort') }, 404);
    const catalog = await loadCatalog(db, answerLanguage());
    return c.html(notFoundPage(await pageContext(c, db, catalog)).value, 404);
  });

  // A value the database refused came from the request (400); anything else is ours (500, logged).
  app.onError(errorHandler({ databaseErrorNet }));

  return app;
}

/**
 * The doubles' own origin, as a provider's host: their scripts and frames (with the frames' own
 * policy) and the token servers; nothing of the store, no session, no anti-forgery token.
 */
function buildDoublesApp(db: Db, settings: StoreMode): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('store', settings);
    await next();
  });
  app.use('*', doubleHeaders(settings.doublesOrigin ?? ''));
  app.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => errorResponse(c, 413, 'The request is too large.') }));
  app.use('*', inputGuard());
  app.route('/', squareDoubleRoutes(db));
  app.route('/', braintreeDoubleRoutes(db));
  app.notFound((c) => c.text('Not found.', 404));
  app.onError(errorHandler({}));
  return app;
}

/** Opens (and on first start seeds) the database — PGlite under `dataDir`, or `databaseUrl` — and builds the store. */
export async function createApp(options: StoreOptions): Promise<Store> {
  // Before the seed: a test store's seeded accounts are hashed at the test cost too.
  if (options.testRoutes) useQuickTestHashes();
  // PGlite's folder takes one process at a time; a PostgreSQL server takes many (see db-postgres.ts).
  const release = options.databaseUrl ? () => undefined : lockDataDir(options.dataDir);
  let db: Db;
  let antiforgeryKey: Buffer;
  let features: StoreFeature[];
  try {
    features = await loadFeatures();
    ({ db, antiforgeryKey } = await prepareDb({ dataDir: options.dataDir, databaseUrl: options.databaseUrl }, options.reset ?? false, features));
  } catch (error) {
    release();
    throw error;
  }
  const settings: StoreMode = {
    mode: options.mode ?? 'development',
    publicOrigin: (options.publicOrigin ?? 'http://127.0.0.1:8080').replace(/\/+$/, ''),
    testRoutes: options.testRoutes ?? false,
    dataDir: options.dataDir,
    doublesOrigin: options.doublesOrigin?.replace(/\/+$/, '') ?? null,
  };
  const app = buildApp({
    db,
    distDir: options.distDir ?? defaultDistDir,
    settings,
    antiforgeryKey,
    signInLimits: options.signInLimits ?? {},
    databaseErrorNet: options.databaseErrorNet ?? true,
    features,
  });
  // Sessions and limits that have expired are deleted while the store runs, not only at start.
  const sweep = setInterval(() => {
    sweepExpired(db).catch((error: unknown) => console.error('[store] deleting expired sessions and rate limits failed:', error));
  }, SESSION_SWEEP_MS);
  sweep.unref();
  const doubles = buildDoublesApp(db, settings);
  let closing: Promise<void> | undefined;
  return {
    app,
    db,
    fetch: (request, env) => app.fetch(request, env),
    doublesFetch: (request, env) => doubles.fetch(request, env),
    close: () => {
      clearInterval(sweep);
      closing ??= db.close().finally(release);
      return closing;
    },
  };
}
