// @vitest-environment node
/**
 * A product voucher redeems: the add-to-cart call checks it again and adds one at no cost on a line
 * of its own that names it, placing the order marks it redeemed in the same transaction, removing
 * the line frees it. The product page carries it from the voucher box's Continue (`?voucher=`).
 */
import { describe, expect, it } from 'vitest';
import { voucherLookupSchema } from '../../../src/api/voucher-schemas.ts';
import { SEED_PASSWORD } from '../catalog/seed.ts';
import { LANGUAGE_COOKIE } from '../shell/language.ts';
import { COMPLETE_PATH } from '../checkout/payment-routes.ts';
import { addToCart, Browser, forMember, householdOf, json, testStoreForFile } from '../test-support/test-support.ts';
import { VOUCHER_STATUS } from './repo.ts';

const handle = testStoreForFile();
const SEASON_PASS = 1;
const SEASON_PASS_CHILD = 2;
const VOUCHER_FIELD = (productId: number) => `addtocart_${productId}.VoucherId`;

const visitor = () => new Browser(() => handle.store);

/** A voucher of its own, issued from `template` by the store's test route. */
async function issued(template = 'SEASON-PASS-ADULT'): Promise<string> {
  const response = await visitor().postForm('/__test/vouchers', { template });
  expect(response.status).toBe(200);
  return (await json(response)).code as string;
}

function withVoucher(browser: Browser, productId: number, code: string, fields: Record<string, string> = {}): Promise<Response> {
  return addToCart(browser, productId, { [VOUCHER_FIELD(productId)]: code, ...fields });
}

async function refusal(response: Response): Promise<string> {
  expect(response.status).toBe(400);
  return (await json(response)).message as string;
}

async function lookup(browser: Browser, code: string) {
  const response = await browser.request(`/api/vouchers/validate?voucherid=${encodeURIComponent(code)}`, {
    method: 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest', RequestVerificationToken: await browser.token() },
  });
  return voucherLookupSchema.parse(await response.json());
}

