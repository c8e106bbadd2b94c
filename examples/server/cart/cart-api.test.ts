// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { ANTIFORGERY_MESSAGE } from '../platform/antiforgery.ts';
import { CART_MESSAGES } from './routes.ts';
import { addToCart, Browser, forMember, freshDatabase, householdOf, json, STARTUP_TIMEOUT_MS, testStoreForFile } from '../test-support/test-support.ts';
import { migrate, openDb } from '../db/db.ts';
import { LANGUAGE_COOKIE } from '../shell/language.ts';
import { migrations } from '../migrations/index.ts';
import { rentalsForMembersMigration } from '../migrations/024-rentals-for-members.ts';
import { PURCHASE_MESSAGES } from '../buying/purchase-checks.ts';
import { pricingAnswerSchema } from '../../../widgets/product/dates/pricing-schemas.ts';
import { currentTier } from '../../../widgets/product/rules/pricing-rules.ts';
import { resortNow } from '../shell/resort-date.ts';
import { storeEarliestDate } from '../catalog/product-rules.ts';
import { addDays } from '../../../src/core/dates.ts';

const handle = testStoreForFile();
let shopper: Browser;
beforeEach(() => {
  shopper = new Browser(() => handle.store);
});

const SEASON_PASS = 1;
const LIFT_TICKET = 3;
const RENTAL = 4;
const SNOWSHOE = 5;
const GOLF = 6;
const VOUCHER = 7;

describe('anti-forgery', () => {
  it('refuses an add without a token, with a wrong one, and accepts header or form field', async () => {
    await shopper.get('/');
    for (const token of ['none', { wrong: 'forged' }] as const) {
      const refused = await addToCart(shopper, VOUCHER, {}, { token });
      expect(refused.status).toBe(400);
      expect(await json(refused)).toEqual({ success: false, message: ANTIFORGERY_MESSAGE });
    }
    expect((await shopper.cart()).TotalProducts).toBe(0);

    expect((await addToCart(shopper, VOUCHER, {}, { token: 'header' })).status).toBe(200);
    expect((await addToCart(shopper, VOUCHER, {}, { token: 'field' })).status).toBe(200);
    expect((await shopper.cart()).TotalProducts).toBe(2);
  });

  it("does not accept another session's token", async () => {
    const other = new Browser(() => handle.store);
    const otherToken = await other.token();
    await shopper.get('/');
    const response = await addToCart(shopper, VOUCHER, {}, { token: { wrong: otherToken } });
    expect(response.status).toBe(400);
  });

  it('protects removal and the discount GETs too', async () => {
    await shopper.get('/');
    expect((await shopper.get('/api/discount/apply/WELCOME10')).status).toBe(400);
    expect((await shopper.get('/api/discount/remove/WELCOME10')).status).toBe(400);
    const removal = await shopper.postForm('/ShoppingCart/RemoveShoppingCartItem', { id: '1' }, { token: 'none' });
    expect(await json(removal)).toEqual({ success: false, message: ANTIFORGERY_MESSAGE });
  });
});

