// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findAccount, recoveryTokenValid, REGISTER_MESSAGES } from './registration.ts';
import { storeSecret } from '../platform/secrets.ts';
import { SEED_PASSWORD } from '../catalog/seed.ts';
import { Browser, pageData, testStoreForFile } from '../test-support/test-support.ts';

const handle = testStoreForFile();

const browser = (): Browser => new Browser(() => handle.store);
const decode = (text: string) => text.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

function registration(email: string, overrides: Record<string, string> = {}): Record<string, string> {
  return { FirstName: 'Robin', LastName: 'Vale', Email: email, Password: 'Powder-Day-42', ConfirmPassword: 'Powder-Day-42', returnUrl: '/cart', ...overrides };
}

const post = (visitor: Browser, path: string, fields: Record<string, string>) => visitor.postForm(path, fields, { token: 'field', xhr: false });
const errorsOf = (page: string) => [...page.matchAll(/<div class="legacy-error"[\s\S]*?<\/div>/g)].map((match) => decode(match[0]));

describe('the header', () => {
  it("carries the sign-in menu and the category navigation over the store's own links, which work until (or without) the widgets", async () => {
    const guest = await (await browser().get('/s/rentals')).text();
    expect(guest).toMatch(/<resort-category-nav class="legacy-category-nav"><details class="legacy-category-menu" data-resort-fallback>\s*<summary>Shop by category<\/summary>/);
    expect(guest).toContain('<resort-signin-menu><a class="legacy-account-link" data-resort-fallback href="/login?returnUrl=%2Fs%2Frentals">Sign in</a></resort-signin-menu>');

    const member = browser();
    await member.signIn('shopper@example.com', SEED_PASSWORD);
    const page = await (await member.get('/')).text();
    expect(page).toMatch(
      /<resort-signin-menu data-signed-in><span class="legacy-signed-in" data-resort-fallback><span class="legacy-greeting">Hi, Alex<\/span>\s*<a class="legacy-account-link" href="\/userinfo">My Account<\/a>\s*<a class="legacy-account-link" href="\/logout">Sign Out<\/a><\/span><\/resort-signin-menu>/,
    );
  });
});

describe('/login', () => {
  it("renders <resort-signin-form> with Back to Store and the return URL, over the store's own sign-in form", async () => {
    const page = await (await browser().get('/login?returnUrl=%2Fcart')).text();
    expect(page).toMatch(
      /<resort-signin-form back-to-store heading-level="1" return-url="\/cart"><div data-resort-fallback>[\s\S]*<form method="post" action="\/login"[\s\S]*name="__RequestVerificationToken"[\s\S]*name="returnUrl" value="\/cart"[\s\S]*<\/form>[\s\S]*<\/div><\/resort-signin-form>/,
    );
    expect(page).not.toContain('<noscript>');
  });

  it('never returns to another site', async () => {
    const page = await (await browser().get('/login?returnUrl=https%3A%2F%2Fevil.example%2F')).text();
    expect(page).toContain('return-url="/"');
  });
});

describe('/register', () => {
  it('creates an account that is signed in at once and can sign in again later', async () => {
    const visitor = browser();
    const page = await (await visitor.get('/register?returnUrl=%2Fcart')).text();
    expect(page).toContain('<form method="post" action="/register"');
    expect(page).toContain('<input type="hidden" name="returnUrl" value="/cart">');

    const idBefore = visitor.sessionId;
    const response = await post(visitor, '/register', registration('Robin.Vale@Example.com'));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart');
    // For GA4's sign_up on the next page: a cookie script can read, with the time of the sign-up.
    expect(response.headers.get('set-cookie')).toMatch(/resort_signup_ts=\d{13}; Max-Age=300; Path=\/; SameSite=Lax/);
    expect(response.headers.get('set-cookie')).not.toMatch(/resort_signup_ts=[^,]*HttpOnly/);
    expect(visitor.sessionId).not.toBe(idBefore);
    expect(pageData(await (await visitor.get('/')).text()).user).toMatchObject({ SignedIn: true, FirstName: 'Robin', LastName: 'Vale' });

    await visitor.get('/logout');
    const again = await visitor.signIn('robin.vale@example.com', 'Powder-Day-42');
    expect(again.status).toBe(303);
    const exists: unknown = await (await visitor.get('/api/customer/exists?id=robin.vale%40example.com')).json();
    expect(exists).toEqual({ UserName: 'robin.vale@example.com', HasPassword: true });
  });

  it('refuses an e-mail that already has an account', async () => {
    const response = await post(browser(), '/register', registration('shopper@example.com'));
    expect(response.status).toBe(400);
    expect(errorsOf(await response.text()).join()).toContain(REGISTER_MESSAGES.taken);
  });

  it.each([
    ['a missing first name', { FirstName: ' ' }, REGISTER_MESSAGES.firstName],
    ['a missing last name', { LastName: '' }, REGISTER_MESSAGES.lastName],
    ['a bad e-mail', { Email: 'not-an-email' }, REGISTER_MESSAGES.email],
    ['a short password', { Password: 'short', ConfirmPassword: 'short' }, REGISTER_MESSAGES.password],
    ['passwords that differ', { ConfirmPassword: 'Powder-Day-43' }, REGISTER_MESSAGES.confirm],
  ])('refuses %s with 400, keeping what was typed but not the passwords', async (_name, overrides: Record<string, string>, message) => {
    const response = await post(browser(), '/register', registration('keep@example.com', overrides));
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(errorsOf(page).join()).toContain(message);
    expect(page).toContain(`value="${overrides.Email ?? 'keep@example.com'}"`);
    expect(page).not.toContain('Powder-Day-4');
  });

  it('refuses a registration without the anti-forgery token', async () => {
    const visitor = browser();
    await visitor.get('/');
    const response = await visitor.postForm('/register', registration('no-token@example.com'), { token: 'none', xhr: false });
    expect(response.status).toBe(400);
  });
});

