// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { assignableMembersSchema } from '../../../widgets/product/members/member-schemas.ts';
import {
  attributeChangeSchema,
  productAttributesSchema,
  productDetailsSchema,
} from '../../../widgets/product/product-schemas.ts';
import { categorySchema } from '../../../widgets/category/category-schemas.ts';
import { SEED_PASSWORD } from '../catalog/seed.ts';
import { scheduleResultSchema } from '../../../src/api/schedule-schemas.ts';
import { productPaymentScheduleSchema } from '../../../widgets/payment-schedule/product-fields.ts';
import { storeEarliestDate } from '../catalog/product-rules.ts';
import { addToCart, Browser, json, testStoreForFile } from '../test-support/test-support.ts';
import { addDays } from '../../../src/core/dates.ts';
import { LANGUAGE_COOKIE } from '../shell/language.ts';

const handle = testStoreForFile();
let guest: Browser;
beforeEach(() => {
  guest = new Browser(() => handle.store);
});

async function shopper(): Promise<Browser> {
  const browser = new Browser(() => handle.store);
  await browser.signIn('shopper@example.com', SEED_PASSWORD);
  return browser;
}

/** The lift ticket's days, as the seed dates them from the earliest purchase date. */
const earliest = () => storeEarliestDate(Date.now(), {});
const soldOutDay = () => addDays(earliest(), 2);
const lowDay = () => addDays(earliest(), 3);
const dateParts = (attributeId: number, date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return { [`product_attribute_${attributeId}_day`]: String(day), [`product_attribute_${attributeId}_month`]: String(month), [`product_attribute_${attributeId}_year`]: String(year) };
};
const change = (browser: Browser, productId: number, fields: Record<string, string>) =>
  browser.postForm(`/shoppingcart/productdetails_attributechange?productId=${productId}&validateAttributeConditions=True&loadPicture=True`, fields);

async function householdIds(browser: Browser): Promise<Record<string, number>> {
  const response = await browser.request('/api/product/assignablecontact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', RequestVerificationToken: await browser.token() },
    body: JSON.stringify({ ProductId: 3, Filters: [] }),
  });
  const members = assignableMembersSchema.parse(await response.json());
  return Object.fromEntries(members.map((member) => [member.FirstName, member.ContactInfoId]));
}

async function assignable(browser: Browser, body: unknown) {
  return browser.request('/api/product/assignablecontact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', RequestVerificationToken: await browser.token() },
    body: JSON.stringify(body),
  });
}

describe('GET /api/productdetails/{id} and /api/products/productattributes/{productId}', () => {
  it('answers the product by id or SeName, with its day inventory and earliest purchase date', async () => {
    for (const key of ['3', 'lift-ticket-1-day']) {
      const product = productDetailsSchema.parse(await (await guest.get(`/api/productdetails/${key}`)).json());
      expect(product).toMatchObject({ Id: 3, SeName: 'lift-ticket-1-day', IsTrackingInventory: true, EarliestPurchaseDate: earliest() });
      expect(product.DateInventory?.[soldOutDay()]).toBe(0);
      expect(product.DateInventory?.[lowDay()]).toBe(8);
    }
    const lesson = productDetailsSchema.parse(await (await guest.get('/api/productdetails/beginner-lesson-package')).json());
    expect(lesson.ProductSpecifications).toEqual([
      { SpecificationAttributeName: '[Cutoff Time]', ValueRaw: '17:00' },
      { SpecificationAttributeName: '[Cutoff Days]', ValueRaw: '2' },
    ]);
  });

  it('answers the attributes with their prompts, control types and conditions', async () => {
    const attributes = productAttributesSchema.parse(await (await guest.get('/api/products/productattributes/8')).json());
    expect(attributes.map((attribute) => [attribute.Id, attribute.AttributeControlType, attribute.HasCondition])).toEqual([
      [801, 'Datepicker', false],
      [802, 'DropdownList', false],
      [803, 'RadioList', true],
      [804, 'DropdownList', false],
      [805, 'Checkboxes', false],
      [806, 'MultilineTextbox', false],
    ]);
    expect(attributes[4]?.Values.map((value) => value.PriceAdjustment)).toEqual([15, 18.5]);
  });

  it('answers 404 for an unknown product and 400 for a bad id', async () => {
    expect((await guest.get('/api/products/productattributes/999')).status).toBe(404);
    expect((await guest.get('/api/products/productattributes/x')).status).toBe(400);
    expect((await guest.get('/api/productdetails/999')).status).toBe(404);
  });
});