describe('add to cart', () => {
  it('answers JSON to XHR and redirects a plain form post to /cart', async () => {
    const xhr = await addToCart(shopper, SEASON_PASS, { product_attribute_101: '1012' });
    const body = await json(xhr);
    expect(body.success).toBe(true);
    expect(typeof body.shoppingCartItemId).toBe('number');
    // nopCommerce's own answer carries the header's new count, which the store's page script shows.
    expect(body.updatetopcartsectionhtml).toMatch(/^\(\d+\)$/);

    const plain = await addToCart(shopper, VOUCHER, {}, { token: 'field', xhr: false });
    expect(plain.status).toBe(303);
    expect(plain.headers.get('location')).toBe('/cart');
  });

  it.each([
    ['abc', CART_MESSAGES.invalidProductId],
    ['0', CART_MESSAGES.invalidProductId],
    ['-1', CART_MESSAGES.invalidProductId],
    ['1.5', CART_MESSAGES.invalidProductId],
    ['01', CART_MESSAGES.invalidProductId],
    ['99999999999', CART_MESSAGES.invalidProductId],
    ['999', CART_MESSAGES.unknownProduct],
  ])('rejects product id %s', async (id, message) => {
    const response = await addToCart(shopper, id);
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ success: false, message });
  });

  it('rejects a cart type other than the shopping cart', async () => {
    await shopper.get('/');
    const response = await shopper.postForm(`/addproducttocart/details/${VOUCHER}/2`, {});
    expect(response.status).toBe(400);
  });

  it.each([
    ['0', 'Quantity must be between 1 and 99.'],
    ['100', 'Quantity must be between 1 and 99.'],
    ['two', 'Quantity must be a whole number.'],
    ['1.5', 'Quantity must be a whole number.'],
  ])('rejects quantity %s', async (quantity, message) => {
    const response = await addToCart(shopper, VOUCHER, { 'addtocart_7.EnteredQuantity': quantity });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(message);
  });

  it('validates attributes and dates', async () => {
    const cases: Record<string, string>[] = [
      {},
      { product_attribute_301: '2027-02-30' },
      { product_attribute_301: 'tomorrow' },
      { product_attribute_301: '2026-12-19', product_attribute_302: '1011' },
      { product_attribute_301: '2026-12-19', product_attribute_999: '1' },
      { product_attribute_301: '2026-12-19', product_attribute_x: '1' },
      { product_attribute_301_day: '31', product_attribute_301_month: '4', product_attribute_301_year: '2027' },
    ];
    for (const fields of cases) {
      const response = await addToCart(shopper, LIFT_TICKET, fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect((await json(response)).success).toBe(false);
    }
    expect((await shopper.cart()).Items).toHaveLength(0);
  });

  it('accepts day/month/year parts and writes a start date as a date|weekday pair', async () => {
    await addToCart(shopper, LIFT_TICKET, {
      product_attribute_301_day: '19',
      product_attribute_301_month: '12',
      product_attribute_301_year: '2026',
    });
    const [item] = (await shopper.cart()).Items;
    expect(item?.AttributeInfo).toBe('Start Date: 2026-12-19|Saturday<br />Age Group: Adult');
    expect(item?.ProductAttributes[0]).toEqual({
      ProductAttributeId: 301,
      ProductAttributeName: 'Start Date',
      ProductAttributeValueId: null,
      ProductAttributeValueName: '2026-12-19|Saturday',
    });
  });

  it('adds up the same product with the same attributes, and keeps different ones apart', async () => {
    const first = await json(await addToCart(shopper, LIFT_TICKET, { product_attribute_301: '2026-12-19' }));
    const again = await json(
      await addToCart(shopper, LIFT_TICKET, { product_attribute_301: '2026-12-19', 'addtocart_3.EnteredQuantity': '2' }),
    );
    expect(again.shoppingCartItemId).toBe(first.shoppingCartItemId);
    await addToCart(shopper, LIFT_TICKET, { product_attribute_301: '2026-12-20' });
    const cart = await shopper.cart();
    expect(cart.Items.map((item) => item.Quantity)).toEqual([3, 1]);
    expect(cart.TotalProducts).toBe(4);
  });

  it('caps a line at 99', async () => {
    await addToCart(shopper, VOUCHER, { 'addtocart_7.EnteredQuantity': '99' });
    const response = await addToCart(shopper, VOUCHER);
    expect(response.status).toBe(400);
    expect((await shopper.cart()).TotalProducts).toBe(99);
  });

  it('replaces the edited line in edit mode', async () => {
    const added = await json(await addToCart(shopper, SEASON_PASS));
    const edited = await json(
      await addToCart(shopper, SEASON_PASS, {
        product_attribute_101: '1012',
        'addtocart_1.EnteredQuantity': '2',
        'addtocart_1.UpdatedShoppingCartItemId': String(added.shoppingCartItemId),
      }),
    );
    expect(edited.shoppingCartItemId).toBe(added.shoppingCartItemId);
    const cart = await shopper.cart();
    expect(cart.Items).toHaveLength(1);
    expect(cart.Items[0]?.AttributeInfo).toBe('Pass Type: Midweek');
    expect(cart.Items[0]?.Quantity).toBe(2);
  });

  it('does not let a guest assign an item to a member', async () => {
    const response = await addToCart(shopper, SEASON_PASS, { 'addtocart_1.LegacyContactId': '1' });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(CART_MESSAGES.guestAssign);
  });

  it.each([
    ['a JSON body that is not JSON', 'application/json', '{"id":'],
    ['a body of an unsupported type', 'text/plain', 'id=1'],
    ['a JSON array', 'application/json', '[1,2]'],
    ['a duplicated field', 'application/x-www-form-urlencoded', 'x=1&x=2'],
  ])('answers 400 to %s', async (_name, type, body) => {
    const token = await shopper.token();
    const response = await shopper.request(`/addproducttocart/details/${VOUCHER}/1`, {
      method: 'POST',
      headers: { 'content-type': type, RequestVerificationToken: token, 'X-Requested-With': 'XMLHttpRequest' },
      body,
    });
    expect(response.status).toBe(400);
    expect((await json(response)).success).toBe(false);
  });

  it('answers 413 to a huge body', async () => {
    const token = await shopper.token();
    const response = await shopper.request(`/addproducttocart/details/${VOUCHER}/1`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', RequestVerificationToken: token },
      body: `a=${'x'.repeat(100_000)}`,
    });
    expect(response.status).toBe(413);
  });
});

