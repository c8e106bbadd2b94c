/**
 * The schedule editor's working copy: its rows (each with a client-side key), the changes the
 * editor makes to it (new rows, deleting, ordering) and the conversions to and from the server's
 * shape. Plain functions of a draft and the resort's today.
 */
import { type PaymentScheduleDto, type PricingScheduleDto } from '../admin-schemas.ts';
import { BALANCE_DUE_AMOUNT_TYPE, DEFAULT_AMOUNT_TYPES, NEW_PAYMENT_AMOUNT, REGULAR_AMOUNT_TYPE, balanceDue, isBalanceDue, parsePercent } from './schedule-amounts.ts';
import { dayNumber, fromDayNumber, toApiDate, tomorrow } from './schedule-dates.ts';

export interface DateRangeRow {
  /** Client-side key for the row (stored rows and new ones alike); never sent. */
  uid: string;
  PurchaseDateId: number;
  PurchaseEffectiveDate: string;
  PurchaseExpirationDate: string;
  IsDeleted: boolean;
}

export interface PaymentRow {
  uid: string;
  PaymentDateId: number;
  PaymentDate: string;
  /** Percent, as typed. */
  Amount: string;
  AmountType: number;
  IsDeleted: boolean;
}

export interface PaymentRangeRow extends DateRangeRow {
  ScheduledPayments: PaymentRow[];
}

export interface PaymentScheduleDraft extends Omit<PaymentScheduleDto, 'PaymentScheduleName' | 'PurchaseDates'> {
  PaymentScheduleName: string;
  PurchaseDates: PaymentRangeRow[];
}

export interface PricingScheduleDraft extends Omit<PricingScheduleDto, 'PricingScheduleName' | 'PurchaseDates'> {
  PricingScheduleName: string;
  PurchaseDates: DateRangeRow[];
}

let uidCounter = 0;
export function newUid(prefix = 'row'): string {
  uidCounter += 1;
  return `${prefix}-${uidCounter}`;
}

/** Ranges by start date (stable; a range without a valid start goes last). */
export function sortRanges<R extends DateRangeRow>(ranges: readonly R[]): R[] {
  const key = (range: R) => dayNumber(range.PurchaseEffectiveDate) ?? Number.POSITIVE_INFINITY;
  return ranges
    .map((range, index) => ({ range, index }))
    .sort((a, b) => key(a.range) - key(b.range) || a.index - b.index)
    .map(({ range }) => range);
}

/** Payments in their order with the balance-due payment last. */
export function orderPayments(payments: readonly PaymentRow[], balanceDueTypeId: number): PaymentRow[] {
  return [
    ...payments.filter((payment) => !isBalanceDue(payment, balanceDueTypeId)),
    ...payments.filter((payment) => isBalanceDue(payment, balanceDueTypeId)),
  ];
}

/**
 * Deleting a row that was never stored removes it; a stored one (it has an id) is kept and
 * marked `IsDeleted`, so the server deletes it.
 */
export function removeRow<T extends { uid: string; IsDeleted: boolean }>(rows: readonly T[], uid: string, storedId: (row: T) => number): T[] {
  return rows.flatMap((row) => {
    if (row.uid !== uid) return [row];
    return storedId(row) > 0 ? [{ ...row, IsDeleted: true }] : [];
  });
}

export const removeRange = <R extends DateRangeRow>(ranges: readonly R[], uid: string): R[] =>
  removeRow(ranges, uid, (range) => range.PurchaseDateId);

export const removePayment = (payments: readonly PaymentRow[], uid: string): PaymentRow[] =>
  removeRow(payments, uid, (payment) => payment.PaymentDateId);

export function activeRows<T extends { IsDeleted: boolean }>(rows: readonly T[]): T[] {
  return rows.filter((row) => !row.IsDeleted);
}

/**
 * Where a new range starts: the day after the latest end of the ranges there are, or tomorrow
 * when there is none.
 */
export function nextRangeStart(ranges: readonly DateRangeRow[], today: string): string {
  let latest: number | null = null;
  for (const range of activeRows(ranges)) {
    const end = dayNumber(range.PurchaseExpirationDate);
    if (end !== null && (latest === null || end > latest)) latest = end;
  }
  return latest === null ? tomorrow(today) : fromDayNumber(latest + 1);
}

export function newPayment(amountType: number = REGULAR_AMOUNT_TYPE): PaymentRow {
  return { uid: newUid('payment'), PaymentDateId: 0, PaymentDate: '', Amount: NEW_PAYMENT_AMOUNT, AmountType: amountType, IsDeleted: false };
}

export function newDateRange(ranges: readonly DateRangeRow[], today: string): DateRangeRow {
  return { uid: newUid('range'), PurchaseDateId: 0, PurchaseEffectiveDate: nextRangeStart(ranges, today), PurchaseExpirationDate: '', IsDeleted: false };
}

/** A new payment range: its start as above, with one final (balance-due) payment. */
export function newPaymentRange(ranges: readonly DateRangeRow[], today: string, balanceDueTypeId = BALANCE_DUE_AMOUNT_TYPE): PaymentRangeRow {
  return { ...newDateRange(ranges, today), ScheduledPayments: [newPayment(balanceDueTypeId)] };
}

