/**
 * Payment and pricing schedule rules (admin spec §4 "Schedule ranges", "Balance due", §5, §9), as
 * plain functions of a schedule and `now`, plus zod schemas that apply them. The editor validates
 * its working copy with these on every change; the demo store validates what it is sent with the
 * very same ones, so both say the same thing in the same words.
 *
 * Dates are calendar dates written `YYYY-MM-DD`; ranges include both their ends, so two ranges
 * touch when the second starts the day after the first ends.
 */
import * as z from 'zod/mini';
import {
  paymentScheduleSchema,
  pricingScheduleSchema,
  type Option,
  type PaymentScheduleDto,
  type PricingScheduleDto,
} from '../../src/api/payment-plans-schemas.ts';
import { formatDatePattern } from '../../src/core/format-pattern.ts';

/** New regular payments use amount type 1, a new range's final payment type 3 (spec §3, §9). */
export const REGULAR_AMOUNT_TYPE = 1;
export const BALANCE_DUE_AMOUNT_TYPE = 3;
/** The default new payment schedule has amount types 1 and 3. */
export const DEFAULT_AMOUNT_TYPES = [REGULAR_AMOUNT_TYPE, BALANCE_DUE_AMOUNT_TYPE] as const;
/** The amount type with this name marks the final payment. */
export const BALANCE_DUE_NAME = 'Balance Due';
export const NEW_PAYMENT_AMOUNT = '0';
export const MAX_TOTAL_PERCENT = 100;
/** Admin dates display like `Jan 05 2024`, and `--` when invalid (spec §2). */
export const ADMIN_DATE_FORMAT = 'MMM DD YYYY';
export const INVALID_DATE_TEXT = '--';

/** Every message of spec §5 (and two the spec leaves unworded), keyed for the labels. */
export const scheduleMessages = {
  overlapsNext: 'This date range overlaps the next date range',
  gapToNext: 'This date range has a gap to the next date range',
  rangeValuesOverlap: 'Date range values overlap',
  totalOver100: 'Total payments must not add to more than 100%',
  finalDateNotLast: 'Final payment date must be later than all other payment dates',
  paymentDateBlank: 'Payment Dates cannot be blank',
  paymentNameRequired: 'Payment Schedule Name is required',
  pricingNameRequired: 'Pricing Schedule Name is required',
  rangeDateBlank: 'Purchase Dates cannot be blank',
  amountInvalid: 'Amount must be a percentage from 0 to 100',
} as const;
export type ScheduleMessage = keyof typeof scheduleMessages;

/** A gap is flagged but does not stop Apply: a resort may sell nothing between two windows. */
const WARNINGS: ReadonlySet<ScheduleMessage> = new Set(['gapToNext']);

// ---- The working copy ------------------------------------------------------------------------

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

// ---- Dates -----------------------------------------------------------------------------------

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const DAY_MS = 86_400_000;

/** Day number of a real calendar date `YYYY-MM-DD`, or null. */
function dayNumber(value: string): number | null {
  const match = ISO_DATE.exec(value);
  if (!match || value.length !== 10) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return time / DAY_MS;
}

function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function isIsoDate(value: string): boolean {
  return dayNumber(value) !== null;
}

/**
 * A date as the server is sent it: `YYYY-MM-DD`. Takes a calendar date or a timestamp that starts
 * with one (`2024-01-05T00:00:00`); anything else (blank, null, not a real date) gives ''.
 */
export function toApiDate(value: string | null | undefined): string {
  const date = ISO_DATE.exec(value ?? '')?.[0] ?? '';
  return isIsoDate(date) ? date : '';
}

/** `Jan 05 2024` (or `pattern`), and `--` for anything that is not a date. */
export function displayDate(value: string | null | undefined, pattern = ADMIN_DATE_FORMAT): string {
  const date = toApiDate(value);
  return date === '' ? INVALID_DATE_TEXT : formatDatePattern(date, pattern);
}

export function addDays(value: string, days: number): string {
  const day = dayNumber(value);
  return day === null ? '' : fromDayNumber(day + days);
}

/** The local calendar date of `now`. */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function tomorrow(now: Date): string {
  return addDays(localIsoDate(now), 1);
}

