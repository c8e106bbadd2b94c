/**
 * The demo resort's vouchers and orders. Tests rely on the voucher codes and on order 1001
 * (`SR1001`) belonging to shopper@example.com. The season passes' payment plan is the admin's
 * (`payment-plans-seed.ts`); the orders' payment-plan lines take their payments from it.
 */
import type { Db, Sql } from '../db/db.ts';
import { loadCatalog } from '../catalog/catalog.ts';
import { loadPlans, quoteSchedule, unitPriceCents } from './repo.ts';
import { windowFor } from './schedule.ts';
import { toCents } from '../../../src/core/money.ts';

/** Named when this also seeded the first payment-plan tables; kept so a seeded store is not seeded twice. */
const SEEDED_KEY = 'seeded_vouchers_and_plans';

export const VOUCHER_DISCOUNT_ID = 401;

/**
 * The templates the fixtures' vouchers are issued from, and where each is attached: a voucher
 * redeems for the product or the discount its template is attached to (see `repo.ts`).
 */
export const seedTemplates = [
  { code: 'SEASON-PASS-ADULT', name: 'Season Pass - Adult', productId: 1, discountId: null },
  { code: 'SEASON-PASS-CHILD', name: 'Season Pass - Child', productId: 2, discountId: null },
  { code: `DISCOUNT-${VOUCHER_DISCOUNT_ID}`, name: 'Voucher: 20% off a lesson', productId: null, discountId: VOUCHER_DISCOUNT_ID },
] as const;

export const seedVouchers = [
  { code: 'VCH-PRODUCT-1', template: 'SEASON-PASS-ADULT', status: 'active', expiresOn: '2027-04-18' },
  { code: 'VCH-DISCOUNT-1', template: `DISCOUNT-${VOUCHER_DISCOUNT_ID}`, status: 'active', expiresOn: null },
  { code: 'VCH-USED-1', template: 'SEASON-PASS-CHILD', status: 'redeemed', expiresOn: null },
  { code: 'VCH-EXPIRED-1', template: `DISCOUNT-${VOUCHER_DISCOUNT_ID}`, status: 'active', expiresOn: '2026-03-31' },
] as const;

/** Orders with their lines: the payment-plan lines get their payments from the schedule of the order date. */
const seedOrders = [
  {
    id: 1001,
    email: 'shopper@example.com',
    createdOn: '2026-10-02',
    lines: [
      { id: 1, productId: 1, member: 'Alex', valueId: 1011, plan: true },
      { id: 2, productId: 2, member: 'Sam', valueId: 2011, plan: true },
      { id: 3, productId: 5, member: 'Jordan', valueId: null, plan: false },
    ],
  },
  { id: 1002, email: 'admin@example.com', createdOn: '2026-09-20', lines: [{ id: 4, productId: 1, member: 'Taylor', valueId: 1012, plan: true }] },
];

/** What the order's history says of a payment when the store is seeded: paid once its date has come. */
function paymentStatus(date: string, createdOn: string, today: string): string {
  if (date <= createdOn) return 'Paid';
  return date <= today ? 'Paid' : 'Scheduled';
}

async function seedVoucherRows(tx: Sql): Promise<void> {
  await tx.query(
    `insert into discounts (id, name, discount_type, percentage_bp, coupon_code)
     values ($1, 'Voucher: 20% off a lesson', 'AssignedToOrderTotal', 2000, null) on conflict (id) do nothing`,
    [VOUCHER_DISCOUNT_ID],
  );
  for (const template of seedTemplates) {
    await tx.query('insert into voucher_templates (code, name) values ($1, $2)', [template.code, template.name]);
    if (template.productId !== null) {
      await tx.query('insert into product_voucher_templates (product_id, template_code) values ($1, $2)', [template.productId, template.code]);
    } else {
      await tx.query('insert into discount_voucher_requirements (discount_id, template_code) values ($1, $2)', [template.discountId, template.code]);
    }
  }
  for (const voucher of seedVouchers) {
    await tx.query('insert into vouchers (code, template_code, status, expires_on) values ($1, $2, $3, $4)', [
      voucher.code,
      voucher.template,
      voucher.status,
      voucher.expiresOn,
    ]);
  }
}

async function seedOrderRows(tx: Sql, today: string): Promise<void> {
  const catalog = await loadCatalog(tx);
  const plans = await loadPlans(tx);
  for (const order of seedOrders) {
    const customer = await tx.query<{ id: number }>('select id from customers where email = $1', [order.email]);
    const customerId = customer.rows[0]?.id;
    if (customerId === undefined) continue;
    await tx.query('insert into orders (id, customer_id, order_number, created_on) values ($1, $2, $3, $4)', [
      order.id,
      customerId,
      `SR${order.id}`,
      order.createdOn,
    ]);
    for (const line of order.lines) {
      const product = catalog.productById.get(line.productId);
      if (!product) continue;
      const member = await tx.query<{ id: number }>('select id from household_members where customer_id = $1 and first_name = $2', [customerId, line.member]);
      const selections = product.attributes
        .filter((attribute) => attribute.controlType === 'DropdownList' && line.valueId !== null)
        .map((attribute) => ({ attributeId: attribute.id, valueId: line.valueId, date: null }));
      const priceCents = unitPriceCents(catalog, product, selections);
      const onPlan = line.plan && windowFor(plans.get(product.id) ?? [], order.createdOn) !== undefined;
      await tx.query(
        `insert into order_items (id, order_id, product_id, quantity, unit_price_cents, contact_id, is_payment_plan)
         values ($1, $2, $3, 1, $4, $5, $6)`,
        [line.id, order.id, product.id, priceCents, member.rows[0]?.id ?? null, onPlan],
      );
      if (!onPlan) continue;
      const schedule = quoteSchedule(plans, { product, priceCents }, order.createdOn);
      for (const [position, payment] of schedule.Payments.entries()) {
        await tx.query(
          `insert into order_item_payments (order_item_id, payment_date, amount_cents, status, display_order)
           values ($1, $2, $3, $4, $5)`,
          [line.id, payment.PaymentDate, toCents(payment.PaymentAmount), paymentStatus(payment.PaymentDate, order.createdOn, today), position],
        );
      }
    }
  }
}

/**
 * Seeds once per database (also into a store seeded before these tables existed), after `seed()`
 * has stored the admin's payment plans the orders' payments come from.
 */
export async function seedVouchersAndOrders(db: Db, today: string): Promise<void> {
  const done = await db.query('select 1 from store_meta where key = $1', [SEEDED_KEY]);
  if (done.rows.length > 0) return;
  await db.transaction(async (tx) => {
    await seedVoucherRows(tx);
    await seedOrderRows(tx, today);
    await tx.query('insert into store_meta (key, value) values ($1, $2)', [SEEDED_KEY, new Date().toISOString()]);
  });
}
