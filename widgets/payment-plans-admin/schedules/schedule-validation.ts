/**
 * What makes a payment or pricing schedule valid — ranges that neither overlap nor leave gaps,
 * payments that add up to at most 100% with the Balance Due last, names and dates present — as
 * plain functions of a draft, plus the zod schemas that apply the same rules. The editor checks its
 * working copy with these on every change; the demo store checks what it is sent with the very
 * same ones, so both say the same thing in the same words.
 */
import * as z from 'zod/mini';
import { paymentScheduleSchema, pricingScheduleSchema } from '../admin-schemas.ts';
import { BALANCE_DUE_AMOUNT_TYPE, MAX_TOTAL_PERCENT, balanceDue, isBalanceDue, parsePercent } from './schedule-amounts.ts';
import { dayNumber } from './schedule-dates.ts';
import { activeRows, asPaymentDraft, asPricingDraft, type DateRangeRow, type PaymentScheduleDraft, type PricingScheduleDraft } from './schedule-draft.ts';

// The messages are the labels' too, which the admin's first screen carries: a module of their own.
import { scheduleMessages, type ScheduleMessage } from './schedule-messages.ts';

export { scheduleMessages, type ScheduleMessage };

/** A gap is flagged but does not stop Apply: a resort may sell nothing between two windows. */
const WARNINGS: ReadonlySet<ScheduleMessage> = new Set(['gapToNext']);

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

/** Every rule above for a payment schedule: ranges, payments, names and dates. */
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

/** Name required; each window's dates; overlaps and gaps flagged. */
export function checkPricingSchedule(draft: PricingScheduleDraft): ScheduleCheck {
  const issues: ScheduleIssue[] = [];
  const name: ScheduleMessage | null = draft.PricingScheduleName.trim() === '' ? 'pricingNameRequired' : null;
  if (name) issues.push(issue(['PricingScheduleName'], name));
  const ranges = draft.PurchaseDates.map(() => emptyRangeCheck(0));
  checkDateRanges(draft.PurchaseDates, ranges, issues);
  return summarise(issues, name, ranges);
}

/** Apply needs a valid schedule with at least one range; the caller adds "not applying". */
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
