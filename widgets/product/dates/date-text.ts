/**
 * Dates as the shopper reads them on the product: a chosen day with its weekday, and the
 * calendar's caption and weekday heads, in the island's locale: written by `src/core/dates.ts`
 * (`dateText`) in the product's own forms below, the month first in US English and the day first
 * elsewhere.
 */
import { dateText, formatDate, localDate, type DateFormPatterns } from '../../../src/core/dates.ts';

/** The product's forms of a date (`src/core/dates.ts` holds the ones every page shares). */
export const PRODUCT_DATE_FORMS = {
  weekday: ['dddd, MMMM D, YYYY', 'dddd D MMMM YYYY'],
  weekdayDayMonth: ['dddd, MMMM D', 'dddd D MMMM'],
  monthYear: ['MMMM YYYY', 'MMMM YYYY'],
  dayOfMonth: ['D', 'D'],
} as const satisfies Record<string, DateFormPatterns>;

/**
 * A day with its weekday: `Saturday, January 9, 2027` in en-US, `Saturday 9 January 2027` in other
 * English locales, `samedi 9 janvier 2027` in French.
 */
export function longDate(iso: string, locale: string): string {
  return dateText(iso, locale, PRODUCT_DATE_FORMS.weekday);
}

/** `Saturday, January 9` (`samedi 9 janvier`): a calendar day's name (the month shown gives the year). */
export function dayName(iso: string, locale: string): string {
  return dateText(iso, locale, PRODUCT_DATE_FORMS.weekdayDayMonth);
}

/**
 * A calendar cell's day number, as the day's name writes it: `1` in English, `1er` in French on
 * the first of a month, so the cell's visible text is a word of its accessible name (label in name).
 */
export function dayOfMonth(day: Date, locale: string): string {
  return dateText(localDate(day), locale, PRODUCT_DATE_FORMS.dayOfMonth);
}

/** A calendar's caption for the month of a picker's `Date` (a local one, as react-day-picker hands them): `January 2027`, `janvier 2027`. */
export function monthCaption(month: Date, locale: string): string {
  return dateText(localDate(month), locale, PRODUCT_DATE_FORMS.monthYear);
}

/** A picker's weekday in full (`Saturday`, `samedi`), or as its one-letter column head (`S`). */
export function weekdayName(day: Date, locale: string, narrow = false): string {
  const name = formatDate(localDate(day), 'dddd', locale);
  return narrow ? name.charAt(0).toUpperCase() : name;
}

/** A price in a day cell: whole amounts without their cents (`$89`), others as they are. */
export function cellPrice(text: string): string {
  return text.replace(/[.,]00(?=\D*$)/, '');
}
