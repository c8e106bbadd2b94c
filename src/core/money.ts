/**
 * Money: one rounding rule for the widgets and the demo store. Amounts travel as decimal numbers
 * (`12.5` dollars); sums and splits are done in whole cents so that they add up exactly.
 */

/**
 * Whole cents of an amount, rounded half away from zero as it is written: `toPrecision` first,
 * so 1.005 (stored as 1.00499…) gives 101 cents, not 100.
 */
export function toCents(amount: number): number {
  const cents = Number((amount * 100).toPrecision(12));
  return Math.sign(cents) * Math.round(Math.abs(cents));
}

/** The decimal amount of whole cents. */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** An amount rounded to cents. */
export function roundToCents(amount: number): number {
  return fromCents(toCents(amount));
}

/** `percent`% of whole cents, rounded half up to whole cents (`percent` may have decimals). */
export function percentOfCents(cents: number, percent: number): number {
  return Math.round(Number(((cents * percent) / 100).toPrecision(12)));
}

/**
 * Rounds each amount to cents so that they add up to `totalCents`: every amount but the last is
 * rounded on its own and the last one (a balance) takes what is left.
 */
export function splitIntoCents(amounts: readonly number[], totalCents: number): number[] {
  const cents = amounts.map(toCents);
  if (cents.length === 0) return cents;
  const others = cents.slice(0, -1).reduce((sum, value) => sum + value, 0);
  cents[cents.length - 1] = totalCents - others;
  return cents;
}
