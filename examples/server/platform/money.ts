/**
 * The store keeps money in integer cents and percentages in basis points (5% = 500); the rounding
 * is the library's own (`src/core/money.ts`), so the store and the widgets agree to the cent.
 */
import { fromCents, percentOfCents as percentOf } from '../../../src/core/money.ts';

/** `cents × bp / 10000`, rounded half up. */
export function percentOfCents(cents: number, basisPoints: number): number {
  return percentOf(cents, basisPoints / 100);
}

/** Cents to the decimal number the cart JSON carries. */
export const centsToAmount = fromCents;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}

/** "+$20.00" / "−$200.00" for attribute price adjustments. */
export function formatAdjustment(cents: number): string {
  return `${cents < 0 ? '−' : '+'}${formatUsd(Math.abs(cents))}`;
}
