/**
 * How the store turns a stored payment schedule into a shopper's payments: the purchase-date window holding the purchase date is chosen; each
 * payment is its percentage of the price, the Balance Due payment takes what is left; payments
 * dated on or before the purchase date are due at purchase (the deposit). All in integer cents.
 */
import type { ScheduleResult } from '../../../src/api/schedule-schemas.ts';
import { centsToAmount, percentOfCents } from '../platform/money.ts';

export const BALANCE_DUE_TYPE = 3;

export interface StoredPayment {
  paymentDate: string;
  /** Basis points of the price; null for the Balance Due payment. */
  amountBp: number | null;
  amountTypeId: number;
}

export interface StoredWindow {
  effectiveDate: string;
  expirationDate: string;
  payments: StoredPayment[];
}

export interface PlannedPayment {
  date: string;
  cents: number;
}

/** The window a purchase on `purchaseDate` (`YYYY-MM-DD`) falls in, if any. */
export function windowFor(windows: readonly StoredWindow[], purchaseDate: string): StoredWindow | undefined {
  return windows.find((window) => window.effectiveDate <= purchaseDate && purchaseDate <= window.expirationDate);
}

/**
 * The payments of one unit bought at `priceCents` on `purchaseDate`, in date order, the balance
 * due last; the first row is the deposit (dated the purchase date) when anything is due at
 * purchase. They add up to the price exactly.
 */
export function plannedPayments(window: StoredWindow, priceCents: number, purchaseDate: string): PlannedPayment[] {
  const regular = window.payments.filter((payment) => payment.amountTypeId !== BALANCE_DUE_TYPE);
  const balance = window.payments.find((payment) => payment.amountTypeId === BALANCE_DUE_TYPE);
  const rows = regular.map((payment) => ({ date: payment.paymentDate, cents: percentOfCents(priceCents, payment.amountBp ?? 0) }));
  const paid = rows.reduce((sum, row) => sum + row.cents, 0);
  const lastDate = [...rows.map((row) => row.date), balance?.paymentDate ?? purchaseDate].sort().at(-1) ?? purchaseDate;
  rows.push({ date: balance?.paymentDate ?? lastDate, cents: Math.max(0, priceCents - paid) });

  const atPurchase = rows.filter((row) => row.date <= purchaseDate).reduce((sum, row) => sum + row.cents, 0);
  const later = rows.filter((row) => row.date > purchaseDate).sort((a, b) => a.date.localeCompare(b.date));
  return atPurchase > 0 ? [{ date: purchaseDate, cents: atPurchase }, ...later] : later;
}

export interface ResultInput {
  productName: string;
  payments: readonly (PlannedPayment & { status?: string | null })[];
  /** The deposit, when one was due at purchase. */
  depositCents: number;
  reservationId?: number | null;
  contactName?: string | null;
}

/** The viewer's answer for one product"). */
export function scheduleResult(input: ResultInput): ScheduleResult {
  return {
    IsPaymentPlan: true,
    PaymentsTotal: centsToAmount(input.payments.reduce((sum, payment) => sum + payment.cents, 0)),
    Payments: input.payments.map((payment) => ({
      PaymentDate: payment.date,
      PaymentAmount: centsToAmount(payment.cents),
      PaymentStatus: payment.status ?? null,
    })),
    Deposit: input.depositCents > 0 ? centsToAmount(input.depositCents) : null,
    ReservationId: input.reservationId ?? null,
    ContactName: input.contactName ?? null,
    ProductName: input.productName,
  };
}

/** A product (or selection) that is not sold on a payment plan. */
export function noPlanResult(productName: string, reservationId: number | null = null, contactName: string | null = null): ScheduleResult {
  return {
    IsPaymentPlan: false,
    PaymentsTotal: 0,
    Payments: [],
    Deposit: null,
    ReservationId: reservationId,
    ContactName: contactName,
    ProductName: productName,
  };
}
