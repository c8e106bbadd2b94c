import { sendToOutbox } from './outbox.ts';
import { answerLanguage } from '../text/languages.ts';
import { localeCountry } from '../../../src/core/language.ts';
import { Hono, type Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { LOGIN_TIMESTAMP_VALID_MS, SIGNUP_TIMESTAMP_COOKIE } from '../../../widgets/signin/login-timestamp.ts';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env.ts';
import { adoptGuestCart } from '../cart/repo.ts';
import { loadCatalog } from '../catalog/catalog.ts';
import type { Db } from '../db/db.ts';
import {
  findByEmailPage,
  newPasswordPage,
  passwordChangedPage,
  passwordRecoveryPage,
  recoveryLinkInvalidPage,
  recoverySentPage,
  registerPage,
  type FieldErrors,
  type FindResult,
} from './pages.ts';
import type { SafeHtml } from '../platform/html.ts';
import type { PageContext } from '../shell/layout.ts';
import {
  createAccount,
  emailSchema,
  findAccount,
  newPasswordSchema,
  recoveryLinkSchema,
  recoveryToken,
  recoveryTokenValid,
  REGISTER_MESSAGES,
  registerSchema,
  setPassword,
} from './registration.ts';
import { optional, readQuery, returnUrl, text } from '../platform/input.ts';
import { readFields } from '../platform/request-body.ts';
import { safeReturnUrl } from '../platform/return-url.ts';
import { rotateSession } from '../platform/sessions.ts';
import { storeSecret } from '../platform/secrets.ts';
import { clientAddress, LOGIN_MESSAGES, type SignInGuard } from './sign-in.ts';
import { pageContext } from '../page/context.ts';

type Status = 200 | 400 | 429;

const EMPTY_REGISTRATION = { FirstName: '', LastName: '', Email: '', DateOfBirth: '', CountryCode: '', StateProvince: '' };

function errorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A value typed into a form, shown again when the form is refused (the page escapes it), cut to the field's size. */
const shown = (value: string | undefined, max = 254) => (value ?? '').slice(0, max);

const returnQuery = z.object({ returnUrl: returnUrl() });
const resetQuery = z.object({ resetemail: optional(text(254)) });

/** `/register`, `/register/findbyemail`, `/passwordrecovery` and its confirmation link. */
export function accountPageRoutes(db: Db, guard: SignInGuard): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  // Read once; a failed read is tried again next time.
  let recoverySecret: Promise<Buffer> | undefined;
  const recoveryKey = (): Promise<Buffer> =>
    (recoverySecret ??= storeSecret(db, 'recovery').catch((error: unknown) => {
      recoverySecret = undefined;
      throw error;
    }));

  const render = async (c: Context<AppEnv>, page: (ctx: PageContext) => SafeHtml, status: Status = 200) => {
    const catalog = await loadCatalog(db, answerLanguage());
    return c.html(page(await pageContext(c, db, catalog)).value, status);
  };
  /** Lookups by e-mail reveal whether an account exists, so they share the lookup limit. */
  const lookupLimited = async (c: Context<AppEnv>): Promise<boolean> => {
    const lookup = await guard.lookups.take(clientAddress(c));
    if (lookup.allowed) return false;
    c.header('Retry-After', String(lookup.retryAfterSeconds));
    return true;
  };

  routes.get('/register', (c) =>
    render(c, (ctx) =>
      registerPage(ctx, {
        returnUrl: readQuery(c, returnQuery).returnUrl,
        // The country the page's language most likely means (fr-CA: Canada), as the widget's field chooses it.
        values: { ...EMPTY_REGISTRATION, CountryCode: localeCountry(answerLanguage()) },
        errors: {},
        general: null,
      }),
    ),
  );

  routes.post('/register', async (c) => {
    const fields = await readFields(c);
    const returnUrl = safeReturnUrl(fields.get('returnUrl'));
    const values = {
      // Cut only far beyond the limit, so a name that is too long gets its message.
      FirstName: shown(fields.get('FirstName')),
      LastName: shown(fields.get('LastName')),
      Email: shown(fields.get('Email')),
      DateOfBirth: shown(fields.get('DateOfBirth'), 10),
      CountryCode: shown(fields.get('CountryCode'), 2),
      StateProvince: shown(fields.get('StateProvince'), 120),
    };
    const parsed = registerSchema.safeParse(Object.fromEntries(fields));
    if (!parsed.success) {
      return render(c, (ctx) => registerPage(ctx, { returnUrl, values, errors: errorsOf(parsed.error), general: null }), 400);
    }
    // New accounts per address: a person makes one, a script makes thousands.
    const registration = await guard.registrations.take(clientAddress(c));
    if (!registration.allowed) {
      c.header('Retry-After', String(registration.retryAfterSeconds));
      return render(c, (ctx) => registerPage(ctx, { returnUrl, values, errors: {}, general: REGISTER_MESSAGES.tooMany }), 429);
    }
    const guestKey = c.get('session').key;
    const customer = await db.transaction(async (tx) => {
      const created = await createAccount(tx, parsed.data);
      if (created === null) return null;
      if (guestKey !== null) await adoptGuestCart(tx, guestKey, created.id);
      await rotateSession(tx, c, created);
      return created;
    });
    if (customer === null) {
      return render(c, (ctx) => registerPage(ctx, { returnUrl, values, errors: {}, general: REGISTER_MESSAGES.taken }), 400);
    }
    // The next page's sign-in widgets push GA4's sign_up (and remove the cookie): script must read it.
    setCookie(c, SIGNUP_TIMESTAMP_COOKIE, String(Date.now()), { sameSite: 'Lax', path: '/', maxAge: LOGIN_TIMESTAMP_VALID_MS / 1000 });
    return c.redirect(returnUrl, 303);
  });

  routes.get('/register/findbyemail', (c) => render(c, (ctx) => findByEmailPage(ctx, { email: '', error: null }, null)));

  routes.post('/register/findbyemail', async (c) => {
    const fields = await readFields(c);
    const email = shown(fields.get('Email'));
    const parsed = emailSchema.safeParse(Object.fromEntries(fields));
    if (!parsed.success) return render(c, (ctx) => findByEmailPage(ctx, { email, error: REGISTER_MESSAGES.email }, null), 400);
    if (await lookupLimited(c)) return render(c, (ctx) => findByEmailPage(ctx, { email, error: LOGIN_MESSAGES.tooManyLookups }, null), 429);
    const account = await findAccount(db, parsed.data.Email);
    const result: FindResult =
      account === null
        ? { kind: 'not-found', email: parsed.data.Email }
        : { kind: account.password_hash === null ? 'no-password' : 'found', email: account.email };
    return render(c, (ctx) => findByEmailPage(ctx, { email: parsed.data.Email, error: null }, result));
  });

  routes.get('/passwordrecovery', (c) => render(c, (ctx) => passwordRecoveryPage(ctx, { email: readQuery(c, resetQuery).resetemail ?? '', error: null })));

  routes.post('/passwordrecovery', async (c) => {
    const fields = await readFields(c);
    const email = shown(fields.get('Email'));
    const parsed = emailSchema.safeParse(Object.fromEntries(fields));
    if (!parsed.success) return render(c, (ctx) => passwordRecoveryPage(ctx, { email, error: REGISTER_MESSAGES.email }), 400);
    if (await lookupLimited(c)) return render(c, (ctx) => passwordRecoveryPage(ctx, { email, error: LOGIN_MESSAGES.tooManyLookups }), 429);
    const account = await findAccount(db, parsed.data.Email);
    const store = c.get('store');
    // The link's address is the store's own, never the request's Host header (which a sender sets).
    const message =
      account === null
        ? null
        : {
            to: account.email,
            firstName: account.first_name,
            link: `${store.publicOrigin}/passwordrecovery/confirm?email=${encodeURIComponent(account.email)}&token=${recoveryToken(await recoveryKey(), account)}`,
          };
    const production = store.mode === 'production';
    if (production && message) {
      await sendToOutbox(store.dataDir, { to: message.to, subject: 'Reset your password', text: `Hi ${message.firstName}, choose a new password here: ${message.link}` });
    }
    return render(c, (ctx) => recoverySentPage(ctx, parsed.data.Email, message, !production));
  });

  /** The account a recovery link is for, when its fields are well-formed and its token is valid. */
  const accountForLink = async (link: Record<string, string | undefined>) => {
    const parsed = recoveryLinkSchema.safeParse(link);
    if (!parsed.success) return null;
    const account = await findAccount(db, parsed.data.email);
    return account !== null && recoveryTokenValid(await recoveryKey(), account, parsed.data.token) ? { account, token: parsed.data.token } : null;
  };

  routes.get('/passwordrecovery/confirm', async (c) => {
    const link = await accountForLink(c.req.query());
    if (link === null) return render(c, recoveryLinkInvalidPage, 400);
    return render(c, (ctx) => newPasswordPage(ctx, { email: link.account.email, token: link.token, errors: {}, general: null }));
  });

  routes.post('/passwordrecovery/confirm', async (c) => {
    const fields = await readFields(c);
    const link = await accountForLink(Object.fromEntries(fields));
    if (link === null) return render(c, recoveryLinkInvalidPage, 400);
    const { account, token } = link;
    const parsed = newPasswordSchema.safeParse(Object.fromEntries(fields));
    if (!parsed.success) {
      return render(c, (ctx) => newPasswordPage(ctx, { email: account.email, token, errors: errorsOf(parsed.error), general: null }), 400);
    }
    await setPassword(db, account.id, parsed.data.Password);
    // Whoever knew the old password is signed out everywhere.
    await db.query('delete from sessions where customer_id = $1 and ($2::int is null or id <> $2)', [account.id, c.get('session').key]);
    return render(c, passwordChangedPage);
  });

  return routes;
}
