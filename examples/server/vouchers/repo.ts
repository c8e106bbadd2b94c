/** Reading vouchers, payment plans and orders from the database. */
import type { ScheduleResult } from '../../../src/api/schedule-schemas.ts';
import { buildCart } from '../cart/cart.ts';
import type { StoredSelection } from '../catalog/selections.ts';
import type { Catalog, CatalogProduct } from '../catalog/catalog.ts';
import type { Sql } from '../db/db.ts';
import { resortDate } from '../shell/resort-date.ts';
import { listPaymentSchedules } from '../payment-plans/schedules-repo.ts';
import { BALANCE_DUE_TYPE, noPlanResult, plannedPayments, scheduleResult, windowFor, type StoredWindow } from './schedule.ts';

import { toCents, toHundredths } from '../../../src/core/money.ts';

export { lookupVoucher, VOUCHER_STATUS } from '../buying/voucher-lookup.ts';

/**
 * Every product's payment plan: the payment schedule the admin assigned it (`pp_assignments`),
 * with its purchase-date ranges and their payments, so what the admin edits is what shoppers
 * see. Deleted schedules, ranges and payments (soft-deleted, `is_deleted`) are left out.
 */
export async function loadPlans(sql: Sql): Promise<Map<number, StoredWindow[]>> {
  // The admin's schedules as its list call reads them: deleted schedules, ranges and payments left out.
  const bySchedule = new Map<number, StoredWindow[]>();
  for (const schedule of await listPaymentSchedules(sql, true)) {
    bySchedule.set(
      schedule.PaymentScheduleId,
      schedule.PurchaseDates.map((range) => ({
        effectiveDate: range.PurchaseEffectiveDate ?? '',
        expirationDate: range.PurchaseExpirationDate ?? '',
        // In date order; payments on one date keep the admin's order (the sort is stable).
        payments: [...range.ScheduledPayments]
          .sort((a, b) => (a.PaymentDate ?? '').localeCompare(b.PaymentDate ?? ''))
          .map((payment) => ({
            paymentDate: payment.PaymentDate ?? '',
            amountBp: storedBasisPoints(payment.AmountType, toHundredths(payment.Amount)),
            amountTypeId: payment.AmountType,
          })),
      })),
    );
  }
  // Nothing stops an admin giving a product several assignments: the lowest id among those whose
  // schedule is not deleted wins, so the plan never depends on the order rows come back in.
  const assignments = await sql.query<{ product_id: number; payment_schedule_id: number }>(
    `select distinct on (a.product_id) a.product_id, a.payment_schedule_id
       from pp_assignments a join pp_payment_schedules s on s.id = a.payment_schedule_id and not s.is_deleted
      order by a.product_id, a.id`,
  );
  const plans = new Map<number, StoredWindow[]>();
  for (const row of assignments.rows) {
    const scheduleWindows = bySchedule.get(row.payment_schedule_id);
    if (scheduleWindows) plans.set(row.product_id, scheduleWindows);
  }
  return plans;
}

/**
 * The admin keeps amounts in hundredths of a percent, which are the viewer's basis points. Its
 * type 2 ("Deposit"; "Fixed Amount" in the first payment-plan tables) is a percentage there like
 * type 1 (its editor takes every amount as a percent from 0 to 100), and `schedule.ts` treats every
 * type but Balance Due as a percentage, so both pass through. The admin also stores the Balance
 * Due's share as its editor showed it; the viewer works the balance out itself, so it is null.
 */
function storedBasisPoints(amountTypeId: number, hundredths: number): number | null {
  return amountTypeId === BALANCE_DUE_TYPE ? null : hundredths;
}

/** The unit price the shopper pays for `selections` (attribute adjustments and item discounts), in cents. */
export function unitPriceCents(catalog: Pick<Catalog, 'productById' | 'couponByCode'>, product: CatalogProduct, selections: StoredSelection[]): number {
  const cart = buildCart({ catalog, lines: [{ id: 0, productId: product.id, quantity: 1, selections, contactId: null }], codes: [], household: [] });
  return toCents(cart.Items[0]?.UnitPrice ?? 0);
}