describe('cart contents and totals', () => {
  it('prices items, discounts, golf and taxes in whole cents', async () => {
    await addToCart(shopper, SEASON_PASS, { 'addtocart_1.EnteredQuantity': '2' });
    await addToCart(shopper, LIFT_TICKET, { product_attribute_301: '2026-12-19', product_attribute_302: '3022' });
    await addToCart(shopper, GOLF, {
      product_attribute_601: addDays(storeEarliestDate(Date.now(), {}), 9),
      product_attribute_603: '6032',
      'addtocart_6.EnteredQuantity': '3',
    });
    await addToCart(shopper, VOUCHER);
    const before = await shopper.cart();

    const pass = before.Items[0];
    expect(pass?.UnitPrice).toBe(854.05);
    expect(pass?.OriginalPrice).toBe(899);
    expect(pass?.DiscountInfo.Discounts).toEqual([
      { Id: 1, UsePercentage: true, DiscountPercentage: 5, DiscountAmount: 89.9 },
    ]);
    expect(pass?.IsEnhancedCartEnabled).toBe(true);
    expect(pass?.Url).toBe('/season-pass-adult');

    const golf = before.Items[2];
    expect(golf?.IsGolfProduct).toBe(true);
    expect(golf?.ReservationPrice).toBe(20);
    expect(golf?.UnitPrice).toBe(55);

    // The lift ticket is priced by the day: the Child price of Dec 19 bought today, as the pricing calendar shows it.
    const calendar = pricingAnswerSchema.parse(
      await json(await shopper.postForm('/DynamicPricingCalendar/GetProductVariants', { 'Filter.AttributeIds[0]': '3022', 'Filter.ProductId': '3', 'Filter.StartDate': '2026-12-19', 'Filter.EndDate': '2026-12-19' })),
    );
    const today = resortNow(Date.now()).date;
    const ticketCents = Math.round((currentTier(calendar.variants[0]?.dayPriceLists ?? [], '2026-12-19', today, true)?.InventoryPriceListLevelPrice ?? 0) * 100);
    expect(ticketCents).toBeGreaterThan(0);
    expect(Math.round((before.Items[1]?.UnitPrice ?? 0) * 100)).toBe(ticketCents);
    // 2 × 854.05 + the ticket + 3 × 20 (due online) + 100; the voucher is not taxed: 4.5% and 2% of the rest, each rounded to cents.
    const subCents = 2 * 85_405 + ticketCents + 6_000 + 10_000;
    const taxed = subCents - 10_000;
    const taxes = [Math.round(taxed * 0.045), Math.round(taxed * 0.02)];
    expect(before.SubTotal).toBe(subCents / 100);
    expect(before.TaxRates).toEqual([
      { Rate: 4.5, Value: taxes[0]! / 100 },
      { Rate: 2, Value: taxes[1]! / 100 },
    ]);
    expect(before.TaxAmount).toBe((taxes[0]! + taxes[1]!) / 100);
    const totalCents = subCents + taxes[0]! + taxes[1]!;
    expect(before.TotalPrice).toBe(totalCents / 100);
    expect(before.HideShipping).toBe(true);
    expect(before.DisplayTaxes).toBe(true);
    expect(before.HasUnassigned).toBe(true);

    expect(await json(await shopper.getWithToken('/api/discount/apply/welcome10'))).toEqual({ success: true });
    const after = await shopper.cart();
    expect(after.AppliedDiscountCodes).toEqual(['WELCOME10']);
    // WELCOME10: 10% of the order total.
    const discountCents = Math.round(totalCents * 0.1);
    expect(after.OrderTotalDiscount).toBe(discountCents / 100);
    expect(after.TotalPrice).toBe((totalCents - discountCents) / 100);
    expect(after.CartHash).not.toBe(before.CartHash);
  });

  it('changes the cart hash on every change and keeps it otherwise', async () => {
    const hashes = [(await shopper.cart()).CartHash];
    const added = await json(await addToCart(shopper, VOUCHER));
    hashes.push((await shopper.cart()).CartHash);
    expect((await shopper.cart()).CartHash).toBe(hashes[1]);
    await addToCart(shopper, VOUCHER);
    hashes.push((await shopper.cart()).CartHash);
    await shopper.getWithToken('/api/discount/apply/WELCOME10');
    hashes.push((await shopper.cart()).CartHash);
    await shopper.postForm('/ShoppingCart/RemoveShoppingCartItem', { id: String(added.shoppingCartItemId) });
    hashes.push((await shopper.cart()).CartHash);
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});

describe('remove item', () => {
  it('removes an item of this session only', async () => {
    const mine = await json(await addToCart(shopper, VOUCHER));
    const other = new Browser(() => handle.store);
    const theirs = await json(await addToCart(other, VOUCHER));

    const refused = await shopper.postForm('/ShoppingCart/RemoveShoppingCartItem', { id: String(theirs.shoppingCartItemId) });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toEqual({ success: false, message: CART_MESSAGES.itemNotInCart });
    expect((await other.cart()).TotalProducts).toBe(1);

    const removed = await shopper.postForm('/ShoppingCart/RemoveShoppingCartItem', { id: String(mine.shoppingCartItemId) });
    expect(await json(removed)).toEqual({ success: true });
    expect((await shopper.cart()).Items).toEqual([]);

    const again = await shopper.postForm('/shoppingcart/removeshoppingcartitem', { id: String(mine.shoppingCartItemId) });
    expect(again.status).toBe(400);
  });

  it.each(['', 'abc', '-3', '0'])('rejects id %j', async (id) => {
    const response = await shopper.postForm('/ShoppingCart/RemoveShoppingCartItem', { id });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ success: false, message: CART_MESSAGES.invalidItemId });
  });

  it('accepts a JSON body too', async () => {
    const added = await json(await addToCart(shopper, VOUCHER));
    const response = await shopper.request('/ShoppingCart/RemoveShoppingCartItem', {
      method: 'POST',
      headers: { 'content-type': 'application/json', RequestVerificationToken: await shopper.token() },
      body: JSON.stringify({ id: added.shoppingCartItemId }),
    });
    expect(await json(response)).toEqual({ success: true });
  });
});