/** Days from `from` to `to` (`to` − `from`), or null when either is not a date. */
export function daysBetween(from: string, to: string): number | null {
  const a = dayNumber(from);
  const b = dayNumber(to);
  return a === null || b === null ? null : b - a;
}

// ---- Amounts ---------------------------------------------------------------------------------

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** A percentage from 0 to 100 with at most two decimals, or null. */
export function parsePercent(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  if (!PERCENT.test(text)) return null;
  const number = Number(text);
  return number <= MAX_TOTAL_PERCENT ? number : null;
}

/** Hundredths of a percent, so that 33.33 + 33.33 + 33.34 is exactly 100. */
const hundredths = (value: number) => Math.round(value * 100);

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
    total += hundredths(parsePercent(payment.Amount) ?? 0);
  }
  return total / 100;
}

/** The balance due: 100 minus the sum of the other payments (negative when they exceed 100). */
export function balanceDue(payments: readonly PaymentRow[], balanceDueTypeId: number): number {
  return (hundredths(MAX_TOTAL_PERCENT) - hundredths(regularTotal(payments, balanceDueTypeId))) / 100;
}

// ---- Changes to the working copy ---------------------------------------------------------------

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
export function nextRangeStart(ranges: readonly DateRangeRow[], now: Date): string {
  let latest: number | null = null;
  for (const range of activeRows(ranges)) {
    const end = dayNumber(range.PurchaseExpirationDate);
    if (end !== null && (latest === null || end > latest)) latest = end;
  }
  return latest === null ? tomorrow(now) : fromDayNumber(latest + 1);
}

export function newPayment(amountType: number = REGULAR_AMOUNT_TYPE): PaymentRow {
  return { uid: newUid('payment'), PaymentDateId: 0, PaymentDate: '', Amount: NEW_PAYMENT_AMOUNT, AmountType: amountType, IsDeleted: false };
}

export function newDateRange(ranges: readonly DateRangeRow[], now: Date): DateRangeRow {
  return { uid: newUid('range'), PurchaseDateId: 0, PurchaseEffectiveDate: nextRangeStart(ranges, now), PurchaseExpirationDate: '', IsDeleted: false };
}

/** A new payment range: its start as above, with one final (balance-due) payment. */
export function newPaymentRange(ranges: readonly DateRangeRow[], now: Date, balanceDueTypeId = BALANCE_DUE_AMOUNT_TYPE): PaymentRangeRow {
  return { ...newDateRange(ranges, now), ScheduledPayments: [newPayment(balanceDueTypeId)] };
}

