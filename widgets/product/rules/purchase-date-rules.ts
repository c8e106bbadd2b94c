/**
 * The earliest date a product can be bought for, from the current time at the resort: today at the
 * resort plus the product's cutoff days (`[Cutoff Days]`, default 0); once the resort's clock is
 * past the cutoff time (`[Cutoff Time]`, else the season's `ProductCutoffTime`, default 23:59) one
 * day more; the result clamped into the season (`SeasonSettings.StartDate` … `EndDate`).
 *
 * The resort's time comes from `DefaultStoreTimeZoneOffset` (hours from UTC; minutes when beyond
 * ±14), so a shopper whose own clock is on another calendar day, or in a zone changing to or from
 * daylight saving, gets the resort's answer. Without an offset the browser's own zone is used.
 *
 * Plain functions of their input and `now`: the widget and the demo store use this one copy (the
 * store checks it again at add-to-cart and at checkout).
 */
import { calendarDate, dayNumber, fromDayNumber, parseTimeOfDay, resortClock, type TimeZoneOffset } from '../../../src/core/dates.ts';

export const DEFAULT_CUTOFF_TIME = '23:59';
const DAY_SECONDS = 86_400;
/** Cutoff days beyond a year are a typing slip: read as a year. */
const MAX_CUTOFF_DAYS = 366;

export interface PurchaseDateInput {
  now: number;
  timeZoneOffset: TimeZoneOffset;
  /** `[Cutoff Time]`, or the season's `ProductCutoffTime`; the time pattern; 23:59 when missing or unreadable. */
  cutoffTime?: string | null | undefined;
  /** `[Cutoff Days]`: whole days of notice; 0 when missing or unreadable. */
  cutoffDays?: number | string | null | undefined;
  seasonStart?: string | null | undefined;
  seasonEnd?: string | null | undefined;
}

/** `[Cutoff Days]` as a whole number of days (0 for anything else). */
export function cutoffDaysOf(value: number | string | null | undefined): number {
  const number = typeof value === 'string' ? (/^\s*\d{1,4}\s*$/.test(value) ? Number(value) : Number.NaN) : value ?? 0;
  return Number.isInteger(number) && number > 0 ? Math.min(number, MAX_CUTOFF_DAYS) : 0;
}

/** The cutoff as seconds after midnight (23:59 when missing or not a time). */
export function cutoffSecondsOf(value: string | null | undefined): number {
  return parseTimeOfDay(value) ?? (parseTimeOfDay(DEFAULT_CUTOFF_TIME) as number);
}

/** Today at the resort plus the notice the product needs, before the season's clamp. */
function noticeDay(input: PurchaseDateInput): number {
  const clock = resortClock(input.now, input.timeZoneOffset);
  const cutoff = cutoffSecondsOf(input.cutoffTime);
  // Past the cutoff (23:59 → from 23:59:01) the day is as good as over.
  const late = clock.seconds > cutoff && cutoff < DAY_SECONDS ? 1 : 0;
  return (dayNumber(clock.date) as number) + cutoffDaysOf(input.cutoffDays) + late;
}

/** The earliest purchase date, `YYYY-MM-DD`. */
export function earliestPurchaseDate(input: PurchaseDateInput): string {
  let day = noticeDay(input);
  const start = dayNumber(calendarDate(input.seasonStart));
  const end = dayNumber(calendarDate(input.seasonEnd));
  if (start !== null) day = Math.max(day, start);
  if (end !== null && (start === null || end >= start)) day = Math.min(day, end);
  return fromDayNumber(day);
}

/**
 * Whether `date` can still be bought: on or after the earliest purchase date, inside the season,
 * and never a day whose notice has passed (after the season's end the clamp would offer its last
 * day, which is gone).
 */
export function isPurchasableDate(date: string, input: PurchaseDateInput): boolean {
  const day = dayNumber(date);
  if (day === null) return false;
  const start = dayNumber(calendarDate(input.seasonStart));
  const end = dayNumber(calendarDate(input.seasonEnd));
  return (
    day >= (dayNumber(earliestPurchaseDate(input)) as number) &&
    day >= noticeDay(input) &&
    (start === null || day >= start) &&
    (end === null || day <= end)
  );
}
