/**
 * The pricing calendar's rules, plain functions the widget and the demo store share.
 *
 * - A day has price tiers (the dynamic price day list). Tiers are tried in `Priority` order; the
 *   day's price is the first tier that still applies: a tier that tracks the number sold applies
 *   while it has tickets left (`Number` less `NumberSold`); a days-to-arrival tier applies when the
 *   day is at least `Number` days away — for a product priced by days to arrival
 *   (`IsDynamicPriceDaysToArrival`) that is the price for buying today. Without that flag a
 *   days-to-arrival tier always applies.
 * - What the day has left (`InventoryCounts`) gives its flag as elsewhere: sold out at 0, low at or
 *   below 11, unavailable when missing or below 1; days before the earliest purchase date or after
 *   the season are not offered.
 * - What is left at the current price is shown when it is below the store's threshold (pricing
 *   low: below 10 unless the store sends its own) and above 0.
 * - A consecutive multi-day product covers `NumberOfDays` days from the chosen one, and can start
 *   only where every one of them can be bought; a non-consecutive one takes up to `NumberOfDays`
 *   separate dates.
 */
import { calendarDateAtStart, dayNumber, daysInMonth, fromDayNumber } from '../../../src/core/dates.ts';
import { fromCents, toCents, wholePercent } from '../../../src/core/money.ts';
import { dayState, PRICING_LOW_THRESHOLD, type DayState } from './inventory-rules.ts';

/** A day that can be chosen: available or low. */
export const isChoosable = (state: DayState): boolean => state === 'available' || state === 'low';
import type { DayPrice, PricingAnswer } from '../dates/pricing-schemas.ts';

/** Days from `today` to `date` (0 on the day itself, negative before), or null for a non-date. */
export function daysToArrival(today: string, date: string): number | null {
  const from = dayNumber(today);
  const to = dayNumber(date);
  return from === null || to === null ? null : to - from;
}

export function tierRemaining(tier: DayPrice): number {
  return tier.InventoryPriceListLevelNumberRemaining ?? Math.max(0, tier.Number - tier.NumberSold);
}

/** The tier that prices `date` when bought on `today`, or null when none applies. */
export function currentTier(tiers: readonly DayPrice[], date: string, today: string, byDaysToArrival: boolean): DayPrice | null {
  const ahead = daysToArrival(today, date);
  const sorted = [...tiers].sort((a, b) => a.Priority - b.Priority);
  return (
    sorted.find((tier) => {
      if (tier.TrackNumberSold) return tierRemaining(tier) > 0;
      return !byDaysToArrival || (ahead !== null && ahead >= tier.Number);
    }) ?? null
  );
}

export interface PricingDay {
  state: DayState;
  /** What the day has left in all. */
  count: number | null;
  price: number | null;
  percentSaved: number | null;
  /** What is left at this price, when under the threshold (else null). */
  leftAtPrice: number | null;
}

export interface PricingContext {
  today: string;
  earliest: string;
  seasonEnd: string | null;
  byDaysToArrival: boolean;
}

/** Each day of the answer's range, keyed by `YYYY-MM-DD`. */
export function pricingDays(answer: PricingAnswer, context: PricingContext): Map<string, PricingDay> {
  const tiersByDate = new Map<string, DayPrice[]>();
  for (const tier of answer.variants[0]?.dayPriceLists ?? []) {
    const date = calendarDateAtStart(tier.Date);
    if (date !== null) tiersByDate.set(date, [...(tiersByDate.get(date) ?? []), tier]);
  }
  const threshold = answer.inventoryThreshold ?? PRICING_LOW_THRESHOLD;
  const dates = new Set([...Object.keys(answer.inventory.InventoryCounts).map((date) => calendarDateAtStart(date)).filter((date) => date !== null), ...tiersByDate.keys()]);
  const days = new Map<string, PricingDay>();
  for (const date of dates) {
    const count = answer.inventory.InventoryCounts[date] ?? null;
    const tier = currentTier(tiersByDate.get(date) ?? [], date, context.today, context.byDaysToArrival);
    let state = dayState(date, { earliest: context.earliest, seasonEnd: context.seasonEnd, inventory: count });
    // A day with nothing to sell at any price cannot be bought, whatever its count says.
    if (isChoosable(state) && tier === null) state = 'unavailable';
    const left = tier?.TrackNumberSold ? tierRemaining(tier) : null;
    days.set(date, {
      state,
      count,
      price: tier ? tier.InventoryPriceListLevelPrice : null,
      percentSaved: tier && tier.InventoryPriceListLevelPercentSaved > 0 ? Math.round(tier.InventoryPriceListLevelPercentSaved) : null,
      leftAtPrice: left !== null && left > 0 && left < threshold ? left : null,
    });
  }
  return days;
}

/** The percent saved against the window price, rounded to a whole percent (0 when it is not lower). */
export function percentSaved(price: number, windowPrice: number): number {
  if (!(windowPrice > 0) || !(price < windowPrice)) return 0;
  return wholePercent(windowPrice - price, windowPrice);
}

export interface MonthRange {
  /** `YYYY-MM`, the cache key. */
  key: string;
  start: string;
  end: string;
}

/** The first and last day of the month `date` falls in. */
export function monthRange(date: string): MonthRange {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const last = daysInMonth(year, month);
  const key = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
  return { key, start: `${key}-01`, end: `${key}-${String(last).padStart(2, '0')}` };
}

/** `count` consecutive dates from `start`. */
export function consecutiveDates(start: string, count: number): string[] {
  const first = dayNumber(start);
  if (first === null || count < 1) return [];
  return Array.from({ length: Math.floor(count) }, (_, index) => fromDayNumber(first + index));
}

/** A consecutive range can start on `start` only when every day of it can be bought. */
export function canStartRange(start: string, count: number, stateOf: (date: string) => DayState): boolean {
  const dates = consecutiveDates(start, count);
  return dates.length > 0 && dates.every((date) => isChoosable(stateOf(date)));
}

/** The price of a range, the sum of its days; null when a day has no price. */
export function rangePrice(dates: readonly string[], priceOf: (date: string) => number | null): number | null {
  let cents = 0;
  for (const date of dates) {
    const price = priceOf(date);
    if (price === null) return null;
    cents += toCents(price);
  }
  return fromCents(cents);
}

export interface DateToggle {
  dates: string[];
  /** The date would go past the maximum: the selection stays as it was, and the shopper is told why. */
  refused: boolean;
}

/**
 * Several dates (`[Multiple Dates]`, a non-consecutive multi-day product): a click adds the date
 * (kept sorted) or takes it away. At most `max` dates: "up to NumberOfDays", as the legacy store
 * reads it, so any number from 1 to `max` may be bought (a required field needs one); a date past
 * the maximum is refused, never swapped for one already chosen.
 */
export function toggleDate(selected: readonly string[], date: string, max: number | null): DateToggle {
  if (selected.includes(date)) return { dates: selected.filter((candidate) => candidate !== date), refused: false };
  if (max !== null && selected.length >= max) return { dates: [...selected], refused: true };
  return { dates: [...selected, date].sort(), refused: false };
}

/** The order of the day, month and year in a short date: en-US mm/dd, en-AU and en-CA dd/mm, en-NZ dd/mm/yyyy. */
export function shortDate(date: string, locale: string): string {
  const [year, month, day] = date.split('-') as [string, string, string];
  const tag = locale.toLowerCase();
  if (tag === 'en-nz') return `${day}/${month}/${year}`;
  if (tag === 'en-au' || tag === 'en-ca') return `${day}/${month}`;
  return `${month}/${day}`;
}
