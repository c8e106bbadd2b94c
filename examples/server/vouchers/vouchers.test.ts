// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { scheduleListSchema, scheduleResultSchema, type ScheduleResult } from '../../../src/api/schedule-schemas.ts';
import { voucherLookupSchema, voucherProductSchema } from '../../../src/api/voucher-schemas.ts';
import { ANTIFORGERY_MESSAGE } from '../platform/antiforgery.ts';
import { addToCart, Browser, json, testStoreForFile } from '../test-support/test-support.ts';
import { VOUCHER_MESSAGES } from './api-routes.ts';
import { plannedPayments, windowFor, type StoredWindow } from './schedule.ts';
import { VOUCHER_STATUS } from './repo.ts';
import { resortDate } from '../shell/resort-date.ts';

const handle = testStoreForFile();
let shopper: Browser;
beforeEach(() => {
  shopper = new Browser(() => handle.store);
});

async function validate(browser: Browser, voucherId: string, token: 'header' | 'none' = 'header'): Promise<Response> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  if (token === 'header') headers.RequestVerificationToken = await browser.token();
  return browser.request(`/api/vouchers/validate?voucherid=${encodeURIComponent(voucherId)}`, { method: 'POST', headers });
}

async function lookup(voucherId: string) {
  const response = await validate(shopper, voucherId);
  expect(response.status).toBe(200);
  return voucherLookupSchema.parse(await response.json());
}

async function quote(productId: number | string, fields: Record<string, string> = {}): Promise<Response> {
  return shopper.postForm(`/api/ui/paymentplans/schedules/${productId}`, fields);
}

const SEASON_PASS = 1;
const SNOWSHOE = 5;

describe('POST /api/vouchers/validate', () => {
  it('refuses a call without the anti-forgery token', async () => {
    const response = await validate(shopper, 'VCH-PRODUCT-1', 'none');
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ success: false, message: ANTIFORGERY_MESSAGE });
  });

  it('answers the product voucher with its product and the discount voucher with its discount, each with its Description', async () => {
    // VCH-PRODUCT-1's template is named after its product (Season Pass - Adult): a Description
    // would only repeat the name the box shows, and in English on a French page.
    expect(await lookup('VCH-PRODUCT-1')).toEqual({
      IsValid: true,
      Status: 'Valid',
      Description: null,
      Error: null,
      ProductId: SEASON_PASS,
      DiscountId: null,
    });
    expect(await lookup('vch-discount-1')).toEqual({
      IsValid: true,
      Status: 'Valid',
      Description: 'Voucher: 20% off a lesson',
      Error: null,
      ProductId: null,
      DiscountId: 401,
    });
  });

  it('answers used and expired vouchers as invalid with the reason as their Error and Status', async () => {
    expect(await lookup('VCH-USED-1')).toMatchObject({ IsValid: false, Error: VOUCHER_STATUS.redeemed, Status: VOUCHER_STATUS.redeemed });
    expect(await lookup('VCH-EXPIRED-1')).toMatchObject({ IsValid: false, Error: 'This voucher expired on Mar 31, 2026.' });
  });

  it.each([['an unknown code', 'VCH-NOPE'], ['spaces', 'VCH PRODUCT 1'], ['unicode', 'VCH-ÜBER-🎿'], ['10,000 characters', 'X'.repeat(10_000)]])(
    'answers %s as invalid without a Status',
    async (_name, code) => {
      expect(await lookup(code)).toEqual({ IsValid: false, Status: null, Description: null, Error: null, ProductId: null, DiscountId: null });
    },
  );

  it('asks for an ID when none is sent', async () => {
    const response = await validate(shopper, '  ');
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ success: false, message: VOUCHER_MESSAGES.missingId });
  });
});

describe('GET /api/productdetails/{id}', () => {
  it('answers the product with its name and SeName', async () => {
    const response = await shopper.get('/api/productdetails/1');
    expect(voucherProductSchema.parse(await response.json())).toEqual({ Id: 1, Name: 'Season Pass - Adult', SeName: 'season-pass-adult' });
  });

  it('answers 404 for an unknown product and 400 for a bad id', async () => {
    expect((await shopper.get('/api/productdetails/999')).status).toBe(404);
    // A word is read as an SeName (`<resort-product se-name>`): unknown, so 404.
    expect((await shopper.get('/api/productdetails/abc')).status).toBe(404);
    expect((await shopper.get('/api/productdetails/-1')).status).toBe(400);
  });
});

