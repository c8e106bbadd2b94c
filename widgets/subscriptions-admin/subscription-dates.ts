/**
 * The subscriptions admin's dates: shown as month/day/year in US English (`3/5/2026`), the store's
 * own form in French (`5 mars 2026`; `src/ui/admin/admin-date.ts`), exported in the locale's
 * numeric form, and `--` for anything that is not a date; a type's created and updated times are
 * ISO timestamps, shown by their day.
 * Today is the resort's (`storeToday`), the day the store's check of a next payment date uses.
 */
import { calendarDateAtStart, dateText } from '../../src/core/dates.ts';
import { INVALID_DATE_TEXT } from '../../src/ui/admin/admin-date.ts';

export const INVALID_DATE = INVALID_DATE_TEXT;

/**
 * A date in the types export (`2026-03-05` or `2026-03-05T15:00:00Z`): the locale's `numeric` form,
 * `3/5/2026` in US English (month/day/year, as the table shows it) and `05/03/2026` in French,
 * which a spreadsheet in the store's language reads as a date (the table's French form names the
 * month in words, which a spreadsheet keeps as text). The spec writes the table's dates as
 * month/day/year, the US English form, and prescribes no form for the export, so the file follows
 * the store's locale. `--` when it is not a date, as in the table.
 */
export function exportDate(value: string | null | undefined, locale: string): string {
  const date = calendarDateAtStart(value);
  return date === null ? INVALID_DATE : dateText(date, locale, 'numeric');
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
