/**
 * `successful_login` and GA4's `login` / `sign_up`: when the form signs the shopper in it
 * writes the login time to a cookie; the page that loads next (the lightbox reloads, the sign-in
 * page moves on) finds it and pushes `successful_login` and `login` if the login is at most
 * 300000 ms old. A host's registration sets `resort_signup_ts` the same way (the account is made
 * by the host's own form, which then moves on to another page), and that page pushes `sign_up`.
 * Each cookie is removed once read, so each event is sent once.
 */
import { login, signUp, track } from '../../src/core/analytics.ts';

export const LOGIN_TIMESTAMP_COOKIE = 'resort_login_ts';
/** Set by the host when it has just created an account (the time, in ms since 1970). */
export const SIGNUP_TIMESTAMP_COOKIE = 'resort_signup_ts';
/** How the shopper signs in and signs up here: an e-mail address and a password. */
export const SIGN_IN_METHOD = 'password';
export const LOGIN_TIMESTAMP_VALID_MS = 300_000;

function attributes(secure: boolean): string {
  return `; path=/; samesite=lax${secure ? '; secure' : ''}`;
}

/** The cookie that records a login at `now`. */
export function loginTimestampCookie(now: number, secure: boolean): string {
  return `${LOGIN_TIMESTAMP_COOKIE}=${now}; max-age=${LOGIN_TIMESTAMP_VALID_MS / 1000}${attributes(secure)}`;
}

/** The cookie that removes `name` (an expiry in the past as well, for browsers that round max-age). */
export function clearedLoginTimestampCookie(secure: boolean, name = LOGIN_TIMESTAMP_COOKIE): string {
  return `${name}=; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT${attributes(secure)}`;
}

/** The recorded time of cookie `name` in `cookieHeader` (`document.cookie`), or null. */
export function readLoginTimestamp(cookieHeader: string, name = LOGIN_TIMESTAMP_COOKIE): number | null {
  for (const part of cookieHeader.split(';')) {
    const [key, value = ''] = part.trim().split('=');
    if (key === name) return /^\d{1,16}$/.test(value) ? Number(value) : null;
  }
  return null;
}

/** A login counts as just happened for 300000 ms (a clock moved back does not count). */
export function isRecentLogin(timestamp: number | null, now: number): boolean {
  return timestamp !== null && now >= timestamp && now - timestamp <= LOGIN_TIMESTAMP_VALID_MS;
}

const isSecure = () => window.location.protocol === 'https:';

export function recordLogin(now = Date.now()): void {
  document.cookie = loginTimestampCookie(now, isSecure());
}

/** Reads and removes cookie `name`: whether it says it happened just now. */
function takeRecent(name: string, now: number): boolean {
  if (!document.cookie.includes(name)) return false;
  const timestamp = readLoginTimestamp(document.cookie, name);
  document.cookie = clearedLoginTimestampCookie(isSecure(), name);
  return isRecentLogin(timestamp, now);
}

/**
 * Pushes `sign_up` if the host says an account was just created, and `successful_login` and
 * `login` if the shopper has just signed in; removes the cookies.
 */
export function checkLoginTimestamp(now = Date.now()): void {
  if (typeof document === 'undefined') return;
  if (takeRecent(SIGNUP_TIMESTAMP_COOKIE, now)) track(signUp(SIGN_IN_METHOD));
  if (takeRecent(LOGIN_TIMESTAMP_COOKIE, now)) {
    track({ event: 'successful_login' });
    track(login(SIGN_IN_METHOD));
  }
}
