// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDb } from '../db/db.ts';
import { LOGIN_MESSAGES } from './auth-routes.ts';
import { SEED_PASSWORD } from '../catalog/seed.ts';
import { addToCart, Browser, json, pageData, STARTUP_TIMEOUT_MS, testStoreForFile } from '../test-support/test-support.ts';

const handle = testStoreForFile();

const browser = (): Browser => new Browser(() => handle.store);

function errorText(page: string): string {
  return /<div class="legacy-error"[^>]*>\s*<p>([^<]*)<\/p>/.exec(page)?.[1] ?? '';
}

describe('sign in', () => {
  it('shows a plain form that posts to /login with the anti-forgery field', async () => {
    const page = await (await browser().get('/login?returnUrl=%2Fcart')).text();
    expect(page).toMatch(/<form method="post" action="\/login"/);
    expect(page).toContain('name="Email"');
    expect(page).toContain('name="Password"');
    expect(page).toContain('<input type="hidden" name="returnUrl" value="/cart">');
    expect(page).toMatch(/<button type="submit"[^>]*>Sign in<\/button>/);
  });

  it('signs in, rotates the session id and token, and goes to returnUrl', async () => {
    const visitor = browser();
    const tokenBefore = await visitor.token();
    const idBefore = visitor.sessionId;
    const response = await visitor.postForm(
      '/login',
      { Email: ' Shopper@Example.com ', Password: SEED_PASSWORD, returnUrl: '/cart' },
      { token: 'field', xhr: false },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart');
    expect(visitor.sessionId).not.toBe(idBefore);
    expect(await visitor.token()).not.toBe(tokenBefore);

    const page = await (await visitor.get('/')).text();
    expect(page).toContain('Hi, Alex');
    expect(page).toContain('href="/logout"');
    expect(pageData(page).user).toEqual({ SignedIn: true, IsGuest: false, FirstName: 'Alex', LastName: 'Morgan' });

    // The old id is dead: whoever held it is a fresh guest.
    const stale = browser();
    stale.cookies.set('resort.sid', idBefore ?? '');
    expect(await (await stale.get('/')).text()).not.toContain('Hi, Alex');
  });

  it.each([
    ['//evil.example/', '/'],
    ['https://evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['/s/rentals?x=1', '/s/rentals?x=1'],
    ['/logout', '/'],
  ])('only follows local return URLs (%s)', async (returnUrl, expected) => {
    const visitor = browser();
    const response = await visitor.postForm(
      '/login',
      { Email: 'shopper@example.com', Password: SEED_PASSWORD, returnUrl },
      { token: 'field', xhr: false },
    );
    expect(response.headers.get('location')).toBe(expected);
  });

  it.each([
    ['shopper@example.com', 'wrong-password', LOGIN_MESSAGES.wrongPassword],
    ['nobody@example.com', SEED_PASSWORD, LOGIN_MESSAGES.unknown],
    ['locked@example.com', SEED_PASSWORD, LOGIN_MESSAGES.locked],
    ['nopass@example.com', 'anything', LOGIN_MESSAGES.noPassword],
    ['', SEED_PASSWORD, 'Username required'],
    ['shopper@example.com', '', 'Password required'],
  ])('refuses %s / %s', async (email, password, message) => {
    const visitor = browser();
    const response = await visitor.signIn(email, password);
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(errorText(page)).toBe(message.replace("'", '&#39;'));
    expect(pageData(page).user).toMatchObject({ SignedIn: false });
  });

  it('keeps what was typed, escaped', async () => {
    const response = await browser().signIn('"><script>alert(1)</script>@x.com', 'x');
    const page = await response.text();
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('refuses a sign-in without the anti-forgery token', async () => {
    const visitor = browser();
    await visitor.get('/');
    const response = await visitor.postForm(
      '/login',
      { Email: 'shopper@example.com', Password: SEED_PASSWORD },
      { token: 'none', xhr: false },
    );
    expect(response.status).toBe(400);
    expect(await (await visitor.get('/')).text()).not.toContain('Hi, Alex');
  });
});

describe('carts and households', () => {
  it("moves the guest's cart into the customer's cart on sign-in", async () => {
    const visitor = browser();
    await addToCart(visitor, 7, { 'addtocart_7.EnteredQuantity': '2' });
    await visitor.getWithToken('/api/discount/apply/WELCOME10');
    await visitor.signIn('admin@example.com', SEED_PASSWORD);
    const cart = await visitor.cart();
    expect(cart.Items.map((item) => [item.ProductId, item.Quantity])).toEqual([[7, 2]]);
    expect(cart.AppliedDiscountCodes).toEqual(['WELCOME10']);

    // Signed out and in again, in a new browser: the customer's cart is still there.
    await visitor.get('/logout');
    expect((await visitor.cart()).TotalProducts).toBe(0);
    const elsewhere = browser();
    await addToCart(elsewhere, 7);
    await elsewhere.signIn('admin@example.com', SEED_PASSWORD);
    expect((await elsewhere.cart()).Items.map((item) => item.Quantity)).toEqual([3]);
  });

  it('assigns items to household members and lists them', async () => {
    const visitor = browser();
    await visitor.signIn('shopper@example.com', SEED_PASSWORD);
    const page = await (await visitor.get('/season-pass-adult')).text();
    // The product is for a member: the store's own form asks who, as the widget does, and must be answered.
    expect(page).toMatch(/<label for="[^"]+">Who is this for\?<\/label>\s*<select id="[^"]+" name="addtocart_1.LegacyContactId" required>\s*<option value="">Choose a group member<\/option>/);
    expect(page).toContain('>Sam Morgan</option>');

    const members = [...page.matchAll(/<option value="(\d+)">(\w+) Morgan<\/option>/g)];
    // Alex: Jordan has no birth date yet, so an age-limited pass cannot be checked for Jordan.
    const alex = Number(members.find((m) => m[2] === 'Alex')?.[1]);
    const sam = Number(members.find((m) => m[2] === 'Sam')?.[1]);
    await addToCart(visitor, 1, { 'addtocart_1.LegacyContactId': String(alex) });
    await addToCart(visitor, 2, { 'addtocart_2.LegacyContactId': String(sam) });
    // A season pass is one a member has or has not: a second for Alex is refused, saying why.
    const again = await addToCart(visitor, 1, { 'addtocart_1.LegacyContactId': String(alex) });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('Alex Morgan already has Season Pass - Adult in the cart.');
    const cart = await visitor.cart();
    expect(cart.Items.map((item) => [item.ProductId, item.Quantity, item.AssignedToContactInfo])).toEqual([
      [1, 1, { Id: alex }],
      [2, 1, { Id: sam }],
    ]);
    expect(cart.AssignedMembers).toEqual([
      { Id: alex, FirstName: 'Alex', LastName: 'Morgan' },
      { Id: sam, FirstName: 'Sam', LastName: 'Morgan' },
    ]);
    expect(cart.HasUnassigned).toBe(false);
  });

  it('marks the product tag signed in only where its widget lists the household, so the host stylesheet keeps the list its room', async () => {
    expect(await (await browser().get('/season-pass-adult')).text()).toContain('<resort-product product-id="1">');
    const visitor = browser();
    await visitor.signIn('shopper@example.com', SEED_PASSWORD);
    expect(await (await visitor.get('/season-pass-adult')).text()).toContain('<resort-product product-id="1" data-signed-in members="3">');
    // The rental is for a member too (every renter signs the release as themself).
    expect(await (await visitor.get('/ski-rental-package')).text()).toContain('<resort-product product-id="4" data-signed-in members="3">');
    // Not assigned to a member: signed in or not, the same widget, and no member to choose in the store's form.
    const tour = await (await visitor.get('/guided-snowshoe-tour')).text();
    expect(tour).toContain('<resort-product product-id="5">');
    expect(tour).not.toContain('LegacyContactId');
  });

  it("refuses a member of someone else's household", async () => {
    const admin = browser();
    await admin.signIn('admin@example.com', SEED_PASSWORD);
    const page = await (await admin.get('/season-pass-adult')).text();
    const adminMember = /<option value="(\d+)">Taylor Brooks<\/option>/.exec(page)?.[1] ?? '';

    const shopper = browser();
    await shopper.signIn('shopper@example.com', SEED_PASSWORD);
    const response = await addToCart(shopper, 1, { 'addtocart_1.LegacyContactId': adminMember });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe('That group member is not in your household.');
  });
});

describe('sign out', () => {
  it('ends the session and goes home', async () => {
    const visitor = browser();
    await visitor.signIn('shopper@example.com', SEED_PASSWORD);
    const oldId = visitor.sessionId;
    const response = await visitor.get('/logout');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(visitor.sessionId).toBeUndefined();
    const page = await (await visitor.get('/')).text();
    expect(page).toContain('href="/login"');
    expect(visitor.sessionId).not.toBe(oldId);
  });
});

describe('password storage', () => {
  it('stores only salted scrypt hashes', async () => {
    await handle.store.close();
    const db = await openDb(handle.database);
    try {
      const rows = await db.query<{ email: string; password_hash: string | null }>(
        'select email, password_hash from customers order by id',
      );
      const hashes = rows.rows.map((row) => row.password_hash);
      expect(hashes[2]).toBeNull(); // nopass@example.com
      const real = hashes.filter((hash) => hash !== null);
      expect(real).toHaveLength(3);
      for (const hash of real) {
        expect(hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
        expect(hash).not.toContain(SEED_PASSWORD);
      }
      expect(new Set(real).size).toBe(3); // same password, different salts
    } finally {
      await db.close();
    }

    // Nor is the password anywhere in the store's files (PGlite's database among them).
    const needle = Buffer.from(SEED_PASSWORD);
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? walk(path) : [path];
      });
    const leaks = walk(handle.dataDir).filter((file) => readFileSync(file).includes(needle));
    expect(leaks).toEqual([]);
    await handle.restart();
  }, STARTUP_TIMEOUT_MS);
});