describe('GET /api/category/{id}', () => {
  it('answers a category with its products (prices in the store money) and subcategories, in the shape the category widget reads', async () => {
    const answer = categorySchema.parse(await json(await guest.get('/api/category/2')));
    expect(answer.Name).toBe('Lift Tickets');
    expect(answer.ProductDetails.map((product) => product.SeName)).toContain('lift-ticket-1-day');
    expect(answer.ProductDetails.find((product) => product.SeName === 'lift-ticket-1-day')?.ProductPrice).toEqual({ Price: '$129.00', PriceValue: 129 });
    // The flex ticket sits in the subcategory, not here.
    expect(answer.ProductDetails.map((product) => product.SeName)).not.toContain('lift-ticket-4-day-flex');
    expect(answer.SubCategories).toEqual([{ Id: 6, Name: 'Multi-Day Tickets', SeName: 'multi-day-tickets', Url: '/multi-day-tickets', PictureUrl: '' }]);
    const sub = categorySchema.parse(await json(await guest.get('/api/category/6')));
    expect(sub.ProductDetails.map((product) => product.Name)).toEqual(['4-Day Flex Lift Ticket']);
    expect(sub.SubCategories).toEqual([]);
  });

  it('answers 404 for a category that does not exist and 400 for an id that cannot be one', async () => {
    const missing = await guest.get('/api/category/999');
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ message: 'Category not found.' });
    for (const bad of ['0', '-1', 'lift-tickets', '2147483648']) {
      const response = await guest.get(`/api/category/${bad}`);
      expect(response.status, bad).toBe(400);
      expect(await json(response), bad).toMatchObject({ message: 'Send the category as a positive whole number.' });
    }
  });
});

