/**
 * Product assignments: a product (its metadata tag is the product id here) linked to a payment
 * schedule, a pricing schedule and a payment product, with the attribute values it prices, and
 * a price per value for each purchase-date window of its pricing schedule.
 */
import type { AdminProduct, Assignment, Option, PricingWindow, ProductAttribute } from '../../../widgets/payment-plans-admin/admin-schemas.ts';
import type { Sql } from '../db/db.ts';
import type { AssignmentInput, AssignmentPricingInput } from './admin-input.ts';
import { badRequest, HttpError } from '../platform/http-error.ts';
import { fromCents, toCents } from '../../../src/core/money.ts';

export const ASSIGNMENT_MESSAGES = {
  notFound: 'That assignment does not exist.',
  unknownProduct: 'Unknown product.',
  productChanged: 'The product of an assignment cannot be changed.',
  unknownPaymentSchedule: 'Unknown payment schedule.',
  unknownPricingSchedule: 'Unknown pricing schedule.',
  unknownPaymentProduct: 'Unknown payment product.',
  foreignAttribute: 'A price attribute does not belong to the product.',
  foreignWindow: 'A pricing window does not belong to the assignment’s pricing schedule.',
  foreignValue: 'A priced value does not belong to the assignment.',
} as const;

const DATE = `'YYYY-MM-DD'`;

interface ValueRow {
  product_id: number;
  attribute_id: number;
  attribute_name: string;
  value_id: number;
  value_name: string;
  price_adjustment_cents: number;
}

/** Every product's priceable values: the values of its drop-down attributes. */
async function productValues(sql: Sql, productIds?: readonly number[]): Promise<ValueRow[]> {
  const rows = await sql.query<ValueRow>(
    `select a.product_id, a.id as attribute_id, a.name as attribute_name, v.id as value_id, v.name as value_name, v.price_adjustment_cents
       from product_attributes a join product_attribute_values v on v.attribute_id = a.id
      where a.control_type = 'DropdownList' and ($1::int[] is null or a.product_id = any($1::int[]))
      order by a.product_id, a.display_order, a.id, v.display_order, v.id`,
    [productIds ?? null],
  );
  return rows.rows;
}

function toAttribute(row: ValueRow, selected: boolean): ProductAttribute {
  return {
    ProductAttributeId: row.attribute_id,
    ProductAttributeName: row.attribute_name,
    ProductAttributeValueId: row.value_id,
    ProductAttributeValueName: row.value_name,
    Display: `${row.attribute_name}: ${row.value_name}`,
    Selected: selected,
  };
}

interface ProductRow {
  id: number;
  name: string;
  sku: string;
  category: string;
}

async function products(sql: Sql, ids?: readonly number[]): Promise<ProductRow[]> {
  const rows = await sql.query<ProductRow>(
    `select p.id, p.name, p.sku, c.name as category from products p join categories c on c.id = p.category_id
      where p.published and ($1::int[] is null or p.id = any($1::int[])) order by p.display_order, p.id`,
    [ids ?? null],
  );
  return rows.rows;
}

const classification = (product: ProductRow) => [`Category: ${product.category}`, `SKU: ${product.sku}`];

export async function listAdminProducts(sql: Sql, includeAttributes: boolean): Promise<AdminProduct[]> {
  const values = includeAttributes ? await productValues(sql) : [];
  return (await products(sql)).map((product) => ({
    ProductMetadataTagId: product.id,
    ProductName: product.name,
    ProductAttributes: values.filter((value) => value.product_id === product.id).map((value) => toAttribute(value, false)),
    ClassificationAttributes: classification(product),
  }));
}

export async function listPaymentProducts(sql: Sql): Promise<Option[]> {
  return (await sql.query<Option>('select id as "Id", name as "Name" from pp_payment_products order by id')).rows;
}

interface AssignmentRow {
  id: number;
  product_id: number;
  payment_schedule_id: number;
  payment_schedule_name: string;
  pricing_schedule_id: number;
  pricing_schedule_name: string;
  payment_product_id: number;
  failed_payment_hotlist_code: number;
  failed_payment_retry_days: number;
}