describe('discount codes', () => {
  it('applies WELCOME10 and refuses anything else', async () => {
    for (const code of ['NOPE', 'WELCOME11', '%3Cscript%3E', 'a'.repeat(65)]) {
      const response = await shopper.getWithToken(`/api/discount/apply/${code}`);
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ success: false, message: CART_MESSAGES.applyFailed });
    }
    expect((await shopper.getWithToken('/api/discount/apply/WELCOME10')).status).toBe(200);
    expect((await shopper.getWithToken('/api/discount/apply/WELCOME10')).status).toBe(200);
    expect((await shopper.cart()).AppliedDiscountCodes).toEqual(['WELCOME10']);
  });

  it('removes an applied code once', async () => {
    await shopper.getWithToken('/api/discount/apply/WELCOME10');
    expect(await json(await shopper.getWithToken('/api/discount/remove/WELCOME10'))).toEqual({ success: true });
    const again = await shopper.getWithToken('/api/discount/remove/WELCOME10');
    expect(again.status).toBe(400);
    expect(await json(again)).toEqual({ success: false, message: CART_MESSAGES.removeFailed });
    expect((await shopper.cart()).AppliedDiscountCodes).toEqual([]);
  });
});

describe('demo failures', () => {
  it('answers 500 and a malformed cart on request', async () => {
    const failed = await shopper.get('/api/minicart?ts=1', { 'X-Demo-Fail': '500' });
    expect(failed.status).toBe(500);
    expect((await json(failed)).success).toBe(false);
    const malformed = await shopper.get('/api/minicart?ts=1', { 'X-Demo-Fail': 'malformed' });
    expect(malformed.status).toBe(200);
    expect(await malformed.json()).toEqual({ Items: 'nope' });
  });

  it('answers the minicart without a ts parameter too', async () => {
    expect((await shopper.get('/api/minicart')).status).toBe(200);
  });

  it('answers unknown API paths with JSON 404', async () => {
    const response = await shopper.get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect((await json(response)).success).toBe(false);
  });
});

