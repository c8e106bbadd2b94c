/**
 * The subscriptions admin's dates: shown as month/day/year in US English (`3/5/2026`), the store's
 * own form in French (`5 mars 2026`; `src/ui/admin/admin-date.ts`), and `--` for anything that is
 * not a date; a type's created and updated times are ISO timestamps, shown by their day.
 * Today is the resort's (`storeToday`), the day the store's check of a next payment date uses.
 */
import { calendarDateAtStart } from '../../src/core/dates.ts';
import { adminDate, INVALID_DATE_TEXT } from '../../src/ui/admin/admin-date.ts';

export const INVALID_DATE = INVALID_DATE_TEXT;

/** `2026-03-05` or `2026-03-05T15:00:00Z` as `3/5/2026` (`5 mars 2026` in French); `--` when it is not a date. */
export function monthDayYear(value: string | null | undefined, locale = 'en-US'): string {
  return adminDate(value, locale, 'adminNumeric');
}

/**
 * A next payment date the admin may set: a real date that is today or later. A past date is
 * ignored (the store refuses it too).
 */
export function nextPaymentProblem(value: string, today: string): 'required' | 'past' | null {
  const date = calendarDateAtStart(value);
  if (date === null || date !== value.trim()) return 'required';
  return date < today ? 'past' : null;
}
