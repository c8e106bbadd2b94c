/**
 * Payment amounts: percentages of the price typed with at most two decimals, added in hundredths
 * so that 33.33 + 33.33 + 33.34 is exactly 100; the Balance Due payment takes what is left.
 */
import { type Option } from '../admin-schemas.ts';
import type { PaymentRow } from './schedule-draft.ts';
import { fromHundredths, toHundredths } from '../../../src/core/money.ts';

/** New regular payments use amount type 1, a new range's final payment type 3. */
export const REGULAR_AMOUNT_TYPE = 1;
export const BALANCE_DUE_AMOUNT_TYPE = 3;
/** The default new payment schedule has amount types 1 and 3. */
export const DEFAULT_AMOUNT_TYPES = [REGULAR_AMOUNT_TYPE, BALANCE_DUE_AMOUNT_TYPE] as const;
/** The amount type with this name marks the final payment. */
export const BALANCE_DUE_NAME = 'Balance Due';
export const NEW_PAYMENT_AMOUNT = '0';
export const MAX_TOTAL_PERCENT = 100;

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** A percentage from 0 to 100 with at most two decimals, or null. */
export function parsePercent(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  if (!PERCENT.test(text)) return null;
  const number = Number(text);
  return number <= MAX_TOTAL_PERCENT ? number : null;
}

export function isBalanceDue(payment: Pick<PaymentRow, 'AmountType'>, balanceDueTypeId: number): boolean {
  return payment.AmountType === balanceDueTypeId;
}

/** Id of the amount type named Balance Due, or the spec's 3 when the list has none. */
export function balanceDueTypeIdOf(amountTypes: readonly Option[]): number {
  return amountTypes.find((type) => type.Name.trim().toLowerCase() === BALANCE_DUE_NAME.toLowerCase())?.Id ?? BALANCE_DUE_AMOUNT_TYPE;
}

/** The amount types with Balance Due last. */
export function orderAmountTypes(amountTypes: readonly Option[]): Option[] {
  const balanceDue = balanceDueTypeIdOf(amountTypes);
  return [...amountTypes.filter((type) => type.Id !== balanceDue), ...amountTypes.filter((type) => type.Id === balanceDue)];
}

/** Sum of the range's regular (not deleted, not balance-due) payments, in percent. */
export function regularTotal(payments: readonly PaymentRow[], balanceDueTypeId: number): number {
  let total = 0;
  for (const payment of payments) {
    if (payment.IsDeleted || isBalanceDue(payment, balanceDueTypeId)) continue;
    // Hundredths of a percent, so that 33.33 + 33.33 + 33.34 is exactly 100.
    total += toHundredths(parsePercent(payment.Amount) ?? 0);
  }
  return fromHundredths(total);
}

/** The balance due: 100 minus the sum of the other payments (negative when they exceed 100). */
export function balanceDue(payments: readonly PaymentRow[], balanceDueTypeId: number): number {
  return fromHundredths(toHundredths(MAX_TOTAL_PERCENT) - toHundredths(regularTotal(payments, balanceDueTypeId)));
}
