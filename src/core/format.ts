/**
 * Locale formatting with Intl: money (en-US and USD by default) and the locale's short date
 * (`M/D/YYYY` for en-US unless the page data says otherwise). Pattern-based dates (`MMM DD YYYY`, schedules) live in
 * `format-pattern.ts` with dayjs, so widgets that only show a short date don't load it.
 */
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

export function formatMoney(value: number, { locale, currency }: LocaleOptions): string {
  return cached(
    `money|${locale}|${currency}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency }),
    () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
  ).format(value);
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