export async function listAssignments(sql: Sql, id?: number): Promise<Assignment[]> {
  const rows = await sql.query<AssignmentRow>(
    `select a.id, a.product_id, a.payment_schedule_id, ps.name as payment_schedule_name, a.pricing_schedule_id,
            pr.name as pricing_schedule_name, a.payment_product_id, a.failed_payment_hotlist_code, a.failed_payment_retry_days
       from pp_assignments a
       join pp_payment_schedules ps on ps.id = a.payment_schedule_id
       join pp_pricing_schedules pr on pr.id = a.pricing_schedule_id
      where $1::int is null or a.id = $1
      order by a.id`,
    [id ?? null],
  );
  const productIds = [...new Set(rows.rows.map((row) => row.product_id))];
  const [productRows, values, selected] = await Promise.all([
    products(sql, productIds),
    productValues(sql, productIds),
    sql.query<{ assignment_id: number; attribute_value_id: number }>(
      'select assignment_id, attribute_value_id from pp_assignment_values where assignment_id = any($1::int[])',
      [rows.rows.map((row) => row.id)],
    ),
  ]);
  return rows.rows.map((row) => {
    const product = productRows.find((candidate) => candidate.id === row.product_id);
    const chosen = new Set(selected.rows.filter((value) => value.assignment_id === row.id).map((value) => value.attribute_value_id));
    return {
      Id: row.id,
      ProductName: product?.name ?? '',
      ProductMetadataTagId: row.product_id,
      ProductAttributes: values.filter((value) => value.product_id === row.product_id).map((value) => toAttribute(value, chosen.has(value.value_id))),
      ClassificationAttributes: product ? classification(product) : [],
      PaymentScheduleId: row.payment_schedule_id,
      PaymentScheduleName: row.payment_schedule_name,
      PricingScheduleId: row.pricing_schedule_id,
      PricingScheduleName: row.pricing_schedule_name,
      PaymentProductId: row.payment_product_id,
      // The store hotlists a customer until paid whenever a failed payment has a hotlist code.
      HotlistUntilPaid: row.failed_payment_hotlist_code > 0,
      FailedPaymentHotlistCode: row.failed_payment_hotlist_code,
      FailedPaymentRetryDays: row.failed_payment_retry_days,
    };
  });
}

async function getAssignment(sql: Sql, id: number): Promise<Assignment> {
  const [assignment] = await listAssignments(sql, id);
  if (!assignment) throw new HttpError(404, ASSIGNMENT_MESSAGES.notFound);
  return assignment;
}

async function exists(sql: Sql, query: string, id: number): Promise<boolean> {
  return (await sql.query(query, [id])).rows.length > 0;
}