export interface PlanQuote {
  product: CatalogProduct;
  priceCents: number;
  reservationId?: number | null;
  contactName?: string | null;
}

/** The schedule of one unit bought today (or not a payment plan: nor is a unit that costs nothing, such as one a voucher paid for). */
export function quoteSchedule(plans: ReadonlyMap<number, StoredWindow[]>, quote: PlanQuote, purchaseDate = resortDate()): ScheduleResult {
  const window = quote.priceCents > 0 ? windowFor(plans.get(quote.product.id) ?? [], purchaseDate) : undefined;
  if (!window) return noPlanResult(quote.product.name, quote.reservationId ?? null, quote.contactName ?? null);
  const payments = plannedPayments(window, quote.priceCents, purchaseDate);
  const deposit = payments[0]?.date === purchaseDate ? payments[0].cents : 0;
  return scheduleResult({ productName: quote.product.name, payments, depositCents: deposit, reservationId: quote.reservationId ?? null, contactName: quote.contactName ?? null });
}

export interface OrderSummary {
  id: number;
  orderNumber: string;
  createdOn: string;
}

/** The customer's own order, or undefined (another customer's order is as good as missing). */
export async function findOrder(sql: Sql, orderId: number, customerId: number): Promise<OrderSummary | undefined> {
  const found = await sql.query<{ id: number; order_number: string; created_on: string }>(
    `select id, order_number, to_char(created_on, 'YYYY-MM-DD') as created_on
       from orders where id = $1 and customer_id = $2`,
    [orderId, customerId],
  );
  const row = found.rows[0];
  return row && { id: row.id, orderNumber: row.order_number, createdOn: row.created_on };
}

/** One result per order line: the stored payments with their status, or "not a payment plan". */
export async function orderSchedules(sql: Sql, orderId: number, catalog: Pick<Catalog, 'productById'>): Promise<ScheduleResult[]> {
  const items = await sql.query<{
    id: number;
    product_id: number;
    is_payment_plan: boolean;
    first_name: string | null;
    last_name: string | null;
  }>(
    `select i.id, i.product_id, i.is_payment_plan, m.first_name, m.last_name
       from order_items i left join household_members m on m.id = i.contact_id
      where i.order_id = $1 order by i.id`,
    [orderId],
  );
  const payments = await sql.query<{ order_item_id: number; payment_date: string; amount_cents: number; status: string }>(
    `select p.order_item_id, to_char(p.payment_date, 'YYYY-MM-DD') as payment_date, p.amount_cents, p.status
       from order_item_payments p join order_items i on i.id = p.order_item_id
      where i.order_id = $1 order by p.display_order, p.payment_date, p.id`,
    [orderId],
  );
  // Orders placed at checkout keep their plan payments in the line's enrollment (the admin's).
  const enrolled = await sql.query<{ order_item_id: number; payment_date: string; amount_cents: number; status: string }>(
    `select e.order_item_id, to_char(p.payment_date, 'YYYY-MM-DD') as payment_date, p.amount_cents, s.name as status
       from pp_enrollments e join order_items i on i.id = e.order_item_id
       join pp_enrollment_payments p on p.enrollment_id = e.id join pp_payment_statuses s on s.id = p.status_id
      where i.order_id = $1 order by p.payment_date, p.id`,
    [orderId],
  );
  return items.rows.map((item) => {
    const name = catalog.productById.get(item.product_id)?.name ?? `Product ${item.product_id}`;
    const contact = item.first_name === null ? null : `${item.first_name} ${item.last_name ?? ''}`.trim();
    if (!item.is_payment_plan) return noPlanResult(name, item.id, contact);
    const stored = payments.rows.filter((payment) => payment.order_item_id === item.id);
    const rows = (stored.length > 0 ? stored : enrolled.rows.filter((payment) => payment.order_item_id === item.id))
      .map((payment) => ({ date: payment.payment_date, cents: payment.amount_cents, status: payment.status }));
    return scheduleResult({ productName: name, payments: rows, depositCents: rows[0]?.cents ?? 0, reservationId: item.id, contactName: contact });
  });
}
