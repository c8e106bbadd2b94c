/** Dates as the shopper reads them. */
import { formatWeekdayDate } from '../../../src/core/format.ts';

/** `Saturday, January 9, 2027` in the store's locale (`samedi 9 janvier 2027` in French). */
export function longDate(iso: string, locale: string): string {
  return formatWeekdayDate(iso, locale);
}

/** `Saturday, January 9` in the store's locale: a calendar day's name (the month shown gives the year). */
export function dayName(iso: string, locale: string): string {
  return formatWeekdayDate(iso, locale, false);
}

/** A price in a day cell: whole amounts without their cents (`$89`), others as they are. */
export function cellPrice(text: string): string {
  return text.replace(/[.,]00(?=\D*$)/, '');
}
