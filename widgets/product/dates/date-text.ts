/** Dates as the shopper reads them. */
import { dateTimeFormat } from '../../../src/core/format.ts';

/** `Saturday, January 9, 2027` in the store's locale. */
export function longDate(iso: string, locale: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return dateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** `Saturday, January 9` in the store's locale: a calendar day's name (the month shown gives the year). */
export function dayName(iso: string, locale: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return dateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** A price in a day cell: whole amounts without their cents (`$89`), others as they are. */
export function cellPrice(text: string): string {
  return text.replace(/[.,]00(?=\D*$)/, '');
}
