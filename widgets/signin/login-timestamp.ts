/**
 * `successful_login` analytics: when the form signs the shopper in it
 * writes the login time to a cookie; the page that loads next (the lightbox reloads, the sign-in
 * page moves on) finds it and pushes `successful_login` if the login is at most 300000 ms old.
 * The cookie is removed once read, so the event is sent once.
 */
import { track } from '../../src/core/analytics.ts';

export const LOGIN_TIMESTAMP_COOKIE = 'resort_login_ts';
export const LOGIN_TIMESTAMP_VALID_MS = 300_000;

function attributes(secure: boolean): string {
  return `; path=/; samesite=lax${secure ? '; secure' : ''}`;
}

/** The cookie that records a login at `now`. */
export function loginTimestampCookie(now: number, secure: boolean): string {
  return `${LOGIN_TIMESTAMP_COOKIE}=${now}; max-age=${LOGIN_TIMESTAMP_VALID_MS / 1000}${attributes(secure)}`;
}

/** The cookie that removes it (an expiry in the past as well, for browsers that round max-age). */
export function clearedLoginTimestampCookie(secure: boolean): string {
  return `${LOGIN_TIMESTAMP_COOKIE}=; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT${attributes(secure)}`;
}

/** The recorded login time in `cookieHeader` (`document.cookie`), or null. */
export function readLoginTimestamp(cookieHeader: string): number | null {
  for (const part of cookieHeader.split(';')) {
    const [name, value = ''] = part.trim().split('=');
    if (name === LOGIN_TIMESTAMP_COOKIE) return /^\d{1,16}$/.test(value) ? Number(value) : null;
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

/** Pushes `successful_login` if the cookie says the shopper has just signed in; removes the cookie. */
export function checkLoginTimestamp(now = Date.now()): void {
  if (typeof document === 'undefined' || !document.cookie.includes(LOGIN_TIMESTAMP_COOKIE)) return;
  const timestamp = readLoginTimestamp(document.cookie);
  document.cookie = clearedLoginTimestampCookie(isSecure());
  if (isRecentLogin(timestamp, now)) track({ event: 'successful_login' });
}