describe('/register/findbyemail', () => {
  it.each([
    ['shopper@example.com', 'We found an account for <strong>shopper@example.com</strong>'],
    ['NOPASS@example.com', 'it has no password yet'],
    ['stranger@example.com', 'We could not find an account for <strong>stranger@example.com</strong>'],
  ])('looks up %s', async (email, expected) => {
    const visitor = browser();
    expect(await (await visitor.get('/register/findbyemail')).text()).toContain('<form method="post" action="/register/findbyemail"');
    const page = await (await post(visitor, '/register/findbyemail', { Email: email })).text();
    expect(page).toContain(expected);
  });

  it('asks for a valid e-mail', async () => {
    const response = await post(browser(), '/register/findbyemail', { Email: 'x' });
    expect(response.status).toBe(400);
  });
});

describe('/passwordrecovery', () => {
  it('fills in the e-mail of ?resetemail=', async () => {
    const page = await (await browser().get('/passwordrecovery?resetemail=nopass%40example.com')).text();
    expect(page).toContain('value="nopass@example.com"');
  });

  it('shows the e-mail it would send; its link sets a new password once, and the customer can sign in with it', async () => {
    const visitor = browser();
    const sent = await (await post(visitor, '/passwordrecovery', { Email: 'nopass@example.com' })).text();
    expect(sent).toContain('<dt>To</dt><dd>nopass@example.com</dd>');
    const link = decode(/<a href="(http[^"]+\/passwordrecovery\/confirm[^"]+)"/.exec(sent)?.[1] ?? '');
    const url = new URL(link);
    expect(url.searchParams.get('email')).toBe('nopass@example.com');

    const form = await (await visitor.get(url.pathname + url.search)).text();
    expect(form).toContain('<form method="post" action="/passwordrecovery/confirm"');
    const fields = { email: 'nopass@example.com', token: url.searchParams.get('token') ?? '' };

    const mismatch = await post(visitor, '/passwordrecovery/confirm', { ...fields, Password: 'Fresh-Snow-77', ConfirmPassword: 'Fresh-Snow-78' });
    expect(mismatch.status).toBe(400);

    const saved = await post(visitor, '/passwordrecovery/confirm', { ...fields, Password: 'Fresh-Snow-77', ConfirmPassword: 'Fresh-Snow-77' });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain('Your password has been changed');

    // The link signed the old password: it is spent.
    expect((await visitor.get(url.pathname + url.search)).status).toBe(400);
    expect((await visitor.signIn('nopass@example.com', 'Fresh-Snow-77')).status).toBe(303);
  });

  it('signs its links with the store’s secret in the database, so every process of a store (and a restarted one) takes them', async () => {
    const sent = await (await post(browser(), '/passwordrecovery', { Email: 'locked@example.com' })).text();
    const url = new URL(decode(/<a href="(http[^"]+\/passwordrecovery\/confirm[^"]+)"/.exec(sent)?.[1] ?? ''));
    const account = await findAccount(handle.store.db, 'locked@example.com');
    const secret = await storeSecret(handle.store.db, 'recovery');
    expect(recoveryTokenValid(secret, account!, url.searchParams.get('token') ?? '')).toBe(true);
    await handle.restart();
    expect((await browser().get(url.pathname + url.search)).status).toBe(200);
  });

  it('says the same for an unknown address, and sends nothing', async () => {
    const page = await (await post(browser(), '/passwordrecovery', { Email: 'stranger@example.com' })).text();
    expect(page).toContain('If <strong>stranger@example.com</strong> has an account with us');
    expect(page).not.toContain('/passwordrecovery/confirm');
  });

  it('refuses a forged or broken link', async () => {
    for (const query of ['?email=shopper%40example.com&token=1.abc', '?email=shopper%40example.com&token=99999999999999.' + 'A'.repeat(43), '']) {
      expect((await browser().get(`/passwordrecovery/confirm${query}`)).status).toBe(400);
    }
  });
});
