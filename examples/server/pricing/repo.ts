/**
 * The dynamic price day list, from the database.
 *
 * A day's tiers come from the product's price levels that cover it. A tier that tracks the number
 * sold is filled in priority order by what the day has sold (its capacity less what is left: the
 * ticket window's sales and the carts' holds), so a purchase moves the day to its next tier. The
 * price of a choice is the tier the shared rule (`widgets/product/rules/pricing-rules.ts`) picks for
 * buying today, plus the chosen values' adjustments.
 */
import type { DayPriceInput } from '../../../widgets/product/dates/pricing-schemas.ts';
import { currentTier, percentSaved } from '../../../widgets/product/rules/pricing-rules.ts';
import { dayPriceSchema } from '../../../widgets/product/dates/pricing-schemas.ts';
import type { StoredSelection } from '../catalog/selections.ts';
import { bookedDates } from '../buying/product-form.ts';
import type { Sql } from '../db/db.ts';
import { centsToAmount } from '../platform/money.ts';
import type { CatalogProduct } from '../catalog/catalog.ts';
import { multiDay, specification } from '../catalog/product-rules.ts';
import { dayInventory } from '../buying/repo.ts';
import { addDays } from '../../../src/core/dates.ts';
import { toCents } from '../../../src/core/money.ts';

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
    cents += toCents(tier.InventoryPriceListLevelPrice);
  }
  return cents;
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
