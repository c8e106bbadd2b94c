// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cartSchema } from '../../../src/api/cart-schemas.ts';
import { SESSION_COOKIE } from './sessions.ts';
import { addToCart, Browser, pageData, STARTUP_TIMEOUT_MS, testStoreForFile } from './test-support.ts';

const handle = testStoreForFile();

const browser = (): Browser => new Browser(() => handle.store);

describe('sessions', () => {
  it('gives a first-time visitor an HttpOnly, SameSite=Lax session cookie with a 32-byte id', async () => {
    const response = await browser().get('/');
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    const id = /^resort\.sid=([^;]+)/.exec(cookie ?? '')?.[1] ?? '';
    expect(Buffer.from(id, 'base64url')).toHaveLength(32);
  });

  it('keeps the same session on later requests', async () => {
    const visitor = browser();
    await visitor.get('/');
    const id = visitor.sessionId;
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

  it('starts a new guest session for an unknown or malformed cookie', async () => {
    for (const value of ['x'.repeat(43), 'short', '../../etc/passwd']) {
      const visitor = browser();
      visitor.cookies.set(SESSION_COOKIE, value);
      await visitor.get('/');
      expect(visitor.sessionId).not.toBe(value);
      expect((await visitor.cart()).TotalProducts).toBe(0);
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
    expect(embedded).toEqual(await visitor.cart());
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
