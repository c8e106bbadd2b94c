// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { assignableMembersSchema } from '../../../widgets/product/members/member-schemas.ts';
import { pricingDays } from '../../../widgets/product/rules/pricing-rules.ts';
import { pricingAnswerSchema } from '../../../widgets/product/dates/pricing-schemas.ts';
import { attributeChangeSchema, productDetailsSchema } from '../../../widgets/product/product-schemas.ts';
import { FLEX_TICKET, SEED_PASSWORD } from '../catalog/seed.ts';
import { storeEarliestDate } from '../catalog/product-rules.ts';
import { daysToArrival, percentSaved } from '../../../widgets/product/rules/pricing-rules.ts';
import { addToCart, Browser, json, testStoreForFile } from '../test-support/test-support.ts';
import { SEASON } from '../shell/page-data.ts';
import { addDays } from '../../../src/core/dates.ts';
import { resortNow } from '../shell/resort-date.ts';

const handle = testStoreForFile();
let guest: Browser;
beforeEach(() => {
  guest = new Browser(() => handle.store);
});

const earliest = () => storeEarliestDate(Date.now(), {});
const day = (offset: number) => addDays(earliest(), offset);
const dateParts = (attributeId: number, date: string) => {
  const [year, month, dayOfMonth] = date.split('-').map(Number);
  return { [`product_attribute_${attributeId}_day`]: String(dayOfMonth), [`product_attribute_${attributeId}_month`]: String(month), [`product_attribute_${attributeId}_year`]: String(year) };
};
const variants = (browser: Browser, fields: Record<string, string>) => browser.postForm('/DynamicPricingCalendar/GetProductVariants', fields);
const range = (productId: number, start: string, end: string, extra: Record<string, string> = {}) => ({ 'Filter.ProductId': String(productId), 'Filter.StartDate': start, 'Filter.EndDate': end, ...extra });
const today = () => resortNow(Date.now()).date;
const context = () => ({ today: today(), earliest: earliest(), seasonEnd: SEASON.EndDate, byDaysToArrival: true });

async function calendar(browser: Browser, productId: number, start: string, end: string, extra: Record<string, string> = {}) {
  const response = await variants(browser, range(productId, start, end, extra));
  expect(response.status).toBe(200);
  return pricingDays(pricingAnswerSchema.parse(await response.json()), context());
}