describe('who an item is for: every renter, and everyone a product is assigned to, is a member of the household', () => {
  const skis = (day = 9) => ({ product_attribute_401: addDays(storeEarliestDate(Date.now(), {}), day), product_attribute_402: '4021' });

  /** A family that registered a minute ago, through the store's own form. */
  async function newFamily(): Promise<Browser> {
    const visitor = new Browser(() => handle.store);
    const email = `noor-${Math.random().toString(36).slice(2, 10)}@example.com`;
    const fields = { FirstName: 'Noor', LastName: 'Haddad', Email: email, Password: 'Powder-Day-42', ConfirmPassword: 'Powder-Day-42', returnUrl: '/' };
    expect((await visitor.postForm('/register', fields, { token: 'field', xhr: false })).status).toBe(303);
    return visitor;
  }

  async function addMember(visitor: Browser, firstName: string, dateOfBirth: string): Promise<number> {
    const response = await visitor.request('/api/checkout/guestinfo/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', RequestVerificationToken: await visitor.token() },
      body: JSON.stringify({ FirstName: firstName, LastName: 'Haddad', DateOfBirth: dateOfBirth }),
    });
    expect(response.status).toBe(200);
    const id = (await householdOf(visitor)).byName.get(firstName);
    expect(id).toBeDefined();
    return id!;
  }

  it("refuses a signed-in customer's rental for no one, naming the product, who is missing and the release they sign", async () => {
    const family = await newFamily();
    const refused = await addToCart(family, RENTAL, skis());
    expect(refused.status).toBe(400);
    expect(await json(refused)).toEqual({ success: false, message: 'Choose who Ski Rental Package is for: each renter signs the Equipment Rental Release as themself.' });
    expect(PURCHASE_MESSAGES.renterMissing('Ski Rental Package', 'Equipment Rental Release')).toBe('Choose who Ski Rental Package is for: each renter signs the Equipment Rental Release as themself.');
    // A product the store assigns to a member, without a release, says so too.
    const pass = await addToCart(family, SEASON_PASS, { product_attribute_101: '1011' });
    expect(await json(pass)).toEqual({ success: false, message: PURCHASE_MESSAGES.memberMissing('Season Pass - Adult') });
    expect((await family.cart()).TotalProducts).toBe(0);
  });

  it("asks and refuses in the shopper's language: the store's form, and the refusal naming the product and the release in French", async () => {
    const family = await newFamily();
    family.cookies.set(LANGUAGE_COOKIE, 'fr-CA');
    const page = await (await family.get('/ski-rental-package')).text();
    expect(page).toMatch(/<label for="[^"]+">Pour qui est cet achat\u202f\?<\/label>\s*<select id="[^"]+" name="addtocart_4.LegacyContactId" required>\s*<option value="">Choisissez un membre du groupe<\/option>\s*<option value="\d+">Noor Haddad<\/option>/);
    const refused = await addToCart(family, RENTAL, skis());
    expect(await json(refused)).toEqual({ success: false, message: 'Choisissez pour qui est cette location\u00a0: Forfait de location de ski. Chaque personne qui loue signe elle-même la Décharge pour la location d’équipement.' });
  });

  it('takes the rental for the member registration made, and for a member added after the cart was filled', async () => {
    const family = await newFamily();
    const noor = (await householdOf(family)).me!;
    expect((await addToCart(family, RENTAL, { ...skis(), ...forMember(RENTAL, noor) })).status).toBe(200);
    const sami = await addMember(family, 'Sami', '2014-01-20');
    expect((await addToCart(family, RENTAL, { ...skis(), ...forMember(RENTAL, sami) })).status).toBe(200);
    const cart = await family.cart();
    expect(cart.Items.map((item) => [item.ProductName, item.AssignedToContactInfo?.Id])).toEqual([
      ['Ski Rental Package', noor],
      ['Ski Rental Package', sami],
    ]);
    expect(cart.HasUnassigned).toBe(false);
  });

  it("refuses a member of another household, and leaves a guest's item for no one (the buyer signs for it at checkout)", async () => {
    const family = await newFamily();
    const seeded = new Browser(() => handle.store);
    await seeded.signIn('shopper@example.com', 'Resort!2026');
    const sam = (await householdOf(seeded)).byName.get('Sam')!;
    const stranger = await addToCart(family, RENTAL, { ...skis(), ...forMember(RENTAL, sam) });
    expect(await json(stranger)).toEqual({ success: false, message: PURCHASE_MESSAGES.notInHousehold });

    const guest = new Browser(() => handle.store);
    expect((await addToCart(guest, RENTAL, skis())).status).toBe(200);
    expect((await guest.cart()).Items.map((item) => item.AssignedToContactInfo)).toEqual([null]);
  });

  it("asks nobody's name for a product the store does not assign, signed in or not", async () => {
    const family = await newFamily();
    expect((await addToCart(family, SNOWSHOE, { product_attribute_501: addDays(storeEarliestDate(Date.now(), {}), 9) })).status).toBe(200);
  });

  it("refuses the store's own form posted without a member with a page saying what is missing, and a link back", async () => {
    const family = await newFamily();
    const refused = await addToCart(family, RENTAL, skis(), { token: 'field', xhr: false, page: { referer: 'http://localhost/ski-rental-package' } });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain('Choose who Ski Rental Package is for: each renter signs the Equipment Rental Release as themself.');
    expect(page).toContain('href="/ski-rental-package"');
  });
});

