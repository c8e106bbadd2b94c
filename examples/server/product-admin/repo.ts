/** Products and discounts as the legacy admin lists and creates them. */
import type { Sql } from '../db/db.ts';
import type { AdminDiscountRow, AdminProductRow } from './pages.ts';

/** Top-level paths of the store a product's SeName (its page, `/{SeName}`) must not take. */
const RESERVED_SE_NAMES = new Set(['admin', 'api', 'cart', 'checkout', 'login', 'logout', 'onepagecheckout', 'orderdetails', 'passwordrecovery', 'register', 's', 'static', 'userinfo', 'voucher-product']);

const PRODUCT_SELECT = `select p.id, p.name, p.sku, p.price_cents, c.name as category_name, p.published
  from products p join categories c on c.id = p.category_id`;

interface ProductDbRow {
  id: number;
  name: string;
  sku: string;
  price_cents: number;
  category_name: string;
  published: boolean;
}

const toProduct = (row: ProductDbRow): AdminProductRow => ({
  id: row.id,
  name: row.name,
  sku: row.sku,
  priceCents: row.price_cents,
  categoryName: row.category_name,
  published: row.published,
});

export async function listAdminCatalogProducts(sql: Sql): Promise<AdminProductRow[]> {
  return (await sql.query<ProductDbRow>(`${PRODUCT_SELECT} order by p.id`)).rows.map(toProduct);
}

export async function findAdminCatalogProduct(sql: Sql, id: number): Promise<AdminProductRow | undefined> {
  const row = (await sql.query<ProductDbRow>(`${PRODUCT_SELECT} where p.id = $1`, [id])).rows[0];
  return row && toProduct(row);
}

export async function listCategories(sql: Sql): Promise<{ id: number; name: string }[]> {
  return (await sql.query<{ id: number; name: string }>('select id, name from categories order by display_order, id')).rows;
}

/** The product's SeName: its name in lower case with dashes, made unique (and never a store path). */
async function freeSeName(sql: Sql, name: string): Promise<string> {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 180) || 'product';
  const taken = new Set((await sql.query<{ se_name: string }>('select se_name from products where se_name like $1', [`${base}%`])).rows.map((row) => row.se_name));
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(candidate) && !RESERVED_SE_NAMES.has(candidate)) return candidate;
  }
}

export interface NewProduct {
  name: string;
  sku: string;
  priceCents: number;
  categoryId: number;
  published: boolean;
}

export async function createCatalogProduct(sql: Sql, product: NewProduct): Promise<number> {
  const next = await sql.query<{ id: number }>('select coalesce(max(id), 0) + 1 as id from products');
  const id = next.rows[0]!.id;
  await sql.query(
    `insert into products (id, category_id, name, se_name, sku, price_cents, published, display_order)
     values ($1, $2, $3, $4, $5, $6, $7, $1)`,
    [id, product.categoryId, product.name, await freeSeName(sql, product.name), product.sku, product.priceCents, product.published],
  );
  return id;
}

interface DiscountDbRow {
  id: number;
  name: string;
  discount_type: string;
  percentage_bp: number;
  coupon_code: string | null;
}

const toDiscount = (row: DiscountDbRow): AdminDiscountRow => ({
  id: row.id,
  name: row.name,
  type: row.discount_type,
  percentageBp: row.percentage_bp,
  couponCode: row.coupon_code,
});

export async function listAdminDiscounts(sql: Sql): Promise<AdminDiscountRow[]> {
  return (await sql.query<DiscountDbRow>('select id, name, discount_type, percentage_bp, coupon_code from discounts order by id')).rows.map(toDiscount);
}

export async function findAdminDiscount(sql: Sql, id: number): Promise<AdminDiscountRow | undefined> {
  const row = (await sql.query<DiscountDbRow>('select id, name, discount_type, percentage_bp, coupon_code from discounts where id = $1', [id])).rows[0];
  return row && toDiscount(row);
}

export async function createDiscount(sql: Sql, discount: { name: string; type: string; percentageBp: number }): Promise<number> {
  const next = await sql.query<{ id: number }>('select coalesce(max(id), 0) + 1 as id from discounts');
  const id = next.rows[0]!.id;
  await sql.query('insert into discounts (id, name, discount_type, percentage_bp) values ($1, $2, $3, $4)', [id, discount.name, discount.type, discount.percentageBp]);
  return id;
}
