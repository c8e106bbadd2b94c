// @vitest-environment node
/**
 * A discount voucher keeps its promise: validated (by the voucher box's call, or by the store's own
 * voucher form's `?code=`), it is kept on the shopper's cart, which lists it with the applied codes
 * and takes its discount off the order total; the cart's pricing checks it again and drops one that
 * stopped being valid, saying why; placing the order spends it in the same transaction; removing
 * it from the cart frees it; it is on one cart at most, once.
 */
import { describe, expect, it } from 'vitest';
import { voucherLookupSchema } from '../../../src/api/voucher-schemas.ts';
import { SEED_PASSWORD } from '../catalog/seed.ts';
import { LANGUAGE_COOKIE } from '../shell/language.ts';
import { COMPLETE_PATH } from '../checkout/payment-routes.ts';
import { SQUARE_DOUBLE_NONCES } from '../checkout/payment-config.ts';
import { addToCart, Browser, json, testStoreForFile } from '../test-support/test-support.ts';
import { VOUCHER_STATUS } from './repo.ts';
import { VOUCHER_DISCOUNT_ID } from './seed.ts';

const handle = testStoreForFile();
const GIFT_VOUCHER = 7;
const TEMPLATE = `DISCOUNT-${VOUCHER_DISCOUNT_ID}`;

const visitor = () => new Browser(() => handle.store);

/** A discount voucher of its own, issued by the store's test route. */
async function issued(): Promise<string> {
  const response = await visitor().postForm('/__test/vouchers', { template: TEMPLATE });
  expect(response.status).toBe(200);
  return (await json(response)).code as string;
}

/** The voucher box's call. */
async function validate(browser: Browser, code: string) {
  const response = await browser.request(`/api/vouchers/validate?voucherid=${encodeURIComponent(code)}`, {
    method: 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest', RequestVerificationToken: await browser.token() },
  });
  expect(response.status).toBe(200);
  return voucherLookupSchema.parse(await response.json());
}

/** The discount box's calls. */
const discountCall = async (browser: Browser, verb: 'apply' | 'remove', code: string) => browser.getWithToken(`/api/discount/${verb}/${encodeURIComponent(code)}`);

/** A guest with a gift card in the cart. */
async function guestWithItem(): Promise<Browser> {
  const guest = visitor();
  expect((await addToCart(guest, GIFT_VOUCHER)).status).toBe(200);
  return guest;
}

const cents = (amount: number) => Math.round(amount * 100);

