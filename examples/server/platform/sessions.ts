import { createHash, randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { newAntiforgeryToken } from './antiforgery.ts';
import type { AppEnv, Customer, Role, Session } from './app-env.ts';
import type { Db, Sql } from './db.ts';

export const SESSION_COOKIE = 'resort.sid';
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
// Sliding expiry without a write on every request.
const TOUCH_AFTER_MS = 60 * 60 * 1000;
const SID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Only a hash of the id is stored, so a copy of the database cannot be used to hijack sessions. */
function hashSid(sid: string): string {
  return createHash('sha256').update(sid).digest('hex');
}

function newSid(): string {
  return randomBytes(32).toString('base64url');
}

function writeCookie(c: Context, sid: string): void {
  setCookie(c, SESSION_COOKIE, sid, { httpOnly: true, sameSite: 'Lax', path: '/', maxAge: MAX_AGE_SECONDS });
}

interface SessionRow {
  id: number;
  customer_id: number | null;
  csrf_token: string;
  last_seen_at: Date;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  role: Role | null;
  is_locked: boolean | null;
}

function customerOf(row: SessionRow): Customer | null {
  if (row.customer_id === null || row.email === null || row.is_locked !== false) return null;
  return {
    id: row.customer_id,
    email: row.email,
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    role: row.role ?? 'customer',
  };
}

async function createSession(db: Db, c: Context<AppEnv>): Promise<void> {
  const sid = newSid();
  const csrfToken = newAntiforgeryToken();
  const result = await db.query<{ id: number }>(
    `insert into sessions (sid_hash, csrf_token, expires_at)
     values ($1, $2, now() + make_interval(secs => $3)) returning id`,
    [hashSid(sid), csrfToken, MAX_AGE_SECONDS],
  );
  const key = result.rows[0]?.id;
  if (key === undefined) throw new Error('Session was not created.');
  writeCookie(c, sid);
  c.set('session', { key, customerId: null, csrfToken });
  c.set('customer', null);
}

/** Every page and API call has a session; a first-time visitor gets a guest one. */
export function sessionMiddleware(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const sid = getCookie(c, SESSION_COOKIE);
    const row =
      sid !== undefined && SID_PATTERN.test(sid)
        ? (
            await db.query<SessionRow>(
              `select s.id, s.customer_id, s.csrf_token, s.last_seen_at,
                      c.email, c.first_name, c.last_name, c.role, c.is_locked
                 from sessions s left join customers c on c.id = s.customer_id
                where s.sid_hash = $1 and s.expires_at > now()`,
              [hashSid(sid)],
            )
          ).rows[0]
        : undefined;

    if (row === undefined || sid === undefined) {
      await createSession(db, c);
    } else {
      const customer = customerOf(row);
      if (row.customer_id !== null && customer === null) {
        // The account was locked or removed after signing in: carry on as a guest.
        await db.query('update sessions set customer_id = null where id = $1', [row.id]);
      }
      c.set('session', { key: row.id, customerId: customer?.id ?? null, csrfToken: row.csrf_token });
      c.set('customer', customer);
      if (Date.now() - row.last_seen_at.getTime() > TOUCH_AFTER_MS) {
        await db.query(
          'update sessions set last_seen_at = now(), expires_at = now() + make_interval(secs => $2) where id = $1',
          [row.id, MAX_AGE_SECONDS],
        );
        writeCookie(c, sid);
      }
    }
    await next();
  };
}

/** Signing in gets a fresh id and anti-forgery token (no session fixation). */
export async function rotateSession(sql: Sql, c: Context<AppEnv>, customer: Customer): Promise<Session> {
  const current = c.get('session');
  const sid = newSid();
  const csrfToken = newAntiforgeryToken();
  await sql.query(
    `update sessions set sid_hash = $1, csrf_token = $2, customer_id = $3, last_seen_at = now(),
            expires_at = now() + make_interval(secs => $4)
      where id = $5`,
    [hashSid(sid), csrfToken, customer.id, MAX_AGE_SECONDS, current.key],
  );
  writeCookie(c, sid);
  const session: Session = { key: current.key, customerId: customer.id, csrfToken };
  c.set('session', session);
  c.set('customer', customer);
  return session;
}

export async function endSession(db: Db, c: Context<AppEnv>): Promise<void> {
  await db.query('delete from sessions where id = $1', [c.get('session').key]);
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax' });
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.query('delete from sessions where expires_at <= now()');
}
