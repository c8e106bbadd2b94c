/** Rows and schedules the schedule rules' tests build, on a fixed clock. */
import { type DateRangeRow, type PaymentRangeRow, type PaymentRow, type PaymentScheduleDraft, type PricingScheduleDraft, defaultPaymentSchedule, defaultPricingSchedule } from './schedules/schedule-draft.ts';
import { checkPaymentSchedule } from './schedules/schedule-validation.ts';

/** Today at the resort: 10 March 2026. */
export const TODAY = '2026-03-10';
export const BALANCE = 3;

let uid = 0;
export function payment(PaymentDate: string, Amount: string, AmountType = 1, overrides: Partial<PaymentRow> = {}): PaymentRow {
  uid += 1;
  return { uid: `p${uid}`, PaymentDateId: 0, PaymentDate, Amount, AmountType, IsDeleted: false, ...overrides };
}
export function range(start: string, end: string, payments: PaymentRow[] = [], overrides: Partial<PaymentRangeRow> = {}): PaymentRangeRow {
  uid += 1;
  return { uid: `r${uid}`, PurchaseDateId: 0, PurchaseEffectiveDate: start, PurchaseExpirationDate: end, IsDeleted: false, ScheduledPayments: payments, ...overrides };
}
/** A range whose payments are fine: 40% then the balance due later. */
export function validRange(start: string, end: string, overrides: Partial<PaymentRangeRow> = {}): PaymentRangeRow {
  return range(start, end, [payment('2026-09-01', '40'), payment('2026-10-01', '0', BALANCE)], overrides);
}
export function schedule(ranges: PaymentRangeRow[], name = 'Season Pass 3-Pay'): PaymentScheduleDraft {
  return { ...defaultPaymentSchedule(TODAY), PaymentScheduleName: name, PurchaseDates: ranges };
}
export function pricing(ranges: DateRangeRow[], name = 'Early Bird'): PricingScheduleDraft {
  return { ...defaultPricingSchedule(TODAY), PricingScheduleName: name, PurchaseDates: ranges };
}
export const codes = (draft: PaymentScheduleDraft) => checkPaymentSchedule(draft, BALANCE).issues.map((found) => found.code);


export function storedRangeLike(start: string, end: string) {
  return {
    PurchaseEffectiveDate: start,
    PurchaseExpirationDate: end,
    ScheduledPayments: [
      { PaymentDate: start, Amount: 50, AmountType: 1 },
      { PaymentDate: '2026-12-01', Amount: 50, AmountType: 3 },
    ],
  };
}
