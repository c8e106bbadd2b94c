/**
 * The schedule overlays' working copies as reducers: every change goes through the schedule
 * rules, and the ranges are sorted by start after each one. Only the range that changed
 * gets a new object, so the editor re-renders that range alone.
 */
import { newDateRange, newPayment, newPaymentRange, orderPayments, removePayment, removeRange, sortRanges, type DateRangeRow, type PaymentRangeRow, type PaymentRow, type PaymentScheduleDraft, type PricingScheduleDraft } from './schedule-draft.ts';

export type RangeField = 'PurchaseEffectiveDate' | 'PurchaseExpirationDate';
export type PaymentField = 'PaymentDate' | 'Amount' | 'AmountType';

export type PaymentScheduleAction =
  | { type: 'rename'; name: string }
  | { type: 'addRange'; today: string }
  | { type: 'removeRange'; range: string }
  | { type: 'setRangeDate'; range: string; field: RangeField; value: string }
  | { type: 'addPayment'; range: string }
  | { type: 'removePayment'; range: string; payment: string }
  | { type: 'setPayment'; range: string; payment: string; field: PaymentField; value: string };

export type PricingScheduleAction =
  | { type: 'rename'; name: string }
  | { type: 'addRange'; today: string }
  | { type: 'removeRange'; range: string }
  | { type: 'setRangeDate'; range: string; field: RangeField; value: string };

function updateRange<R extends DateRangeRow>(ranges: readonly R[], uid: string, change: (range: R) => R): R[] {
  return ranges.map((range) => (range.uid === uid ? change(range) : range));
}

function updatePayment(payments: readonly PaymentRow[], uid: string, field: PaymentField, value: string): PaymentRow[] {
  return payments.map((payment) => {
    if (payment.uid !== uid) return payment;
    return field === 'AmountType' ? { ...payment, AmountType: Number(value) } : { ...payment, [field]: value };
  });
}

/** The payment schedule editor's reducer; `balanceDueTypeId` keeps the final payment last. */
export function paymentScheduleReducer(balanceDueTypeId: number) {
  return (draft: PaymentScheduleDraft, action: PaymentScheduleAction): PaymentScheduleDraft => {
    switch (action.type) {
      case 'rename':
        return { ...draft, PaymentScheduleName: action.name };
      case 'addRange':
        return { ...draft, PurchaseDates: sortRanges([...draft.PurchaseDates, newPaymentRange(draft.PurchaseDates, action.today, balanceDueTypeId)]) };
      case 'removeRange':
        return { ...draft, PurchaseDates: removeRange(draft.PurchaseDates, action.range) };
      case 'setRangeDate':
        return {
          ...draft,
          PurchaseDates: sortRanges(updateRange(draft.PurchaseDates, action.range, (range) => ({ ...range, [action.field]: action.value }))),
        };
      case 'addPayment':
        return {
          ...draft,
          PurchaseDates: updateRange<PaymentRangeRow>(draft.PurchaseDates, action.range, (range) => ({
            ...range,
            ScheduledPayments: orderPayments([...range.ScheduledPayments, newPayment()], balanceDueTypeId),
          })),
        };
      case 'removePayment':
        return {
          ...draft,
          PurchaseDates: updateRange<PaymentRangeRow>(draft.PurchaseDates, action.range, (range) => ({
            ...range,
            ScheduledPayments: removePayment(range.ScheduledPayments, action.payment),
          })),
        };
      case 'setPayment':
        return {
          ...draft,
          PurchaseDates: updateRange<PaymentRangeRow>(draft.PurchaseDates, action.range, (range) => ({
            ...range,
            ScheduledPayments: orderPayments(updatePayment(range.ScheduledPayments, action.payment, action.field, action.value), balanceDueTypeId),
          })),
        };
    }
  };
}

export function pricingScheduleReducer(draft: PricingScheduleDraft, action: PricingScheduleAction): PricingScheduleDraft {
  switch (action.type) {
    case 'rename':
      return { ...draft, PricingScheduleName: action.name };
    case 'addRange':
      return { ...draft, PurchaseDates: sortRanges([...draft.PurchaseDates, newDateRange(draft.PurchaseDates, action.today)]) };
    case 'removeRange':
      return { ...draft, PurchaseDates: removeRange(draft.PurchaseDates, action.range) };
    case 'setRangeDate':
      return {
        ...draft,
        PurchaseDates: sortRanges(updateRange(draft.PurchaseDates, action.range, (range) => ({ ...range, [action.field]: action.value }))),
      };
  }
}