/** Creates (no `id`) or updates an assignment from a validated body; returns it as listed. */
export async function saveAssignment(sql: Sql, body: AssignmentInput): Promise<Assignment> {
  if (!(await exists(sql, 'select 1 from products where id = $1 and published', body.productMetadataTagId))) {
    throw badRequest(ASSIGNMENT_MESSAGES.unknownProduct);
  }
  if (!(await exists(sql, 'select 1 from pp_payment_schedules where id = $1 and not is_deleted', body.paymentScheduleId))) {
    throw badRequest(ASSIGNMENT_MESSAGES.unknownPaymentSchedule);
  }
  if (!(await exists(sql, 'select 1 from pp_pricing_schedules where id = $1 and not is_deleted', body.pricingScheduleId))) {
    throw badRequest(ASSIGNMENT_MESSAGES.unknownPricingSchedule);
  }
  if (!(await exists(sql, 'select 1 from pp_payment_products where id = $1', body.paymentProductId))) {
    throw badRequest(ASSIGNMENT_MESSAGES.unknownPaymentProduct);
  }
  const allowed = new Set((await productValues(sql, [body.productMetadataTagId])).map((value) => value.value_id));
  const valueIds = [...new Set(body.productAttributes.map((attribute) => attribute.ProductAttributeValueId))];
  if (valueIds.some((valueId) => !allowed.has(valueId))) throw badRequest(ASSIGNMENT_MESSAGES.foreignAttribute);

  let id = body.id;
  if (id === undefined) {
    const created = await sql.query<{ id: number }>(
      `insert into pp_assignments (product_id, payment_schedule_id, pricing_schedule_id, payment_product_id,
         failed_payment_hotlist_code, failed_payment_retry_days)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [body.productMetadataTagId, body.paymentScheduleId, body.pricingScheduleId, body.paymentProductId, body.failedPaymentHotlistCode, body.failedPaymentRetryDays],
    );
    id = created.rows[0]!.id;
  } else {
    const current = await getAssignment(sql, id);
    if (current.ProductMetadataTagId !== body.productMetadataTagId) throw badRequest(ASSIGNMENT_MESSAGES.productChanged);
    await sql.query(
      `update pp_assignments set payment_schedule_id = $2, pricing_schedule_id = $3, payment_product_id = $4,
              failed_payment_hotlist_code = $5, failed_payment_retry_days = $6, updated_at = now()
        where id = $1`,
      [id, body.paymentScheduleId, body.pricingScheduleId, body.paymentProductId, body.failedPaymentHotlistCode, body.failedPaymentRetryDays],
    );
    await sql.query('delete from pp_assignment_values where assignment_id = $1', [id]);
    // Prices of values no longer priced, or of another pricing schedule's windows, are dropped.
    await sql.query(
      `delete from pp_assignment_prices p where p.assignment_id = $1
          and (not (p.attribute_value_id = any($2::int[]))
               or not exists (select 1 from pp_pricing_schedule_ranges r where r.id = p.range_id and r.schedule_id = $3))`,
      [id, valueIds, body.pricingScheduleId],
    );
  }
  for (const valueId of valueIds) {
    await sql.query('insert into pp_assignment_values (assignment_id, attribute_value_id) values ($1, $2)', [id, valueId]);
  }
  return getAssignment(sql, id);
}

export async function deleteAssignment(sql: Sql, id: number): Promise<void> {
  const deleted = await sql.query('delete from pp_assignments where id = $1', [id]);
  if ((deleted.affectedRows ?? 0) === 0) throw new HttpError(404, ASSIGNMENT_MESSAGES.notFound);
}

interface PricedValue {
  value_id: number;
  value_name: string;
  attribute_name: string;
  default_cents: number;
}

/**
 * The values an assignment prices (its ticked ones, or all of the product's when none is
 * ticked), each with its default price: the product's price plus the value's adjustment.
 */
async function pricedValues(sql: Sql, assignment: Assignment): Promise<PricedValue[]> {
  const ticked = assignment.ProductAttributes.filter((attribute) => attribute.Selected);
  const values = ticked.length > 0 ? ticked : assignment.ProductAttributes;
  const base = await sql.query<{ price_cents: number }>('select price_cents from products where id = $1', [assignment.ProductMetadataTagId]);
  const adjustments = await productValues(sql, [assignment.ProductMetadataTagId]);
  return values.map((value) => ({
    value_id: value.ProductAttributeValueId,
    value_name: value.ProductAttributeValueName,
    attribute_name: value.ProductAttributeName,
    default_cents: (base.rows[0]?.price_cents ?? 0) + (adjustments.find((row) => row.value_id === value.ProductAttributeValueId)?.price_adjustment_cents ?? 0),
  }));
}

export async function assignmentPricing(sql: Sql, id: number): Promise<PricingWindow[]> {
  const assignment = await getAssignment(sql, id);
  const values = await pricedValues(sql, assignment);
  const windows = await sql.query<{ id: number; effective_date: string; expiration_date: string }>(
    `select id, to_char(effective_date, ${DATE}) as effective_date, to_char(expiration_date, ${DATE}) as expiration_date
       from pp_pricing_schedule_ranges where schedule_id = $1 and not is_deleted order by effective_date, id`,
    [assignment.PricingScheduleId],
  );
  const stored = await sql.query<{ range_id: number; attribute_value_id: number; price_cents: number }>(
    'select range_id, attribute_value_id, price_cents from pp_assignment_prices where assignment_id = $1',
    [id],
  );
  return windows.rows.map((window) => ({
    PurchaseDateId: window.id,
    PurchaseEffectiveDate: window.effective_date,
    PurchaseExpirationDate: window.expiration_date,
    ProductAttributePricing: values.map((value) => {
      const price = stored.rows.find((row) => row.range_id === window.id && row.attribute_value_id === value.value_id);
      return { Id: value.value_id, ProductAttributeValueName: `${value.value_name}|${value.attribute_name}`, Price: fromCents(price?.price_cents ?? value.default_cents) };
    }),
  }));
}

/** Stores the prices of a validated pricing list (every price a number of 0 or more). */
export async function saveAssignmentPricing(sql: Sql, id: number, windows: AssignmentPricingInput): Promise<void> {
  const assignment = await getAssignment(sql, id);
  const values = new Set((await pricedValues(sql, assignment)).map((value) => value.value_id));
  const ranges = await sql.query<{ id: number }>('select id from pp_pricing_schedule_ranges where schedule_id = $1 and not is_deleted', [
    assignment.PricingScheduleId,
  ]);
  const windowIds = new Set(ranges.rows.map((row) => row.id));
  for (const window of windows) {
    if (!windowIds.has(window.PurchaseDateId)) throw badRequest(ASSIGNMENT_MESSAGES.foreignWindow);
    for (const price of window.ProductAttributePricing) {
      if (!values.has(price.Id)) throw badRequest(ASSIGNMENT_MESSAGES.foreignValue);
      await sql.query(
        `insert into pp_assignment_prices (assignment_id, range_id, attribute_value_id, price_cents) values ($1, $2, $3, $4)
         on conflict (assignment_id, range_id, attribute_value_id) do update set price_cents = excluded.price_cents`,
        [id, window.PurchaseDateId, price.Id, toCents(price.Price)],
      );
    }
  }
}
