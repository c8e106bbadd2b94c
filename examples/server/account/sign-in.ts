/**
 * Signing in, shared by the widgets' `POST /api/user/login` and the plain `/login` form:
 * scrypt-checked passwords, an account locked for a while after repeated wrong passwords, failed
 * attempts limited per client address, and the session id rotated on success.
 */
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
  unknown: 'Check your login or create a new account.',
  wrongPassword: "Your account or password is incorrect. If you don't remember your password, reset it now.",
  locked: 'This account is locked. Please contact the resort to unlock it.',
  lockedForNow: 'This account is locked for {minutes} minutes after too many wrong passwords. Try again later or reset your password.',
  noPassword: "This account doesn't have a password yet. Reset your password to sign in.",
  tooManyAttempts: 'Too many sign-in attempts from this address. Please wait a few minutes and try again.',
  tooManyLookups: 'Too many account lookups from this address. Please wait a minute and try again.',
  usernameRequired: 'Username required',
  passwordRequired: 'Password required',
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

export function createSignInGuard(overrides: Partial<SignInLimits> = {}): SignInGuard {
  const limits = { ...DEFAULT_SIGN_IN_LIMITS, ...overrides };
  return {
    limits,
    failures: createRateLimiter({ max: limits.failuresPerAddress, windowMs: limits.failureWindowMs }),
    lookups: createRateLimiter({ max: limits.lookupsPerAddress, windowMs: limits.lookupWindowMs }),
    registrations: createRateLimiter({ max: limits.registrationsPerAddress, windowMs: limits.registrationWindowMs }),
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
  failed_login_count: number;
  locked_for_now: boolean;
}

export function lockedForNowMessage(limits: SignInLimits): string {
  return LOGIN_MESSAGES.lockedForNow.replace('{minutes}', String(limits.lockoutMinutes));
}

/** Records a wrong password; the one that reaches the limit locks the account for a while. */
async function recordWrongPassword(db: Db, row: CustomerRow, limits: SignInLimits): Promise<boolean> {
  const failures = row.failed_login_count + 1;
  if (failures >= limits.lockoutFailures) {
    await db.query(
      `update customers set failed_login_count = 0, locked_until = now() + make_interval(secs => $2) where id = $1`,
      [row.id, limits.lockoutMinutes * 60],
    );
    return true;
  }
  await db.query('update customers set failed_login_count = $2 where id = $1', [row.id, failures]);
  return false;
}

/** Checks `email` / `password` and, when they are right, signs the session in (new id and token). */
export async function signIn(
  db: Db,
  c: Context<AppEnv>,
  guard: SignInGuard,
  email: string,
  password: string,
): Promise<SignInOutcome> {
  const address = clientAddress(c);
  if (guard.failures.limited(address)) {
    return { kind: 'rate-limited', retryAfterSeconds: guard.failures.retryAfterSeconds(address) };
  }
  const found = await db.query<CustomerRow>(
    `select id, email, first_name, last_name, password_hash, role, is_locked, failed_login_count,
            coalesce(locked_until > now(), false) as locked_for_now
       from customers where email = $1`,
    [email],
  );
  const row = found.rows[0];
  if (row === undefined) {
    await verifyAgainstDummy(password);
    guard.failures.hit(address);
    return { kind: 'unknown' };
  }
  if (row.password_hash === null) return { kind: 'no-password', email: row.email };
  if (row.locked_for_now) {
    guard.failures.hit(address);
    return { kind: 'locked', message: lockedForNowMessage(guard.limits) };
  }
  if (!(await verifyPassword(password, row.password_hash))) {
    guard.failures.hit(address);
    const lockedNow = await recordWrongPassword(db, row, guard.limits);
    return lockedNow ? { kind: 'locked', message: lockedForNowMessage(guard.limits) } : { kind: 'wrong-password' };
  }
  // Told only after a correct password, so the lock reveals nothing to a guesser.
  if (row.is_locked) return { kind: 'locked', message: LOGIN_MESSAGES.locked };

  const customer: Customer = { id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name, role: row.role };
  const guestKey = c.get('session').key;
  await db.transaction(async (tx) => {
    await tx.query('update customers set failed_login_count = 0, locked_until = null where id = $1', [customer.id]);
    if (guestKey !== null) await adoptGuestCart(tx, guestKey, customer.id);
    await rotateSession(tx, c, customer);
  });
  return { kind: 'signed-in', customer };
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
