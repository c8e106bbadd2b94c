import { Hono, type Context } from 'hono';
import { answerLanguage } from '../text/languages.ts';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env.ts';
import { loadCatalog } from '../catalog/catalog.ts';
import type { Db } from '../db/db.ts';
import { loginPage, type LoginView } from './login-pages.ts';
import { readFields } from '../platform/request-body.ts';
import { safeReturnUrl } from '../platform/return-url.ts';
import { endSession } from '../platform/sessions.ts';
import { loginFields, outcomeMessage, signIn, type SignInGuard } from './sign-in.ts';
import { firstMessage, readQuery, returnUrl } from '../platform/input.ts';
import { pageContext } from '../page/context.ts';

export { LOGIN_MESSAGES } from './sign-in.ts';

const returnQuery = z.object({ returnUrl: returnUrl() });

const loginForm = z.object({ ...loginFields, returnUrl: returnUrl() });

async function renderLogin(c: Context<AppEnv>, db: Db, view: LoginView, status: 200 | 400 | 429): Promise<Response> {
  const catalog = await loadCatalog(db, answerLanguage());
  return c.html(loginPage(await pageContext(c, db, catalog), view).value, status);
}

/**
 * `/login` shows `<resort-signin-form>` (which signs in through `POST /api/user/login`); the plain
 * form under it posts here for browsers without JavaScript. `/logout` ends the session.
 */
export function authRoutes(db: Db, guard: SignInGuard): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/login', (c) => renderLogin(c, db, { email: '', returnUrl: readQuery(c, returnQuery).returnUrl, error: null, recoveryLink: null }, 200));

  routes.post('/login', async (c) => {
    const fields = await readFields(c);
    const parsed = loginForm.safeParse({ ...Object.fromEntries(fields), returnUrl: fields.get('returnUrl') ?? readQuery(c, returnQuery).returnUrl });
    // What the form shows again when it is refused: the e-mail as typed (escaped by the page), cut to the field's size.
    const email = (fields.get('Email') ?? '').trim().slice(0, 254);
    const returnTo = parsed.success ? parsed.data.returnUrl : safeReturnUrl(fields.get('returnUrl'));
    const fail = (error: string, status: 400 | 429 = 400, recoveryLink: string | null = null): Promise<Response> =>
      renderLogin(c, db, { email, returnUrl: returnTo, error, recoveryLink }, status);

    if (!parsed.success) return fail(firstMessage(parsed.error, outcomeMessage({ kind: 'unknown' })));

    const outcome = await signIn(db, c, guard, parsed.data.Email, parsed.data.Password);
    switch (outcome.kind) {
      case 'signed-in':
        return c.redirect(returnTo, 303);
      case 'no-password':
        return fail(outcomeMessage(outcome), 400, `/passwordrecovery?resetemail=${encodeURIComponent(outcome.email)}`);
      case 'rate-limited':
        c.header('Retry-After', String(outcome.retryAfterSeconds));
        return fail(outcomeMessage(outcome), 429);
      default:
        return fail(outcomeMessage(outcome));
    }
  });

  routes.get('/logout', async (c) => {
    // Only a click on the store's own pages (or a typed address) signs out: a link or image on
    // another site must not. Browsers say where a request comes from in Sec-Fetch-Site.
    const site = c.req.header('sec-fetch-site');
    if (site === 'cross-site' || site === 'same-site') return c.redirect('/', 303);
    await endSession(db, c);
    return c.redirect(readQuery(c, returnQuery).returnUrl, 303);
  });

  return routes;
}
