/**
 * Cookie sessions, stored only when something needs one. A visitor who only looks around stores
 * nothing: no row and no session cookie. A page still carries an anti-forgery token for its forms
 * and widgets, so a visitor without a session gets a random value in an HttpOnly cookie of its own
 * (`resort.af`) and the page a token signed from it with the store's secret. The session made
 * later — by the first item in the cart, or by signing in or registering — takes that very token,
 * so the page the visitor is on keeps working; signing in then rotates both id and token.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { newAntiforgeryToken } from './antiforgery.ts';
import type { AppEnv, Customer, Role, Session } from './app-env.ts';
import type { Db, Sql } from '../db/db.ts';

export const SESSION_COOKIE = 'resort.sid';
/** The anti-forgery cookie of a visitor without a stored session. */
export const ANTIFORGERY_COOKIE = 'resort.af';
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

/** The token a page gives a visitor without a session: the cookie's value signed with the store's key. */
function visitorToken(key: Buffer, nonce: string): string {
  return createHmac('sha256', key).update(`antiforgery|${nonce}`).digest('base64url');
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

/**
 * Reads the session cookie. A known, unexpired session is loaded; otherwise nothing is stored and
 * the visitor's anti-forgery token, if a page gave one, comes from the `resort.af` cookie.
 */
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
      // An unknown or expired id is forgotten, never taken up: a session's id is always the store's.
      if (sid !== undefined) deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax' });
      const nonce = getCookie(c, ANTIFORGERY_COOKIE);
      const token = nonce !== undefined && SID_PATTERN.test(nonce) ? visitorToken(c.get('antiforgeryKey'), nonce) : null;
      c.set('session', { key: null, customerId: null, csrfToken: token });
      c.set('customer', null);
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

/**
 * The anti-forgery token a page renders. A visitor without one yet gets the `resort.af` cookie
 * now: rendering the token is what makes a page's forms work, and it stores nothing.
 */
export function pageToken(c: Context<AppEnv>): string {
  const session = c.get('session');
  if (session.csrfToken !== null) return session.csrfToken;
  const nonce = newSid();
  setCookie(c, ANTIFORGERY_COOKIE, nonce, { httpOnly: true, sameSite: 'Lax', path: '/', maxAge: MAX_AGE_SECONDS });
  const token = visitorToken(c.get('antiforgeryKey'), nonce);
  c.set('session', { ...session, csrfToken: token });
  return token;
}

/**
 * The stored session's key, storing the visitor's session now if it has none (a guest's first cart
 * item): a new id in the session cookie, and the anti-forgery token the page already has.
 */
export async function ensureSession(sql: Sql, c: Context<AppEnv>): Promise<number> {
  const session = c.get('session');
  if (session.key !== null) return session.key;
  const sid = newSid();
  const csrfToken = session.csrfToken ?? newAntiforgeryToken();
  const result = await sql.query<{ id: number }>(
    `insert into sessions (sid_hash, csrf_token, expires_at)
     values ($1, $2, now() + make_interval(secs => $3)) returning id`,
    [hashSid(sid), csrfToken, MAX_AGE_SECONDS],
  );
  const key = result.rows[0]?.id;
  if (key === undefined) throw new Error('Session was not created.');
  writeCookie(c, sid);
  c.set('session', { key, customerId: null, csrfToken });
  return key;
}

/** Signing in gets a fresh id and anti-forgery token (no session fixation); a visitor without a stored session gets one. */
export async function rotateSession(sql: Sql, c: Context<AppEnv>, customer: Customer): Promise<Session> {
  const sid = newSid();
  const csrfToken = newAntiforgeryToken();
  const current = c.get('session').key;
  const stored =
    current === null
      ? await sql.query<{ id: number }>(
          `insert into sessions (sid_hash, csrf_token, customer_id, expires_at)
           values ($1, $2, $3, now() + make_interval(secs => $4)) returning id`,
          [hashSid(sid), csrfToken, customer.id, MAX_AGE_SECONDS],
        )
      : await sql.query<{ id: number }>(
          `update sessions set sid_hash = $1, csrf_token = $2, customer_id = $3, last_seen_at = now(),
                  expires_at = now() + make_interval(secs => $4)
            where id = $5 returning id`,
          [hashSid(sid), csrfToken, customer.id, MAX_AGE_SECONDS, current],
        );
  const key = stored.rows[0]?.id;
  if (key === undefined) throw new Error('Session was not stored.');
  writeCookie(c, sid);
  const session: Session = { key, customerId: customer.id, csrfToken };
  c.set('session', session);
  c.set('customer', customer);
  return session;
}

export async function endSession(db: Db, c: Context<AppEnv>): Promise<void> {
  const { key } = c.get('session');
  if (key !== null) await db.query('delete from sessions where id = $1', [key]);
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax' });
  c.set('session', { key: null, customerId: null, csrfToken: null });
  c.set('customer', null);
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.query('delete from sessions where expires_at <= now()');
}
