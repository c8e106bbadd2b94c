// @vitest-environment node
/** Sessions end when they should, and account pages give nobody a way in. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_MESSAGES } from './registration.ts';
import { DEFAULT_SIGN_IN_LIMITS } from './sign-in.ts';
import { SEED_PASSWORD } from '../catalog/seed.ts';
import { Browser, startTestStore, STARTUP_TIMEOUT_MS, type TestStore } from '../test-support/test-support.ts';

const decode = (text: string) => text.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');
const post = (visitor: Browser, path: string, fields: Record<string, string>) => visitor.postForm(path, fields, { token: 'field', xhr: false });

describe('in development (the default of npm start)', () => {
  let handle: TestStore;
  beforeAll(async () => {
    handle = await startTestStore({ publicOrigin: 'https://store.example' });
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => handle.dispose());
  const browser = () => new Browser(() => handle.store);

  it('a password reset ends every other session of the account', async () => {
    const laptop = browser();
    expect((await laptop.signIn('shopper@example.com', SEED_PASSWORD)).status).toBe(303);
    expect((await laptop.get('/api/user/settings')).status).toBe(200);
    const phone = browser();
    const sent = await (await post(phone, '/passwordrecovery', { Email: 'shopper@example.com' })).text();
    const link = new URL(decode(/<a href="(http[^"]+\/passwordrecovery\/confirm[^"]+)"/.exec(sent)?.[1] ?? ''));
    const fields = { email: 'shopper@example.com', token: link.searchParams.get('token') ?? '' };
    expect((await post(phone, '/passwordrecovery/confirm', { ...fields, Password: 'Fresh-Snow-77', ConfirmPassword: 'Fresh-Snow-77' })).status).toBe(200);
    const page = await (await laptop.get('/cart')).text();
    expect(page).toContain('"SignedIn":false');
  });

  it("the reset link uses the store's own address, not the request's Host header", async () => {
    const sent = await (await browser().postForm('/passwordrecovery', { Email: 'nopass@example.com' }, { token: 'field', xhr: false })).text();
    expect(sent).toContain('https://store.example/passwordrecovery/confirm?');
    expect(sent).not.toContain('http://localhost/passwordrecovery');
  });

  it('a link on another site does not sign a shopper out; the store’s own menu does', async () => {
    const visitor = browser();
    await visitor.signIn('admin@example.com', SEED_PASSWORD);
    await visitor.get('/logout', { 'sec-fetch-site': 'cross-site' });
    expect(await (await visitor.get('/cart')).text()).toContain('"SignedIn":true');
    await visitor.get('/logout', { 'sec-fetch-site': 'same-origin' });
    expect(await (await visitor.get('/cart')).text()).toContain('"SignedIn":false');
  });

  it('says a first or last name of more than 60 characters is too long', async () => {
    const page = decode(await (await post(browser(), '/register', { FirstName: 'A'.repeat(61), LastName: 'Vale', Email: 'long@example.com', Password: 'Powder-Day-42', ConfirmPassword: 'Powder-Day-42' })).text());
    expect(page).toContain(REGISTER_MESSAGES.firstNameLong);
  });

  it(`allows ${DEFAULT_SIGN_IN_LIMITS.registrationsPerAddress} registrations per address in 10 minutes, then answers 429`, async () => {
    const visitor = browser();
    // A form with mistakes is only answered with its messages; a whole one counts, even for a taken e-mail.
    await post(visitor, '/register', { FirstName: 'A', LastName: 'B', Email: 'not-an-email', Password: 'x', ConfirmPassword: 'x' });
    for (let index = 0; index < DEFAULT_SIGN_IN_LIMITS.registrationsPerAddress; index += 1) {
      expect((await post(visitor, '/register', { FirstName: 'A', LastName: 'B', Email: 'shopper@example.com', Password: 'Powder-Day-42', ConfirmPassword: 'Powder-Day-42' })).status).toBe(400);
    }
    const refused = await post(visitor, '/register', { FirstName: 'A', LastName: 'B', Email: 'robin@example.com', Password: 'Powder-Day-42', ConfirmPassword: 'Powder-Day-42' });
    expect(refused.status).toBe(429);
    expect(decode(await refused.text())).toContain(REGISTER_MESSAGES.tooMany);
  });
});

describe('in production', () => {
  let handle: TestStore;
  beforeAll(async () => {
    handle = await startTestStore({ mode: 'production', publicOrigin: 'https://store.example', testRoutes: false });
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => handle.dispose());
  const browser = () => new Browser(() => handle.store);

  it('never shows the recovery e-mail on the page: it goes to the outbox', async () => {
    const page = await (await post(browser(), '/passwordrecovery', { Email: 'nopass@example.com' })).text();
    expect(page).toContain('Check your email');
    expect(page).not.toContain('/passwordrecovery/confirm');
    const outbox = readFileSync(join(handle.dataDir, 'outbox.jsonl'), 'utf8');
    expect(outbox).toContain('https://store.example/passwordrecovery/confirm?email=nopass%40example.com');
  });

  it('has no test pages and ignores X-Demo-Fail', async () => {
    expect((await browser().get('/__test/islands')).status).toBe(404);
    expect((await browser().get('/__test/waiver-hostile')).status).toBe(404);
    expect((await browser().get('/api/minicart', { 'x-demo-fail': '500' })).status).toBe(200);
  });
});