describe('POST /DynamicPricingCalendar/GetProductVariants', () => {
  it('answers the range with each day’s tiers: the early price three weeks ahead, tiers that fill as the day sells, sold-out days', async () => {
    const days = await calendar(guest, 3, day(0), day(30));
    expect(days.get(day(2))?.state).toBe('sold-out');
    expect(days.get(day(3))).toMatchObject({ state: 'low', count: 8 });
    expect(days.get(day(1))).toMatchObject({ state: 'available', price: 99, percentSaved: 23, leftAtPrice: null });
    // The window sold 44 of the first 50: 6 left at $99; 145 sold: 5 left of the next 100 at $109.
    expect(days.get(day(5))).toMatchObject({ price: 99, leftAtPrice: 6 });
    expect(days.get(day(6))).toMatchObject({ price: 109, leftAtPrice: 5 });
    expect(days.get(day(7))).toMatchObject({ price: 119, leftAtPrice: null });
    // Bought today, a day 21 days away or more costs the early price.
    expect(days.get(day(30))).toMatchObject({ price: 89, percentSaved: 31 });
    expect(days.has(day(31))).toBe(false);
  });

  it('prices the days with the chosen values’ adjustments', async () => {
    const days = await calendar(guest, 3, day(1), day(1), { 'Filter.AttributeIds[0]': '3022' });
    expect(days.get(day(1))?.price).toBe(59);
  });

  it('turns bad filters away with 400 and a message', async () => {
    const cases: [Record<string, string>, string][] = [
      [range(3, '2027-02-30', '2027-03-01'), 'Enter a valid start date (YYYY-MM-DD).'],
      [range(3, '2027-01-10', '2027-01-09'), 'The end date must not be before the start date.'],
      [range(3, '2027-01-01', '2027-03-04'), 'Ask for at most 62 days at a time.'],
      [range(3, '2027-01-01', '2027-01-31', { 'Filter.AttributeIds[0]': '9999' }), 'Unknown attribute value.'],
      [range(3, '2027-01-01', '2027-01-31', { 'Filter.AttributeIds[0]': '-1' }), 'Invalid attribute value.'],
      [range(3, '2027-01-01', '2027-01-31', { Other: 'x' }), 'Unknown field.'],
      [{ ...range(3, '2027-01-01', '2027-01-31'), 'Filter.ProductId': '1e3' }, 'Invalid product id.'],
    ];
    for (const [fields, message] of cases) {
      const response = await variants(guest, fields);
      expect({ status: response.status, message: (await json(response)).message }).toEqual({ status: 400, message });
    }
    expect((await variants(guest, range(999, '2027-01-01', '2027-01-31'))).status).toBe(404);
  });

  it('tells the truth after a purchase: the day’s last tickets at a price move it to the next tier, and the cart keeps the price paid', async () => {
    const before = await calendar(guest, 3, day(5), day(5));
    expect(before.get(day(5))).toMatchObject({ price: 99, leftAtPrice: 6, count: 356 });
    const added = await addToCart(guest, 3, { ...dateParts(301, day(5)), product_attribute_302: '3021', 'addtocart_3.EnteredQuantity': '6' });
    expect(added.status).toBe(200);
    const after = await calendar(guest, 3, day(5), day(5));
    expect(after.get(day(5))).toMatchObject({ price: 109, count: 350 });
    const item = (await guest.cart()).Items.find((candidate) => candidate.ProductId === 3);
    expect(item?.UnitPrice).toBe(99);
  });

  it('prices the attribute change by the chosen day, and a 3-day ticket by its three days', async () => {
    const one = attributeChangeSchema.parse(await (await guest.postForm('/shoppingcart/productdetails_attributechange?productId=3', { ...dateParts(301, day(30)), product_attribute_302: '3021' })).json());
    expect(one.priceValue).toBe(89);
    // Three days from 20 days ahead: the first at $99 (the early price starts 21 days ahead), the next two at $89.
    const start = addDays(today(), 20);
    expect(daysToArrival(today(), start)).toBe(20);
    const three = attributeChangeSchema.parse(await (await guest.postForm('/shoppingcart/productdetails_attributechange?productId=13', dateParts(1301, start))).json());
    expect(three.priceValue).toBe(99 + 89 * 2);
    // The sold-out day lies inside a range starting the day before it.
    const refused = await addToCart(guest, 13, dateParts(1301, day(1)));
    expect(refused.status).toBe(400);
    expect((await json(refused)).message).toMatch(/^3-Day Lift Ticket is sold out for /);
  });
});

describe('the 4-day flex lift ticket: up to four separate days', () => {
  const { id, attributeId, days: most } = FLEX_TICKET;
  /** `count` days three apart from 4 days after the earliest date (clear of the sold-out third day). */
  const chosen = (count: number) => Array.from({ length: count }, (_, index) => day(4 + index * 3));
  const form = (dates: readonly string[]) => ({ ...(dates[0] ? dateParts(attributeId, dates[0]) : {}), [`rental_start_date_${attributeId}`]: dates.join('|') });
  const change = async (dates: readonly string[]) => guest.postForm(`/shoppingcart/productdetails_attributechange?productId=${id}`, form(dates));

  it('prices 1, 3 and 4 days as the sum of each day’s price today, and refuses none or a fifth with a message', async () => {
    const all = chosen(most + 1);
    const prices = await calendar(guest, id, all[0] as string, all[most] as string);
    const sum = (dates: readonly string[]) => dates.reduce((total, date) => total + (prices.get(date)?.price ?? Number.NaN), 0);
    // The list price is for four days: a day saves against a quarter of it ($129).
    for (const date of all) expect(prices.get(date)?.percentSaved).toBe(percentSaved(prices.get(date)?.price ?? 0, 129));
    for (const count of [1, most - 1, most]) {
      const answer = attributeChangeSchema.parse(await (await change(chosen(count))).json());
      expect({ count, price: answer.priceValue, days: answer.numberOfDays, separate: answer.isNonConsecutiveMultiDay }).toEqual({ count, price: sum(chosen(count)), days: count, separate: true });
    }
    for (const response of [await change(all), await addToCart(guest, id, form(all))]) {
      expect({ status: response.status, message: (await json(response)).message }).toEqual({ status: 400, message: `Choose up to ${most} days for Ski Days.` });
    }
    const none = await addToCart(guest, id, {});
    expect({ status: none.status, message: (await json(none)).message }).toEqual({ status: 400, message: 'Please enter Ski Days.' });
    const soldOut = await addToCart(guest, id, form([day(1), day(2)]));
    expect((await json(soldOut)).message).toMatch(/^4-Day Flex Lift Ticket is sold out for /);
  });

  it('puts four days in the cart at their prices, and each of them has fewer left', async () => {
    const dates = chosen(most);
    const before = await calendar(guest, id, dates[0] as string, dates[most - 1] as string);
    const added = await addToCart(guest, id, { ...form(dates), [`addtocart_${id}.EnteredQuantity`]: '2' });
    expect(added.status).toBe(200);
    const item = (await guest.cart()).Items.find((candidate) => candidate.ProductId === id);
    expect(item?.UnitPrice).toBe(dates.reduce((total, date) => total + (before.get(date)?.price ?? Number.NaN), 0));
    expect(item?.AttributeInfo).toBe(`Ski Days: ${dates.join('|')}`);
    const after = await calendar(guest, id, dates[0] as string, dates[most - 1] as string);
    expect(dates.map((date) => (before.get(date)?.count ?? 0) - (after.get(date)?.count ?? 0))).toEqual([2, 2, 2, 2]);
    // The days between them are untouched.
    expect(after.get(day(5))?.count).toBe(before.get(day(5))?.count);
  });
});

