/**
 * Amounts as the store's pages write them: the library's `formatMoney` with the locale and currency
 * the page data gives the widgets, so a page and a widget beside it write an amount the same way.
 */
import { formatMoney } from '../../../src/core/format.ts';
import { fromCents } from '../../../src/core/money.ts';
import { buildPageData } from './page-data.ts';

const { locale, currency } = buildPageData(null, undefined);

/** Whole cents in the store's locale and currency (`$1,234.50`). */
export function formatStoreMoney(cents: number): string {
  return formatMoney(fromCents(cents), { locale, currency });
}

/** "+$20.00" / "−$200.00" for attribute price adjustments. */
export function formatAdjustment(cents: number): string {
  return `${cents < 0 ? '−' : '+'}${formatStoreMoney(Math.abs(cents))}`;
}

/** An amount as the cart answer gives it (whole currency units, cents as decimals). */
export function formatStoreAmount(amount: number): string {
  return formatMoney(amount, { locale, currency });
}
