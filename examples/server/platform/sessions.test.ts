// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cartSchema } from '../../../src/api/cart-schemas.ts';
import { ANTIFORGERY_MESSAGE } from './antiforgery.ts';
import { ANTIFORGERY_COOKIE, SESSION_COOKIE } from './sessions.ts';
import { addToCart, Browser, json, pageData, STARTUP_TIMEOUT_MS, testStoreForFile } from '../test-support/test-support.ts';

const handle = testStoreForFile();

const browser = (): Browser => new Browser(() => handle.store);

describe('sessions', () => {
  const storedSessions = async () => (await handle.store.db.query<{ count: number }>('select count(*)::int as count from sessions')).rows[0]!.count;
  const cookie = (response: Response, name: string) => response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));

  it('stores nothing for a visitor who only looks around: no session cookie and no session row', async () => {
    const before = await storedSessions();
    const visitor = browser();
    for (const path of ['/', '/cart', '/season-pass-adult', '/login', '/api/minicart', '/api/categories', '/no-such-page']) {
      expect(cookie(await visitor.get(path), SESSION_COOKIE), path).toBeUndefined();
    }
    expect(visitor.sessionId).toBeUndefined();
    expect(await storedSessions()).toBe(before);
  });

  it("gives a page's anti-forgery token from an HttpOnly, SameSite=Lax cookie of its own, and stores nothing for it", async () => {
    const before = await storedSessions();
    const response = await browser().get('/cart');
    const line = cookie(response, ANTIFORGERY_COOKIE) ?? '';
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Path=\//);
    expect(await response.text()).toMatch(/name="__RequestVerificationToken" value="[\w-]{43}"/);
    expect(await storedSessions()).toBe(before);
  });

  it("stores the session with a first cart item, and the page's token keeps working after it", async () => {
    const visitor = browser();
    const token = await visitor.token();
    const before = await storedSessions();
    const added = await addToCart(visitor, 7, {}, { token: { value: token } });
    expect(added.status).toBe(200);
    const line = cookie(added, SESSION_COOKIE) ?? '';
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(Buffer.from(/^resort\.sid=([^;]+)/.exec(line)?.[1] ?? '', 'base64url')).toHaveLength(32);
    expect(await storedSessions()).toBe(before + 1);
    // The same page, the same token: removing the item needs no reload.
    const [item] = (await visitor.cart()).Items;
    const removed = await visitor.postForm('/ShoppingCart/RemoveShoppingCartItem', { id: String(item!.Id) }, { token: { value: token } });
    expect(removed.status).toBe(200);
    expect(await visitor.token()).toBe(token);
  });

  it('refuses a state-changing call from a visitor no page has given a token, and a token from another visitor', async () => {
    const stranger = browser();
    expect(await json(await addToCart(stranger, 7, {}, { token: { wrong: 'x'.repeat(43) } }))).toEqual({ success: false, message: ANTIFORGERY_MESSAGE });
    const other = await browser().token();
    const visitor = browser();
    await visitor.get('/');
    expect(await json(await addToCart(visitor, 7, {}, { token: { wrong: other } }))).toEqual({ success: false, message: ANTIFORGERY_MESSAGE });
    expect(visitor.sessionId).toBeUndefined();
  });

  it('stores the session of a visitor who signs in, with a new anti-forgery token', async () => {
    const visitor = browser();
    const guestToken = await visitor.token();
    await visitor.signIn('shopper@example.com', 'Resort!2026');
    expect(visitor.sessionId).toBeDefined();
    expect(await visitor.token()).not.toBe(guestToken);
    expect(await (await visitor.get('/')).text()).toContain('Hi, Alex');
  });

  it('keeps the same session on later requests', async () => {
    const visitor = browser();
    await addToCart(visitor, 7);
    const id = visitor.sessionId;
    expect(id).toBeDefined();
    const again = await visitor.get('/cart');
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(visitor.sessionId).toBe(id);
  });

  it('keeps one cart per session', async () => {
    const a = browser();
    const b = browser();
    await addToCart(a, 7);
    await addToCart(a, 7);
    await addToCart(b, 2);
    expect((await a.cart()).Items.map((item) => [item.ProductId, item.Quantity])).toEqual([[7, 2]]);
    expect((await b.cart()).Items.map((item) => [item.ProductId, item.Quantity])).toEqual([[2, 1]]);
  });

  it('forgets an unknown or malformed session cookie, never taking its id up', async () => {
    for (const value of ['x'.repeat(43), 'short', '../../etc/passwd']) {
      const visitor = browser();
      visitor.cookies.set(SESSION_COOKIE, value);
      await visitor.get('/');
      expect(visitor.sessionId).toBeUndefined();
      expect((await visitor.cart()).TotalProducts).toBe(0);
      await addToCart(visitor, 7);
      expect(visitor.sessionId).toMatch(/^[\w-]{43}$/);
      expect(visitor.sessionId).not.toBe(value);
    }
  });

  it('renders the anti-forgery token once in the header of every page', async () => {
    const visitor = browser();
    for (const path of ['/cart', '/login', '/__test/islands', '/no-such-page']) {
      const page = await (await visitor.get(path)).text();
      const header = /<header class="legacy-header">([\s\S]*?)<\/header>/.exec(page)?.[1] ?? '';
      expect(header.match(/name="__RequestVerificationToken"/g), path).toHaveLength(1);
    }
  });

  it('embeds the cart in the page data only when asked', async () => {
    const visitor = browser();
    await addToCart(visitor, 3, { product_attribute_301: '2027-01-02' });
    expect(pageData(await (await visitor.get('/')).text())).not.toHaveProperty('cart');
    const data = pageData(await (await visitor.get('/?embedCart=1')).text());
    const embedded = cartSchema.parse(data.cart);
    expect(embedded).toEqual(cartSchema.parse(await visitor.cart()));
  });

  it('keeps carts and sign-ins across a restart', async () => {
    const guest = browser();
    await addToCart(guest, 5, { product_attribute_501: '2027-01-09', 'addtocart_5.EnteredQuantity': '2' });
    const member = browser();
    await member.get('/');
    await member.signIn('shopper@example.com', 'Resort!2026');
    await addToCart(member, 7);
    const guestCart = await guest.cart();
    const memberCart = await member.cart();

    await handle.restart();

    expect(await guest.cart()).toEqual(guestCart);
    expect(await member.cart()).toEqual(memberCart);
    expect(await (await member.get('/')).text()).toContain('Hi, Alex');
  }, STARTUP_TIMEOUT_MS);
});
