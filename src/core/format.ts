/**
 * Locale formatting: money, numbers and plural rules with Intl (en-US and USD by default); the
 * date helpers below name `dates.ts`'s forms (`DATE_FORMS`, the one home of every date pattern):
 * the month first in US English (`Dec 20, 2026`, `12/20/2026`), the day first in every other locale
 * the store serves (`20 Dec 2026`, `20 déc. 2026`, `20/12/2026`).
 */
import { calendarDate as realDate, dateText, DEFAULT_DATE_DISPLAY_FORMAT, displayForm } from './dates.ts';
import { roundToCents } from './money.ts';

export interface LocaleOptions {
  locale: string;
  currency: string;
}

type Formatter = Intl.NumberFormat | Intl.PluralRules;
const formats = new Map<string, Formatter>();

function cached<F extends Formatter>(key: string, create: () => F, fallback: () => F): F {
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
 * The sign of a negative amount or percentage (`−$10.00`, `−5 %`): the minus sign U+2212, as
 * typography writes it in English and in French, where Intl writes a hyphen-minus in both. A
 * screen reader reads it as "minus" (a hyphen it may read as "dash" or skip).
 */
export const MINUS_SIGN = '\u2212';

/**
 * Intl's text with the minus sign (`MINUS_SIGN`) where it wrote a hyphen-minus for a negative value
 * (in the place the locale puts its sign: `−$10.00`, `−10,00 $`). The values come rounded, so one
 * that shows as zero has no sign.
 */
const signed = (text: string): string => text.replace('-', MINUS_SIGN);

/**
 * An amount in the page's locale and the store's currency (`$1,234.50`, `1 234,50 $`, a discount
 * `−$10.00`), with the currency's own decimals unless `fractionDigits` fixes them (a schedule
 * always shows two). A negative amount is written with the minus sign (`MINUS_SIGN`): a widget
 * shows a deduction as the amount of a negative value, never with a sign of its own before it.
 * The one place the library makes a money format (with `compact-money.ts`, the short form of a
 * price grid's cells): lint refuses `Intl.NumberFormat` outside `src/core/`.
 */
export function formatMoney(value: number, { locale, currency, fractionDigits }: LocaleOptions & { fractionDigits?: number | undefined }): string {
  const digits = fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  // Rounded by the library's one rule first (cents: the store's currencies have two decimals or
  // none); `+ 0` so that -0.004, rounded to -0, shows no minus sign.
  return signed(
    cached(
      `money|${locale}|${currency}|${fractionDigits ?? ''}`,
      () => new Intl.NumberFormat(locale, { style: 'currency', currency, ...digits }),
      () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', ...digits }),
    ).format(roundToCents(value) + 0),
  );
}

export { DEFAULT_DATE_DISPLAY_FORMAT, monthFirst } from './dates.ts';

/**
 * The `numeric` date (`dates.ts`'s `DATE_FORMS`), as the date fields order their parts: `M/D/YYYY`
 * in en-US (`12/20/2026`), `DD/MM/YYYY` elsewhere (en-AU, en-CA, en-NZ and fr-CA: `05/12/2026`).
 * Intl alone would write en-CA and fr-CA as `2026-12-05`. Text that is not such a date is returned
 * unchanged, never lost.
 */
export function formatShortDate(value: string, locale: string): string {
  return realDate(value) === null ? value : dateText(value, locale, 'numeric');
}

/**
 * An ISO calendar date (or the date of an ISO date-time) in the host's display format
 * (`DateDisplayFormat`, `dates.ts`'s `displayForm`): by default `Dec 20, 2026` in en-US,
 * `20 Dec 2026` in en-NZ and `20 déc. 2026` in fr-CA. Text that is not a date is returned unchanged.
 */
export function formatDisplayDate(value: string, locale: string, format: string = DEFAULT_DATE_DISPLAY_FORMAT): string {
  return dateText(value, locale, displayForm(format));
}

/** The long format My Account shows dates in: `October 2, 2026`, `2 October 2026`, `2 octobre 2026`. */
export function formatLongDate(value: string, locale: string): string {
  return dateText(value, locale, 'long');
}

/**
 * A count or quantity in the locale (`1,234` in en-US, `1 234` in fr-CA), or with exactly
 * `fractionDigits` decimals (a percentage typed with two: `64.50`, `64,50`); a negative one with
 * the minus sign (`MINUS_SIGN`).
 */
export function formatNumber(value: number, locale: string, fractionDigits?: number): string {
  const digits = fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return signed(cached(`number|${locale}|${fractionDigits ?? ''}`, () => new Intl.NumberFormat(locale, digits), () => new Intl.NumberFormat('en-US', digits)).format(value));
}

/**
 * A percentage given in percent (`4.5` is 4.5 %) as the locale writes it: `4.5%` in en-US, `4,5 %`
 * in fr-CA, with up to two decimals and none when whole; a negative one (a discount) with the
 * minus sign, `−5 %` (`MINUS_SIGN`).
 */
export function formatPercent(percent: number, locale: string): string {
  // Rounded to its two decimals first (as cents are), so that -0.001 % shows as 0 %, not −0 %.
  return signed(cached(`percent|${locale}`, () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }), () => new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 })).format((roundToCents(percent) + 0) / 100));
}

/** The plural category of `count` in the locale (`one`, `other`, …): French counts 0 as `one`. */
export function pluralCategory(count: number, locale: string): Intl.LDMLPluralRule {
  return cached(`plural|${locale}`, () => new Intl.PluralRules(locale), () => new Intl.PluralRules('en-US')).select(count);
}