describe('validating a discount voucher', () => {
  it('keeps it on the cart: listed with the applied codes, 20% off the order total', async () => {
    const guest = await guestWithItem();
    const before = await guest.cart();
    const code = await issued();
    expect(await validate(guest, code.toLowerCase())).toMatchObject({ IsValid: true, DiscountId: VOUCHER_DISCOUNT_ID, Status: VOUCHER_STATUS.valid });
    const after = await guest.cart();
    expect(after.AppliedDiscountCodes).toEqual([code]);
    expect(cents(after.OrderTotalDiscount)).toBe(Math.round(cents(before.TotalPrice) * 0.2));
    expect(cents(after.TotalPrice)).toBe(cents(before.TotalPrice) - cents(after.OrderTotalDiscount));
    expect(after.CartVersion).toBeGreaterThan(before.CartVersion);
    // Validated again it stays as it is: one discount, not two.
    expect((await validate(guest, code)).IsValid).toBe(true);
    expect(await discountCall(guest, 'apply', code)).toHaveProperty('status', 200);
    expect((await guest.cart()).OrderTotalDiscount).toBe(after.OrderTotalDiscount);
  });

  it('keeps it on a guest cart before anything is in it, and the cart page names it on the discount line with its Remove button', async () => {
    const guest = visitor();
    const code = await issued();
    expect((await validate(guest, code)).IsValid).toBe(true);
    expect((await addToCart(guest, GIFT_VOUCHER)).status).toBe(200);
    const page = await (await guest.get('/cart')).text();
    expect(page).toContain(`<dt>Order Total Discount (${code})</dt>`);
    expect(page).toContain(`<input type="hidden" name="code" value="${code}">`);
  });

  it('is on one cart at most: another is told so, and removing it from the cart frees it', async () => {
    const first = await guestWithItem();
    const second = await guestWithItem();
    const code = await issued();
    expect((await validate(first, code)).IsValid).toBe(true);
    expect(await validate(second, code)).toMatchObject({ IsValid: false, Status: `Voucher ${code} is already in another cart.`, Error: `Voucher ${code} is already in another cart.` });
    const refused = await discountCall(second, 'apply', code);
    expect(refused.status).toBe(400);
    expect((await json(refused)).message).toBe(`Voucher ${code} is already in another cart.`);
    expect((await second.cart()).AppliedDiscountCodes).toEqual([]);

    expect((await discountCall(first, 'remove', code)).status).toBe(200);
    expect((await first.cart()).OrderTotalDiscount).toBe(0);
    expect((await validate(second, code)).IsValid).toBe(true);
    expect((await second.cart()).AppliedDiscountCodes).toEqual([code]);
  });

  it('goes on one cart when two validate it at once: the other is told it is in another cart', async () => {
    const [first, second] = [await guestWithItem(), await guestWithItem()];
    const code = await issued();
    const answers = await Promise.all([validate(first, code), validate(second, code)]);
    expect(answers.map((answer) => answer.IsValid).sort()).toEqual([false, true]);
    expect(answers.find((answer) => !answer.IsValid)?.Error).toBe(`Voucher ${code} is already in another cart.`);
    expect((await handle.store.db.query('select cart_id from cart_vouchers where voucher_code = $1', [code])).rows).toHaveLength(1);
  });

  it('takes one voucher of a discount: a second is refused, naming the first', async () => {
    const guest = await guestWithItem();
    const [first, second] = [await issued(), await issued()];
    expect((await validate(guest, first)).IsValid).toBe(true);
    expect(await validate(guest, second)).toMatchObject({ IsValid: false, Status: `Your cart already has voucher ${first} for this discount.` });
    expect((await guest.cart()).AppliedDiscountCodes).toEqual([first]);
  });

  it('adds up with a discount code, and the discount box takes a voucher ID too', async () => {
    const guest = await guestWithItem();
    const total = cents((await guest.cart()).TotalPrice);
    expect((await discountCall(guest, 'apply', 'WELCOME10')).status).toBe(200);
    const code = await issued();
    expect((await discountCall(guest, 'apply', code)).status).toBe(200);
    const cart = await guest.cart();
    expect(cart.AppliedDiscountCodes).toEqual(['WELCOME10', code]);
    expect(cents(cart.OrderTotalDiscount)).toBe(Math.round(total * 0.3));
    // A product voucher, or a code that is neither, is not a discount: the discount box's own refusal.
    for (const other of ['VCH-PRODUCT-1', 'NOPE-9']) {
      const refused = await discountCall(guest, 'apply', other);
      expect(refused.status).toBe(400);
      expect((await json(refused)).message).toBe("The coupon code you entered couldn't be applied to your order.");
    }
  });

  it('keeps nothing for a voucher that is not valid', async () => {
    const guest = await guestWithItem();
    expect(await validate(guest, 'VCH-EXPIRED-1')).toMatchObject({ IsValid: false, Status: 'This voucher expired on Mar 31, 2026.' });
    expect(await validate(guest, 'VCH-PRODUCT-1')).toMatchObject({ IsValid: true, ProductId: 1 });
    expect((await guest.cart()).AppliedDiscountCodes).toEqual([]);
    const refused = await discountCall(guest, 'apply', 'VCH-EXPIRED-1');
    expect((await json(refused)).message).toBe('This voucher expired on Mar 31, 2026.');
  });
});

