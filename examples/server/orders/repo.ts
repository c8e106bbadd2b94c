/**
 * Orders the store places at checkout: in one transaction the order and its lines, the charge,
 * an enrollment with its scheduled payments for each payment-plan line (the deposit paid now,
 * the rest pending, as the admin's Enrollments screen shows them), and the emptied cart.
 */
import type { Cart } from '../../../src/api/cart-schemas.ts';
import type { Catalog, CatalogProduct } from '../catalog/catalog.ts';
import { storedSelectionsSchema } from '../catalog/selections.ts';
import { attributeInfoOf } from '../cart/cart.ts';
import type { Sql } from '../db/db.ts';
import { touch } from '../cart/repo.ts';
import { loadPlans, quoteSchedule } from '../vouchers/repo.ts';
import { resortDate } from '../shell/resort-date.ts';
import { PAYMENT_STATUS } from '../payment-plans/reference.ts';
import type { ChargedCard } from '../payments/charge.ts';
import { toCents } from '../../../src/core/money.ts';
import { redeemCartVouchers } from '../vouchers/redeem.ts';

const ACTIVE_ENROLLMENT = 1;

export interface PlacedOrder {
  orderId: number;
  orderNumber: string;
}

export async function orderByKey(sql: Sql, key: string): Promise<(PlacedOrder & { customerId: number }) | undefined> {
  const found = await sql.query<{ id: number; order_number: string; customer_id: number }>('select id, order_number, customer_id from orders where idempotency_key = $1', [key]);
  const row = found.rows[0];
  return row && { orderId: row.id, orderNumber: row.order_number, customerId: row.customer_id };
}

interface PlannedLine {
  itemId: number;
  productId: number;
  productName: string;
  quantity: number;
  unitCents: number;
  contactId: number | null;
  attributeInfo: string;
  /** Per unit, in date order; the first is the deposit when dated today. Empty: not on a plan. */
  payments: { date: string; cents: number }[];
}

export interface OrderPlan {
  lines: PlannedLine[];
  totalCents: number;
  /** What is charged now: the total less the plan payments that fall later. */
  chargeNowCents: number;
  /** The cart's order-total discount and the codes and discount vouchers that gave it, as its summary named them. */
  discount?: OrderDiscount;
}

/** An order-total discount and the discount codes and vouchers that gave it. */
export interface OrderDiscount {
  cents: number;
  codes: string[];
}

/** The order the cart makes today: each line's plan payments and what is due now. */
export async function planOrder(sql: Sql, catalog: Catalog, cart: Cart, today = resortDate()): Promise<OrderPlan> {
  const plans = await loadPlans(sql);
  const lines: PlannedLine[] = [];
  let later = 0;
  for (const item of cart.Items) {
    const product = catalog.productById.get(item.ProductId);
    if (!product) continue;
    const unitCents = toCents(item.UnitPrice);
    const schedule = quoteSchedule(plans, { product, priceCents: unitCents }, today);
    const payments = schedule.IsPaymentPlan ? schedule.Payments.map((payment) => ({ date: payment.PaymentDate, cents: toCents(payment.PaymentAmount) })) : [];
    later += payments.filter((payment) => payment.date > today).reduce((sum, payment) => sum + payment.cents, 0) * item.Quantity;
    lines.push({
      itemId: item.Id,
      productId: item.ProductId,
      productName: item.ProductName,
      quantity: item.Quantity,
      unitCents,
      contactId: item.AssignedToContactInfo?.Id ?? null,
      attributeInfo: item.AttributeInfo ?? '',
      payments,
    });
  }
  const totalCents = toCents(cart.TotalPrice);
  const discount = { cents: toCents(cart.OrderTotalDiscount), codes: [...cart.AppliedDiscountCodes] };
  return { lines, totalCents, chargeNowCents: Math.max(0, totalCents - later), discount };
}

export interface PlaceOrderInput {
  customer: { id: number; email: string; firstName: string; lastName: string };
  cartId: number;
  plan: OrderPlan;
  idempotencyKey: string;
  charge: { card: ChargedCard; cardholderName: string; isDigitalWallet: boolean } | null;
  today?: string;
}

