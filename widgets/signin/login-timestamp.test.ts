import {
  checkLoginTimestamp,
  clearedLoginTimestampCookie,
  isRecentLogin,
  LOGIN_TIMESTAMP_COOKIE,
  LOGIN_TIMESTAMP_VALID_MS,
  loginTimestampCookie,
  readLoginTimestamp,
  recordLogin,
  SIGNUP_TIMESTAMP_COOKIE,
} from './login-timestamp.ts';

describe('successful_login through the login-timestamp cookie', () => {
  afterEach(() => {
    document.cookie = `${LOGIN_TIMESTAMP_COOKIE}=; max-age=0; path=/`;
    document.cookie = `${SIGNUP_TIMESTAMP_COOKIE}=; max-age=0; path=/`;
  });

  it('counts a login as recent for 300000 ms', () => {
    expect(LOGIN_TIMESTAMP_VALID_MS).toBe(300_000);
    expect(isRecentLogin(1000, 1000)).toBe(true);
    expect(isRecentLogin(1000, 1000 + 300_000)).toBe(true);
    expect(isRecentLogin(1000, 1000 + 300_001)).toBe(false);
    expect(isRecentLogin(1000, 999)).toBe(false);
    expect(isRecentLogin(null, 1000)).toBe(false);
  });

  it('writes the cookie on path / with SameSite=Lax, Secure on https', () => {
    expect(loginTimestampCookie(1234, false)).toBe(`${LOGIN_TIMESTAMP_COOKIE}=1234; max-age=300; path=/; samesite=lax`);
    expect(loginTimestampCookie(1234, true)).toMatch(/; secure$/);
    expect(clearedLoginTimestampCookie(false)).toBe(`${LOGIN_TIMESTAMP_COOKIE}=; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; samesite=lax`);
  });

  it('reads only its own, well-formed cookie', () => {
    expect(readLoginTimestamp(`a=1; ${LOGIN_TIMESTAMP_COOKIE}=1700000000000; b=2`)).toBe(1_700_000_000_000);
    expect(readLoginTimestamp(`${LOGIN_TIMESTAMP_COOKIE}=soon`)).toBeNull();
    expect(readLoginTimestamp('other=1')).toBeNull();
  });

  it('pushes successful_login and GA4 login once on the page after a login, then forgets it', () => {
    recordLogin(Date.now() - 1000);
    checkLoginTimestamp();
    checkLoginTimestamp();
    expect(window.dataLayer).toEqual([{ event: 'successful_login' }, { event: 'login', method: 'password' }]);
    expect(document.cookie).not.toContain(LOGIN_TIMESTAMP_COOKIE);
  });

  it('pushes sign_up once on the page after the host created an account (its own cookie), and no login', () => {
    document.cookie = `${SIGNUP_TIMESTAMP_COOKIE}=${Date.now() - 1000}; path=/`;
    checkLoginTimestamp();
    checkLoginTimestamp();
    expect(window.dataLayer).toEqual([{ event: 'sign_up', method: 'password' }]);
    expect(document.cookie).not.toContain(SIGNUP_TIMESTAMP_COOKIE);
  });

  it('pushes no sign_up for an account made more than 300000 ms ago', () => {
    const now = Date.now();
    document.cookie = `${SIGNUP_TIMESTAMP_COOKIE}=${now - 300_001}; path=/`;
    checkLoginTimestamp(now);
    expect(window.dataLayer ?? []).toEqual([]);
    expect(document.cookie).not.toContain(SIGNUP_TIMESTAMP_COOKIE);
  });

  it('pushes nothing for a login older than 300000 ms', () => {
    const now = Date.now();
    recordLogin(now - 300_001);
    checkLoginTimestamp(now);
    expect(window.dataLayer ?? []).toEqual([]);
  });
});
