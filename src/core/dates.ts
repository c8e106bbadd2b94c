/**
 * Calendar dates as the store writes them, `YYYY-MM-DD`: one home for the check every widget and
 * the demo store make. A "real" date exists on the calendar (no February 30th); a value that only
 * starts with one (`2024-01-05T00:00:00`, the legacy timestamps) is read for its date where the
 * caller says so.
 */

const DATE_AT_START = /^(\d{4})-(\d{2})-(\d{2})/;
const DAY_MS = 86_400_000;

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