describe('POST /shoppingcart/productdetails_attributechange', () => {
  it('enables a conditional attribute while its value is chosen and prices the choice', async () => {
    const ski = attributeChangeSchema.parse(await json(await change(guest, 8, { product_attribute_802: '8021' })));
    expect(ski).toMatchObject({ enabledattributemappingids: [], disabledattributemappingids: [803], price: '$149.00', priceValue: 149 });
    const board = attributeChangeSchema.parse(await json(await change(guest, 8, { product_attribute_802: '8022', product_attribute_804: '8042', product_attribute_805: '8051' })));
    expect(board).toMatchObject({ enabledattributemappingids: [803], disabledattributemappingids: [], price: '$344.00' });
  });

  it('prices the season pass after its early-bird discount: the page, its payment schedule and the cart agree', async () => {
    const details = productDetailsSchema.parse(await json(await guest.get('/api/productdetails/1')));
    expect(details.ProductPrice).toMatchObject({ Price: '$854.05', PriceValue: 854.05 });
    const chosen = attributeChangeSchema.parse(await json(await change(guest, 1, { product_attribute_101: '1011' })));
    expect(chosen).toMatchObject({ price: '$854.05', priceValue: 854.05 });
    const plan = scheduleResultSchema.parse(await json(await guest.postForm('/api/ui/paymentplans/schedules/1', { product_attribute_101: '1011' })));
    expect(plan.PaymentsTotal).toBe(854.05);
    await addToCart(guest, 1, { product_attribute_101: '1011' });
    expect((await guest.cart()).Items[0]).toMatchObject({ UnitPrice: 854.05, OriginalPrice: 899 });
  });

  it('answers the inventory of the chosen day', async () => {
    const low = attributeChangeSchema.parse(await json(await change(guest, 3, dateParts(301, lowDay()))));
    expect(low.inventory).toBe(8);
    expect(low.dateInventory?.[soldOutDay()]).toBe(0);
    const none = attributeChangeSchema.parse(await json(await change(guest, 3, {})));
    expect(none.inventory).toBeNull();
  });

  it("answers the choice's PaymentSchedule: the schedule viewer's plan once the required choices are made", async () => {
    const plan = await json(await guest.postForm('/api/ui/paymentplans/schedules/1', { product_attribute_101: '1011' }));
    const schedule = (answer: unknown) => productPaymentScheduleSchema.parse(attributeChangeSchema.parse(answer).PaymentSchedule);
    const pass = schedule(await json(await change(guest, 1, { product_attribute_101: '1011' })));
    expect(pass.ValidRequest).toBe(true);
    expect(pass.PaymentPlan).toMatchObject({ IsPaymentPlan: true });
    expect(pass.PaymentPlan).toEqual(scheduleResultSchema.parse(plan));
    // A ticket with no day chosen cannot be priced yet; with one, it is paid at once.
    const undated = schedule(await json(await change(guest, 3, { product_attribute_302: '3021' })));
    expect(undated).toEqual({ ValidRequest: false, PaymentPlan: null });
    const dated = schedule(await json(await change(guest, 3, { ...dateParts(301, lowDay()), product_attribute_302: '3021' })));
    expect(dated).toMatchObject({ ValidRequest: true, PaymentPlan: { IsPaymentPlan: false } });
  });

  it('answers no payment plan for a product its voucher pays for, checked as Add to cart checks it; a voucher that cannot pay gets the answer without it', async () => {
    const issue = async () => (await json(await guest.postForm('/__test/vouchers', { template: 'SEASON-PASS-ADULT' }))).code as string;
    const schedule = async (browser: Browser, fields: Record<string, string>) =>
      productPaymentScheduleSchema.parse(attributeChangeSchema.parse(await json(await change(browser, 1, { product_attribute_101: '1011', ...fields }))).PaymentSchedule);
    const code = await issue();
    expect(await schedule(guest, { 'addtocart_1.VoucherId': code })).toEqual({ ValidRequest: true, PaymentPlan: null });
    // Unknown, or already paying for a line of another cart: the pass as sold without it.
    expect((await schedule(guest, { 'addtocart_1.VoucherId': 'VCH-NO-SUCH-ONE' })).PaymentPlan).toMatchObject({ IsPaymentPlan: true });
    const other = new Browser(() => handle.store);
    expect((await addToCart(other, 1, { product_attribute_101: '1011', 'addtocart_1.VoucherId': code })).status).toBe(200);
    expect((await schedule(guest, { 'addtocart_1.VoucherId': code })).PaymentPlan).toMatchObject({ IsPaymentPlan: true });
    // The line it pays for, opened again to be edited: still paid by it.
    const line = (await other.cart()).Items[0]!.Id;
    expect(await schedule(other, { 'addtocart_1.VoucherId': code, 'addtocart_1.UpdatedShoppingCartItemId': String(line) })).toEqual({ ValidRequest: true, PaymentPlan: null });
    // Read by the same rules as Add to cart's.
    expect((await change(guest, 1, { product_attribute_101: '1011', 'addtocart_1.VoucherId': 'V'.repeat(65) })).status).toBe(400);
  });

  it('answers the price the cart will hold for a product its voucher pays for, naming the voucher; a voucher for another product gets the full price and why', async () => {
    const issue = async (template: string) => (await json(await guest.postForm('/__test/vouchers', { template }))).code as string;
    const answer = async (browser: Browser, fields: Record<string, string>) => attributeChangeSchema.parse(await json(await change(browser, 1, { product_attribute_101: '1011', ...fields })));
    const full = await answer(guest, {});
    expect(full.priceValue).toBeGreaterThan(0);
    // Without a voucher the answer says nothing of one.
    expect(full.paidByVoucher).toBeUndefined();
    const code = await issue('SEASON-PASS-ADULT');
    const paid = await answer(guest, { 'addtocart_1.VoucherId': code.toLowerCase() });
    expect(paid).toMatchObject({ price: '$0.00', priceValue: 0, paidByVoucher: code, voucherMessage: null });
    // What the cart holds once the item is added: the same price.
    expect((await addToCart(guest, 1, { product_attribute_101: '1011', 'addtocart_1.VoucherId': code })).status).toBe(200);
    const line = (await guest.cart()).Items.find((item) => item.AttributeInfo.includes(code));
    expect(line?.UnitPrice).toBe(paid.priceValue);
    // Editing that line: still paid by it.
    expect(await answer(guest, { 'addtocart_1.VoucherId': code, 'addtocart_1.UpdatedShoppingCartItemId': String(line?.Id) })).toMatchObject({ priceValue: 0, paidByVoucher: code });
    // A voucher for another product, or one already in a cart: the product's own price, and why.
    const snowshoe = await issue('SNOWSHOE-TOUR');
    expect(await answer(guest, { 'addtocart_1.VoucherId': snowshoe })).toMatchObject({ price: full.price, priceValue: full.priceValue, paidByVoucher: null, voucherMessage: `Voucher ${snowshoe} is not for Season Pass - Adult.` });
    expect(await answer(guest, { 'addtocart_1.VoucherId': code })).toMatchObject({ priceValue: full.priceValue, paidByVoucher: null, voucherMessage: `Voucher ${code} is already in your cart.` });
    // In the shopper's language.
    const french = new Browser(() => handle.store);
    french.cookies.set(LANGUAGE_COOKIE, 'fr-CA');
    expect(await answer(french, { 'addtocart_1.VoucherId': snowshoe })).toMatchObject({ paidByVoucher: null, voucherMessage: `Le bon ${snowshoe} ne donne pas droit à Passe de saison - Adulte.` });
  });

  it('refuses a bad product id, another product\'s attribute and a bad value with 400', async () => {
    expect((await guest.postForm('/shoppingcart/productdetails_attributechange?productId=abc', {})).status).toBe(400);
    expect((await change(guest, 3, { product_attribute_101: '1011' })).status).toBe(400);
    expect((await change(guest, 3, { product_attribute_302: '1' })).status).toBe(400);
    expect((await change(guest, 3, { product_attribute_301_day: '31', product_attribute_301_month: '2', product_attribute_301_year: '2027' })).status).toBe(400);
  });
});

