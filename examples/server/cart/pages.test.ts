// @vitest-environment node
/**
 * The cart page as the store renders it inside the cart widgets' tags, and its own forms: what a
 * shopper whose browser runs none of our script uses to see, change and keep the cart.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { ANTIFORGERY_MESSAGE } from '../platform/antiforgery.ts';
import { CART_MESSAGES } from './routes.ts';
import { SEED_PASSWORD } from '../catalog/seed.ts';
import { addToCart, Browser, testStoreForFile } from '../test-support/test-support.ts';
import { CART_FORM_PATHS } from './pages.ts';

const handle = testStoreForFile();
let shopper: Browser;
beforeEach(() => {
  shopper = new Browser(() => handle.store);
});

const LIFT_TICKET = 3;
const VOUCHER = 7;
const decode = (text: string) => text.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');
const cartPage = async (visitor: Browser) => decode(await (await visitor.get('/cart')).text());
/** The markup a tag holds for the store's own rendering. */
const inside = (page: string, tag: string) => new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`).exec(page)?.[1] ?? '';
const asPage = { token: 'field', page: { referer: 'http://localhost/cart' } } as const;

describe('the cart page without our script', () => {
  it('shows an empty cart as the store says it', async () => {
    const cart = inside(await cartPage(shopper), 'resort-cart');
    expect(cart).toContain('data-resort-fallback');
    expect(cart).toContain('Your Shopping Cart is empty');
    expect(inside(await cartPage(shopper), 'resort-order-summary')).not.toContain('/onepagecheckout');
  });

  it('lists each item under the member it is for, with its dates, total and a Remove button that posts with the anti-forgery token', async () => {
    await shopper.signIn('shopper@example.com', SEED_PASSWORD);
    const product = await (await shopper.get('/lift-ticket-1-day')).text();
    const alex = /<option value="(\d+)">Alex Morgan<\/option>/.exec(product)?.[1] ?? '';
    const added = await addToCart(shopper, LIFT_TICKET, { product_attribute_301: '2027-01-15', 'addtocart_3.LegacyContactId': alex });
    expect(added.status, await added.clone().text()).toBe(200);

    const cart = inside(await cartPage(shopper), 'resort-cart');
    expect(cart).toMatch(/<th scope="rowgroup" colspan="4" class="legacy-cart-member">Alex Morgan<\/th>/);
    expect(cart).toContain('>1-Day Lift Ticket</a>');
    expect(cart).toContain('Start Date: Jan 15, 2027');
    expect(cart).toMatch(/<form method="post" action="\/ShoppingCart\/RemoveShoppingCartItem">\s*<input type="hidden" name="__RequestVerificationToken" value="[^"]+">\s*<input type="hidden" name="id" value="\d+">/);
    expect(cart).toContain('aria-label="Remove 1-Day Lift Ticket"');
    const summary = inside(await cartPage(shopper), 'resort-order-summary');
    expect(summary).toMatch(/<dt>Total<\/dt><dd>\$\d/);
    expect(summary).toContain('href="/onepagecheckout"');
    // The header's own cart link counts it too.
    expect(inside(await cartPage(shopper), 'resort-minicart')).toContain('Cart (1)');
  });

  it('removes an item through the page form and sends the browser back to the cart (303)', async () => {
    const item = (await (await addToCart(shopper, VOUCHER)).json()) as { shoppingCartItemId: number };
    const removed = await shopper.postForm(CART_FORM_PATHS.removeItem, { id: String(item.shoppingCartItemId) }, asPage);
    expect(removed.status).toBe(303);
    expect(removed.headers.get('location')).toBe('/cart');
    expect((await shopper.cart()).Items).toEqual([]);
  });

  it("refuses, as a page naming what is wrong, a removal without the token or of another shopper's item", async () => {
    const mine = (await (await addToCart(shopper, VOUCHER)).json()) as { shoppingCartItemId: number };
    const unsigned = await shopper.postForm(CART_FORM_PATHS.removeItem, { id: String(mine.shoppingCartItemId) }, { ...asPage, token: 'none' });
    expect(unsigned.status).toBe(400);
    expect(unsigned.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await unsigned.text()).toContain(ANTIFORGERY_MESSAGE);
    expect((await shopper.cart()).TotalProducts).toBe(1);

    const other = new Browser(() => handle.store);
    const theirs = (await (await addToCart(other, VOUCHER)).json()) as { shoppingCartItemId: number };
    const refused = await shopper.postForm(CART_FORM_PATHS.removeItem, { id: String(theirs.shoppingCartItemId) }, asPage);
    expect(refused.status).toBe(400);
    const page = decode(await refused.text());
    expect(page).toContain(CART_MESSAGES.itemNotInCart);
    expect(page).toContain('<a href="/cart">Back to the page</a>');
    expect((await other.cart()).TotalProducts).toBe(1);
  });

  it('keeps answering the widgets with JSON', async () => {
    const item = (await (await addToCart(shopper, VOUCHER)).json()) as { shoppingCartItemId: number };
    const removed = await shopper.postForm(CART_FORM_PATHS.removeItem, { id: String(item.shoppingCartItemId) });
    expect(await removed.json()).toEqual({ success: true });
  });
});

describe('the discount code form without our script', () => {
  it('applies a code through the store and shows it with its own Remove button, then removes it', async () => {
    await addToCart(shopper, VOUCHER);
    const form = inside(await cartPage(shopper), 'resort-discount-code');
    expect(form).toMatch(/<form method="post" action="\/ShoppingCart\/ApplyDiscountCoupon" class="legacy-discount-form">\s*<input type="hidden" name="__RequestVerificationToken"/);
    expect(form).toContain('<label for="cart-discount-code">Discount code</label>');

    const applied = await shopper.postForm(CART_FORM_PATHS.applyCode, { discountcouponcode: 'welcome10' }, asPage);
    expect(applied.status).toBe(303);
    expect(applied.headers.get('location')).toBe('/cart');
    expect((await shopper.cart()).AppliedDiscountCodes).toEqual(['WELCOME10']);
    const page = await cartPage(shopper);
    expect(inside(page, 'resort-discount-code')).toContain('Remove code WELCOME10');
    expect(inside(page, 'resort-order-summary')).toContain('Order Total Discount');

    const removed = await shopper.postForm(CART_FORM_PATHS.removeCode, { code: 'WELCOME10' }, asPage);
    expect(removed.status).toBe(303);
    expect((await shopper.cart()).AppliedDiscountCodes).toEqual([]);
  });

  it.each([
    ['', CART_MESSAGES.codeRequired],
    ['NOPE', CART_MESSAGES.applyFailed],
    ['bad code!', CART_MESSAGES.applyFailed],
  ])('refuses the code %j with "%s"', async (code, message) => {
    const refused = await shopper.postForm(CART_FORM_PATHS.applyCode, { discountcouponcode: code }, asPage);
    expect(refused.status).toBe(400);
    expect(decode(await refused.text())).toContain(message);
  });

  it('refuses a code without the anti-forgery token, and removing a code that is not applied', async () => {
    const unsigned = await shopper.postForm(CART_FORM_PATHS.applyCode, { discountcouponcode: 'WELCOME10' }, { ...asPage, token: 'none' });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.text()).toContain(ANTIFORGERY_MESSAGE);
    const notApplied = await shopper.postForm(CART_FORM_PATHS.removeCode, { code: 'WELCOME10' }, asPage);
    expect(notApplied.status).toBe(400);
    expect(decode(await notApplied.text())).toContain(CART_MESSAGES.removeFailed);
  });
});
