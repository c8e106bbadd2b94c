/**
 * The admin's calendar dates: `YYYY-MM-DD` as the server takes them (a real date, checked by
 * `src/core/dates.ts`), shown like `Jan 05 2024` in US English and `5 janv. 2024` in French
 * (`src/ui/admin/admin-date.ts`), and `--` for anything that is not a date.
 * Ranges include both their ends, so two ranges touch when the second starts the day after the
 * first ends.
 */
import { addDays, calendarDate, dayNumber } from '../../../src/core/dates.ts';
import { formatLabel } from '../../../src/core/labels.ts';
import { adminDate, INVALID_DATE_TEXT, type AdminDateForm } from '../../../src/ui/admin/admin-date.ts';

export { INVALID_DATE_TEXT } from '../../../src/ui/admin/admin-date.ts';

export { dayNumber, fromDayNumber } from '../../../src/core/dates.ts';

/**
 * A date as the server is sent it: `YYYY-MM-DD`. Takes a calendar date or a timestamp that starts
 * with one (`2024-01-05T00:00:00`); anything else (blank, null, not a real date) gives ''.
 */
export function toApiDate(value: string | null | undefined): string {
  return calendarDate((value ?? '').slice(0, 10)) ?? '';
}

/** `Jan 05 2024` (or another staff form) in `locale`, and `--` for anything that is not a date. */
export function displayDate(value: string | null | undefined, locale = 'en-US', form: AdminDateForm = 'admin'): string {
  const date = toApiDate(value);
  return adminDate(date === '' ? null : date, locale, form);
}

/** The words a period's open end is read with. */
export interface PeriodWords {
  'schedules.periodFrom': string;
  'schedules.periodUntil': string;
}

/**
 * A period's two dates as a person reads them (`Dec 03 2026 – Jan 31 2027`). A range being written
 * may have only one end yet: `from Dec 03 2026` (`à partir du 3 déc. 2026`) or `until Jan 31 2027`,
 * never a bare `--` for the missing one. Neither end: null, for the caller to say (or not) that
 * there is no date.
 */
export function periodText(start: string | null | undefined, end: string | null | undefined, words: PeriodWords, date: (value: string | null | undefined) => string): string | null {
  const from = date(start);
  const until = date(end);
  const known = (text: string) => text !== INVALID_DATE_TEXT;
  if (known(from) && known(until)) return `${from} – ${until}`;
  if (known(from)) return formatLabel(words['schedules.periodFrom'], { date: from });
  if (known(until)) return formatLabel(words['schedules.periodUntil'], { date: until });
  return null;
}

/** The day after `today` (the resort's), where a schedule's first new range starts. */
export function tomorrow(today: string): string {
  return addDays(today, 1);
}

/** Days from `from` to `to` (`to` − `from`), or null when either is not a date. */
export function daysBetween(from: string, to: string): number | null {
  const a = dayNumber(from);
  const b = dayNumber(to);
  return a === null || b === null ? null : b - a;
}