/** The default new payment schedule: one range from tomorrow with payments of types 1 and 3. */
export function defaultPaymentSchedule(today: string, amountTypes: readonly number[] = DEFAULT_AMOUNT_TYPES): PaymentScheduleDraft {
  const range = newPaymentRange([], today);
  return {
    PaymentScheduleId: 0,
    PaymentScheduleName: '',
    PurchaseDates: [{ ...range, ScheduledPayments: amountTypes.map((type) => newPayment(type)) }],
    EffectiveDateTypeId: 1,
    SubscriptionFrequencyId: null,
    CreatedByCustomerId: null,
    UpdatedByCustomerId: null,
    IsDeleted: false,
  };
}

export function defaultPricingSchedule(today: string): PricingScheduleDraft {
  return { PricingScheduleId: 0, PricingScheduleName: '', PurchaseDates: [newDateRange([], today)], IsDeleted: false };
}

/** The working copy of a stored schedule: dates normalised, ranges sorted, balance due last. */
export function toPaymentDraft(dto: PaymentScheduleDto, balanceDueTypeId = BALANCE_DUE_AMOUNT_TYPE): PaymentScheduleDraft {
  const draft = asPaymentDraft(dto);
  const ranges = draft.PurchaseDates.map((range) => ({ ...range, ScheduledPayments: orderPayments(range.ScheduledPayments, balanceDueTypeId) }));
  return { ...draft, PurchaseDates: sortRanges(ranges) };
}

/** The same in the order it was sent (so issue paths point at what was sent). */
export function asPaymentDraft(dto: PaymentScheduleDto): PaymentScheduleDraft {
  return {
    ...dto,
    PaymentScheduleName: dto.PaymentScheduleName ?? '',
    PurchaseDates: dto.PurchaseDates.map((range) => ({
      ...asRangeDraft(range),
      ScheduledPayments: range.ScheduledPayments.map((payment) => ({
        uid: newUid('payment'),
        PaymentDateId: payment.PaymentDateId,
        PaymentDate: toApiDate(payment.PaymentDate),
        Amount: String(payment.Amount),
        AmountType: payment.AmountType,
        IsDeleted: payment.IsDeleted,
      })),
    })),
  };
}

export function toPricingDraft(dto: PricingScheduleDto): PricingScheduleDraft {
  const draft = asPricingDraft(dto);
  return { ...draft, PurchaseDates: sortRanges(draft.PurchaseDates) };
}

export function asPricingDraft(dto: PricingScheduleDto): PricingScheduleDraft {
  return {
    ...dto,
    PricingScheduleName: dto.PricingScheduleName ?? '',
    PurchaseDates: dto.PurchaseDates.map(asRangeDraft),
  };
}

/** A stored purchase-date range as the working copy holds it: a fresh uid, dates as YYYY-MM-DD. */
function asRangeDraft(range: PricingScheduleDto['PurchaseDates'][number]) {
  return {
    uid: newUid('range'),
    PurchaseDateId: range.PurchaseDateId,
    PurchaseEffectiveDate: toApiDate(range.PurchaseEffectiveDate),
    PurchaseExpirationDate: toApiDate(range.PurchaseExpirationDate),
    IsDeleted: range.IsDeleted,
  };
}

const orNull = (date: string) => (date === '' ? null : date);

/** A copy without the creation and update stamps, which are never sent. */
function withoutStamps<T extends { CreateDateUtc?: string | null | undefined; UpdateDateUtc?: string | null | undefined }>(value: T): T {
  const copy = { ...value };
  delete copy.CreateDateUtc;
  delete copy.UpdateDateUtc;
  return copy;
}

/**
 * The whole schedule as the server takes it: dates `YYYY-MM-DD`, amounts as numbers, the
 * balance due worked out, no client keys, and no creation or update stamps.
 */
export function toPaymentPayload(draft: PaymentScheduleDraft, balanceDueTypeId = BALANCE_DUE_AMOUNT_TYPE): PaymentScheduleDto {
  return {
    ...withoutStamps(draft),
    PaymentScheduleName: draft.PaymentScheduleName.trim(),
    PurchaseDates: draft.PurchaseDates.map((range) => {
      const balance = balanceDue(range.ScheduledPayments, balanceDueTypeId);
      return {
        PurchaseDateId: range.PurchaseDateId,
        PurchaseEffectiveDate: orNull(toApiDate(range.PurchaseEffectiveDate)),
        PurchaseExpirationDate: orNull(toApiDate(range.PurchaseExpirationDate)),
        IsDeleted: range.IsDeleted,
        ScheduledPayments: range.ScheduledPayments.map((payment) => ({
          PaymentDateId: payment.PaymentDateId,
          PaymentDate: orNull(toApiDate(payment.PaymentDate)),
          Amount: isBalanceDue(payment, balanceDueTypeId) ? balance : (parsePercent(payment.Amount) ?? 0),
          AmountType: payment.AmountType,
          IsDeleted: payment.IsDeleted,
        })),
      };
    }),
  };
}

export function toPricingPayload(draft: PricingScheduleDraft): PricingScheduleDto {
  return {
    ...withoutStamps(draft),
    PricingScheduleName: draft.PricingScheduleName.trim(),
    PurchaseDates: draft.PurchaseDates.map((range) => ({
      PurchaseDateId: range.PurchaseDateId,
      PurchaseEffectiveDate: orNull(toApiDate(range.PurchaseEffectiveDate)),
      PurchaseExpirationDate: orNull(toApiDate(range.PurchaseExpirationDate)),
      IsDeleted: range.IsDeleted,
    })),
  };
}
