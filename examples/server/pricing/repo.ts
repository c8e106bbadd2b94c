/**
 * The dynamic price day list, activity time slots and reservations, from the database.
 *
 * A day's tiers come from the product's price levels that cover it. A tier that tracks the number
 * sold is filled in priority order by what the day has sold (its capacity less what is left: the
 * ticket window's sales and the carts' holds), so a purchase moves the day to its next tier. The
 * price of a choice is the tier the shared rule (`widgets/product/pricing-rules.ts`) picks for
 * buying today, plus the chosen values' adjustments.
 */
import type { DayPriceInput } from '../../../widgets/product/pricing-schemas.ts';
import { currentTier, percentSaved } from '../../../widgets/product/pricing-rules.ts';
import { dayPriceSchema } from '../../../widgets/product/pricing-schemas.ts';
import { storedSelectionsSchema, type StoredSelection } from '../cart/cart.ts';
import { bookedDates } from '../buying/product-form.ts';
import type { Sql } from '../db/db.ts';
import { centsToAmount } from '../platform/money.ts';
import type { CatalogProduct } from '../catalog/catalog.ts';
import { addDays, multiDay, specification } from '../catalog/product-rules.ts';
import { dayInventory } from '../buying/repo.ts';

interface LevelRow {
  start_date: string;
  end_date: string;
  priority: number;
  number: number;
  track_number_sold: boolean;
  price_cents: number;
}

const yes = (value: string | null) => /^(yes|true|1)$/i.test(value ?? '');

/** The pricing flags a product carries as specifications. */
export function pricingFlags(product: Pick<CatalogProduct, 'specifications'>) {
  const { days, consecutive, separate } = multiDay(product);
  return {
    showCalendar: yes(specification(product, 'ShowPricingCalendarView')),
    byDaysToArrival: yes(specification(product, 'IsDynamicPriceDaysToArrival')),
    numberOfDays: days,
    consecutive,
    nonConsecutive: separate,
  };
}

export interface DayPricing {
  /** What each day has left, for days the product sells. */
  counts: Record<string, number>;
  /** The dynamic price day list: every tier of every day from `start` to `end`. */
  dayPriceLists: DayPriceInput[];
}

/**
 * Every tier of every day from `start` to `end`; `adjustmentCents` (the chosen values') is added
 * to each tier's price and the saving is against the window price with the same adjustments.
 */
export async function dayPricing(sql: Sql, product: CatalogProduct, start: string, end: string, adjustmentCents = 0): Promise<DayPricing> {
  const levels = await sql.query<LevelRow>(
    `select to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date, priority, number, track_number_sold, price_cents
       from product_price_levels where product_id = $1 and start_date <= $3 and end_date >= $2 order by priority, id`,
    [product.id, start, end],
  );
  const capacity = await sql.query<{ date: string; capacity: number }>(
    `select to_char(date, 'YYYY-MM-DD') as date, capacity from product_date_inventory where product_id = $1 and date between $2 and $3`,
    [product.id, start, end],
  );
  const left = (await dayInventory(sql, product)) ?? {};
  const counts: Record<string, number> = {};
  const capacityOf = new Map(capacity.rows.map((row) => [row.date, row.capacity]));
  // A multi-day product's list price is for all its days: a day saves against its share of it.
  const windowCents = Math.max(0, Math.round(product.priceCents / multiDay(product).days) + adjustmentCents);
  const dayPriceLists: DayPriceInput[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) {
    const dayCapacity = capacityOf.get(date);
    if (dayCapacity !== undefined) counts[date] = left[date] ?? 0;
    let sold = dayCapacity === undefined ? 0 : Math.max(0, dayCapacity - (left[date] ?? 0));
    for (const level of levels.rows) {
      if (date < level.start_date || date > level.end_date) continue;
      const cents = Math.max(0, level.price_cents + adjustmentCents);
      const numberSold = level.track_number_sold ? Math.min(level.number, sold) : 0;
      if (level.track_number_sold) sold -= numberSold;
      dayPriceLists.push({
        Date: date,
        Number: level.number,
        NumberSold: numberSold,
        InventoryPriceListLevelPrice: centsToAmount(cents),
        InventoryPriceListLevelPercentSaved: percentSaved(cents, windowCents),
        InventoryPriceListLevelNumberRemaining: level.track_number_sold ? level.number - numberSold : null,
        Priority: level.priority,
        TrackNumberSold: level.track_number_sold,
      });
    }
  }
  return { counts, dayPriceLists };
}