describe('payment schedules', () => {
  const window: StoredWindow = {
    effectiveDate: '2026-09-01',
    expirationDate: '2027-01-31',
    payments: [
      { paymentDate: '2026-09-01', amountBp: 3000, amountTypeId: 1 },
      { paymentDate: '2026-12-15', amountBp: 3500, amountTypeId: 1 },
      { paymentDate: '2027-01-15', amountBp: null, amountTypeId: 3 },
    ],
  };

  it('picks the purchase-date window that holds the purchase date, edges included', () => {
    expect(windowFor([window], '2026-09-01')).toBe(window);
    expect(windowFor([window], '2027-01-31')).toBe(window);
    expect(windowFor([window], '2026-08-31')).toBeUndefined();
    expect(windowFor([window], '2027-02-01')).toBeUndefined();
  });

  it('computes percentages of the price with the balance due last, adding up to the price', () => {
    const payments = plannedPayments(window, 85405, '2026-11-20');
    expect(payments).toEqual([
      { date: '2026-11-20', cents: 25622 },
      { date: '2026-12-15', cents: 29892 },
      { date: '2027-01-15', cents: 29891 },
    ]);
    expect(payments.reduce((sum, payment) => sum + payment.cents, 0)).toBe(85405);
  });

  it('makes every payment whose date has passed due at purchase', () => {
    expect(plannedPayments(window, 10000, '2026-12-20')).toEqual([
      { date: '2026-12-20', cents: 6500 },
      { date: '2027-01-15', cents: 3500 },
    ]);
  });

  it('quotes the product for its attribute selection, with the anti-forgery token', async () => {
    const unlimited = scheduleResultSchema.parse(await (await quote(SEASON_PASS, { product_attribute_101: '1011' })).json());
    const midweek = scheduleResultSchema.parse(await (await quote(SEASON_PASS, { product_attribute_101: '1012' })).json());
    expect(unlimited.IsPaymentPlan).toBe(true);
    expect(unlimited.ProductName).toBe('Season Pass - Adult');
    expect(unlimited.PaymentsTotal).toBe(854.05);
    expect(midweek.PaymentsTotal).toBe(664.05);
    const today = resortDate();
    if (windowFor([window], today)) {
      expect(unlimited.Payments[0]).toEqual({ PaymentDate: today, PaymentAmount: 256.22, PaymentStatus: null });
      expect(unlimited.Deposit).toBe(256.22);
    }
    const refused = await shopper.postForm(`/api/ui/paymentplans/schedules/${SEASON_PASS}`, {}, { token: 'none' });
    expect(refused.status).toBe(400);
  });

  it('says a product without a plan is not a payment plan', async () => {
    expect(scheduleResultSchema.parse(await (await quote(SNOWSHOE)).json())).toMatchObject({ IsPaymentPlan: false, Payments: [] });
  });

  it('refuses another product’s attribute, an unknown value and an unknown product', async () => {
    expect(await json(await quote(SEASON_PASS, { product_attribute_201: '2011' }))).toEqual({ success: false, message: VOUCHER_MESSAGES.unknownAttribute });
    expect((await quote(SEASON_PASS, { product_attribute_101: '999' })).status).toBe(400);
    expect((await quote(999)).status).toBe(404);
  });

  it("answers one schedule per cart item, per unit, with the assigned member's name", async () => {
    await shopper.signIn('shopper@example.com', 'Resort!2026');
    const alex = await firstMemberId(shopper);
    await addToCart(shopper, SEASON_PASS, { product_attribute_101: '1011', 'addtocart_1.EnteredQuantity': '2', 'addtocart_1.LegacyContactId': String(alex) });
    await addToCart(shopper, SNOWSHOE, { product_attribute_501: '2026-12-20' });
    const cart = await shopper.cart();
    const results: ScheduleResult[] = scheduleListSchema.parse(await (await shopper.get('/api/ui/paymentplans/schedules/cart')).json());
    expect(results.map((result) => [result.ProductName, result.IsPaymentPlan, result.ContactName])).toEqual([
      ['Season Pass - Adult', true, 'Alex Morgan'],
      ['Guided Snowshoe Tour', false, null],
    ]);
    expect(results[0]?.PaymentsTotal).toBe(854.05);
    expect(results[0]?.ReservationId).toBe(cart.Items[0]?.Id);

    const one = scheduleListSchema.parse(await (await shopper.get(`/api/ui/paymentplans/schedules/cart/${cart.Items[0]?.Id}`)).json());
    expect(one).toHaveLength(1);
    expect((await shopper.get('/api/ui/paymentplans/schedules/cart/99999')).status).toBe(404);
  });

  it("shows a customer their own order's payments with their status, and nobody else's", async () => {
    expect((await shopper.get('/api/ui/paymentplans/schedules/orders/1001')).status).toBe(401);
    await shopper.signIn('shopper@example.com', 'Resort!2026');
    const results = scheduleListSchema.parse(await (await shopper.get('/api/ui/paymentplans/schedules/orders/1001')).json());
    expect(results.map((result) => [result.ProductName, result.IsPaymentPlan, result.ContactName])).toEqual([
      ['Season Pass - Adult', true, 'Alex Morgan'],
      ['Season Pass - Child', true, 'Sam Morgan'],
      ['Guided Snowshoe Tour', false, 'Jordan Morgan'],
    ]);
    expect(results[0]?.Payments[0]).toEqual({ PaymentDate: '2026-10-02', PaymentAmount: 256.22, PaymentStatus: 'Paid' });
    expect(results[0]?.PaymentsTotal).toBe(854.05);
    expect((await shopper.get('/api/ui/paymentplans/schedules/orders/1002')).status).toBe(404);
    expect((await shopper.get('/api/ui/paymentplans/schedules/orders/SR1001')).status).toBe(400);
  });
});