describe("the store's own voucher form (no script)", () => {
  it('keeps a valid discount voucher on the cart as it says so, and the cart page removes it', async () => {
    const guest = await guestWithItem();
    const code = await issued();
    const home = await (await guest.get(`/?code=${code}`)).text();
    expect(home).toContain('Your voucher is valid. Its discount is applied to your order at checkout.');
    expect((await guest.cart()).AppliedDiscountCodes).toEqual([code]);
    // The store's own Remove form on the cart page.
    const removed = await guest.postForm('/ShoppingCart/RemoveDiscountCoupon', { code }, { page: true, token: 'field' });
    expect(removed.status).toBe(303);
    expect((await guest.cart()).AppliedDiscountCodes).toEqual([]);
    // Another shopper's cart has it: the page says so instead.
    const other = await guestWithItem();
    await guest.get(`/voucher-product/season-pass-adult?code=${code}`);
    expect(await (await other.get(`/?code=${code}`)).text()).toContain(`<p class="legacy-error" role="alert">Voucher ${code} is already in another cart.</p>`);
  });
});

describe("the cart's pricing checks it again", () => {
  it('drops a voucher that expired since, saying why on the cart page, and the total is without it', async () => {
    const guest = await guestWithItem();
    const code = await issued();
    expect((await validate(guest, code)).IsValid).toBe(true);
    await handle.store.db.query(`update vouchers set expires_on = date '2020-01-01' where code = $1`, [code]);
    const page = await (await guest.get('/cart')).text();
    expect(page).toContain(`<p class="legacy-notice-box" role="status">Voucher ${code} was taken off your cart: This voucher expired on Jan 1, 2020.</p>`);
    const cart = await guest.cart();
    expect(cart.AppliedDiscountCodes).toEqual([]);
    expect(cart.OrderTotalDiscount).toBe(0);
    // Said once: the voucher is off the cart now.
    expect(await (await guest.get('/cart')).text()).not.toContain('legacy-notice-box');
    expect((await handle.store.db.query('select 1 from cart_vouchers where voucher_code = $1', [code])).rows).toEqual([]);
  });

  it('says why in French on a French page', async () => {
    const guest = await guestWithItem();
    guest.cookies.set(LANGUAGE_COOKIE, 'fr-CA');
    const code = await issued();
    expect((await validate(guest, code)).IsValid).toBe(true);
    expect(await validate(visitor(), code)).toMatchObject({ IsValid: false });
    await handle.store.db.query(`update vouchers set status = 'redeemed' where code = $1`, [code]);
    expect(await (await guest.get('/cart')).text()).toContain(`Le bon ${code} a été retiré de votre panier\u00a0: Ce bon a déjà été échangé.`);
  });
});