/**
 * The price in cents of one of each of `dates` bought today, with the chosen values' adjustments;
 * null when the product has no price levels for one of them (it keeps its list price then).
 */
export async function datesPriceCents(sql: Sql, product: CatalogProduct, dates: readonly string[], today: string, adjustmentCents: number): Promise<number | null> {
  if (dates.length === 0) return null;
  const sorted = [...dates].sort();
  const pricing = await dayPricing(sql, product, sorted[0] as string, sorted[sorted.length - 1] as string, adjustmentCents);
  if (pricing.dayPriceLists.length === 0) return null;
  const byDaysToArrival = pricingFlags(product).byDaysToArrival;
  let cents = 0;
  for (const date of sorted) {
    const tiers = pricing.dayPriceLists.filter((tier) => tier.Date === date).map((tier) => dayPriceSchema.parse(tier));
    const tier = currentTier(tiers, date, today, byDaysToArrival);
    if (!tier) return null;
    cents += Math.round(tier.InventoryPriceListLevelPrice * 100);
  }
  return cents;
}

export interface SlotLeft {
  valueId: number;
  capacity: number;
  left: number;
}

/** An activity's slots per day and what each has left (capacity less the carts' holds for that day and slot). */
export async function activitySlotsLeft(sql: Sql, product: CatalogProduct): Promise<Map<string, SlotLeft[]>> {
  const rows = await sql.query<{ date: string; value_id: number; capacity: number }>(
    `select to_char(date, 'YYYY-MM-DD') as date, value_id, capacity from product_activity_times where product_id = $1 order by date, value_id`,
    [product.id],
  );
  const slots = new Map<string, SlotLeft[]>();
  if (rows.rows.length === 0) return slots;
  const held = await sql.query<{ quantity: number; attributes: unknown }>('select quantity, attributes from cart_items where product_id = $1', [product.id]);
  const holds = new Map<string, number>();
  for (const item of held.rows) {
    const parsed = storedSelectionsSchema.safeParse(item.attributes);
    if (!parsed.success) continue;
    const date = parsed.data.map((selection) => selection.date ?? selection.dates?.[0] ?? null).find((value) => value !== null && value !== undefined);
    if (!date) continue;
    for (const selection of parsed.data) if (selection.valueId !== null) holds.set(`${date}/${selection.valueId}`, (holds.get(`${date}/${selection.valueId}`) ?? 0) + item.quantity);
  }
  for (const row of rows.rows) {
    const list = slots.get(row.date) ?? [];
    list.push({ valueId: row.value_id, capacity: row.capacity, left: Math.max(0, row.capacity - (holds.get(`${row.date}/${row.value_id}`) ?? 0)) });
    slots.set(row.date, list);
  }
  return slots;
}

export interface ReservationRow {
  id: number;
  contactId: number;
  date: string;
  accessCode: string;
  transactionId: string;
  transactionLine: number;
}

/** The customer's household's reservations of a product that are not cancelled. */
export async function reservationsOf(sql: Sql, customerId: number, productId: number): Promise<ReservationRow[]> {
  const rows = await sql.query<{ id: number; contact_id: number; date: string; access_code: string; transaction_id: string; transaction_line: number }>(
    `select id, contact_id, to_char(date, 'YYYY-MM-DD') as date, access_code, transaction_id, transaction_line
       from reservations where customer_id = $1 and product_id = $2 and cancelled_at is null order by date, id`,
    [customerId, productId],
  );
  return rows.rows.map((row) => ({ id: row.id, contactId: row.contact_id, date: row.date, accessCode: row.access_code, transactionId: row.transaction_id, transactionLine: row.transaction_line }));
}

