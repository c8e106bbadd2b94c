/**
 * Inventory flags and the state of a day, as plain functions the widget and the demo store share
 * (the store refuses at add-to-cart, and again at checkout, what these call unbuyable).
 *
 * - sold out when the inventory is 0; low stock at or below 11 ("Only N left"); unavailable when
 *   it is missing or below 1 (the availability threshold);
 * - pricing inventory (what is left at the current price) is low below 10 and none below 1;
 * - activity times are unavailable when none has availability above 0.
 */
import { dayNumber } from '../../../src/core/dates.ts';

export const LOW_STOCK_THRESHOLD = 11;
export const PRICING_LOW_THRESHOLD = 10;
export const AVAILABILITY_THRESHOLD = 1;

export type StockState = 'available' | 'low' | 'sold-out' | 'unavailable';

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The flag for an inventory count; `lowThreshold` is the store's when it sends one. */
export function stockState(inventory: number | null | undefined, lowThreshold: number = LOW_STOCK_THRESHOLD): StockState {
  if (inventory === 0) return 'sold-out';
  if (!isNumber(inventory) || inventory < AVAILABILITY_THRESHOLD) return 'unavailable';
  return inventory <= lowThreshold ? 'low' : 'available';
}

/** Whether a choice in this state can be bought. */
export function canBuy(state: StockState): boolean {
  return state === 'available' || state === 'low';
}

export type PricingState = 'ok' | 'low' | 'none';

/** The flag for what is left at the current price, or null when the store does not say. */
export function pricingState(pricingInventory: number | null | undefined): PricingState | null {
  if (!isNumber(pricingInventory)) return null;
  if (pricingInventory < AVAILABILITY_THRESHOLD) return 'none';
  return pricingInventory < PRICING_LOW_THRESHOLD ? 'low' : 'ok';
}

/** Activity times are offered only when at least one has availability above 0. */
export function hasAvailableTime(times: readonly { AvailableInventory: number | null }[]): boolean {
  return times.some((time) => isNumber(time.AvailableInventory) && time.AvailableInventory > 0);
}

export type DayState = StockState | 'not-offered';

export interface DayRules {
  /** The earliest purchase date (`purchase-date-rules.ts`). */
  earliest: string;
  seasonEnd?: string | null | undefined;
  /** The day's inventory when the product tracks it per day (`DateInventory`); undefined when it does not. */
  inventory?: number | null | undefined;
  lowThreshold?: number | undefined;
}

/**
 * A calendar day: not offered before the earliest purchase date or after the season; otherwise
 * its stock flag (available when the product does not track inventory by day).
 */
export function dayState(date: string, rules: DayRules): DayState {
  const day = dayNumber(date);
  const earliest = dayNumber(rules.earliest);
  const end = dayNumber(rules.seasonEnd);
  if (day === null || (earliest !== null && day < earliest) || (end !== null && day > end)) return 'not-offered';
  if (rules.inventory === undefined) return 'available';
  return stockState(rules.inventory, rules.lowThreshold);
}

/** A date inventory as the store sends it (`DateInventory`), keyed by `YYYY-MM-DD`. */
export type DateInventory = Readonly<Record<string, number | null>>;

/**
 * Date radios: the first date with inventory above 0 on or after the earliest purchase date, or
 * null when none has any.
 */
export function firstAvailableDate(dates: readonly string[], inventory: DateInventory, earliest: string): string | null {
  const from = dayNumber(earliest) ?? Number.NEGATIVE_INFINITY;
  const sorted = [...dates].filter((date) => (dayNumber(date) ?? Number.NEGATIVE_INFINITY) >= from).sort();
  return sorted.find((date) => {
    const count = inventory[date];
    return isNumber(count) && count > 0;
  }) ?? null;
}

/**
 * The selected dates that stand after an inventory update: all of them are cleared when no
 * available date remains, or when one of them has inventory below 1.
 */
export function keptDates(selected: readonly string[], dates: readonly string[], inventory: DateInventory, earliest: string): string[] {
  if (selected.length === 0) return [];
  if (firstAvailableDate(dates, inventory, earliest) === null) return [];
  const dropped = selected.some((date) => {
    const count = inventory[date];
    return !isNumber(count) || count < AVAILABILITY_THRESHOLD;
  });
  return dropped ? [] : [...selected];
}