/** Writes the order (inside the caller's transaction). */
export async function writeOrder(tx: Sql, input: PlaceOrderInput): Promise<PlacedOrder> {
  const today = input.today ?? resortDate();
  const next = await tx.query<{ id: number }>("select nextval('orders_id_seq')::int as id");
  const orderId = next.rows[0]!.id;
  const orderNumber = `SR${orderId}`;
  // The discount's codes are kept with the order that spends its vouchers (below), in one transaction.
  const discount = input.plan.discount ?? { cents: 0, codes: [] };
  await tx.query(
    `insert into orders (id, customer_id, order_number, created_on, idempotency_key, total_cents, charged_cents, placed_at, order_discount_cents, discount_codes)
     values ($1, $2, $3, $4, $5, $6, $7, now(), $8, $9)`,
    [orderId, input.customer.id, orderNumber, today, input.idempotencyKey, input.plan.totalCents, input.plan.chargeNowCents, discount.cents, discount.codes],
  );
  const stored = await tx.query<{ id: number; attributes: unknown; voucher_code: string | null }>('select id, attributes, voucher_code from cart_items where cart_id = $1', [input.cartId]);
  const attributesOf = new Map(stored.rows.map((row) => [row.id, row.attributes]));
  const voucherOf = new Map(stored.rows.map((row) => [row.id, row.voucher_code]));
  const customerName = `${input.customer.firstName} ${input.customer.lastName}`.trim();
  for (const line of input.plan.lines) {
    const onPlan = line.payments.length > 0;
    const inserted = await tx.query<{ id: number }>(
      `insert into order_items (order_id, product_id, quantity, unit_price_cents, contact_id, is_payment_plan, attributes, attribute_info, voucher_code)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [orderId, line.productId, line.quantity, line.unitCents, line.contactId, onPlan, JSON.stringify(attributesOf.get(line.itemId) ?? []), line.attributeInfo, voucherOf.get(line.itemId) ?? null],
    );
    if (!onPlan) continue;
    // The card paid with stays on file for the plan's later payments.
    const card = input.charge?.card;
    const enrollment = await tx.query<{ id: number }>(
      `insert into pp_enrollments (enrolled_on, order_id, customer_name, email, product_name, amount_cents, status_id, customer_id, order_item_id,
         card_brand, card_last4, card_exp_month, card_exp_year, card_name, card_token)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning id`,
      [
        today, orderId, customerName, input.customer.email, line.productName, line.unitCents * line.quantity, ACTIVE_ENROLLMENT, input.customer.id, inserted.rows[0]!.id,
        card?.brand ?? null, card?.last4 ?? null, card?.expMonth ?? null, card?.expYear ?? null, card ? input.charge?.cardholderName.slice(0, 100) ?? null : null, card?.token ?? null,
      ],
    );
    for (const payment of line.payments) {
      const paidNow = payment.date <= today;
      await tx.query('insert into pp_enrollment_payments (enrollment_id, payment_date, amount_cents, status_id, order_id) values ($1, $2, $3, $4, $5)', [
        enrollment.rows[0]!.id,
        payment.date,
        payment.cents * line.quantity,
        paidNow ? PAYMENT_STATUS.paid : PAYMENT_STATUS.pending,
        paidNow ? orderId : null,
      ]);
    }
  }
  if (input.charge) {
    const { card } = input.charge;
    await tx.query(
      `insert into order_payments (order_id, amount_cents, token, card_brand, last4, exp_month, exp_year, cardholder_name, is_digital_wallet)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [orderId, input.plan.chargeNowCents, card.token, card.brand, card.last4, card.expMonth, card.expYear, input.charge.cardholderName.slice(0, 100), input.charge.isDigitalWallet],
    );
  }
  // The vouchers that paid for lines are spent with the order that took them.
  await redeemCartVouchers(tx, input.cartId, orderId);
  await tx.query('delete from cart_items where cart_id = $1', [input.cartId]);
  await tx.query('delete from cart_discount_codes where cart_id = $1', [input.cartId]);
  await touch(tx, input.cartId);
  return { orderId, orderNumber };
}

export interface OrderLineView {
  productId: number;
  productName: string;
  sku: string;
  quantity: number;
  unitCents: number;
  attributeInfo: string;
  member: string | null;
  onPlan: boolean;
}