describe('a store seeded before rentals were for members', () => {
  it('tags the first attribute of each product whose buyers sign a release, once, in its translations too, and leaves the rest alone', async () => {
    // An empty database: only the schema's step to rentals for members matters here.
    const database = await freshDatabase({ seeded: false });
    const db = await openDb(database);
    try {
      await migrate(db, migrations.filter((migration) => migration.version < rentalsForMembersMigration.version));
      await db.exec(`
        insert into categories (id, name, se_name) values (1, 'Rentals', 'rentals'), (2, 'Activities', 'activities');
        insert into waiver_releases (id, title, text_html) values (1, 'Equipment Rental Release', '<p>Ski at your own risk.</p>'), (2, 'Climbing Release', '<p>Climb at your own risk.</p>');
        insert into category_releases (category_id, release_id) values (1, 1);
        insert into products (id, category_id, name, se_name, sku, price_cents) values
          (4, 1, 'Ski Rental Package', 'ski-rental-package', 'R-1', 5900),
          (5, 2, 'Guided Snowshoe Tour', 'guided-snowshoe-tour', 'A-1', 4000),
          (8, 2, 'Climbing Wall', 'climbing-wall', 'A-2', 2000),
          (9, 1, 'Helmet Rental', 'helmet-rental', 'R-2', 900);
        insert into product_releases (product_id, release_id) values (8, 2);
        insert into product_attributes (id, product_id, name, text_prompt, control_type, display_order) values
          (402, 4, 'Package', 'Package', 'DropdownList', 2),
          (401, 4, 'Start Date', 'Start Date [Date] ', 'Datepicker', 1),
          (501, 5, 'Date', 'Date [Date]', 'Datepicker', 1),
          (801, 8, 'Session', 'Session [Activity Time]', 'DropdownList', 1),
          (901, 9, 'Start Date', 'Start Date [Date]', 'Datepicker', 1),
          (902, 9, 'For', 'Size [Assigned To]', 'DropdownList', 2);
        insert into localized_properties (locale_key_group, entity_id, locale_key, language, locale_value) values
          ('ProductAttribute', 401, 'TextPrompt', 'fr-CA', 'Date de début [Date]'),
          ('ProductAttribute', 402, 'TextPrompt', 'fr-CA', 'Forfait'),
          ('ProductAttribute', 902, 'TextPrompt', 'fr-CA', 'Taille [Assigned To]');
      `);
      await migrate(db, migrations);
      const prompts = (await db.query<{ id: number; text_prompt: string }>('select id, text_prompt from product_attributes order by id')).rows;
      expect(Object.fromEntries(prompts.map((row) => [row.id, row.text_prompt]))).toEqual({
        401: 'Start Date [Date] [Assigned To]',
        402: 'Package',
        501: 'Date [Date]',
        801: 'Session [Activity Time] [Assigned To]',
        901: 'Start Date [Date]',
        902: 'Size [Assigned To]',
      });
      const french = (await db.query<{ entity_id: number; locale_value: string }>(`select entity_id, locale_value from localized_properties where locale_key = 'TextPrompt' order by entity_id`)).rows;
      expect(Object.fromEntries(french.map((row) => [row.entity_id, row.locale_value]))).toEqual({ 401: 'Date de début [Date] [Assigned To]', 402: 'Forfait', 902: 'Taille [Assigned To]' });
    } finally {
      await db.close();
      await database.dispose();
    }
  }, STARTUP_TIMEOUT_MS);
});
