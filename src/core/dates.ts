/**
 * Calendar dates as the store writes them, `YYYY-MM-DD`, and the resort's clock: one home for the
 * rules every widget and the demo store share. A "real" date exists on the calendar (no February
 * 30th); a value that only starts with one (`2024-01-05T00:00:00`, the legacy timestamps) is read
 * for its date where the caller says so.
 *
 * "Today" is the resort's: page data's `DefaultStoreTimeZoneOffset` is a fixed offset from UTC
 * (hours; a few hosts write minutes), so the resort's day turns over at its own midnight whatever
 * the browser's zone and whichever day the browser's clocks change. Only without an offset does
 * the machine's own zone decide. Days are counted on the calendar, never as 24-hour steps of a
 * local clock, which lose or gain an hour on those days.
 */

const DATE_AT_START = /^(\d{4})-(\d{2})-(\d{2})/;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** No zone is more than 14 hours from UTC: a larger offset is written in minutes (-420 for -7). */
const MAX_OFFSET_HOURS = 14;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The day number (days since 1970-01-01) of year, month and day, or null when no such date exists. */
function dayFromParts(year: number, month: number, day: number): number | null {
  if (![year, month, day].every(Number.isInteger)) return null;
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  // Date.UTC maps years 0–99 to 1900–1999: the check below refuses them with every other non-date.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return time / DAY_MS;
}

/** `value` when it is exactly a real `YYYY-MM-DD` date, otherwise null. */
export function calendarDate(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length !== 10) return null;
  return calendarDateAtStart(value);
}

/**
 * The real `YYYY-MM-DD` date that `value` starts with (a date or a timestamp), or null. Spaces
 * around it are ignored.
 */
export function calendarDateAtStart(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const match = DATE_AT_START.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return dayFromParts(year, month, day) === null ? null : `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** True when `value` is exactly a real `YYYY-MM-DD` date. */
export function isCalendarDate(value: string | null | undefined): value is string {
  return calendarDate(value) !== null;
}

/** Days since 1970-01-01 of a real `YYYY-MM-DD` date, or null; for comparing and counting days. */
export function dayNumber(value: string | null | undefined): number | null {
  const date = calendarDate(value);
  return date === null ? null : Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

/** The `YYYY-MM-DD` date of a day number. */
export function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** A real date from its parts (as a legacy day/month/year picker posts them), or null. */
export function dateFromParts(year: number, month: number, day: number): string | null {
  return dayFromParts(year, month, day) === null ? null : `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * `date` moved by `days` calendar days. Callers hold a real date (check input with `calendarDate`
 * first): anything else is a mistake in the code, so it throws rather than invent a day.
 */
export function addDays(date: string, days: number): string {
  const day = dayNumber(date);
  if (day === null || !Number.isInteger(days)) throw new RangeError(`addDays(${JSON.stringify(date)}, ${days}): not a calendar date and a whole number of days`);
  return fromDayNumber(day + days);
}

/** The day of the week of a real date, 0 (Sunday) to 6 (Saturday), or null. */
export function weekday(date: string | null | undefined): number | null {
  const day = dayNumber(date);
  // 1970-01-01, day 0, was a Thursday.
  return day === null ? null : (((day + 4) % 7) + 7) % 7;
}

/** How many days `month` (1–12) of `year` has. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Page data `DefaultStoreTimeZoneOffset`: hours from UTC (minutes beyond ±14); null when the host gives none. */
export type TimeZoneOffset = number | null | undefined;

export interface ResortClock {
  /** Today at the resort, `YYYY-MM-DD`. */
  date: string;
  /** Seconds since the resort's midnight. */
  seconds: number;
}

/** The resort's offset from UTC in milliseconds, or null when unknown. */
function offsetMs(offset: TimeZoneOffset): number | null {
  if (offset === null || offset === undefined || !Number.isFinite(offset)) return null;
  return Math.abs(offset) > MAX_OFFSET_HOURS ? offset * 60_000 : offset * HOUR_MS;
}

/** The calendar date of `at` in this machine's own time zone (the browser's, or the server's). */
export function localDate(at: Date | number): string {
  const local = new Date(at);
  return `${pad(local.getFullYear(), 4)}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/**
 * The date and time of day at the resort at `now` (milliseconds since the epoch), from its fixed
 * offset; in this machine's own zone when the offset is unknown.
 */
export function resortClock(now: number, timeZoneOffset: TimeZoneOffset): ResortClock {
  const shift = offsetMs(timeZoneOffset);
  if (shift === null) {
    const local = new Date(now);
    return { date: localDate(local), seconds: local.getHours() * 3600 + local.getMinutes() * 60 + local.getSeconds() };
  }
  const at = new Date(now + shift);
  return { date: at.toISOString().slice(0, 10), seconds: at.getUTCHours() * 3600 + at.getUTCMinutes() * 60 + at.getUTCSeconds() };
}

/**
 * Midnight of a real date on this machine's own clock, for a date picker that works in local
 * `Date`s (react-day-picker): `localDate` of the answer is `date` again.
 */
export function localMidnight(date: string): Date {
  const real = calendarDate(date);
  if (real === null) throw new RangeError(`localMidnight(${JSON.stringify(date)}): not a calendar date`);
  const [year, month, day] = real.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** Today's date (`YYYY-MM-DD`) at the resort. */
export function resortToday(now: number, timeZoneOffset: TimeZoneOffset): string {
  return resortClock(now, timeZoneOffset).date;
}
