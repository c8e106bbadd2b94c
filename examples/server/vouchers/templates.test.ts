// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { voucherLookupSchema } from '../../../src/api/voucher-schemas.ts';
import { discountVoucherSchema, productVoucherSchema, productVouchersSchema } from '../../../widgets/voucher-templates/voucher-templates-schemas.ts';
import { SEED_PASSWORD } from '../catalog/seed.ts';
import { migrations } from '../migrations/index.ts';
import { migrate, openDb } from '../db/db.ts';
import { Browser, freshDatabase, json, STARTUP_TIMEOUT_MS, testStoreForFile } from '../test-support/test-support.ts';
import { lookupVoucher, VOUCHER_STATUS } from './repo.ts';
import { TEMPLATE_MESSAGES } from './templates-repo.ts';

const handle = testStoreForFile();
let admin: Browser;
let shopper: Browser;
const tokens = new Map<Browser, string>();

beforeAll(async () => {
  admin = new Browser(() => handle.store);
  await admin.signIn('admin@example.com', SEED_PASSWORD);
  shopper = new Browser(() => handle.store);
});

async function call(browser: Browser, method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
  if (method !== 'GET') {
    if (!tokens.has(browser)) tokens.set(browser, await browser.token());
    headers.RequestVerificationToken = tokens.get(browser)!;
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  return browser.request(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

async function ok<T>(response: Response, schema: { parse: (value: unknown) => T }): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return schema.parse(await response.json());
}

/** The refusal's legacy `ErrorMessage` (and our `message`, the same text). */
async function errorMessage(response: Response, status = 400): Promise<string> {
  expect(response.status).toBe(status);
  const body = await json(response);
  expect(body.message).toBe(body.ErrorMessage);
  return String(body.ErrorMessage);
}

const redeem = async (code: string) => ok(await call(shopper, 'POST', `/api/vouchers/validate?voucherid=${code}`), voucherLookupSchema);

const LIFT_TICKET = 3;
const SEASON_PASS = 1;

describe("a product's voucher templates", () => {
  it('lists the templates on a product with their switches', async () => {
    const { Vouchers } = await ok(await call(admin, 'GET', `/api/vouchers/${SEASON_PASS}`), productVouchersSchema);
    expect(Vouchers).toEqual([expect.objectContaining({ VoucherId: 'SEASON-PASS-ADULT', ShowInMyAccount: true, AllowViewPrint: true, AllowRedeem: true, AllowEmail: true })]);
    expect(await errorMessage(await call(admin, 'GET', '/api/vouchers/999'), 404)).toBe(TEMPLATE_MESSAGES.productNotFound);
  });

  it('decides what the voucher box redeems: added, switched off, on again, removed', async () => {
    expect(await redeem('VCH-LIFT-1')).toMatchObject({ IsValid: false, Status: null, Error: null, ProductId: null, DiscountId: null });

    const added = await ok(await call(admin, 'POST', '/api/vouchers', { ProductId: LIFT_TICKET, VoucherId: ' lift-1-day ' }), productVoucherSchema);
    expect(added).toMatchObject({ VoucherId: 'LIFT-1-DAY', AllowRedeem: true });
    expect(await redeem('VCH-LIFT-1')).toMatchObject({ IsValid: true, Status: VOUCHER_STATUS.valid, Error: null, ProductId: LIFT_TICKET, DiscountId: null });

    const off = await ok(await call(admin, 'PUT', '/api/vouchers/', { ...added, AllowRedeem: false, AllowEmail: false }), productVoucherSchema);
    expect(off).toMatchObject({ AllowRedeem: false, AllowEmail: false, ShowInMyAccount: true });
    expect(await redeem('VCH-LIFT-2')).toMatchObject({ IsValid: false, Error: VOUCHER_STATUS.notRedeemable, ProductId: LIFT_TICKET });
    await ok(await call(admin, 'PUT', '/api/vouchers/', { ...off, AllowRedeem: true }), productVoucherSchema);

    expect((await call(admin, 'DELETE', `/api/vouchers/${added.Id}`)).status).toBe(204);
    expect(await redeem('VCH-LIFT-1')).toMatchObject({ IsValid: false, Status: null });
    expect(await errorMessage(await call(admin, 'DELETE', `/api/vouchers/${added.Id}`), 404)).toBe(TEMPLATE_MESSAGES.templateRowNotFound);
  });

  it.each([
    [{ ProductId: LIFT_TICKET, VoucherId: '   ' }, TEMPLATE_MESSAGES.required],
    [{ ProductId: LIFT_TICKET }, TEMPLATE_MESSAGES.required],
    [{ ProductId: LIFT_TICKET, VoucherId: 'NO-SUCH-TEMPLATE' }, TEMPLATE_MESSAGES.unknownTemplate('NO-SUCH-TEMPLATE')],
    [{ ProductId: LIFT_TICKET, VoucherId: 'SEASON-PASS-ADULT' }, TEMPLATE_MESSAGES.usedByProduct('SEASON-PASS-ADULT', 'Season Pass - Adult')],
    [{ ProductId: LIFT_TICKET, VoucherId: 'DISCOUNT-401' }, TEMPLATE_MESSAGES.usedByDiscount('DISCOUNT-401', 'Voucher: 20% off a lesson')],
    [{ ProductId: LIFT_TICKET, VoucherId: '<script>' }, 'A voucher template id is at most 50 letters, digits, dashes or underscores.'],
    [{ ProductId: 2147483648, VoucherId: 'LIFT-1-DAY' }, 'Invalid product id.'],
  ])('refuses to add %j, saying why', async (body, message) => {
    expect(await errorMessage(await call(admin, 'POST', '/api/vouchers', body))).toBe(message);
  });
});

describe("a discount's voucher requirement", () => {
  const DISCOUNT = 401;

  it('reads the requirement, refuses a template another rule or a product has, and clears it', async () => {
    const requirement = await ok(await call(admin, 'GET', `/api/discountrules/vouchers/discount/${DISCOUNT}/1`), discountVoucherSchema);
    expect(requirement).toEqual({ DiscountId: DISCOUNT, DiscountRequirementId: 1, VoucherTemplateId: 'DISCOUNT-401' });

    expect(await errorMessage(await call(admin, 'POST', '/api/discountrules/vouchers/discount', { DiscountId: 1, DiscountRequirementId: 0, VoucherTemplateId: 'DISCOUNT-401' }))).toBe(
      TEMPLATE_MESSAGES.usedByDiscountRule,
    );
    expect(await errorMessage(await call(admin, 'POST', '/api/discountrules/vouchers/discount', { ...requirement, VoucherTemplateId: 'GIFT-100' }))).toBe(
      TEMPLATE_MESSAGES.usedByProduct('GIFT-100', '$100 Gift Voucher'),
    );

    const cleared = await ok(await call(admin, 'POST', '/api/discountrules/vouchers/discount', { ...requirement, VoucherTemplateId: '' }), discountVoucherSchema);
    expect(cleared.VoucherTemplateId).toBeNull();
    expect(await redeem('VCH-DISCOUNT-1')).toMatchObject({ IsValid: false, Status: null });

    await ok(await call(admin, 'POST', '/api/discountrules/vouchers/discount', requirement), discountVoucherSchema);
    expect(await redeem('VCH-DISCOUNT-1')).toMatchObject({ IsValid: true, DiscountId: DISCOUNT });
  });

  it('creates the requirement of a discount that has none (requirement 0)', async () => {
    expect(await ok(await call(admin, 'GET', '/api/discountrules/vouchers/discount/2/0'), discountVoucherSchema)).toEqual({ DiscountId: 2, DiscountRequirementId: 0, VoucherTemplateId: null });
    const saved = await ok(await call(admin, 'POST', '/api/discountrules/vouchers/discount', { DiscountId: 2, DiscountRequirementId: 0, VoucherTemplateId: 'lesson-private' }), discountVoucherSchema);
    expect(saved.DiscountRequirementId).toBeGreaterThan(1);
    expect(saved.VoucherTemplateId).toBe('LESSON-PRIVATE');
    expect(await errorMessage(await call(admin, 'GET', `/api/discountrules/vouchers/discount/1/${saved.DiscountRequirementId}`), 404)).toBe(TEMPLATE_MESSAGES.requirementNotFound);
    expect(await errorMessage(await call(admin, 'GET', '/api/discountrules/vouchers/discount/999/0'), 404)).toBe(TEMPLATE_MESSAGES.discountNotFound);
  });
});

describe('the legacy product and discount pages', () => {
  it('show the voucher panel on an edit page, and say it comes after saving on a create page', async () => {
    const edit = await (await admin.get('/Admin/Product/Edit/1')).text();
    expect(edit).toContain('<resort-voucher-templates kind="product" product-id="1"><p class="legacy-empty" data-resort-fallback>Managing voucher templates needs JavaScript');
    const create = await (await admin.get('/Admin/Product/Create')).text();
    expect(create).toContain('<resort-voucher-templates kind="product"><p class="legacy-empty" data-resort-fallback>Managing voucher templates needs JavaScript');
    const discount = await (await admin.get('/Admin/Discount/Edit/401')).text();
    expect(discount).toContain('<resort-voucher-templates kind="discount" discount-id="401" discount-requirement-id="1"><p class="legacy-empty" data-resort-fallback>');
    expect((await admin.get('/Admin/Product/Edit/999')).status).toBe(404);
    expect((await admin.get('/Admin/Discount/Edit/abc')).status).toBe(404);
    for (const path of ['/Admin/Product/List', '/Admin/Discount/List', '/Admin/Discount/Create']) expect((await admin.get(path)).status, path).toBe(200);
  });

  it('send anybody but an admin to the sign-in page', async () => {
    const response = await shopper.get('/Admin/Product/Edit/1');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login?returnUrl=%2FAdmin%2FProduct%2FEdit%2F1');
  });

  it('create a product, then open its edit page; a form that does not validate is shown again', async () => {
    const bad = await admin.postForm('/Admin/Product/Create', { Name: 'Night Pass', Sku: 'NP-1', Price: '12.345', CategoryId: '2', Published: 'true' }, { token: 'field', xhr: false });
    expect(bad.status).toBe(400);
    const page = await bad.text();
    expect(page).toContain('Price must be from 0 to 1,000,000 with at most 2 decimals.');
    expect(page).toContain('value="Night Pass"');

    const created = await admin.postForm('/Admin/Product/Create', { Name: 'Night Pass', Sku: 'NP-1', Price: '45', CategoryId: '2' }, { token: 'field', xhr: false });
    expect(created.status).toBe(303);
    const location = created.headers.get('location') ?? '';
    expect(location).toMatch(/^\/Admin\/Product\/Edit\/\d+$/);
    expect(await (await admin.get(location)).text()).toContain('Night Pass');

    const discount = await admin.postForm('/Admin/Discount/Create', { Name: 'Locals 15%', DiscountType: 'AssignedToOrderTotal', Percentage: '15' }, { token: 'field', xhr: false });
    expect(discount.status).toBe(303);
    expect(await (await admin.get(discount.headers.get('location') ?? '')).text()).toContain('discount-requirement-id="0"');
  });
});

describe('a store seeded before voucher templates', () => {
  it('keeps its vouchers redeeming: each gets a template attached where it was for', async () => {
    // An empty database: only the schema's path from version 11 to 12 matters here.
    const database = await freshDatabase({ seeded: false });
    const db = await openDb(database);
    try {
      await migrate(db, migrations.filter((migration) => migration.version < 12));
      await db.exec(`
        insert into categories (id, name, se_name) values (1, 'Season Passes', 'season-passes');
        insert into products (id, category_id, name, se_name, sku, price_cents) values (1, 1, 'Season Pass - Adult', 'season-pass-adult', 'SP-A', 89900);
        insert into discounts (id, name, discount_type, percentage_bp) values (401, 'Voucher: 20% off a lesson', 'AssignedToOrderTotal', 2000);
        insert into vouchers (code, kind, product_id, discount_id, status) values
          ('VCH-PRODUCT-1', 'product', 1, null, 'active'), ('VCH-DISCOUNT-1', 'discount', null, 401, 'active'), ('VCH-USED-1', 'product', 1, null, 'redeemed');
      `);
      await migrate(db, migrations);
      expect(await lookupVoucher(db, 'VCH-PRODUCT-1')).toMatchObject({ IsValid: true, Status: 'Valid', ProductId: 1, DiscountId: null });
      expect(await lookupVoucher(db, 'VCH-DISCOUNT-1')).toMatchObject({ IsValid: true, Status: 'Valid', ProductId: null, DiscountId: 401 });
      expect(await lookupVoucher(db, 'VCH-USED-1')).toMatchObject({ IsValid: false, Status: VOUCHER_STATUS.redeemed });
      expect((await db.query('select code, name from voucher_templates order by code')).rows).toEqual([
        { code: 'DISCOUNT-401', name: 'Voucher: 20% off a lesson' },
        { code: 'SEASON-PASS-ADULT', name: 'Season Pass - Adult' },
      ]);
    } finally {
      await db.close();
      await database.dispose();
    }
  }, STARTUP_TIMEOUT_MS);
});