describe("the store's own voucher form (inside <resort-voucher-box>)", () => {
  const said = async (path: string) => {
    const page = (await (await shopper.get(path)).text()).replaceAll('&#39;', "'");
    return /<div class="legacy-voucher-form" data-resort-fallback>[\s\S]*?<\/form>\s*([\s\S]*?)\s*<\/div>/.exec(page)?.[1] ?? '';
  };

  it('says what the store found for the ID, with the same check as the validation call, and links the product carrying the voucher', async () => {
    expect(await said('/?code=VCH-PRODUCT-1')).toBe('<p class="legacy-notice-box" role="status">Your voucher is good for <a href="/season-pass-adult?voucher=VCH-PRODUCT-1">Season Pass - Adult</a>. Voucher ID: VCH-PRODUCT-1</p>');
    // A discount voucher of its own: the seeded one is kept on the cart of the test that validated it.
    const discount = (await json(await new Browser(() => handle.store).postForm('/__test/vouchers', { template: 'DISCOUNT-401' }))).code as string;
    expect(await said(`/voucher-product/season-pass-adult?code=${discount}`)).toContain('Your voucher is valid. Its discount is applied to your order at checkout.');
    expect(await said('/?code=VCH-USED-1')).toBe('<p class="legacy-error" role="alert">This voucher has already been redeemed.</p>');
    expect(await said('/?code=VCH-NOPE-9')).toBe('<p class="legacy-error" role="alert">The voucher ID you entered is not valid.</p>');
    expect(await said('/')).toBe('');
  });
});

describe('pages', () => {
  it('puts the voucher banner on the home page and the cart schedules on /cart', async () => {
    expect(await (await shopper.get('/')).text()).toMatch(/<resort-voucher-box><div class="legacy-voucher-form" data-resort-fallback>\s*<form method="get" action="\/">/);
    expect(await (await shopper.get('/cart')).text()).toContain('<resort-payment-schedule mode="cart"></resort-payment-schedule>');
  });

  it('puts the schedule viewer under the legacy form of a product page', async () => {
    const page = await (await shopper.get('/season-pass-adult')).text();
    expect(page).toContain('<select id="product-1-attr-101" name="product_attribute_101">');
    expect(page).toContain('<resort-payment-schedule product-id="1" loading="lazy"></resort-payment-schedule>');
  });

  it('renders the voucher box on /voucher-product/<SeName>, leaving the code to the address (the widget reads it) and escaping it into the store\'s form', async () => {
    const page = await (await shopper.get('/voucher-product/gift-voucher-100?code=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E')).text();
    expect(page).toContain('<resort-voucher-box mode="voucher"><div class="legacy-voucher-form" data-resort-fallback>');
    expect(page).toContain('name="code" value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(page).not.toContain('<script>alert(1)');
    expect(await (await shopper.get('/voucher-product/gift-voucher-100')).text()).toMatch(/<resort-voucher-box mode="voucher"><div class="legacy-voucher-form" data-resort-fallback>\s*<form method="get" action="\/voucher-product\/gift-voucher-100">/);
    expect((await shopper.get('/voucher-product/no-such-product')).status).toBe(404);
  });

  it('shows /orderdetails/<id> to its signed-in customer only', async () => {
    const guest = await shopper.get('/orderdetails/1001');
    expect(guest.status).toBe(303);
    expect(guest.headers.get('location')).toBe('/login?returnUrl=%2Forderdetails%2F1001');
    await shopper.signIn('shopper@example.com', 'Resort!2026');
    const own = await shopper.get('/orderdetails/1001');
    expect(own.status).toBe(200);
    const body = await own.text();
    // The store's own schedule table inside the tag, for a shopper whose browser runs no script of ours.
    expect(body).toContain('<resort-payment-schedule mode="order" order-id="SR1001"><div class="legacy-schedules" data-resort-fallback>');
    const table = /<table class="legacy-admin-table legacy-schedule">[\s\S]*?<\/table>/.exec(body)?.[0] ?? '';
    expect(table).toContain('<caption>Season Pass - Adult · Alex Morgan</caption>');
    expect(table).toMatch(/<th scope="col">Date<\/th><th scope="col">Amount<\/th><th scope="col">Status<\/th>/);
    expect(table).toMatch(/<tr><td>\d{2}\/\d{2}\/\d{4}<\/td><td>\$[\d,]+\.\d\d<\/td><td>Paid<\/td><\/tr>/);
    expect(table).toMatch(/<th scope="row">TOTAL<\/th><td>\$[\d,]+\.\d\d<\/td>/);
    expect((await shopper.get('/orderdetails/1002')).status).toBe(404);
    expect((await shopper.get('/orderdetails/x')).status).toBe(404);
  });
});

async function firstMemberId(browser: Browser): Promise<number> {
  const page = await (await browser.get('/season-pass-adult')).text();
  const match = /name="addtocart_1\.LegacyContactId" required>\s*<option value="">Choose a group member<\/option>\s*<option value="(\d+)">/.exec(page);
  if (!match?.[1]) throw new Error('No household member on the product page.');
  return Number(match[1]);
}
