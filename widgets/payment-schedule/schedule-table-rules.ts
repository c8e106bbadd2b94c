/**
 * The schedule table's rules, as plain functions of
 * the store's answer, the locale and `now`: no React, tested directly.
 *
 * - amounts have 2 decimals and the rows add up to the total (the last payment, the balance due,
 *   takes the rounding difference);
 * - amounts are multiplied by the cart quantity when it is above 1;
 * - a payment dated today, in the resort's time zone, shows `Today`;
 * - dates are `MM/DD/YYYY` for en-US and `DD/MM/YYYY` otherwise (`dateText`'s `schedule` form),
 *   as the schedule viewer writes them whatever the page's display format.
 */
import type { ScheduleResult } from '../../src/api/schedule-schemas.ts';
import { calendarDateAtStart, dateText, resortToday, type TimeZoneOffset } from '../../src/core/dates.ts';
import { roundToCents, splitIntoCents, toCents, fromCents } from '../../src/core/money.ts';

export interface ScheduleRow {
  /** The payment date as shown (`12/15/2026`, `15/12/2026`), or the store's text when it is not a date. */
  date: string;
  /** Due today in the resort's time zone: the view shows `Today` instead of the date. */
  isToday: boolean;
  amount: number;
  status: string;
}

export interface ScheduleTable {
  rows: ScheduleRow[];
  total: number;
  /** The deposit (times the quantity), when the plan has one. */
  deposit: number | null;
  /** Show a Status column: at least one payment has a status. */
  hasStatus: boolean;
}

export interface ScheduleTableOptions {
  /** The cart quantity; amounts are multiplied by it when it is above 1. */
  quantity?: number | undefined;
  locale: string;
  /** The current time in milliseconds (`Date.now()`), passed in so tests can fix the clock. */
  now: number;
  /** Page data `DefaultStoreTimeZoneOffset`: hours from UTC (minutes when beyond ±14); null for the browser's own zone. */
  timeZoneOffset: TimeZoneOffset;
}

/** The multiplier: the quantity when it is a number above 1, otherwise 1. */
export function effectiveQuantity(quantity: number | undefined): number {
  return quantity !== undefined && Number.isFinite(quantity) && quantity > 1 ? Math.floor(quantity) : 1;
}

/** `MM/DD/YYYY` for en-US, `DD/MM/YYYY` for every other locale. */
export function formatScheduleDate(isoDate: string, locale: string): string {
  return dateText(isoDate, locale, 'schedule');
}

/** A result worth showing: a payment plan with at least one payment. */
export function hasSchedule(result: ScheduleResult): boolean {
  return result.IsPaymentPlan && result.Payments.length > 0;
}

/** The table for one schedule result. */
export function buildScheduleTable(result: ScheduleResult, options: ScheduleTableOptions): ScheduleTable {
  const quantity = effectiveQuantity(options.quantity);
  const today = resortToday(options.now, options.timeZoneOffset);
  const amounts = result.Payments.map((payment) => payment.PaymentAmount * quantity);
  const sumCents = toCents(amounts.reduce((sum, amount) => sum + amount, 0));
  const declaredCents = toCents(result.PaymentsTotal * quantity);
  // The stated total wins when it differs from the payments' sum only by rounding (a cent a row).
  const totalCents =
    result.PaymentsTotal > 0 && Math.abs(declaredCents - sumCents) <= result.Payments.length ? declaredCents : sumCents;
  const cents = splitIntoCents(amounts, totalCents);

  const rows = result.Payments.map((payment, index): ScheduleRow => {
    const iso = calendarDateAtStart(payment.PaymentDate);
    return {
      date: iso === null ? payment.PaymentDate : formatScheduleDate(iso, options.locale),
      isToday: iso !== null && iso === today,
      amount: fromCents(cents[index] ?? 0),
      status: payment.PaymentStatus?.trim() ?? '',
    };
  });
  const deposit = result.Deposit !== null && result.Deposit > 0 ? roundToCents(result.Deposit * quantity) : null;
  return { rows, total: fromCents(totalCents), deposit, hasStatus: rows.some((row) => row.status !== '') };
}

/** The order id the schedule call takes: the store's order number without its 2-character prefix. */
export function orderIdForApi(orderId: string): string | null {
  const trimmed = orderId.trim();
  return trimmed.length > 2 ? trimmed.slice(2) : null;
}
