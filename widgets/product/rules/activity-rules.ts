/**
 * `[Activity Time]`: the time slots of `ActivityTimes` for the chosen date, each with its flag
 * (sold out at 0, low at or below 11, unavailable when missing or below 1). A time the store wrote
 * outside the time pattern (hours 0–23, minutes and seconds 00–59, optional AM/PM) is left out
 * rather than guessed at; times show as the date pickers write them (`09:00 am`, `formatTimeOfDay`) and in the order of the day. When no slot has
 * availability above 0 the shopper is told there are no times.
 */
import { canBuy, hasAvailableTime, stockState, type StockState } from './inventory-rules.ts';
import type { ActivityTime } from '../product-schemas.ts';
import { formatTimeOfDay, parseTimeOfDay } from '../../../src/core/dates.ts';

export interface ActivitySlot {
  /** The time as the store wrote it: what the form sends when the attribute is not a list. */
  time: string;
  /** `09:00 am` (`hh:ii aa`), or `09 h 00` in French. */
  label: string;
  seconds: number;
  valueId: number | null;
  left: number | null;
  state: StockState;
  choosable: boolean;
}

export function activitySlots(times: Readonly<Record<string, readonly ActivityTime[]>> | null, date: string | null, locale?: string): ActivitySlot[] {
  if (!times || date === null) return [];
  const slots: ActivitySlot[] = [];
  for (const time of times[date] ?? []) {
    const seconds = parseTimeOfDay(time.Time);
    if (seconds === null) continue;
    const state = stockState(time.AvailableInventory);
    slots.push({ time: time.Time.trim(), label: formatTimeOfDay(seconds, locale), seconds, valueId: time.ValueId, left: time.AvailableInventory, state, choosable: canBuy(state) });
  }
  return slots.sort((a, b) => a.seconds - b.seconds);
}

/** True when the date has no slot with availability above 0 ("no times available"). */
export function noTimesAvailable(times: Readonly<Record<string, readonly ActivityTime[]>> | null, date: string | null): boolean {
  if (!times || date === null) return false;
  return !hasAvailableTime(times[date] ?? []);
}
