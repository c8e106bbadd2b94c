/**
 * A customer's own payment plans (My Account): the plans listed with their payments, the card on
 * file changed for the plans they choose, and a payment that is due or failed paid now with the
 * card on file, through the Square double's charge. Every call is scoped to the signed-in
 * customer's enrollments: another customer's enrollment id is answered as if it did not exist.
 */
import type { Sql } from '../db/db.ts';
import { HttpError, badRequest } from '../platform/http-error.ts';
import { centsToAmount } from '../platform/money.ts';
import { resortDate } from '../shell/resort-date.ts';
import { CHARGE_MESSAGES } from '../payments/charge.ts';
import { PAYMENT_STATUS } from './reference.ts';
import { loadTranslations } from '../platform/localized.ts';
import { say, english } from '../text/store-text.ts';
import { answerLanguage } from '../text/languages.ts';
import { BRAINTREE_PAYMENT_TOKEN, CARD_ON_FILE_MESSAGES, cardOnFileOutcome, takeCardOnFile, type CardOnFileRequest } from '../payments/card-tokens.ts';
import { isCancelled, visiblePlans } from '../../../widgets/my-payment-plans/plan-rules.ts';

export const MY_PLANS_MESSAGES = {
  notFound: english('msg.plans.notFound'),
  notYours: english('msg.plans.notYours'),
  noneSelected: english('msg.plans.noneSelected'),
  ...CARD_ON_FILE_MESSAGES,
  nothingDue: english('msg.plans.nothingDue'),
  noCard: english('msg.plans.noCard'),
} as const;

const BRAND_NAMES: Readonly<Record<string, string>> = { VISA: 'Visa', MASTERCARD: 'MasterCard', AMERICAN_EXPRESS: 'American Express', DISCOVER: 'Discover', DISCOVER_DINERS: 'Diners Club', JCB: 'JCB', CHINA_UNIONPAY: 'UnionPay' };

/** "Visa ending in 1111", in the answer's language. */
export const paymentMethodText = (brand: string | null, last4: string | null): string => (brand && last4 ? say('plans.paymentMethod', { brand: BRAND_NAMES[brand] ?? brand, last4 }) : '');

interface PlanRow {
  id: number;
  product_name: string;
  /** The product the plan's order line is for, whose name the answer gives in the shopper's language. */
  product_id: number | null;
  order_id: number;
  order_number: string | null;
  order_date: string;
  order_total_cents: number | null;
  amount_cents: number;
  status: string;
  card_brand: string | null;
  card_last4: string | null;
  card_token: string | null;
  contact: string | null;
  customer_name: string;
}

/** How many of the customer's plans My Account shows: every one but the cancelled, by the widget's own rule. */
export async function countCustomerPlans(sql: Sql, customerId: number): Promise<number> {
  const { rows } = await sql.query<{ status: string }>(
    'select s.name as status from pp_enrollments e join pp_enrollment_statuses s on s.id = e.status_id where e.customer_id = $1',
    [customerId],
  );
  return rows.filter((row) => !isCancelled(row.status)).length;
}

/** `GET /api/ui/paymentplans/schedules/contacts`: the customer's plans, each with its payments. */
export async function customerPlans(sql: Sql, customerId: number) {
  const plans = await sql.query<PlanRow>(
    `select e.id, e.product_name, i.product_id, e.order_id, o.order_number, to_char(coalesce(o.created_on, e.enrolled_on), 'YYYY-MM-DD') as order_date,
            o.total_cents as order_total_cents, e.amount_cents, s.name as status, e.card_brand, e.card_last4, e.card_token, e.customer_name,
            nullif(trim(coalesce(m.first_name, '') || ' ' || coalesce(m.last_name, '')), '') as contact
       from pp_enrollments e join pp_enrollment_statuses s on s.id = e.status_id
       left join orders o on o.id = e.order_id
       left join order_items i on i.id = e.order_item_id left join household_members m on m.id = i.contact_id
      where e.customer_id = $1 order by coalesce(o.created_on, e.enrolled_on) desc, e.id desc`,
    [customerId],
  );
  const payments = await sql.query<{ enrollment_id: number; payment_date: string; amount_cents: number; status: string }>(
    `select p.enrollment_id, to_char(p.payment_date, 'YYYY-MM-DD') as payment_date, p.amount_cents, s.name as status
       from pp_enrollment_payments p join pp_payment_statuses s on s.id = p.status_id
       join pp_enrollments e on e.id = p.enrollment_id where e.customer_id = $1 order by p.payment_date, p.id`,
    [customerId],
  );
  const local = await loadTranslations(sql, answerLanguage(), ['Product']);
  return plans.rows.map((plan) => {
    const own = payments.rows.filter((payment) => payment.enrollment_id === plan.id);
    const unpaid = own.filter((payment) => payment.status !== 'Paid' && payment.status !== 'Refunded' && payment.status !== 'Cancelled' && payment.status !== 'Skipped');
    return {
      ProductName: plan.product_id === null ? plan.product_name : local.value('Product', plan.product_id, 'Name', plan.product_name),
      EnrollmentId: plan.id,
      OrderId: plan.order_id,
      OrderNumber: plan.order_number ?? `SR${plan.order_id}`,
      ContactName: plan.contact ?? plan.customer_name,
      OrderDate: plan.order_date,
      OrderTotal: centsToAmount(plan.order_total_cents ?? plan.amount_cents),
      PaymentMethod: paymentMethodText(plan.card_brand, plan.card_last4),
      PaymentStatus: plan.status,
      PaymentProvider: plan.card_token !== null && BRAINTREE_PAYMENT_TOKEN.test(plan.card_token) ? 'Braintree' : 'Square',
      Payments: own.map((payment) => ({ PaymentDate: payment.payment_date, PaymentAmount: centsToAmount(payment.amount_cents), PaymentStatus: payment.status })),
      Amount: centsToAmount(plan.amount_cents),
      DepositAmount: centsToAmount(own[0]?.amount_cents ?? 0),
      RemainingBalance: centsToAmount(unpaid.reduce((sum, payment) => sum + payment.amount_cents, 0)),
    };
  });
}