describe('POST /api/product/assignablecontact', () => {
  it('is for signed-in customers', async () => {
    await guest.get('/');
    expect((await assignable(guest, { ProductId: 1, Filters: [] })).status).toBe(401);
  });

  it('refuses members outside a chosen value\'s ages, with the reason', async () => {
    const browser = await shopper();
    const members = assignableMembersSchema.parse(await (await assignable(browser, { ProductId: 1, Filters: [{ ProductAttributeId: 101, ProductAttributeValue: '1011' }] })).json());
    // Jordan has no birth date yet, so an age limit cannot be checked for Jordan.
    expect(members.map((member) => [member.FirstName, member.IsAssignable])).toEqual([['Alex', true], ['Jordan', false], ['Sam', false]]);
    expect(members[1]?.ReservationDatesInfo).toBe("Add Jordan Morgan's birth date to check the age limits.");
    expect(members[2]?.ReservationDatesInfo).toMatch(/^Sam Morgan is \d+; Unlimited is for ages 18 and over\.$/);
    const child = assignableMembersSchema.parse(await (await assignable(browser, { ProductId: 3, Filters: [{ ProductAttributeId: 302, ProductAttributeValue: '3022' }] })).json());
    expect(child.map((member) => member.IsAssignable)).toEqual([false, false, true]);
  });

  it('refuses a member who already holds the product for that day in the cart, except in the item being edited', async () => {
    const browser = await shopper();
    const { Alex: alex } = await householdIds(browser);
    const day = addDays(earliest(), 20);
    const added = await json(await addToCart(browser, 3, { ...dateParts(301, day), product_attribute_302: '3021', 'addtocart_3.LegacyContactId': String(alex) }));
    expect(added.success).toBe(true);
    const filters = [{ ProductAttributeId: 301, ProductAttributeValue: day }];
    const members = assignableMembersSchema.parse(await (await assignable(browser, { ProductId: 3, Filters: filters })).json());
    const blocked = members.find((member) => member.ContactInfoId === alex);
    expect(blocked?.IsAssignable).toBe(false);
    expect(blocked?.ReservationDatesInfo).toContain('already has 1-Day Lift Ticket for');
    const editing = assignableMembersSchema.parse(await (await assignable(browser, { ProductId: 3, Filters: filters, UpdatedShoppingCartItemId: added.shoppingCartItemId })).json());
    expect(editing.find((member) => member.ContactInfoId === alex)?.IsAssignable).toBe(true);
  });

  it('refuses a member who already has a product of no particular day (a season pass) in the cart, whatever its options, except in the item being edited', async () => {
    const browser = await shopper();
    const { Alex: alex } = await householdIds(browser);
    const added = await json(await addToCart(browser, 1, { product_attribute_101: '1011', 'addtocart_1.LegacyContactId': String(alex) }));
    expect(added.success).toBe(true);
    const members = assignableMembersSchema.parse(await (await assignable(browser, { ProductId: 1, Filters: [{ ProductAttributeId: 101, ProductAttributeValue: '1012' }] })).json());
    const blocked = members.find((member) => member.ContactInfoId === alex);
    expect(blocked?.IsAssignable).toBe(false);
    expect(blocked?.ReservationDatesInfo).toBe('Alex Morgan already has Season Pass - Adult in the cart.');
    // The store refuses a second one for Alex too.
    expect((await addToCart(browser, 1, { product_attribute_101: '1011', 'addtocart_1.LegacyContactId': String(alex) })).status).toBe(400);
    const editing = assignableMembersSchema.parse(await (await assignable(browser, { ProductId: 1, Filters: [], UpdatedShoppingCartItemId: added.shoppingCartItemId })).json());
    expect(editing.find((member) => member.ContactInfoId === alex)?.IsAssignable).toBe(true);
  });

  it('answers 400 to a body of the wrong shape', async () => {
    const browser = await shopper();
    expect((await assignable(browser, { ProductId: 'x' })).status).toBe(400);
    expect((await assignable(browser, { ProductId: 3, Filters: [{ ProductAttributeId: 999, ProductAttributeValue: '1' }] })).status).toBe(400);
    expect((await assignable(browser, { ProductId: 3, Filters: Array.from({ length: 65 }, () => ({ ProductAttributeId: 302, ProductAttributeValue: '3021' })) })).status).toBe(400);
  });
});

