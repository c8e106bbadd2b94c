/**
 * The store keeps money in integer cents and percentages in basis points (5% = 500); the rounding
 * is the library's own (`src/core/money.ts`), so the store and the widgets agree to the cent. The
 * store writes amounts with the page data's locale and currency (`shell/store-money.ts`).
 */
import { fromCents, fromHundredths, percentOfCents as percentOf } from '../../../src/core/money.ts';

/** `cents × bp / 10000`, rounded half up. */
export function percentOfCents(cents: number, basisPoints: number): number {
  return percentOf(cents, fromHundredths(basisPoints));
}

/** Cents to the decimal number the cart JSON carries. */
export const centsToAmount = fromCents;
