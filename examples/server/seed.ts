import { seedCheckout } from './checkout/seed.ts';
import { seedHousehold } from './account/household-seed.ts';
import { seedPaymentPlans } from './payment-plans/seed.ts';
import type { Db, Sql } from './db/db.ts';
import { hashPassword } from './platform/passwords.ts';
import { categories, customers, dateInventorySeed, discounts, products } from './catalog/seed.ts';
import { storeEarliestDate } from './catalog/product-rules.ts';
import { SEASON } from './shell/page-data.ts';
import { seedPricing } from './pricing/seed.ts';
import { addDays } from '../../src/core/dates.ts';
import { createHash } from 'node:crypto';
import { saveTranslations } from './platform/localized.ts';
import { catalogTranslations } from './catalog/translations-seed.ts';
import { checkoutTranslations } from './checkout/translations-seed.ts';

const SEEDED_KEY = 'seeded_at';

export async function isSeeded(db: Db): Promise<boolean> {
  const result = await db.query<{ value: string }>('select value from store_meta where key = $1', [SEEDED_KEY]);
  return result.rows.length > 0;
}

async function seedCustomers(tx: Sql): Promise<void> {
  // Hash outside the insert loop so the slow part runs in parallel.
  const hashes = await Promise.all(customers.map(async (c) => (c.password === null ? null : hashPassword(c.password))));
  for (const [index, customer] of customers.entries()) {
    const inserted = await tx.query<{ id: number }>(
      `insert into customers (email, first_name, last_name, password_hash, role, is_locked)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [customer.email, customer.firstName, customer.lastName, hashes[index] ?? null, customer.role, customer.locked],
    );
    const customerId = inserted.rows[0]?.id;
    for (const [order, member] of customer.household.entries()) {
      await tx.query(
        `insert into household_members (customer_id, first_name, last_name, date_of_birth, is_me, display_order)
         values ($1, $2, $3, $4, $5, $6)`,
        [customerId, member.firstName, member.lastName, member.dateOfBirth, member.me, order],
      );
    }
  }
}

async function seedCatalog(tx: Sql): Promise<void> {
  const dated = dateInventorySeed(storeEarliestDate(Date.now(), {}), SEASON.EndDate, addDays);
  for (const [order, category] of categories.entries()) {
    await tx.query('insert into categories (id, name, se_name, display_order, parent_id, include_in_top_menu) values ($1, $2, $3, $4, $5, $6)', [
      category.id,
      category.name,
      category.seName,
      order,
      category.parentId ?? null,
      category.parentId === undefined,
    ]);
  }
  for (const [order, product] of products.entries()) {
    await tx.query(
      `insert into products (id, category_id, name, se_name, sku, short_description, price_cents,
         is_enhanced_cart_enabled, reservation_price_cents, is_tax_exempt, display_order,
         full_description, is_tracking_inventory)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        product.id,
        product.categoryId,
        product.name,
        product.seName,
        product.sku,
        product.description,
        product.priceCents,
        product.enhancedCart,
        product.reservationPriceCents ?? null,
        product.taxExempt ?? false,
        order,
        product.fullDescription ?? '',
        product.tracksInventory ?? false,
      ],
    );
    for (const [attributeOrder, attribute] of product.attributes.entries()) {
      await tx.query(
        `insert into product_attributes (id, product_id, name, text_prompt, control_type, display_order, is_required, condition_value_id, default_value)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [attribute.id, product.id, attribute.name, attribute.prompt, attribute.control, attributeOrder, attribute.required ?? true, attribute.condition ?? null, attribute.defaultValue ?? ''],
      );
      const values = attribute.id === 1101 ? dated.evenings.map((evening) => ({ id: evening.id, name: evening.date })) : attribute.values ?? [];
      for (const [valueOrder, value] of values.entries()) {
        const { adjustment = 0, preSelected = false, minAge = null, maxAge = null } = value as (typeof values)[number] & { adjustment?: number; preSelected?: boolean; minAge?: number; maxAge?: number };
        await tx.query(
          `insert into product_attribute_values (id, attribute_id, name, price_adjustment_cents, is_pre_selected, display_order, min_age, max_age)
           values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [value.id, attribute.id, value.name, adjustment, preSelected, valueOrder, minAge, maxAge],
        );
      }
    }
    for (const [specOrder, [name, value]] of Object.entries(product.specifications ?? {}).entries()) {
      await tx.query('insert into product_specifications (product_id, name, value, display_order) values ($1, $2, $3, $4)', [product.id, name, value, specOrder]);
    }
  }
  for (const day of dated.days) {
    await tx.query('insert into product_date_inventory (product_id, date, capacity) values ($1, $2, $3)', [day.productId, day.date, day.capacity]);
  }
  for (const discount of discounts) {
    await tx.query(
      'insert into discounts (id, name, discount_type, percentage_bp, coupon_code) values ($1, $2, $3, $4, $5)',
      [discount.id, discount.name, discount.type, discount.percentageBp, discount.code],
    );
    for (const productId of discount.productIds) {
      await tx.query('insert into product_discounts (product_id, discount_id) values ($1, $2)', [
        productId,
        discount.id,
      ]);
    }
  }
}

const TRANSLATIONS_KEY = 'translations_seed';

/**
 * The seeded entities' French (`localized_properties`), written at every start when the seed's
 * translations changed since the last (their digest is kept in `store_meta`): a store seeded before
 * them, or before a corrected one, speaks the seed's French without `--reset`.
 */
export async function seedTranslations(db: Db): Promise<void> {
  const rows = [...catalogTranslations(), ...checkoutTranslations()];
  const digest = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
  const stored = await db.query<{ value: string }>('select value from store_meta where key = $1', [TRANSLATIONS_KEY]);
  if (stored.rows[0]?.value === digest) return;
  await db.transaction(async (tx) => {
    await saveTranslations(tx, rows);
    await tx.query('insert into store_meta (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value', [TRANSLATIONS_KEY, digest]);
  });
}

export async function seed(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedCustomers(tx);
    await seedCatalog(tx);
    await seedCheckout(tx);
    await seedPaymentPlans(tx);
    await seedHousehold(tx);
    await seedPricing(tx, storeEarliestDate(Date.now(), {}), SEASON.EndDate);
    await tx.query('insert into store_meta (key, value) values ($1, $2)', [SEEDED_KEY, new Date().toISOString()]);
  });
}
