/** Reading vouchers, payment plans and orders from the database. */
import type { ScheduleResult } from '../../../src/api/schedule-schemas.ts';
import type { VoucherLookup } from '../../../src/api/voucher-schemas.ts';
import { say, sayDate } from '../text/store-text.ts';
import { buildCart } from '../cart/cart.ts';
import type { StoredSelection } from '../catalog/selections.ts';
import type { Catalog, CatalogProduct } from '../catalog/catalog.ts';
import type { Sql } from '../db/db.ts';
import { resortDate } from '../shell/resort-date.ts';
import { listPaymentSchedules } from '../payment-plans/schedules-repo.ts';
import { BALANCE_DUE_TYPE, noPlanResult, plannedPayments, scheduleResult, windowFor, type StoredWindow } from './schedule.ts';

import { toCents, toHundredths } from '../../../src/core/money.ts';

/** What a voucher lookup says, in the answer's language. */
export const VOUCHER_STATUS = {
  get valid() {
    return say('msg.voucher.valid');
  },
  get redeemed() {
    return say('msg.voucher.redeemed');
  },
  expired: (isoDate: string) => say('msg.voucher.expired', { date: sayDate(isoDate) }),
  get notRedeemable() {
    return say('msg.voucher.notRedeemable');
  },
};

/** Longer IDs, or IDs with other characters, are never vouchers. */
const VOUCHER_CODE = /^[A-Za-z0-9-]{1,64}$/;

const unknownVoucher = (): VoucherLookup => ({ IsValid: false, Status: null, Description: null, Error: null, DiscountId: null, ProductId: null });

/**
 * A template's name as the voucher's Description, unless it is only its product's own name: the
 * box shows the product's name already, in the shopper's language, and a template named after its
 * product (as the seeded ones are) would repeat it, in English on a French page.
 */
function describes(templateName: string | null, productName: string | null): string | null {
  const words = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
  return templateName !== null && productName !== null && words(templateName) === words(productName) ? null : templateName;
}

/**
 * `POST /api/vouchers/validate?voucherid=`: IsValid, Status, Description (its template's name, unless that is its product's name: `describes`),
 * Error (why it cannot be redeemed, also in Status), DiscountId, ProductId. A voucher
 * redeems for what its template is attached to: a product (unless staff turned its AllowRedeem
 * off) or a discount's voucher requirement. A template attached nowhere — never, or no longer —
 * makes its vouchers unknown to the store.
 */
export async function lookupVoucher(sql: Sql, voucherId: string, today = resortDate()): Promise<VoucherLookup> {
  const code = voucherId.trim();
  if (!VOUCHER_CODE.test(code)) return unknownVoucher();
  const found = await sql.query<{
    status: 'active' | 'redeemed';
    expires_on: string | null;
    product_id: number | null;
    allow_redeem: boolean | null;
    discount_id: number | null;
    description: string | null;
    product_name: string | null;
  }>(
    `select v.status, to_char(v.expires_on, 'YYYY-MM-DD') as expires_on, p.product_id, p.allow_redeem, d.discount_id, t.name as description, pr.name as product_name
       from vouchers v
       left join voucher_templates t on t.code = v.template_code
       left join product_voucher_templates p on p.template_code = v.template_code
       left join products pr on pr.id = p.product_id
       left join discount_voucher_requirements d on d.template_code = v.template_code
      where v.code = $1`,
    [code.toUpperCase()],
  );
  const voucher = found.rows[0];
  if (!voucher || (voucher.product_id === null && voucher.discount_id === null)) return unknownVoucher();
  // A template is attached to one product or one discount at most (the admin calls refuse a second).
  const known = {
    Description: describes(voucher.description, voucher.product_name),
    ...(voucher.product_id !== null ? { DiscountId: null, ProductId: voucher.product_id } : { DiscountId: voucher.discount_id, ProductId: null }),
  };
  const refused = (reason: string): VoucherLookup => ({ IsValid: false, Status: reason, Error: reason, ...known });
  if (voucher.status === 'redeemed') return refused(VOUCHER_STATUS.redeemed);
  if (voucher.expires_on !== null && voucher.expires_on < today) return refused(VOUCHER_STATUS.expired(voucher.expires_on));
  if (voucher.product_id !== null && voucher.allow_redeem === false) return refused(VOUCHER_STATUS.notRedeemable);
  return { IsValid: true, Status: VOUCHER_STATUS.valid, Error: null, ...known };
}

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

/** The schedule of one unit bought today (or not a payment plan). */
export function quoteSchedule(plans: ReadonlyMap<number, StoredWindow[]>, quote: PlanQuote, purchaseDate = resortDate()): ScheduleResult {
  const window = windowFor(plans.get(quote.product.id) ?? [], purchaseDate);
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
