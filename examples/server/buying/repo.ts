/**
 * Day inventory and the members a product can be assigned to, from the database. What a day has
 * left is its capacity less the quantities held for it in carts; the add-to-cart call reads it and
 * adds its item in one transaction, so two shoppers cannot both take the last ticket.
 */
import { storedSelectionsSchema, type StoredSelection } from '../catalog/selections.ts';
import { loadHousehold, type HouseholdMember } from '../household/repo.ts';
import type { Sql } from '../db/db.ts';
import type { CatalogProduct } from '../catalog/catalog.ts';
import { bookedDates } from './product-form.ts';
import { parseIsoDate } from '../platform/dates.ts';
import { say, sayDate } from '../text/store-text.ts';
import { ageOn } from '../../../src/core/birthdates.ts';

interface HeldItem {
  id: number;
  cartId: number;
  quantity: number;
  contactId: number | null;
  dates: string[];
}

export async function heldItems(sql: Sql, product: CatalogProduct): Promise<HeldItem[]> {
  const result = await sql.query<{ id: number; cart_id: number; quantity: number; contact_id: number | null; attributes: unknown }>(
    'select id, cart_id, quantity, contact_id, attributes from cart_items where product_id = $1',
    [product.id],
  );
  return result.rows.map((row) => {
    const parsed = storedSelectionsSchema.safeParse(row.attributes);
    return { id: row.id, cartId: row.cart_id, quantity: row.quantity, contactId: row.contact_id, dates: parsed.success ? bookedDates(product, parsed.data) : [] };
  });
}

/**
 * What each tracked day has left (`DateInventory`), keyed by `YYYY-MM-DD`; null for a product that
 * does not track inventory by day. `exceptItemId`: an item being edited does not hold its own days.
 */
export async function dayInventory(sql: Sql, product: CatalogProduct, exceptItemId: number | null = null): Promise<Record<string, number> | null> {
  if (!product.isTrackingInventory) return null;
  const capacity = await sql.query<{ date: string; capacity: number }>(
    // What the ticket window already sold that day counts against it too.
    `select to_char(date, 'YYYY-MM-DD') as date, greatest(capacity - sold, 0) as capacity from product_date_inventory where product_id = $1 order by date`,
    [product.id],
  );
  const left: Record<string, number> = {};
  for (const row of capacity.rows) left[row.date] = row.capacity;
  for (const item of await heldItems(sql, product)) {
    if (item.id === exceptItemId) continue;
    for (const date of item.dates) if (date in left) left[date] = Math.max(0, (left[date] as number) - item.quantity);
  }
  return left;
}

export interface MemberCheck {
  member: HouseholdMember;
  /** Why the member cannot be assigned; null when they can. */
  reason: string | null;
}

function ageText(member: HouseholdMember, on: string): string {
  const age = ageOn(member.dateOfBirth, on);
  if (age === null) return '';
  return age >= 18 ? say('msg.member.adult') : say('msg.member.age', { age });
}

export { ageText };

function ageLimitText(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return say('msg.member.ages', { min, max });
  if (min !== null) return say('msg.member.agesFrom', { min });
  return say('msg.member.agesUpTo', { max: max ?? '' });
}

/** Whether the product is bought for a day: a date picker, or a list of dated values. */
function isDated(product: CatalogProduct): boolean {
  return product.attributes.some(
    (attribute) => attribute.controlType === 'Datepicker' || (attribute.controlType === 'RadioList' && attribute.values.some((value) => parseIsoDate(value.name.slice(0, 10)) !== null)),
  );
}

/**
 * Whether each household member can be assigned the product with these selections: their age on
 * the chosen day fits every chosen value's age limits, and they do not already hold the product in
 * this cart (the edited item aside): for a chosen day, or at all for a product of no day.
 */
export async function checkMembers(
  sql: Sql,
  customerId: number,
  product: CatalogProduct,
  selections: readonly StoredSelection[],
  options: { cartId: number | null; exceptItemId: number | null; today: string },
): Promise<MemberCheck[]> {
  const household = await loadHousehold(sql, customerId);
  const dates = bookedDates(product, selections);
  const on = dates[0] ?? options.today;
  const values = selections
    .map((selection) => product.attributes.find((attribute) => attribute.id === selection.attributeId)?.values.find((value) => value.id === selection.valueId))
    .filter((value) => value !== undefined && (value.minAge !== null || value.maxAge !== null));
  // A product for no particular day (a season pass) is one a member has or has not: once in the
  // cart for them, not again. A dated one is held day by day.
  const undated = !isDated(product);
  const held = options.cartId === null || (dates.length === 0 && !undated) ? [] : (await heldItems(sql, product)).filter((item) => item.cartId === options.cartId && item.id !== options.exceptItemId);
  return household.map((member) => {
    const name = `${member.firstName} ${member.lastName}`.trim();
    // A birth date the store cannot read (or one after the day booked) counts as missing.
    const age = ageOn(member.dateOfBirth, on);
    if (age !== null) {
      const misfit = values.find((value) => (value!.minAge !== null && age < value!.minAge) || (value!.maxAge !== null && age > value!.maxAge));
      if (misfit) return { member, reason: say('msg.member.ageMisfit', { name, age, value: misfit.name, ages: ageLimitText(misfit.minAge, misfit.maxAge) }) };
    } else if (values.length > 0) {
      return { member, reason: say('msg.member.noBirthDate', { name }) };
    }
    if (undated && held.some((item) => item.contactId === member.id)) return { member, reason: say('msg.member.alreadyHas', { name, product: product.name }) };
    const taken = dates.find((date) => held.some((item) => item.contactId === member.id && item.dates.includes(date)));
    if (taken) return { member, reason: say('msg.member.alreadyInCart', { name, product: product.name, date: sayDate(taken) }) };
    return { member, reason: null };
  });
}
