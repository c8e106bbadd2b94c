/**
 * The schedule table's rules, as plain functions of
 * the store's answer, the locale and `now`: no React, tested directly.
 *
 * - amounts have 2 decimals and the rows add up to the total (the last payment, the balance due,
 *   takes the rounding difference);
 * - amounts are multiplied by the cart quantity when it is above 1;
 * - a payment dated today, in the resort's time zone, shows `Today`;
 * - dates are `MM/DD/YYYY` for en-US and `DD/MM/YYYY` otherwise.
 */
import type { ScheduleResult } from '../../src/api/schedule-schemas.ts';
import { calendarDateAtStart } from '../../src/core/dates.ts';
import { roundToCents as roundMoney, splitIntoCents, toCents } from '../../src/core/money.ts';

export interface ScheduleRow {
  /** The payment date as shown (`MM/DD/YYYY` or `DD/MM/YYYY`), or the store's text when it is not a date. */
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
  timeZoneOffset: number | null;
}

const HOUR_MS = 3_600_000;

// Cents and calendar dates follow the library's one rule for each (src/core).
export { roundToCents as roundMoney, splitIntoCents, toCents } from '../../src/core/money.ts';

/** The multiplier: the quantity when it is a number above 1, otherwise 1. */
export function effectiveQuantity(quantity: number | undefined): number {
  return quantity !== undefined && Number.isFinite(quantity) && quantity > 1 ? Math.floor(quantity) : 1;
}

/** The resort's UTC offset in milliseconds, or null when unknown. */
function offsetMs(offset: number | null): number | null {
  if (offset === null || !Number.isFinite(offset)) return null;
  // Hosts write hours (-7); a few write minutes (-420). No zone is more than 14 hours from UTC.
  return Math.abs(offset) > 14 ? offset * 60_000 : offset * HOUR_MS;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Today's date (`YYYY-MM-DD`) at the resort; in the browser's own zone when the offset is unknown. */
export function resortToday(now: number, timeZoneOffset: number | null): string {
  const shift = offsetMs(timeZoneOffset);
  if (shift === null) {
    const local = new Date(now);
    return `${pad(local.getFullYear(), 4)}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
  }
  return new Date(now + shift).toISOString().slice(0, 10);
}

/** The calendar date (`YYYY-MM-DD`) at the start of `value`, or null when it is not a real date. */
export function isoDateOf(value: string): string | null {
  return calendarDateAtStart(value);
}

/** `MM/DD/YYYY` for en-US, `DD/MM/YYYY` for every other locale. */
export function formatScheduleDate(isoDate: string, locale: string): string {
  const [year, month, day] = isoDate.split('-');
  return locale.replace('_', '-').toLowerCase() === 'en-us' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
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
    const iso = isoDateOf(payment.PaymentDate);
    return {
      date: iso === null ? payment.PaymentDate : formatScheduleDate(iso, options.locale),
      isToday: iso !== null && iso === today,
      amount: (cents[index] ?? 0) / 100,
      status: payment.PaymentStatus?.trim() ?? '',
    };
  });
  const deposit = result.Deposit !== null && result.Deposit > 0 ? roundMoney(result.Deposit * quantity) : null;
  return { rows, total: totalCents / 100, deposit, hasStatus: rows.some((row) => row.status !== '') };
}

/** The order id the schedule call takes: the store's order number without its 2-character prefix. */
export function orderIdForApi(orderId: string): string | null {
  const trimmed = orderId.trim();
  return trimmed.length > 2 ? trimmed.slice(2) : null;
}

const amountFormats = new Map<string, Intl.NumberFormat>();

/** An amount with exactly 2 decimals in the store's currency (`$1,234.50`). */
export function formatScheduleAmount(amount: number, locale: string, currency: string): string {
  const key = `${locale}|${currency}`;
  let format = amountFormats.get(key);
  if (!format) {
    const options = { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch {
      // A host with a bad locale or currency code still gets readable amounts.
      format = new Intl.NumberFormat('en-US', { ...options, currency: 'USD' });
    }
    amountFormats.set(key, format);
  }
  return format.format(amount);
}
