/** All money is handled in integer cents; percentages in basis points (5% = 500). */

/** `cents × bp / 10000`, rounded half up (inputs are never negative). */
export function percentOfCents(cents: number, basisPoints: number): number {
  return Math.floor((cents * basisPoints + 5000) / 10000);
}

/** Cents to the decimal number the cart JSON carries. */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}

/** "+$20.00" / "−$200.00" for attribute price adjustments. */
export function formatAdjustment(cents: number): string {
  return `${cents < 0 ? '−' : '+'}${formatUsd(Math.abs(cents))}`;
}