/** `ActivityTimes` as the product answer carries them: each day's slots, by the name of their list value. */
export async function activityTimesAnswer(sql: Sql, product: CatalogProduct): Promise<Record<string, { Time: string; AvailableInventory: number; ValueId: number }[]> | null> {
  const slots = await activitySlotsLeft(sql, product);
  if (slots.size === 0) return null;
  const names = new Map(product.attributes.flatMap((attribute) => attribute.values.map((value) => [value.id, value.name] as const)));
  const answer: Record<string, { Time: string; AvailableInventory: number; ValueId: number }[]> = {};
  for (const [date, list] of slots) answer[date] = list.map((slot) => ({ Time: names.get(slot.valueId) ?? '', AvailableInventory: slot.left, ValueId: slot.valueId }));
  return answer;
}

/** The adjustments of the chosen values, in cents. */
export function adjustmentCentsOf(product: CatalogProduct, selections: readonly StoredSelection[]): number {
  let cents = 0;
  for (const selection of selections) {
    if (selection.valueId === null) continue;
    cents += product.attributes.find((attribute) => attribute.id === selection.attributeId)?.values.find((value) => value.id === selection.valueId)?.priceAdjustmentCents ?? 0;
  }
  return cents;
}

/** The unit price of a day-priced choice bought today, or null for a product not priced by the day. */
export async function choiceDayPriceCents(sql: Sql, product: CatalogProduct, selections: readonly StoredSelection[], today: string): Promise<number | null> {
  if (!pricingFlags(product).showCalendar) return null;
  return datesPriceCents(sql, product, bookedDates(product, selections), today, adjustmentCentsOf(product, selections));
}

/** Fixes a day-priced cart item's price (in the add-to-cart transaction). */
export async function fixDayPrice(sql: Sql, itemId: number, cents: number | null): Promise<void> {
  if (cents !== null) await sql.query('update cart_items set day_price_cents = $1 where id = $2', [cents, itemId]);
}

/** A member's reservations of a reservation product: those bought (not cancelled) and those in the cart. */
export interface MemberReservation {
  Date: string;
  AccessCode: string;
  TransactionID: string;
  TransactionLine: number;
  Source: 'order' | 'cart';
  ProductName: string;
}

export async function memberReservations(sql: Sql, customerId: number, product: CatalogProduct, cartId: number | null, exceptItemId: number | null): Promise<Map<number, MemberReservation[]>> {
  const byMember = new Map<number, MemberReservation[]>();
  const add = (contactId: number, reservation: MemberReservation) => byMember.set(contactId, [...(byMember.get(contactId) ?? []), reservation]);
  for (const row of await reservationsOf(sql, customerId, product.id)) {
    add(row.contactId, { Date: row.date, AccessCode: row.accessCode, TransactionID: row.transactionId, TransactionLine: row.transactionLine, Source: 'order', ProductName: product.name });
  }
  if (cartId !== null) {
    const items = await sql.query<{ id: number; contact_id: number | null; attributes: unknown }>(
      'select id, contact_id, attributes from cart_items where cart_id = $1 and product_id = $2 and contact_id is not null order by id',
      [cartId, product.id],
    );
    for (const item of items.rows) {
      if (item.id === exceptItemId || item.contact_id === null) continue;
      const parsed = storedSelectionsSchema.safeParse(item.attributes);
      const date = parsed.success ? (bookedDates(product, parsed.data)[0] ?? '') : '';
      add(item.contact_id, { Date: date, AccessCode: '', TransactionID: `cart-${item.id}`, TransactionLine: 1, Source: 'cart', ProductName: product.name });
    }
  }
  return byMember;
}