/** The default new payment schedule: one range from tomorrow with payments of types 1 and 3. */
export function defaultPaymentSchedule(now: Date, amountTypes: readonly number[] = DEFAULT_AMOUNT_TYPES): PaymentScheduleDraft {
  const range = newPaymentRange([], now);
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

export function defaultPricingSchedule(now: Date): PricingScheduleDraft {
  return { PricingScheduleId: 0, PricingScheduleName: '', PurchaseDates: [newDateRange([], now)], IsDeleted: false };
}

// ---- Between the server's shape and the working copy --------------------------------------------

/** The working copy of a stored schedule: dates normalised, ranges sorted, balance due last. */
export function toPaymentDraft(dto: PaymentScheduleDto, balanceDueTypeId = BALANCE_DUE_AMOUNT_TYPE): PaymentScheduleDraft {
  const draft = asPaymentDraft(dto);
  const ranges = draft.PurchaseDates.map((range) => ({ ...range, ScheduledPayments: orderPayments(range.ScheduledPayments, balanceDueTypeId) }));
  return { ...draft, PurchaseDates: sortRanges(ranges) };
}

/** The same in the order it was sent (so issue paths point at what was sent). */
function asPaymentDraft(dto: PaymentScheduleDto): PaymentScheduleDraft {
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

function asPricingDraft(dto: PricingScheduleDto): PricingScheduleDraft {
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

/** A copy without the creation and update stamps, which are never sent (spec §3). */
function withoutStamps<T extends { CreateDateUtc?: string | null | undefined; UpdateDateUtc?: string | null | undefined }>(value: T): T {
  const copy = { ...value };
  delete copy.CreateDateUtc;
  delete copy.UpdateDateUtc;
  return copy;
}

/**
 * The whole schedule as the server takes it: dates `YYYY-MM-DD`, amounts as numbers, the
 * balance due worked out, no client keys, and no creation or update stamps (spec §3).
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

// ---- Validation ------------------------------------------------------------------------------

export interface RangeCheck {
  /** About the range itself: blank dates, start after end, payments over 100%. */
  errors: ScheduleMessage[];
  /** How it meets the next range (by start date): overlapping, a gap, or fine. */
  next: 'overlapsNext' | 'gapToNext' | null;
  /** Per payment (same order as `ScheduledPayments`): blank date, bad amount, final date too early. */
  payments: ScheduleMessage[][];
  /** 100 minus the other payments. */
  balanceDue: number;
}

export interface ScheduleIssue {
  path: (string | number)[];
  code: ScheduleMessage;
  message: string;
  /** False for a warning that is shown but does not stop Apply (a gap). */
  blocking: boolean;
}

export interface ScheduleCheck {
  /** No blocking issue: Apply may be used (when there are ranges and nothing is being applied). */
  valid: boolean;
  name: ScheduleMessage | null;
  /** One per entry of `PurchaseDates`, in the same order (deleted ranges have no findings). */
  ranges: RangeCheck[];
  issues: ScheduleIssue[];
}

const issue = (path: (string | number)[], code: ScheduleMessage): ScheduleIssue => ({
  path,
  code,
  message: scheduleMessages[code],
  blocking: !WARNINGS.has(code),
});

function emptyRangeCheck(paymentCount: number): RangeCheck {
  return { errors: [], next: null, payments: Array.from({ length: paymentCount }, () => []), balanceDue: MAX_TOTAL_PERCENT };
}

/**
 * The ranges' own dates, and how each meets the next by start date: a range that starts on or
 * before the latest end so far overlaps, one that starts more than a day after it leaves a gap.
 */
function checkDateRanges(ranges: readonly DateRangeRow[], checks: RangeCheck[], issues: ScheduleIssue[]): void {
  const dated: { index: number; start: number; end: number }[] = [];
  ranges.forEach((range, index) => {
    if (range.IsDeleted) return;
    const check = checks[index]!;
    const start = dayNumber(range.PurchaseEffectiveDate);
    const end = dayNumber(range.PurchaseExpirationDate);
    if (start === null || end === null) {
      check.errors.push('rangeDateBlank');
      issues.push(issue(['PurchaseDates', index, start === null ? 'PurchaseEffectiveDate' : 'PurchaseExpirationDate'], 'rangeDateBlank'));
      return;
    }
    if (start > end) {
      check.errors.push('rangeValuesOverlap');
      issues.push(issue(['PurchaseDates', index, 'PurchaseExpirationDate'], 'rangeValuesOverlap'));
    }
    dated.push({ index, start, end });
  });

  dated.sort((a, b) => a.start - b.start || a.index - b.index);
  let latestEnd: number | null = null;
  for (let position = 1; position < dated.length; position += 1) {
    const previous = dated[position - 1]!;
    const current = dated[position]!;
    latestEnd = latestEnd === null ? previous.end : Math.max(latestEnd, previous.end);
    const flag = current.start <= latestEnd ? 'overlapsNext' : current.start - latestEnd > 1 ? 'gapToNext' : null;
    if (flag) {
      checks[previous.index]!.next = flag;
      issues.push(issue(['PurchaseDates', previous.index], flag));
    }
  }
}

function summarise(issues: ScheduleIssue[], name: ScheduleMessage | null, ranges: RangeCheck[]): ScheduleCheck {
  return { valid: !issues.some((found) => found.blocking), name, ranges, issues };
}

/** Every rule of spec §4 and §5 for a payment schedule. */
export function checkPaymentSchedule(draft: PaymentScheduleDraft, balanceDueTypeId = BALANCE_DUE_AMOUNT_TYPE): ScheduleCheck {
  const issues: ScheduleIssue[] = [];
  const name: ScheduleMessage | null = draft.PaymentScheduleName.trim() === '' ? 'paymentNameRequired' : null;
  if (name) issues.push(issue(['PaymentScheduleName'], name));
  const ranges = draft.PurchaseDates.map((range) => emptyRangeCheck(range.ScheduledPayments.length));
  checkDateRanges(draft.PurchaseDates, ranges, issues);

  draft.PurchaseDates.forEach((range, rangeIndex) => {
    if (range.IsDeleted) return;
    const check = ranges[rangeIndex]!;
    const path = ['PurchaseDates', rangeIndex, 'ScheduledPayments'];
    let latestOther: number | null = null;
    const finals: number[] = [];
    range.ScheduledPayments.forEach((payment, paymentIndex) => {
      if (payment.IsDeleted) return;
      const found = check.payments[paymentIndex]!;
      const date = dayNumber(payment.PaymentDate);
      if (date === null) {
        found.push('paymentDateBlank');
        issues.push(issue([...path, paymentIndex, 'PaymentDate'], 'paymentDateBlank'));
      }
      if (isBalanceDue(payment, balanceDueTypeId)) {
        finals.push(paymentIndex);
        return;
      }
      if (parsePercent(payment.Amount) === null) {
        found.push('amountInvalid');
        issues.push(issue([...path, paymentIndex, 'Amount'], 'amountInvalid'));
      }
      if (date !== null && (latestOther === null || date > latestOther)) latestOther = date;
    });

    for (const paymentIndex of finals) {
      const date = dayNumber(range.ScheduledPayments[paymentIndex]!.PaymentDate);
      if (date !== null && latestOther !== null && date <= latestOther) {
        check.payments[paymentIndex]!.push('finalDateNotLast');
        issues.push(issue([...path, paymentIndex, 'PaymentDate'], 'finalDateNotLast'));
      }
    }

    check.balanceDue = balanceDue(range.ScheduledPayments, balanceDueTypeId);
    if (check.balanceDue < 0) {
      check.errors.push('totalOver100');
      issues.push(issue(path, 'totalOver100'));
    }
  });
  return summarise(issues, name, ranges);
}

/** Name required; each window's dates; overlaps and gaps flagged (spec §5). */
export function checkPricingSchedule(draft: PricingScheduleDraft): ScheduleCheck {
  const issues: ScheduleIssue[] = [];
  const name: ScheduleMessage | null = draft.PricingScheduleName.trim() === '' ? 'pricingNameRequired' : null;
  if (name) issues.push(issue(['PricingScheduleName'], name));
  const ranges = draft.PurchaseDates.map(() => emptyRangeCheck(0));
  checkDateRanges(draft.PurchaseDates, ranges, issues);
  return summarise(issues, name, ranges);
}

/** Apply needs a valid schedule with at least one range (spec §5); the caller adds "not applying". */
export function canApply(check: ScheduleCheck, ranges: readonly { IsDeleted: boolean }[]): boolean {
  return check.valid && activeRows(ranges).length > 0;
}

/** The first issue that stops a save, for a 400 answer. */
export function firstBlockingMessage(check: ScheduleCheck): string | null {
  return check.issues.find((found) => found.blocking)?.message ?? null;
}

const blockingIssues = (check: ScheduleCheck) =>
  check.issues.filter((found) => found.blocking).map((found) => ({ code: 'custom' as const, message: found.message, path: found.path }));

/** The payment schedule as the server takes it, with every blocking rule as an issue. */
export function paymentScheduleRules(balanceDueTypeId = BALANCE_DUE_AMOUNT_TYPE) {
  return paymentScheduleSchema.check(
    z.superRefine((dto, ctx) => {
      for (const found of blockingIssues(checkPaymentSchedule(asPaymentDraft(dto), balanceDueTypeId))) ctx.addIssue(found);
    }),
  );
}

/** The pricing schedule as the server takes it, with every blocking rule as an issue. */
export function pricingScheduleRules() {
  return pricingScheduleSchema.check(
    z.superRefine((dto, ctx) => {
      for (const found of blockingIssues(checkPricingSchedule(asPricingDraft(dto)))) ctx.addIssue(found);
    }),
  );
}
