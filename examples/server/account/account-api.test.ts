// @vitest-environment node
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryEntrySchema } from '../../../widgets/category-nav/category-schemas.ts';
import { menuCategories } from '../../../widgets/category-nav/category-rules.ts';
import { customerLookupSchema, loginOkSchema, userSettingsSchema } from '../../../widgets/signin/signin-schemas.ts';
import { fieldErrorsOf } from '../../../widgets/signin/api.ts';
import { REGISTRATION_SETTINGS } from './registration.ts';
import { SEED_PASSWORD } from '../catalog/seed.ts';
import { SESSION_COOKIE } from '../platform/sessions.ts';
import { DEFAULT_SIGN_IN_LIMITS, LOGIN_MESSAGES, lockedForNowMessage, type SignInLimits } from './sign-in.ts';
import { Browser, json, pageData, startTestStore, STARTUP_TIMEOUT_MS, testStoreForFile, type TestStore } from '../test-support/test-support.ts';

const handle = testStoreForFile();

const browser = (store: TestStore = handle): Browser => new Browser(() => store.store);

/** `POST /api/user/login` as the widget sends it: JSON, with the anti-forgery header. */
async function apiLogin(visitor: Browser, body: unknown, options: { token?: boolean; raw?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=UTF-8',
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (options.token ?? true) headers.RequestVerificationToken = await visitor.token();
  return visitor.request('/api/user/login', { method: 'POST', headers, body: options.raw ?? JSON.stringify(body) });
}

async function lookup(visitor: Browser, id: string): Promise<Response> {
  return visitor.get(`/api/customer/exists?id=${encodeURIComponent(id)}&ts=${Date.now()}`);
}

async function register(visitor: Browser, email: string, password = 'Powder-Day-42'): Promise<Response> {
  return visitor.postForm(
    '/register',
    { FirstName: 'Robin', LastName: 'Vale', Email: email, Password: password, ConfirmPassword: password, returnUrl: '/cart' },
    { token: 'field', xhr: false },
  );
}

describe('GET /api/customer/exists', () => {
  it('finds a customer by login, ignoring case and spaces, and says whether it has a password', async () => {
    const found = customerLookupSchema.parse(await (await lookup(browser(), '  Shopper@Example.COM ')).json());
    expect(found).toEqual({ UserName: 'shopper@example.com', HasPassword: true });
    const noPassword = customerLookupSchema.parse(await (await lookup(browser(), 'nopass@example.com')).json());
    expect(noPassword).toEqual({ UserName: 'nopass@example.com', HasPassword: false });
  });

  it('answers an unknown login with no UserName', async () => {
    const response = await lookup(browser(), 'nobody@example.com');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ UserName: null, HasPassword: false });
  });

  it('answers a missing or empty login with 400 and a message', async () => {
    for (const path of ['/api/customer/exists', '/api/customer/exists?id=', `/api/customer/exists?id=${'x'.repeat(255)}`]) {
      const response = await browser().get(path);
      expect(response.status).toBe(400);
      expect((await json(response)).message).toBeTruthy();
    }
  });
});

describe('POST /api/user/login', () => {
  it('signs in, rotating the session id and anti-forgery token, with HttpOnly SameSite cookies', async () => {
    const visitor = browser();
    const tokenBefore = await visitor.token();
    const idBefore = visitor.sessionId;
    const response = await apiLogin(visitor, { Email: ' Shopper@Example.com ', Password: SEED_PASSWORD });
    expect(response.status).toBe(200);
    expect(loginOkSchema.parse(await response.json())).toEqual({ success: true });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(visitor.sessionId).not.toBe(idBefore);
    expect(await visitor.token()).not.toBe(tokenBefore);
    const page = await (await visitor.get('/')).text();
    expect(pageData(page).user).toEqual({ SignedIn: true, IsGuest: false, FirstName: 'Alex', LastName: 'Morgan' });
  });

  it.each([
    ['a wrong password', { Email: 'shopper@example.com', Password: 'wrong-password' }, { Password: [LOGIN_MESSAGES.wrongPassword] }],
    ['an unknown login', { Email: 'nobody@example.com', Password: SEED_PASSWORD }, { Email: [LOGIN_MESSAGES.unknown] }],
    ['the locked account (under the empty key)', { Email: 'locked@example.com', Password: SEED_PASSWORD }, { '': [LOGIN_MESSAGES.locked] }],
    ['an account without a password', { Email: 'nopass@example.com', Password: 'anything' }, { Password: [LOGIN_MESSAGES.noPassword] }],
    ['an empty login', { Email: '  ', Password: SEED_PASSWORD }, { Email: ['Username required'] }],
    ['a missing password', { Email: 'shopper@example.com' }, { Password: ['Password required'] }],
  ])('answers %s with 400 field errors', async (_name, body, errors) => {
    const visitor = browser();
    const response = await apiLogin(visitor, body);
    expect(response.status).toBe(400);
    const answer: unknown = await response.json();
    expect(answer).toEqual(errors);
    // The widget reads the same body.
    expect(fieldErrorsOf(answer)).toEqual(errors);
    expect(pageData(await (await visitor.get('/')).text()).user).toMatchObject({ SignedIn: false });
  });

  it.each([
    ['not JSON', '{"Email": "shopper@example.com",'],
    ['a list', '["shopper@example.com", "Resort!2026"]'],
    ['nested values', '{"Email": ["shopper@example.com"], "Password": {"x": 1}}'],
  ])('answers a malformed body (%s) with 400', async (_name, raw) => {
    const response = await apiLogin(browser(), null, { raw });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe('Malformed request body.');
  });

  it('refuses a login without the anti-forgery token', async () => {
    const visitor = browser();
    await visitor.get('/');
    const response = await apiLogin(visitor, { Email: 'shopper@example.com', Password: SEED_PASSWORD }, { token: false });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toMatch(/anti-forgery/i);
    expect(pageData(await (await visitor.get('/')).text()).user).toMatchObject({ SignedIn: false });
  });
});

