/**
 * Signing in, shared by the widgets' `POST /api/user/login` and the plain `/login` form:
 * scrypt-checked passwords, an account locked for a while after repeated wrong passwords, failed
 * attempts limited per client address, and the session id rotated on success.
 *
 * Both the lockout and the limits are kept in the database and changed there in single
 * statements, never read, changed in memory and written back: several store processes on one
 * database (or one process answering requests at once) then count every attempt once.
 */
import { english } from '../text/store-text.ts';
import type { Context } from 'hono';
import * as z from 'zod';
import type { AppEnv, Customer, Role } from '../platform/app-env.ts';
import { adoptGuestCart } from '../cart/repo.ts';
import type { Db } from '../db/db.ts';
import { text } from '../platform/input.ts';
import { verifyAgainstDummy, verifyPassword } from '../platform/passwords.ts';
import { clientAddress, createRateLimiter, type RateLimiter } from '../platform/rate-limit.ts';
import { rotateSession } from '../platform/sessions.ts';

export const LOGIN_MESSAGES = {
  unknown: english('msg.login.unknown'),
  wrongPassword: english('msg.login.wrongPassword'),
  locked: english('msg.login.locked'),
  lockedForNow: english('msg.login.lockedForNow'),
  noPassword: english('msg.login.noPassword'),
  tooManyAttempts: english('msg.login.tooManyAttempts'),
  tooManyLookups: english('msg.login.tooManyLookups'),
  usernameRequired: english('msg.login.usernameRequired'),
  passwordRequired: english('msg.login.passwordRequired'),
} as const;

/**
 * What a sign-in sends, for the widget's call and the plain form alike: the e-mail (any case,
 * spaces around it ignored) and the password exactly as typed.
 */
export const loginFields = {
  Email: text(254, { required: LOGIN_MESSAGES.usernameRequired, tooLong: LOGIN_MESSAGES.unknown }, 1).transform((email) => email.toLowerCase()),
  Password: z.string({ error: LOGIN_MESSAGES.passwordRequired }).min(1, LOGIN_MESSAGES.passwordRequired).max(1024, LOGIN_MESSAGES.wrongPassword),
};

export interface SignInLimits {
  /** Wrong passwords in a row that lock an account, and for how long. */
  lockoutFailures: number;
  lockoutMinutes: number;
  /** Failed sign-ins allowed per client address in the window. */
  failuresPerAddress: number;
  failureWindowMs: number;
  /** Account lookups (`/api/customer/exists`, find by email) allowed per client address in the window. */
  lookupsPerAddress: number;
  lookupWindowMs: number;
  /** New accounts (`/register`) allowed per client address in the window. */
  registrationsPerAddress: number;
  registrationWindowMs: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  lockoutFailures: 5,
  lockoutMinutes: 15,
  failuresPerAddress: 20,
  failureWindowMs: 10 * 60 * 1000,
  lookupsPerAddress: 60,
  lookupWindowMs: 60 * 1000,
  registrationsPerAddress: 10,
  registrationWindowMs: 10 * 60 * 1000,
};

export interface SignInGuard {
  limits: SignInLimits;
  failures: RateLimiter;
  lookups: RateLimiter;
  registrations: RateLimiter;
}

export function createSignInGuard(db: Db, overrides: Partial<SignInLimits> = {}): SignInGuard {
  const limits = { ...DEFAULT_SIGN_IN_LIMITS, ...overrides };
  return {
    limits,
    failures: createRateLimiter(db, { kind: 'sign-in-failures', max: limits.failuresPerAddress, windowMs: limits.failureWindowMs }),
    lookups: createRateLimiter(db, { kind: 'account-lookups', max: limits.lookupsPerAddress, windowMs: limits.lookupWindowMs }),
    registrations: createRateLimiter(db, { kind: 'registrations', max: limits.registrationsPerAddress, windowMs: limits.registrationWindowMs }),
  };
}

// The rate limits of other features need it too, so it lives in the platform.
export { clientAddress };

export type SignInOutcome =
  | { kind: 'signed-in'; customer: Customer }
  | { kind: 'unknown' }
  | { kind: 'no-password'; email: string }
  | { kind: 'wrong-password' }
  | { kind: 'locked'; message: string }
  | { kind: 'rate-limited'; retryAfterSeconds: number };

interface CustomerRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  role: Role;
  is_locked: boolean;
  locked_for_now: boolean;
}

export function lockedForNowMessage(limits: SignInLimits): string {
  return english('msg.login.lockedForNow', { minutes: limits.lockoutMinutes });
}

