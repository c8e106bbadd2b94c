/**
 * Locale formatting with Intl: money (en-US and USD by default) and the locale's short date
 * (`M/D/YYYY` for en-US unless the page data says otherwise). Pattern-based dates (`MMM DD YYYY`, schedules) live in
 * `format-pattern.ts` with dayjs, so widgets that only show a short date don't load it.
 */
import { roundToCents } from './money.ts';

export interface LocaleOptions {
  locale: string;
  currency: string;
}

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => F, fallback: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) {
    try {
      format = create();
    } catch {
      // A host with a bad locale or currency code still gets readable values.
      format = fallback();
    }
    formats.set(key, format);
  }
  return format;
}

/**
 * A date formatter for the locale and options, made once: building an `Intl.DateTimeFormat` costs
 * far more than formatting with one, and a calendar names 42 days each time it draws a month.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(
    `datetime|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
    () => new Intl.DateTimeFormat('en-US', options),
  );
}

/**
 * An amount in the page's locale and the store's currency (`$1,234.50`, `1 234,50 $`), with the
 * currency's own decimals unless `fractionDigits` fixes them (a schedule always shows two).
 * The one place the library makes a money format: lint refuses `Intl.NumberFormat` elsewhere.
 */
export function formatMoney(value: number, { locale, currency, fractionDigits }: LocaleOptions & { fractionDigits?: number | undefined }): string {
  const digits = fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  // Rounded by the library's one rule first (cents: the store's currencies have two decimals or
  // none); `+ 0` so that -0.004, rounded to -0, shows no minus sign.
  return cached(
    `money|${locale}|${currency}|${fractionDigits ?? ''}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency, ...digits }),
    () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', ...digits }),
  ).format(roundToCents(value) + 0);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The locale's short date for an ISO calendar date (`2026-12-20` → `12/20/2026` in en-US,
 * `20/12/2026` in en-AU). Text that is not such a date is returned unchanged, never lost.
 */
export function formatShortDate(value: string, locale: string): string {
  const match = ISO_DATE.exec(value);
  if (!match) return value;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return value;
  return cached(
    `date|${locale}`,
    () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' }),
    () => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' }),
  ).format(date);
}