describe('GET /api/user/settings and GET /api/categories', () => {
  it('answers the registration settings', async () => {
    const settings: unknown = await (await browser().get('/api/user/settings')).json();
    expect(settings).toEqual(REGISTRATION_SETTINGS);
    expect(userSettingsSchema.parse(settings)).toEqual({ UserRegistrationType: 'Standard', PasswordMinLength: 8 });
  });

  it('lists the categories with their menu flags, in the shape the navigation reads', async () => {
    const list = (await (await browser().get('/api/categories')).json()) as unknown[];
    const entries = list.map((entry) => categoryEntrySchema.parse(entry));
    expect(entries[0]).toEqual({ Id: 1, Name: 'Season Passes', SeName: 'season-passes', Url: '/season-passes', IncludeInTopMenu: true, Hidden: false });
    expect(menuCategories(entries).map((category) => category.href)).toEqual([
      '/s/season-passes',
      '/s/lift-tickets',
      '/s/rentals',
      '/s/activities',
      '/s/vouchers',
    ]);
  });
});

describe('lockout and rate limits', () => {
  let limited: TestStore;
  const limits: Partial<SignInLimits> = { lockoutFailures: 3, lockoutMinutes: 2 / 60, failuresPerAddress: 12, lookupsPerAddress: 4 };

  beforeAll(async () => {
    limited = await startTestStore({ signInLimits: limits });
  }, STARTUP_TIMEOUT_MS);
  afterAll(async () => {
    await limited.dispose();
  });

  it('locks an account after repeated wrong passwords, then lets it in once the lock has passed', async () => {
    const visitor = browser(limited);
    await register(visitor, 'lockme@example.com');
    await visitor.get('/logout');
    const locked = { '': [lockedForNowMessage({ ...DEFAULT_SIGN_IN_LIMITS, ...limits })] };
    expect(await (await apiLogin(visitor, { Email: 'lockme@example.com', Password: 'nope-1' })).json()).toEqual({ Password: [LOGIN_MESSAGES.wrongPassword] });
    expect(await (await apiLogin(visitor, { Email: 'lockme@example.com', Password: 'nope-2' })).json()).toEqual({ Password: [LOGIN_MESSAGES.wrongPassword] });
    expect(await (await apiLogin(visitor, { Email: 'lockme@example.com', Password: 'nope-3' })).json()).toEqual(locked);
    // While locked, even the right password is refused.
    const during = await apiLogin(visitor, { Email: 'lockme@example.com', Password: 'Powder-Day-42' });
    expect(during.status).toBe(400);
    expect(await during.json()).toEqual(locked);
    await delay(2100);
    expect((await apiLogin(visitor, { Email: 'lockme@example.com', Password: 'Powder-Day-42' })).status).toBe(200);
    // Six scrypt hashes and the two-second lock: more than the default five seconds on a busy machine.
  }, 20_000);

  it('forgets wrong passwords after a successful sign-in', async () => {
    const visitor = browser(limited);
    await register(visitor, 'forgiven@example.com');
    await visitor.get('/logout');
    for (const round of [1, 2]) {
      for (const attempt of [1, 2]) {
        const wrong = await apiLogin(visitor, { Email: 'forgiven@example.com', Password: `wrong-${round}-${attempt}` });
        expect(await wrong.json()).toEqual({ Password: [LOGIN_MESSAGES.wrongPassword] });
      }
      expect((await apiLogin(visitor, { Email: 'forgiven@example.com', Password: 'Powder-Day-42' })).status).toBe(200);
      await visitor.get('/logout');
    }
  });

  it('counts wrong passwords sent at once each: the last of them locks the account', async () => {
    const owner = browser(limited);
    await register(owner, 'racing@example.com');
    const guessers = Array.from({ length: 3 }, () => browser(limited));
    const answers = await Promise.all(guessers.map((guesser, index) => apiLogin(guesser, { Email: 'racing@example.com', Password: `wrong-${index}` })));
    const bodies = await Promise.all(answers.map(async (answer) => JSON.stringify(await answer.json())));
    expect(bodies.sort()).toEqual(
      [{ '': [lockedForNowMessage({ ...DEFAULT_SIGN_IN_LIMITS, ...limits })] }, { Password: [LOGIN_MESSAGES.wrongPassword] }, { Password: [LOGIN_MESSAGES.wrongPassword] }].map((body) => JSON.stringify(body)).sort(),
    );
  });

  it('limits failed sign-ins per address: after the limit even a right password waits', async () => {
    // The failures of the tests above came from the same address; top them up to the limit.
    const visitor = browser(limited);
    let response = await apiLogin(visitor, { Email: 'nobody@example.com', Password: 'x' });
    while (response.status === 400) response = await apiLogin(visitor, { Email: 'nobody@example.com', Password: 'x' });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json(response)).message).toBe(LOGIN_MESSAGES.tooManyAttempts);
    expect((await apiLogin(visitor, { Email: 'shopper@example.com', Password: SEED_PASSWORD })).status).toBe(429);
    // The plain form is limited the same way.
    expect((await visitor.signIn('shopper@example.com', SEED_PASSWORD)).status).toBe(429);
  });

  it('limits account lookups per address', async () => {
    const visitor = browser(limited);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await lookup(visitor, `someone${i}@example.com`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});
