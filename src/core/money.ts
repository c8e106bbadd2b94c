/**
 * Money: one rounding rule for the widgets and the demo store. Amounts travel as decimal numbers
 * (`12.5` dollars); sums and splits are done in whole cents so that they add up exactly. Amounts
 * are shown with `formatMoney` (`format.ts`, the page's locale and the store's currency) and sent
 * as text with `decimalText`; `Math.round(x * 100)` and `toFixed(2)` round 1.005 down, so lint
 * refuses them outside this folder.
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

/**
 * Whole hundredths of a number that has two decimals but is no amount of money (a percentage in
 * basis points, a schedule's percent): the same rounding as cents.
 */
export const toHundredths: (value: number) => number = toCents;

/** The number of whole hundredths (basis points as a percentage). */
export const fromHundredths: (hundredths: number) => number = fromCents;

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

/**
 * An amount as the plain decimal text a form field or a payment provider takes (`1234.50`, `-0.25`):
 * two decimals, rounded by the one rule, no grouping and no currency symbol.
 */
export function decimalText(amount: number): string {
  const cents = toCents(amount);
  const whole = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** The whole percentage `part` is of `whole`, rounded half up (a saving, a share viewed); 0 when `whole` is 0. */
export function wholePercent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round(Number(((part / whole) * 100).toPrecision(12)));
}