/** One plan as My Account's call answers it. */
export type CustomerPlanAnswer = Awaited<ReturnType<typeof customerPlans>>[number];

/** The plans My Account shows (every one but the cancelled, by the widget's own rule), for the store's own list. */
export async function shownCustomerPlans(sql: Sql, customerId: number): Promise<CustomerPlanAnswer[]> {
  return visiblePlans(await customerPlans(sql, customerId));
}

export interface CardUpdate extends CardOnFileRequest {
  EnrollmentIds: number[];
  Name: string;
}

/**
 * Puts the card a double tokenized on file for the customer's chosen plans; all of them or none. A
 * Square token is used up here; a Braintree store's card comes from the customer's vault
 * (`PaymentKey`, vaulted from `Token`), and its payment token is what later payments charge.
 */
export async function updatePlanCard(sql: Sql, customerId: number, update: CardUpdate, provider: 'Square' | 'Braintree' = 'Square'): Promise<string> {
  const ids = [...new Set(update.EnrollmentIds)];
  if (ids.length === 0) throw badRequest(MY_PLANS_MESSAGES.noneSelected);
  const owned = await sql.query<{ id: number }>('select id from pp_enrollments where id = any($1::int[]) and customer_id = $2', [ids, customerId]);
  if (owned.rows.length !== ids.length) throw new HttpError(403, MY_PLANS_MESSAGES.notYours);
  const { card, onFile } = await takeCardOnFile(sql, customerId, provider, update);
  await sql.query(
    `update pp_enrollments set card_brand = $2, card_last4 = $3, card_exp_month = $4, card_exp_year = $5, card_name = $6, card_token = $7
      where id = any($1::int[])`,
    [ids, card.card_brand, card.last4, card.exp_month, card.exp_year, update.Name.slice(0, 100), onFile],
  );
  return paymentMethodText(card.card_brand, card.last4);
}

export type ProcessResult = { ok: true; paid: number } | { ok: false; message: string };

/**
 * `Pay now`: charges the plan's failed payments and those due today or earlier with its card on
 * file; the result is recorded on each payment (paid with an order number, or failed with why).
 */
export async function processDuePayments(sql: Sql, customerId: number, enrollmentId: number, today = resortDate()): Promise<ProcessResult> {
  const found = await sql.query<{ card_token: string | null }>('select card_token from pp_enrollments where id = $1 and customer_id = $2 for update', [enrollmentId, customerId]);
  const plan = found.rows[0];
  if (!plan) throw new HttpError(404, MY_PLANS_MESSAGES.notFound);
  const due = await sql.query<{ id: number }>(
    `select id from pp_enrollment_payments
      where enrollment_id = $1 and (status_id = ${PAYMENT_STATUS.failed} or (status_id = ${PAYMENT_STATUS.pending} and payment_date <= $2::date))`,
    [enrollmentId, today],
  );
  if (due.rows.length === 0) return { ok: false, message: MY_PLANS_MESSAGES.nothingDue };
  if (!plan.card_token) return { ok: false, message: MY_PLANS_MESSAGES.noCard };
  const outcome = await cardOnFileOutcome(sql, plan.card_token);
  const ids = due.rows.map((row) => row.id);
  if (outcome !== 'OK') {
    const message = CHARGE_MESSAGES[outcome];
    await sql.query(`update pp_enrollment_payments set status_id = ${PAYMENT_STATUS.failed}, attempted_at = now(), failure_message = $2 where id = any($1::int[])`, [ids, message]);
    return { ok: false, message };
  }
  await sql.query(
    `update pp_enrollment_payments set status_id = ${PAYMENT_STATUS.paid}, attempted_at = now(), failure_message = null,
            order_id = coalesce(order_id, nextval('pp_order_numbers')) where id = any($1::int[])`,
    [ids],
  );
  return { ok: true, paid: ids.length };
}