describe('add to cart checks', () => {
  const refusal = async (response: Response) => ({ status: response.status, message: (await json(response)).message });

  it('refuses a date before the earliest purchase date, a sold-out date and a missing required attribute, adding nothing', async () => {
    const before = addDays(earliest(), -1);
    const tooEarly = await refusal(await addToCart(guest, 3, { ...dateParts(301, before), product_attribute_302: '3021' }));
    expect(tooEarly.status).toBe(400);
    expect(tooEarly.message).toMatch(/^1-Day Lift Ticket can no longer be booked for .*; the earliest date is .*\.$/);
    const soldOut = await refusal(await addToCart(guest, 3, { ...dateParts(301, soldOutDay()), product_attribute_302: '3021' }));
    expect(soldOut.status).toBe(400);
    expect(soldOut.message).toMatch(/^1-Day Lift Ticket is sold out for [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/);
    expect(await refusal(await addToCart(guest, 3, { product_attribute_302: '3021' }))).toEqual({ status: 400, message: 'Please enter Start Date.' });
    expect(await refusal(await addToCart(guest, 8, { ...dateParts(801, addDays(earliest(), 5)), product_attribute_802: '8022' }))).toEqual({ status: 400, message: 'Please select Stance.' });
    expect((await guest.cart()).TotalProducts).toBe(0);
  });

  it('refuses a member who cannot be assigned, with the reason', async () => {
    const browser = await shopper();
    const { Sam: sam } = await householdIds(browser);
    const before = (await browser.cart()).TotalProducts;
    const response = await addToCart(browser, 1, { product_attribute_101: '1011', 'addtocart_1.LegacyContactId': String(sam) });
    const refused = await refusal(response);
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/^Sam Morgan is \d+; Unlimited is for ages 18 and over\.$/);
    expect((await browser.cart()).TotalProducts).toBe(before);
  });

  it('sells a day\'s last tickets once: of two shoppers buying them at once, one gets a clear 400', async () => {
    const first = new Browser(() => handle.store);
    const second = new Browser(() => handle.store);
    const fields = { ...dateParts(301, lowDay()), product_attribute_302: '3021', 'addtocart_3.EnteredQuantity': '8' };
    await Promise.all([first.token(), second.token()]);
    const answers = await Promise.all([addToCart(first, 3, fields), addToCart(second, 3, fields)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.status === 400) as Response;
    expect((await json(refused)).message).toMatch(/^1-Day Lift Ticket is sold out for /);
  });

  it('keeps checkboxes, text, multiple dates and conditional choices, pricing a rental per day', async () => {
    const board = await addToCart(guest, 8, {
      ...dateParts(801, addDays(earliest(), 5)),
      product_attribute_802: '8022',
      product_attribute_803: '8032',
      product_attribute_805: '8051,8052',
      product_attribute_806: 'First time on a board',
    });
    expect(board.status).toBe(200);
    const days = [addDays(earliest(), 1), addDays(earliest(), 4)];
    expect((await addToCart(guest, 12, { rental_start_date_1201: days.join('|'), product_attribute_1202: '12022' })).status).toBe(200);
    const cart = await guest.cart();
    const lesson = cart.Items.find((item) => item.ProductId === 8);
    expect(lesson?.AttributeInfo).toContain('Extras: Helmet rental|Mountain lunch');
    expect(lesson?.AttributeInfo).toContain('Notes for your instructor: First time on a board');
    expect(lesson?.UnitPrice).toBe(182.5);
    const rental = cart.Items.find((item) => item.ProductId === 12);
    expect(rental?.UnitPrice).toBe(100);
    expect(rental?.ProductAttributes.filter((attribute) => attribute.ProductAttributeId === 1201).map((attribute) => attribute.ProductAttributeValueName)).toEqual(days);
  });

  it('keeps a read-only attribute\'s value', async () => {
    const day = dateParts(906, addDays(earliest(), 6));
    expect((await addToCart(guest, 9, { ...day, product_attribute_905: '9051' })).status).toBe(200);
    expect((await addToCart(guest, 9, { ...day, product_attribute_903: '9031', product_attribute_905: '9052' })).status).toBe(400);
  });
});