describe('activity times', () => {
  it('answers each day’s slots with what they have left, and refuses a sold-out slot', async () => {
    const product = productDetailsSchema.parse(await (await guest.get('/api/productdetails/guided-snowshoe-tour')).json());
    expect(product.ActivityTimes?.[day(1)]).toEqual([
      { Time: '9:00 AM', AvailableInventory: 12, ValueId: 5021 },
      { Time: '1:00 PM', AvailableInventory: 8, ValueId: 5022 },
    ]);
    expect(product.ActivityTimes?.[day(2)]?.map((slot) => slot.AvailableInventory)).toEqual([12, 0]);
    const refused = await addToCart(guest, 5, { ...dateParts(501, day(2)), product_attribute_502: '5022' });
    expect(refused.status).toBe(400);
    expect((await json(refused)).message).toMatch(/^Guided Snowshoe Tour at 1:00 PM is sold out for /);
    expect((await addToCart(guest, 5, { ...dateParts(501, day(2)), product_attribute_502: '5021' })).status).toBe(200);
  });
});

describe('reservations', () => {
  async function members(browser: Browser, date: string) {
    const response = await browser.request('/api/product/assignablecontact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', RequestVerificationToken: await browser.token() },
      body: JSON.stringify({ ProductId: 14, Filters: [{ ProductAttributeId: 1401, ProductAttributeValue: date }] }),
    });
    return assignableMembersSchema.parse(await response.json());
  }

  it('counts a member’s reservations against the maximum, and cancelling one frees a place', async () => {
    const browser = new Browser(() => handle.store);
    await browser.signIn('shopper@example.com', SEED_PASSWORD);
    const list = await members(browser, day(12));
    const jordan = list.find((member) => member.FirstName === 'Jordan');
    expect(jordan?.IsAssignable).toBe(false);
    expect(Array.isArray(jordan?.ReservationDatesInfo) && jordan.ReservationDatesInfo.map((reservation) => reservation.Date)).toEqual([day(10), day(17)]);
    const refused = await addToCart(browser, 14, { ...dateParts(1401, day(12)), product_attribute_1402: '14021', 'addtocart_14.LegacyContactId': String(jordan?.ContactInfoId) });
    expect((await json(refused)).message).toBe('Jordan already holds 2 of 2 reservations for First Tracks Breakfast.');

    const first = Array.isArray(jordan?.ReservationDatesInfo) ? jordan.ReservationDatesInfo[0] : undefined;
    const fields = { AccessCode: first?.AccessCode ?? '', TransactionID: first?.TransactionID ?? '', TransactionLine: String(first?.TransactionLine), Date: first?.Date ?? '' };
    // A guest, and another customer, cannot cancel it.
    expect((await guest.postForm('/api/entitlement/reservation/cancel/14', fields)).status).toBe(401);
    const other = new Browser(() => handle.store);
    await other.signIn('admin@example.com', SEED_PASSWORD);
    expect((await other.postForm('/api/entitlement/reservation/cancel/14', fields)).status).toBe(404);
    expect((await browser.postForm('/api/entitlement/reservation/cancel/14', { ...fields, TransactionLine: '0' })).status).toBe(400);
    expect((await browser.postForm('/api/entitlement/reservation/cancel/14', fields)).status).toBe(200);
    expect((await browser.postForm('/api/entitlement/reservation/cancel/14', fields)).status).toBe(404);
    expect((await members(browser, day(12))).find((member) => member.FirstName === 'Jordan')?.IsAssignable).toBe(true);
  });
});
