import { calendarDate, dateFromParts, weekday } from '../../../src/core/dates.ts';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The years the store takes a date in: anything else is a typing slip, not a booking. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2100;

const inRange = (date: string | null) => (date !== null && Number(date.slice(0, 4)) >= FIRST_YEAR && Number(date.slice(0, 4)) <= LAST_YEAR ? date : null);

/** A real calendar date written `YYYY-MM-DD` (years 1900–2100), or null. */
export function parseIsoDate(value: string): string | null {
  return inRange(calendarDate(value));
}

/** Day, month and year as the legacy date picker posts them, checked to be a real date. */
export function fromParts(year: number, month: number, day: number): string | null {
  return inRange(dateFromParts(year, month, day));
}

/** `Saturday` for a Saturday; '' for what is not a date. */
export function weekdayOf(isoDate: string): string {
  const day = weekday(isoDate);
  return day === null ? '' : (WEEKDAYS[day] ?? '');
}