describe('add to cart with a product voucher', () => {
  it('adds one at no cost, on a line of its own that says which voucher paid for it, whatever quantity was sent', async () => {
    const guest = visitor();
    const code = await issued();
    expect((await withVoucher(guest, SEASON_PASS, code.toLowerCase(), { [`addtocart_${SEASON_PASS}.EnteredQuantity`]: '3' })).status).toBe(200);
    const [line] = (await guest.cart()).Items;
    expect(line).toMatchObject({ ProductId: SEASON_PASS, Quantity: 1, UnitPrice: 0 });
    expect(line?.OriginalPrice).toBeGreaterThan(0);
    expect(line?.AttributeInfo).toContain(`Voucher ID: ${code}`);
    expect((await guest.cart()).TotalPrice).toBe(0);
    // The same product bought without it is a line of its own, at its price.
    expect((await addToCart(guest, SEASON_PASS)).status).toBe(200);
    const lines = (await guest.cart()).Items;
    expect(lines).toHaveLength(2);
    expect(lines.map((item) => [item.Quantity, item.UnitPrice > 0])).toEqual([
      [1, false],
      [1, true],
    ]);
    // A voucher line costs nothing, so it is on no payment plan.
    const schedules = (await (await guest.get('/api/ui/paymentplans/schedules/cart')).json()) as { IsPaymentPlan: boolean }[];
    expect(schedules.map((schedule) => schedule.IsPaymentPlan)).toEqual([false, true]);
  });

  it('refuses a voucher already in a cart, naming whose, and frees it when its line is removed', async () => {
    const first = visitor();
    const second = visitor();
    const code = await issued();
    expect((await withVoucher(first, SEASON_PASS, code)).status).toBe(200);
    expect(await refusal(await withVoucher(first, SEASON_PASS, code))).toBe(`Voucher ${code} is already in your cart.`);
    expect(await refusal(await withVoucher(second, SEASON_PASS, code))).toBe(`Voucher ${code} is already in another cart.`);
    const lineId = (await first.cart()).Items[0]!.Id;
    expect((await first.postForm('/ShoppingCart/RemoveShoppingCartItem', { id: String(lineId) })).status).toBe(200);
    expect((await withVoucher(second, SEASON_PASS, code)).status).toBe(200);
    expect((await second.cart()).Items).toMatchObject([{ UnitPrice: 0 }]);
  });

  it('puts a voucher two carts add at once on one line: the other is told it is in another cart', async () => {
    const code = await issued();
    const [first, second] = [visitor(), visitor()];
    // Each has a cart (and a stored session) before the race.
    await Promise.all([first, second].map(async (browser) => expect((await addToCart(browser, SEASON_PASS_CHILD)).status).toBe(200)));
    const answers = await Promise.all([withVoucher(first, SEASON_PASS, code), withVoucher(second, SEASON_PASS, code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.status === 400)!;
    expect((await json(refused)).message).toBe(`Voucher ${code} is already in another cart.`);
    const held = await handle.store.db.query('select id from cart_items where voucher_code = $1', [code]);
    expect(held.rows).toHaveLength(1);
  });

  it('refuses an unknown, redeemed, expired or discount voucher, and one for another product, saying why', async () => {
    const guest = visitor();
    expect(await refusal(await withVoucher(guest, SEASON_PASS, 'VCH-NOPE-9'))).toBe('The voucher ID you entered is not valid.');
    expect(await refusal(await withVoucher(guest, SEASON_PASS_CHILD, 'VCH-USED-1'))).toBe(VOUCHER_STATUS.redeemed);
    expect(await refusal(await withVoucher(guest, SEASON_PASS, 'VCH-EXPIRED-1'))).toBe('This voucher expired on Mar 31, 2026.');
    expect(await refusal(await withVoucher(guest, SEASON_PASS, 'VCH-DISCOUNT-1'))).toBe('Voucher VCH-DISCOUNT-1 is not for Season Pass - Adult.');
    expect(await refusal(await withVoucher(guest, SEASON_PASS_CHILD, 'VCH-PRODUCT-1'))).toBe('Voucher VCH-PRODUCT-1 is not for Season Pass - Child.');
    expect(await refusal(await withVoucher(guest, SEASON_PASS, 'X'.repeat(65)))).toBe('That voucher ID is too long.');
    expect((await guest.cart()).Items).toEqual([]);
  });

  it('says why in French on a French page', async () => {
    const guest = visitor();
    guest.cookies.set(LANGUAGE_COOKIE, 'fr-CA');
    const code = await issued();
    expect((await withVoucher(guest, SEASON_PASS, code)).status).toBe(200);
    expect((await guest.cart()).Items[0]?.AttributeInfo).toContain(`Numéro du bon\u00a0: ${code}`);
    expect(await refusal(await withVoucher(guest, SEASON_PASS, code))).toBe(`Le bon ${code} est déjà dans votre panier.`);
    expect(await refusal(await withVoucher(guest, SEASON_PASS, 'VCH-USED-1'))).toBe('Ce bon a déjà été échangé.');
    expect(await refusal(await withVoucher(guest, SEASON_PASS, 'VCH-NOPE-9'))).toBe('Le numéro de bon saisi n’est pas valide.');
  });

  it("takes the store's own form (no script) and sends the browser to the cart", async () => {
    const guest = visitor();
    const code = await issued();
    const response = await addToCart(guest, SEASON_PASS, { [VOUCHER_FIELD(SEASON_PASS)]: code }, { page: true, token: 'field' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart');
    expect((await guest.cart()).Items).toMatchObject([{ Quantity: 1, UnitPrice: 0 }]);
  });

  it("keeps a voucher's line paid by it when the cart's edit link changes it: its page carries the voucher, the line stays one at $0.00", async () => {
    const guest = visitor();
    const code = await issued();
    expect((await withVoucher(guest, SEASON_PASS, code)).status).toBe(200);
    const lineId = (await guest.cart()).Items[0]!.Id;
    // The edit link's page: the line's voucher on the tag and in the form.
    const page = await (await guest.get(`/season-pass-adult?product_attribute_101=1011&productid=${SEASON_PASS}&editmode=true&productquantity=1&updatecartitemid=${lineId}`)).text();
    expect(page).toContain(` voucher="${code}"`);
    expect(page).not.toContain('legacy-error');
    // Midweek instead of Unlimited, sent as the widget sends an edit (a quantity of 2 is still one).
    const edit = { product_attribute_101: '1012', [`addtocart_${SEASON_PASS}.UpdatedShoppingCartItemId`]: String(lineId), [`addtocart_${SEASON_PASS}.EnteredQuantity`]: '2' };
    expect((await withVoucher(guest, SEASON_PASS, code, edit)).status).toBe(200);
    // An edit that does not send it keeps it too.
    expect((await addToCart(guest, SEASON_PASS, edit)).status).toBe(200);
    const lines = (await guest.cart()).Items;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ Id: lineId, Quantity: 1, UnitPrice: 0 });
    expect(lines[0]?.AttributeInfo).toContain('Midweek');
    expect(lines[0]?.AttributeInfo).toContain(`Voucher ID: ${code}`);
    // Another line of the cart cannot take a voucher already on one.
    expect((await addToCart(guest, SEASON_PASS)).status).toBe(200);
    const paid = (await guest.cart()).Items.find((item) => item.Id !== lineId)!;
    expect(await refusal(await withVoucher(guest, SEASON_PASS, code, { [`addtocart_${SEASON_PASS}.UpdatedShoppingCartItemId`]: String(paid.Id) }))).toBe(`Voucher ${code} is already in your cart.`);
  });

  it('without a voucher everything is as before: the item at its price, lines adding up', async () => {
    const guest = visitor();
    expect((await addToCart(guest, SEASON_PASS, { [VOUCHER_FIELD(SEASON_PASS)]: ' ' })).status).toBe(200);
    expect((await addToCart(guest, SEASON_PASS)).status).toBe(200);
    const pass = (await guest.cart()).Items.find((item) => item.ProductId === SEASON_PASS);
    expect(pass).toMatchObject({ Quantity: 2 });
    expect(pass?.UnitPrice).toBeGreaterThan(0);
  });
});

describe('placing the order', () => {
  async function signedIn(): Promise<Browser> {
    const shopper = visitor();
    await shopper.signIn('shopper@example.com', SEED_PASSWORD);
    return shopper;
  }

  async function complete(shopper: Browser): Promise<Response> {
    const cart = await shopper.cart();
    return shopper.request(COMPLETE_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', RequestVerificationToken: await shopper.token() },
      body: JSON.stringify({ IdempotencyKey: `key-${Math.random().toString(36).slice(2, 12)}`, CartHash: cart.CartHash, CartVersion: cart.CartVersion, Payment: null }),
    });
  }

  it('refuses a voucher that expired since its item was added, and marks a good one redeemed by the order', async () => {
    const shopper = await signedIn();
    const alex = (await householdOf(shopper)).me;
    const code = await issued();
    expect((await withVoucher(shopper, SEASON_PASS, code, forMember(SEASON_PASS, alex))).status).toBe(200);
    expect((await shopper.cart()).TotalPrice).toBe(0);

    await handle.store.db.query(`update vouchers set expires_on = date '2020-01-01' where code = $1`, [code]);
    const refused = await complete(shopper);
    expect(refused.status).toBe(400);
    expect((await json(refused)).message).toContain(`Voucher ${code} can no longer pay for Season Pass - Adult: This voucher expired on Jan 1, 2020. Remove it from your cart.`);
    expect((await lookup(shopper, code)).IsValid).toBe(false);

    await handle.store.db.query('update vouchers set expires_on = null where code = $1', [code]);
    const placed = await complete(shopper);
    const body = await json(placed);
    expect(placed.status, JSON.stringify(body)).toBe(200);
    const rows = await handle.store.db.query<{ status: string; redeemed_order_id: number; voucher_code: string; unit_price_cents: number; is_payment_plan: boolean }>(
      `select v.status, v.redeemed_order_id, i.voucher_code, i.unit_price_cents, i.is_payment_plan
         from vouchers v join order_items i on i.voucher_code = v.code where v.code = $1`,
      [code],
    );
    expect(rows.rows).toEqual([{ status: 'redeemed', redeemed_order_id: body.OrderId, voucher_code: code, unit_price_cents: 0, is_payment_plan: false }]);
    // The box's check now says so, in its existing words, and the store refuses it.
    expect(await lookup(shopper, code)).toMatchObject({ IsValid: false, Status: VOUCHER_STATUS.redeemed });
    expect(await refusal(await withVoucher(visitor(), SEASON_PASS, code))).toBe(VOUCHER_STATUS.redeemed);
    // The order's details name the voucher on its line.
    expect(await (await shopper.get(`/orderdetails/${String(body.OrderId)}`)).text()).toContain(`Voucher ID: ${code}`);
  });
});

describe('the product page with ?voucher=', () => {
  it('shows the product paid by the voucher and carries it in the tag and the store\'s own form', async () => {
    const guest = visitor();
    const code = await issued();
    const page = await (await guest.get(`/season-pass-adult?voucher=${code.toLowerCase()}`)).text();
    expect(page).toContain(`<resort-product product-id="${SEASON_PASS}" voucher="${code}"`);
    expect(page).toContain(`<input type="hidden" name="${VOUCHER_FIELD(SEASON_PASS)}" value="${code}">`);
    expect(page).toContain('$0.00 <span class="legacy-price-note">Paid by voucher</span>');
    expect(page).toContain(`Voucher ID: ${code}`);
    expect(page).not.toContain(`addtocart_${SEASON_PASS}.EnteredQuantity`);
    // Free with the voucher: no payment plan to show.
    expect(page).not.toContain('<resort-payment-schedule');
  });

  it('says why a voucher cannot pay for the product, which is then sold as without one', async () => {
    const guest = visitor();
    const page = await (await guest.get('/season-pass-adult?voucher=VCH-USED-1')).text();
    expect(page).toContain(`<p class="legacy-error" role="alert">${VOUCHER_STATUS.redeemed}</p>`);
    expect(page).not.toContain(' voucher="');
    expect(page).not.toContain('.VoucherId');
    expect(page).toContain(`addtocart_${SEASON_PASS}.EnteredQuantity`);
    const french = visitor();
    french.cookies.set(LANGUAGE_COOKIE, 'fr-CA');
    expect(await (await french.get('/season-pass-child?voucher=VCH-PRODUCT-1')).text()).toContain('Le bon VCH-PRODUCT-1 ne donne pas droit à');
  });

  it('is the page as before without the parameter', async () => {
    const page = await (await visitor().get('/season-pass-adult')).text();
    expect(page).not.toContain('voucher=');
    expect(page).not.toContain('legacy-error');
    expect(page).toContain('<resort-payment-schedule');
  });

  it("the voucher box's own form (no script) links its product with the voucher", async () => {
    const page = await (await visitor().get('/?code=VCH-PRODUCT-1')).text();
    expect(page).toContain('href="/season-pass-adult?voucher=VCH-PRODUCT-1"');
  });
});
