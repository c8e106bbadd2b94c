/**
 * The date field's rules, as plain functions: which selects in which order, which choices, and
 * whether the chosen day, month and year make a date the field accepts.
 *
 * - The parts are in the locale's order: month, day, year for en-US; day, month, year for every
 *   other locale (en-AU, en-CA, en-NZ, …), as the store's date pickers write dates.
 * - Days are always 1 to 31 and months 1 to 12; the date is checked as a real date when all three
 *   are chosen (no 31 April, 29 February only in leap years).
 * - Years: from `max`'s year (this year when there is no max) back over `YEAR_SPAN` years (100: a
 *   birth date), or down to `min`'s year when a min is given.
 */
import { dateFromParts, formatDate, isCalendarDate, monthFirst } from '../../core/dates.ts';

export const YEAR_SPAN = 100;

export type DatePart = 'day' | 'month' | 'year';

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export const EMPTY_PARTS: DateParts = { day: '', month: '', year: '' };

/** The order of the selects for `locale`: the dates module's rule for which locales write the month first. */
export function partOrder(locale: string): readonly DatePart[] {
  return monthFirst(locale) ? ['month', 'day', 'year'] : ['day', 'month', 'year'];
}

export const DAYS: readonly number[] = Array.from({ length: 31 }, (_, index) => index + 1);
export const MONTHS: readonly number[] = Array.from({ length: 12 }, (_, index) => index + 1);

/** Month names in `locale` (January … December; janvier … décembre in French). */
export function monthNames(locale: string): readonly string[] {
  return MONTHS.map((month) => formatDate(`2000-${String(month).padStart(2, '0')}-01`, 'MMMM', locale));
}

/** The years to offer, latest first. */
export function yearChoices(today: string, bounds: { min?: string | null | undefined; max?: string | null | undefined } = {}, span = YEAR_SPAN): readonly number[] {
  const last = Number((isCalendarDate(bounds.max) ? bounds.max : today).slice(0, 4));
  const first = isCalendarDate(bounds.min) ? Number(bounds.min.slice(0, 4)) : last - span + 1;
  const years: number[] = [];
  for (let year = last; year >= first; year -= 1) years.push(year);
  return years;
}

/** The parts of a `YYYY-MM-DD` date (empty parts for anything else). */
export function partsOf(value: string | null | undefined): DateParts {
  if (!isCalendarDate(value)) return EMPTY_PARTS;
  return { year: String(Number(value.slice(0, 4))), month: String(Number(value.slice(5, 7))), day: String(Number(value.slice(8, 10))) };
}

/** The `YYYY-MM-DD` date of the parts, or null when one is missing or they make no real date. */
export function dateOfParts(parts: DateParts): string | null {
  if (parts.day === '' || parts.month === '' || parts.year === '') return null;
  return dateFromParts(Number(parts.year), Number(parts.month), Number(parts.day));
}

export type DateProblem = 'required' | 'incomplete' | 'invalid' | 'too-early' | 'too-late';

/**
 * What is wrong with the chosen parts, or null: nothing chosen is fine unless `required`; some
 * parts but not all is `incomplete`; all three that are no date are `invalid`; a date before `min`
 * or after `max` is `too-early` / `too-late`.
 */
export function dateProblem(parts: DateParts, rules: { required?: boolean | undefined; min?: string | null | undefined; max?: string | null | undefined } = {}): DateProblem | null {
  const chosen = [parts.day, parts.month, parts.year].filter((part) => part !== '').length;
  if (chosen === 0) return rules.required ? 'required' : null;
  if (chosen < 3) return 'incomplete';
  const date = dateOfParts(parts);
  if (date === null) return 'invalid';
  if (isCalendarDate(rules.min) && date < rules.min) return 'too-early';
  if (isCalendarDate(rules.max) && date > rules.max) return 'too-late';
  return null;
}

/**
 * What a form submits for a date field named `name`: the date as `YYYY-MM-DD` under `name`, and
 * its parts under `name_day`, `name_month` and `name_year`, as the store's legacy forms read them.
 * Parts the shopper chose are sent even before the date is complete, as the legacy selects did.
 */
export function dateEntries(name: string, parts: DateParts): Array<[string, string]> {
  if (name === '') return [];
  return [
    [name, dateOfParts(parts) ?? ''],
    [`${name}_day`, parts.day],
    [`${name}_month`, parts.month],
    [`${name}_year`, parts.year],
  ];
}