describe('placing the order', () => {
  async function nonce(browser: Browser): Promise<string> {
    const response = await browser.request(SQUARE_DOUBLE_NONCES, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ brand: 'VISA', last4: '1111', expMonth: 12, expYear: 2030, postalCode: '80435', outcome: 'OK' }),
    });
    return (await json(response)).token as string;
  }

  /** Place order, for the cart the page showed (`shown`: the cart as it is now). */
  async function complete(shopper: Browser, shown?: { CartHash: string; CartVersion: number }, token?: string): Promise<Response> {
    const cart = shown ?? (await shopper.cart());
    const Payment = { Nonce: await nonce(shopper), CardHolderName: 'Alex Morgan', IsDigitalWalletTransaction: false, CardNumber: '1111' };
    return shopper.request(COMPLETE_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', RequestVerificationToken: token ?? (await shopper.token()) },
      body: JSON.stringify({ IdempotencyKey: `key-${Math.random().toString(36).slice(2, 12)}`, CartHash: cart.CartHash, CartVersion: cart.CartVersion, Payment }),
    });
  }

  it("comes along when a guest signs in, charges the discounted total, spends the voucher in the order's transaction, and refuses one that expired meanwhile, saying why", async () => {
    const shopper = visitor();
    const code = await issued();
    expect((await validate(shopper, code)).IsValid).toBe(true);
    await shopper.signIn('shopper@example.com', SEED_PASSWORD);
    expect((await addToCart(shopper, GIFT_VOUCHER)).status).toBe(200);
    const cart = await shopper.cart();
    expect(cart.AppliedDiscountCodes).toEqual([code]);
    expect(cart.OrderTotalDiscount).toBeGreaterThan(0);

    // Expired between the checkout page and Place order: refused, naming why; the cart no longer has it.
    const token = await shopper.token();
    await handle.store.db.query(`update vouchers set expires_on = date '2020-01-01' where code = $1`, [code]);
    const stale = await complete(shopper, cart, token);
    expect((await json(stale)).message).toContain(`Voucher ${code} was taken off your cart: This voucher expired on Jan 1, 2020.`);
    expect((await shopper.cart()).AppliedDiscountCodes).toEqual([]);

    // Valid again and back on the cart: the order takes it.
    await handle.store.db.query('update vouchers set expires_on = null where code = $1', [code]);
    expect((await validate(shopper, code)).IsValid).toBe(true);
    const discounted = await shopper.cart();
    const placed = await complete(shopper);
    const body = await json(placed);
    expect(placed.status, JSON.stringify(body)).toBe(200);
    const order = await handle.store.db.query<{ total_cents: number; status: string; redeemed_order_id: number }>(
      'select o.total_cents, v.status, v.redeemed_order_id from orders o join vouchers v on v.redeemed_order_id = o.id where v.code = $1',
      [code],
    );
    expect(order.rows).toEqual([{ total_cents: cents(discounted.TotalPrice), status: 'redeemed', redeemed_order_id: body.OrderId }]);
    expect((await shopper.cart()).AppliedDiscountCodes).toEqual([]);
    expect(await validate(shopper, code)).toMatchObject({ IsValid: false, Status: VOUCHER_STATUS.redeemed });
    expect(await validate(visitor(), code)).toMatchObject({ IsValid: false, Status: VOUCHER_STATUS.redeemed });
  });
  it('is named on the placed order: its confirmation and its details show the discount line with the voucher, in English and in French', async () => {
    const shopper = visitor();
    await shopper.signIn('shopper@example.com', SEED_PASSWORD);
    expect((await addToCart(shopper, GIFT_VOUCHER)).status).toBe(200);
    const code = await issued();
    expect((await validate(shopper, code)).IsValid).toBe(true);
    const cart = await shopper.cart();
    const placed = await complete(shopper);
    const orderId = Number((await json(placed)).OrderId);
    expect(placed.status).toBe(200);
    // Kept with the order, written in the transaction that spent the voucher.
    const kept = await handle.store.db.query<{ order_discount_cents: number; discount_codes: string[] }>('select order_discount_cents, discount_codes from orders where id = $1', [orderId]);
    expect(kept.rows).toEqual([{ order_discount_cents: cents(cart.OrderTotalDiscount), discount_codes: [code] }]);

    const discount = `\u2212$${cart.OrderTotalDiscount.toFixed(2)}`;
    for (const path of [`/checkout/completed/${orderId}`, `/orderdetails/${orderId}`]) {
      const page = await (await shopper.get(path)).text();
      expect(page).toContain(`<dl class="legacy-order-summary legacy-order-discount"><dt>Order Total Discount (${code})</dt><dd>${discount}</dd></dl>`);
    }
    shopper.cookies.set(LANGUAGE_COOKIE, 'fr-CA');
    for (const path of [`/checkout/completed/${orderId}`, `/orderdetails/${orderId}`]) {
      expect(await (await shopper.get(path)).text()).toContain(`<dt>Rabais sur le total (${code})</dt>`);
    }
  });

  it('shows no discount line on an order without one', async () => {
    const shopper = visitor();
    await shopper.signIn('shopper@example.com', SEED_PASSWORD);
    expect((await addToCart(shopper, GIFT_VOUCHER)).status).toBe(200);
    const placed = await complete(shopper);
    expect(placed.status).toBe(200);
    const page = await (await shopper.get(`/orderdetails/${Number((await json(placed)).OrderId)}`)).text();
    expect(page).not.toContain('Order Total Discount');
  });
});
