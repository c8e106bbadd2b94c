/**
 * Amounts as the store's pages and answers write them: the library's `formatMoney` with the
 * currency the page data gives the widgets and the locale of the answer's language (`$1,234.50`,
 * `1 234,50 $ US`), so a page and a widget beside it write an amount the same way.
 */
import { formatMoney } from '../../../src/core/format.ts';
import { fromCents } from '../../../src/core/money.ts';
import { answerLanguage, type StoreLanguage } from '../text/languages.ts';
import { buildPageData } from './page-data.ts';

const { currency } = buildPageData(null, undefined);

/** Whole cents in the store's currency, in `language`'s locale (the answer's by default). */
export function formatStoreMoney(cents: number, language: StoreLanguage = answerLanguage()): string {
  return formatMoney(fromCents(cents), { locale: language, currency });
}

/** "+$20.00" / "−$200.00" for attribute price adjustments. */
export function formatAdjustment(cents: number, language: StoreLanguage = answerLanguage()): string {
  return `${cents < 0 ? '−' : '+'}${formatStoreMoney(Math.abs(cents), language)}`;
}

/** An amount as the cart answer gives it (whole currency units, cents as decimals). */
export function formatStoreAmount(amount: number, language: StoreLanguage = answerLanguage()): string {
  return formatMoney(amount, { locale: language, currency });
}