/**
 * Records a wrong password, and answers whether the account is now locked: the one that reaches
 * the limit locks it for a while. One statement, so wrong passwords sent at once (to one process
 * or several) are each counted; a wrong password that arrives while the account is locked (by a
 * guess that finished first) counts for nothing and is told so.
 */
async function recordWrongPassword(db: Db, customerId: number, limits: SignInLimits): Promise<boolean> {
  const updated = await db.query<{ locked: boolean }>(
    `update customers
        set failed_login_count = case when failed_login_count + 1 >= $2 then 0 else failed_login_count + 1 end,
            locked_until = case when failed_login_count + 1 >= $2 then now() + make_interval(secs => $3) else locked_until end
      where id = $1 and not coalesce(locked_until > now(), false)
      returning coalesce(locked_until > now(), false) as locked`,
    [customerId, limits.lockoutFailures, limits.lockoutMinutes * 60],
  );
  return updated.rows[0]?.locked ?? true;
}

/**
 * Checks `email` / `password` and, when they are right, signs the session in (new id and token).
 * Every attempt takes one of the address's failed sign-ins first, and gives it back when it did
 * not fail: attempts sent at once cannot all slip past a limit checked before any was counted.
 */
export async function signIn(
  db: Db,
  c: Context<AppEnv>,
  guard: SignInGuard,
  email: string,
  password: string,
): Promise<SignInOutcome> {
  const taken = await guard.failures.take(clientAddress(c));
  if (!taken.allowed) return { kind: 'rate-limited', retryAfterSeconds: taken.retryAfterSeconds };
  const { outcome, failed } = await attempt(db, c, guard.limits, email, password);
  if (!failed) await guard.failures.giveBack(taken.slot);
  return outcome;
}

/** What an attempt came to, and whether it counts as a failed sign-in of its address. */
interface Attempt {
  outcome: SignInOutcome;
  failed: boolean;
}

async function attempt(db: Db, c: Context<AppEnv>, limits: SignInLimits, email: string, password: string): Promise<Attempt> {
  const failed = (outcome: SignInOutcome): Attempt => ({ outcome, failed: true });
  const lockedForNow: SignInOutcome = { kind: 'locked', message: lockedForNowMessage(limits) };
  const found = await db.query<CustomerRow>(
    `select id, email, first_name, last_name, password_hash, role, is_locked,
            coalesce(locked_until > now(), false) as locked_for_now
       from customers where email = $1`,
    [email],
  );
  const row = found.rows[0];
  if (row === undefined) {
    await verifyAgainstDummy(password);
    return failed({ kind: 'unknown' });
  }
  if (row.password_hash === null) return { outcome: { kind: 'no-password', email: row.email }, failed: false };
  if (row.locked_for_now) return failed(lockedForNow);
  if (!(await verifyPassword(password, row.password_hash))) {
    return failed((await recordWrongPassword(db, row.id, limits)) ? lockedForNow : { kind: 'wrong-password' });
  }
  // Told only after a correct password, so the lock reveals nothing to a guesser.
  if (row.is_locked) return { outcome: { kind: 'locked', message: LOGIN_MESSAGES.locked }, failed: false };

  const customer: Customer = { id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name, role: row.role };
  const guestKey = c.get('session').key;
  const signedIn = await db.transaction(async (tx) => {
    // A guess that finished while this password was checked may have locked the account.
    const cleared = await tx.query(
      'update customers set failed_login_count = 0, locked_until = null where id = $1 and not coalesce(locked_until > now(), false) returning id',
      [customer.id],
    );
    if (cleared.rows.length === 0) return false;
    if (guestKey !== null) await adoptGuestCart(tx, guestKey, customer.id);
    await rotateSession(tx, c, customer);
    return true;
  });
  return signedIn ? { outcome: { kind: 'signed-in', customer }, failed: false } : failed(lockedForNow);
}

/** The text of a refusal, for the plain `/login` form. */
export function outcomeMessage(outcome: Exclude<SignInOutcome, { kind: 'signed-in' }>): string {
  switch (outcome.kind) {
    case 'unknown':
      return LOGIN_MESSAGES.unknown;
    case 'no-password':
      return LOGIN_MESSAGES.noPassword;
    case 'wrong-password':
      return LOGIN_MESSAGES.wrongPassword;
    case 'locked':
      return outcome.message;
    case 'rate-limited':
      return LOGIN_MESSAGES.tooManyAttempts;
  }
}
