/**
 * My Account's payment plans, as plain functions (issue 19):
 *
 * - plans whose status is `cancelled`, in any case, are not shown;
 * - a schedule's TOTAL is the sum of its payments in cents (rounded by `toCents`: 1.005 is 101
 *   cents); a Status column shows when any
 *   payment has a status;
 * - rows are selected one by one or all at once; `Update Credit Card` is enabled only with a
 *   selection and while nothing is loading (a card update needs at least one selected plan);
 * - a plan offers `Pay now` when a payment has failed or is due (dated today or earlier and not
 *   paid) by the resort's calendar, the one the store charges by; what Pay now charges is those
 *   payments, summed in cents;
 * - the settings (`GET /api/ui/paymentplans/config/`) switch the card update and Pay now off with
 *   `AllowCardUpdate: false` and `AllowPayNow: false`; a switch not sent, or settings that could
 *   not be read, leave the action on (the card form and the payment each answer for themselves);
 * - the card update sends EnrollmentIds, Token, LastFour, CardType, ExpirationYear,
 *   ExpirationMonth and Name, the expiry read from `MM/YYYY` where a provider gives it that way.
 */
import { toCents } from '../../src/core/money.ts';

export interface PlanPayment {
  PaymentDate: string;
  PaymentAmount: number;
  PaymentStatus: string | null;
}

export interface CustomerPlan {
  EnrollmentId: number;
  PaymentStatus: string | null;
  Payments: readonly PlanPayment[];
}

export const isCancelled = (status: string | null | undefined): boolean => (status ?? '').trim().toLowerCase() === 'cancelled';

export function visiblePlans<P extends CustomerPlan>(plans: readonly P[]): P[] {
  return plans.filter((plan) => !isCancelled(plan.PaymentStatus));
}

export function scheduleTotalCents(payments: readonly PlanPayment[]): number {
  return payments.reduce((sum, payment) => sum + toCents(payment.PaymentAmount), 0);
}

export const hasStatusColumn = (payments: readonly PlanPayment[]): boolean => payments.some((payment) => (payment.PaymentStatus ?? '').trim() !== '');

export function toggleSelection(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Select all: every shown plan, or none when all were selected already. */
export function toggleAll(selected: ReadonlySet<number>, shown: readonly number[]): Set<number> {
  return shown.length > 0 && shown.every((id) => selected.has(id)) ? new Set() : new Set(shown);
}

export interface PlanActions {
  cardUpdate: boolean;
  payNow: boolean;
}

/** What the store's settings allow; `null` (not read) allows both. */
export function planActions(settings: { AllowCardUpdate?: boolean | undefined; AllowPayNow?: boolean | undefined } | null): PlanActions {
  return { cardUpdate: settings?.AllowCardUpdate !== false, payNow: settings?.AllowPayNow !== false };
}

export const updateCardEnabled = (selected: ReadonlySet<number>, loading: boolean): boolean => selected.size > 0 && !loading;

const PAID = new Set(['paid', 'refunded', 'skipped', 'cancelled']);

/** The payments Pay now settles: failed ones, and unpaid ones dated `today` or earlier. */
export function duePayments(plan: CustomerPlan, today: string): PlanPayment[] {
  return plan.Payments.filter((payment) => {
    const status = (payment.PaymentStatus ?? '').trim().toLowerCase();
    return status === 'failed' || (!PAID.has(status) && payment.PaymentDate <= today);
  });
}

export const offersPayNow = (plan: CustomerPlan, today: string): boolean => duePayments(plan, today).length > 0;

/** `MM/YYYY` (a provider's expiry) as month and year, or null. */
export function parseExpiry(value: string): { month: string; year: string } | null {
  const match = /^\s*(0[1-9]|1[0-2])\s*\/\s*(\d{4})\s*$/.exec(value);
  return match ? { month: match[1]!, year: match[2]! } : null;
}

export interface CardUpdateInput {
  Last4: string;
  Name: string;
  Exp: { Month: string; Year: string } | string;
  Brand: string;
  Token: string;
  /** The payment token of the card vaulted with Braintree (the one provider whose update carries it). */
  PaymentKey?: string | undefined;
}

/** What `POST /api/ui/paymentplans/paymentmethod/update/` is sent. */
export function cardUpdatePayload(enrollmentIds: readonly number[], card: CardUpdateInput) {
  const expiry = typeof card.Exp === 'string' ? parseExpiry(card.Exp) : { month: card.Exp.Month, year: card.Exp.Year };
  return {
    EnrollmentIds: [...enrollmentIds],
    Token: card.Token,
    ...(card.PaymentKey ? { PaymentKey: card.PaymentKey } : {}),
    LastFour: card.Last4,
    CardType: card.Brand,
    ExpirationYear: expiry?.year ?? '',
    ExpirationMonth: expiry?.month ?? '',
    Name: card.Name.trim(),
  };
}
