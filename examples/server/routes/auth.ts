import { Hono, type Context } from 'hono';
import type { AppEnv, Customer, Role } from '../app-env.ts';
import { adoptGuestCart } from '../cart-repo.ts';
import { loadCatalog } from '../catalog.ts';
import type { Db } from '../db.ts';
import { loginPage, type LoginView } from '../pages/login-page.ts';
import { verifyAgainstDummy, verifyPassword } from '../passwords.ts';
import { readFields } from '../request-body.ts';
import { safeReturnUrl } from '../return-url.ts';
import { endSession, rotateSession } from '../sessions.ts';
import { firstMessage, loginFormSchema } from '../validation.ts';
import { pageContext } from './context.ts';

export const LOGIN_MESSAGES = {
  unknown: 'Check your login or create a new account.',
  wrongPassword: "Your account or password is incorrect. If you don't remember your password, reset it now.",
  locked: 'This account is locked.',
  noPassword: "This account doesn't have a password yet. Reset your password to sign in.",
} as const;

interface CustomerRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  role: Role;
  is_locked: boolean;
}

async function renderLogin(c: Context<AppEnv>, db: Db, view: LoginView, status: 200 | 400): Promise<Response> {
  const catalog = await loadCatalog(db);
  return c.html(loginPage(await pageContext(c, db, catalog), view).value, status);
}

export function authRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/login', (c) =>
    renderLogin(c, db, { email: '', returnUrl: safeReturnUrl(c.req.query('returnUrl')), error: null, recoveryLink: null }, 200),
  );

  routes.post('/login', async (c) => {
    const fields = await readFields(c);
    const returnUrl = safeReturnUrl(fields.get('returnUrl') ?? c.req.query('returnUrl'));
    const email = (fields.get('Email') ?? '').trim().toLowerCase();
    const fail = (error: string, recoveryLink: string | null = null): Promise<Response> =>
      renderLogin(c, db, { email: email.slice(0, 254), returnUrl, error, recoveryLink }, 400);

    const parsed = loginFormSchema.safeParse({ Email: email, Password: fields.get('Password') ?? '' });
    if (!parsed.success) return fail(firstMessage(parsed.error, LOGIN_MESSAGES.unknown));

    const found = await db.query<CustomerRow>(
      'select id, email, first_name, last_name, password_hash, role, is_locked from customers where email = $1',
      [parsed.data.Email],
    );
    const row = found.rows[0];
    if (row === undefined) {
      await verifyAgainstDummy(parsed.data.Password);
      return fail(LOGIN_MESSAGES.unknown);
    }
    if (row.password_hash === null) {
      return fail(LOGIN_MESSAGES.noPassword, `/passwordrecovery?resetemail=${encodeURIComponent(row.email)}`);
    }
    if (!(await verifyPassword(parsed.data.Password, row.password_hash))) return fail(LOGIN_MESSAGES.wrongPassword);
    // Told only after a correct password, so the lock does not reveal anything to a guesser.
    if (row.is_locked) return fail(LOGIN_MESSAGES.locked);

    const customer: Customer = {
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      role: row.role,
    };
    const guestKey = c.get('session').key;
    await db.transaction(async (tx) => {
      await adoptGuestCart(tx, guestKey, customer.id);
      await rotateSession(tx, c, customer);
    });
    return c.redirect(returnUrl, 303);
  });

  routes.get('/logout', async (c) => {
    await endSession(db, c);
    return c.redirect(safeReturnUrl(c.req.query('returnUrl')), 303);
  });

  return routes;
}