export interface OrderView {
  id: number;
  orderNumber: string;
  createdOn: string;
  totalCents: number | null;
  chargedCents: number | null;
  lines: OrderLineView[];
  payment: { brand: string; last4: string; isDigitalWallet: boolean } | null;
  /** The order-total discount and the codes and vouchers that gave it (0 cents: none). */
  discount: OrderDiscount;
}

/**
 * A line's attributes as the catalog's language writes them: described again from the choices the
 * line keeps (`attributes`), or the text written when the order was placed where those no longer
 * read (a product since removed).
 */
function shownAttributeInfo(product: CatalogProduct | undefined, attributes: unknown, written: string, voucherCode: string | null): string {
  const selections = storedSelectionsSchema.safeParse(attributes);
  return product && selections.success ? attributeInfoOf(product, selections.data, voucherCode) : written;
}

/** One of a customer's orders, as My Account lists it. */
export interface OrderListing {
  id: number;
  orderNumber: string;
  createdOn: string;
  totalCents: number | null;
}

/** How many orders My Account lists, newest first. */
export const LISTED_ORDERS = 10;

/** The customer's own orders, newest first (at most `LISTED_ORDERS`). */
export async function customerOrders(sql: Sql, customerId: number): Promise<OrderListing[]> {
  const found = await sql.query<{ id: number; order_number: string; created_on: string; total_cents: number | null }>(
    `select id, order_number, to_char(created_on, 'YYYY-MM-DD') as created_on, total_cents from orders where customer_id = $1 order by created_on desc, id desc limit $2`,
    [customerId, LISTED_ORDERS],
  );
  return found.rows.map((row) => ({ id: row.id, orderNumber: row.order_number, createdOn: row.created_on, totalCents: row.total_cents }));
}

/** The customer's own order with its lines, or undefined; `catalog` in the page's language. */
export async function orderView(sql: Sql, catalog: Pick<Catalog, 'productById'>, orderId: number, customerId: number): Promise<OrderView | undefined> {
  const found = await sql.query<{ id: number; order_number: string; created_on: string; total_cents: number | null; charged_cents: number | null; order_discount_cents: number; discount_codes: string[] }>(
    `select id, order_number, to_char(created_on, 'YYYY-MM-DD') as created_on, total_cents, charged_cents, order_discount_cents, discount_codes
       from orders where id = $1 and customer_id = $2`,
    [orderId, customerId],
  );
  const order = found.rows[0];
  if (!order) return undefined;
  const lines = await sql.query<{ product_id: number; quantity: number; unit_price_cents: number; attributes: unknown; attribute_info: string; first_name: string | null; last_name: string | null; is_payment_plan: boolean; voucher_code: string | null }>(
    `select i.product_id, i.quantity, i.unit_price_cents, i.attributes, i.attribute_info, m.first_name, m.last_name, i.is_payment_plan, i.voucher_code
       from order_items i left join household_members m on m.id = i.contact_id where i.order_id = $1 order by i.id`,
    [orderId],
  );
  const payment = await sql.query<{ card_brand: string; last4: string; is_digital_wallet: boolean }>('select card_brand, last4, is_digital_wallet from order_payments where order_id = $1 order by id limit 1', [orderId]);
  return {
    id: order.id,
    orderNumber: order.order_number,
    createdOn: order.created_on,
    totalCents: order.total_cents,
    chargedCents: order.charged_cents,
    lines: lines.rows.map((line) => {
      const product = catalog.productById.get(line.product_id);
      return {
        productId: line.product_id,
        productName: product?.name ?? `Product ${line.product_id}`,
        sku: product?.sku ?? String(line.product_id),
        quantity: line.quantity,
        unitCents: line.unit_price_cents,
        attributeInfo: shownAttributeInfo(product, line.attributes, line.attribute_info, line.voucher_code),
        member: line.first_name === null ? null : `${line.first_name} ${line.last_name ?? ''}`.trim(),
        onPlan: line.is_payment_plan,
      };
    }),
    payment: payment.rows[0] ? { brand: payment.rows[0].card_brand, last4: payment.rows[0].last4, isDigitalWallet: payment.rows[0].is_digital_wallet } : null,
    discount: { cents: order.order_discount_cents, codes: order.discount_codes },
  };
}
