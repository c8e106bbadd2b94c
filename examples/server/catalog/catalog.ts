import type { Sql } from '../db/db.ts';
import { loadTranslations, type Translations } from '../platform/localized.ts';
import { DEFAULT_LANGUAGE, type StoreLanguage } from '../text/languages.ts';

export interface CatalogValue {
  id: number;
  name: string;
  priceAdjustmentCents: number;
  isPreSelected: boolean;
  /** Who the value is for, by age on the day (assignable members); null for no limit. */
  minAge: number | null;
  maxAge: number | null;
}

export type ControlType = 'DropdownList' | 'RadioList' | 'Checkboxes' | 'TextBox' | 'MultilineTextbox' | 'Datepicker' | 'ReadonlyCheckboxes';

export interface CatalogAttribute {
  id: number;
  /** The name in the catalog's language. */
  name: string;
  /** The attribute's own name, whatever the language: what the store's rules read (`Start Date`, a golf `Time`). */
  ownName: string;
  textPrompt: string;
  controlType: ControlType;
  isRequired: boolean;
  values: CatalogValue[];
  /** Shown (and read) only while this value of another attribute is chosen. */
  conditionValueId: number | null;
  defaultValue: string;
}

export interface CatalogSpecification {
  name: string;
  value: string;
}

export interface ItemDiscountDef {
  id: number;
  percentageBp: number;
}

export interface CatalogProduct {
  id: number;
  categoryId: number;
  name: string;
  seName: string;
  sku: string;
  shortDescription: string;
  priceCents: number;
  isEnhancedCartEnabled: boolean;
  reservationPriceCents: number | null;
  isTaxExempt: boolean;
  attributes: CatalogAttribute[];
  itemDiscounts: ItemDiscountDef[];
  fullDescription: string;
  isTrackingInventory: boolean;
  specifications: CatalogSpecification[];
  /** The release the product's buyers sign (its own, else its category's), by title; null for none. */
  releaseTitle: string | null;
}

export interface CatalogCategory {
  id: number;
  name: string;
  seName: string;
  includeInTopMenu: boolean;
  hidden: boolean;
  /** The category this one sits in; null at the top. */
  parentId: number | null;
}

export interface OrderDiscountDef {
  id: number;
  code: string;
  percentageBp: number;
}

export interface Catalog {
  categories: CatalogCategory[];
  /** Published products in display order. */
  products: CatalogProduct[];
  productById: ReadonlyMap<number, CatalogProduct>;
  productBySeName: ReadonlyMap<string, CatalogProduct>;
  couponByCode: ReadonlyMap<string, OrderDiscountDef>;
}

interface ProductRow {
  id: number;
  category_id: number;
  name: string;
  se_name: string;
  sku: string;
  short_description: string;
  price_cents: number;
  is_enhanced_cart_enabled: boolean;
  reservation_price_cents: number | null;
  is_tax_exempt: boolean;
  full_description: string;
  is_tracking_inventory: boolean;
  release_id: number | null;
  release_title: string | null;
}

interface AttributeRow {
  id: number;
  product_id: number;
  name: string;
  text_prompt: string;
  control_type: ControlType;
  is_required: boolean;
  condition_value_id: number | null;
  default_value: string;
}

interface ValueRow {
  id: number;
  attribute_id: number;
  name: string;
  price_adjustment_cents: number;
  is_pre_selected: boolean;
  min_age: number | null;
  max_age: number | null;
}

/** The kinds of entity the catalog shows, whose translations it reads. */
const CATALOG_GROUPS = ['Category', 'Product', 'ProductAttribute', 'ProductAttributeValue', 'Release'] as const;

/**
 * The whole catalog is a few dozen rows, so it is read in one go; in `language`, each name,
 * description, prompt, value and release title its translation where it has one (`platform/localized.ts`), its
 * own value where not. Without a language it is the entities' own values: what the store writes
 * into orders and enrollments.
 */
export async function loadCatalog(sql: Sql, language: StoreLanguage = DEFAULT_LANGUAGE): Promise<Catalog> {
  const local: Translations = await loadTranslations(sql, language, CATALOG_GROUPS);
  const [categoryRows, productRows, attributeRows, valueRows, itemDiscountRows, couponRows, specRows] = [
    await sql.query<{ id: number; name: string; se_name: string; include_in_top_menu: boolean; hidden: boolean; parent_id: number | null }>(
      'select id, name, se_name, include_in_top_menu, hidden, parent_id from categories order by display_order, id',
    ),
    await sql.query<ProductRow>(
      `select p.id, p.category_id, p.name, p.se_name, p.sku, p.short_description, p.price_cents, p.is_enhanced_cart_enabled,
              p.reservation_price_cents, p.is_tax_exempt, p.full_description, p.is_tracking_inventory, r.id as release_id, r.title as release_title
         from products p
         left join product_releases pr on pr.product_id = p.id
         left join category_releases cr on cr.category_id = p.category_id
         left join waiver_releases r on r.id = coalesce(pr.release_id, cr.release_id)
        where p.published order by p.display_order, p.id`,
    ),
    await sql.query<AttributeRow>(
      `select id, product_id, name, text_prompt, control_type, is_required, condition_value_id, default_value
         from product_attributes order by display_order, id`,
    ),
    await sql.query<ValueRow>(
      `select id, attribute_id, name, price_adjustment_cents, is_pre_selected, min_age, max_age
         from product_attribute_values order by display_order, id`,
    ),
    await sql.query<{ product_id: number; id: number; percentage_bp: number }>(
      `select pd.product_id, d.id, d.percentage_bp from product_discounts pd
         join discounts d on d.id = pd.discount_id
        where d.discount_type = 'AssignedToSkus' and d.coupon_code is null order by d.id`,
    ),
    await sql.query<{ id: number; coupon_code: string; percentage_bp: number }>(
      `select id, coupon_code, percentage_bp from discounts
        where discount_type = 'AssignedToOrderTotal' and coupon_code is not null`,
    ),
    await sql.query<{ product_id: number; name: string; value: string }>(
      'select product_id, name, value from product_specifications order by display_order, name',
    ),
  ];

  const valuesByAttribute = new Map<number, CatalogValue[]>();
  for (const row of valueRows.rows) {
    const list = valuesByAttribute.get(row.attribute_id) ?? [];
    list.push({
      id: row.id,
      name: local.value('ProductAttributeValue', row.id, 'Name', row.name),
      priceAdjustmentCents: row.price_adjustment_cents,
      isPreSelected: row.is_pre_selected,
      minAge: row.min_age,
      maxAge: row.max_age,
    });
    valuesByAttribute.set(row.attribute_id, list);
  }
  const attributesByProduct = new Map<number, CatalogAttribute[]>();
  for (const row of attributeRows.rows) {
    const list = attributesByProduct.get(row.product_id) ?? [];
    list.push({
      id: row.id,
      name: local.value('ProductAttribute', row.id, 'Name', row.name),
      ownName: row.name,
      textPrompt: local.value('ProductAttribute', row.id, 'TextPrompt', row.text_prompt),
      controlType: row.control_type,
      isRequired: row.is_required,
      values: valuesByAttribute.get(row.id) ?? [],
      conditionValueId: row.condition_value_id,
      defaultValue: row.default_value,
    });
    attributesByProduct.set(row.product_id, list);
  }
  const discountsByProduct = new Map<number, ItemDiscountDef[]>();
  for (const row of itemDiscountRows.rows) {
    const list = discountsByProduct.get(row.product_id) ?? [];
    list.push({ id: row.id, percentageBp: row.percentage_bp });
    discountsByProduct.set(row.product_id, list);
  }

  const specsByProduct = new Map<number, CatalogSpecification[]>();
  for (const row of specRows.rows) {
    const list = specsByProduct.get(row.product_id) ?? [];
    list.push({ name: row.name, value: row.value });
    specsByProduct.set(row.product_id, list);
  }

  const products = productRows.rows.map(
    (row): CatalogProduct => ({
      id: row.id,
      categoryId: row.category_id,
      name: local.value('Product', row.id, 'Name', row.name),
      seName: row.se_name,
      sku: row.sku,
      shortDescription: local.value('Product', row.id, 'ShortDescription', row.short_description),
      priceCents: row.price_cents,
      isEnhancedCartEnabled: row.is_enhanced_cart_enabled,
      reservationPriceCents: row.reservation_price_cents,
      isTaxExempt: row.is_tax_exempt,
      attributes: attributesByProduct.get(row.id) ?? [],
      itemDiscounts: discountsByProduct.get(row.id) ?? [],
      fullDescription: local.value('Product', row.id, 'FullDescription', row.full_description),
      isTrackingInventory: row.is_tracking_inventory,
      specifications: specsByProduct.get(row.id) ?? [],
      releaseTitle: row.release_id === null || row.release_title === null ? null : local.value('Release', row.release_id, 'Title', row.release_title),
    }),
  );

  return {
    categories: categoryRows.rows.map((row) => ({
      id: row.id,
      name: local.value('Category', row.id, 'Name', row.name),
      seName: row.se_name,
      includeInTopMenu: row.include_in_top_menu,
      hidden: row.hidden,
      parentId: row.parent_id,
    })),
    products,
    productById: new Map(products.map((product) => [product.id, product])),
    productBySeName: new Map(products.map((product) => [product.seName, product])),
    couponByCode: new Map(
      couponRows.rows.map((row) => [row.coupon_code, { id: row.id, code: row.coupon_code, percentageBp: row.percentage_bp }]),
    ),
  };
}

/** Categories shown in the store's menu. */
export function menuCategories(catalog: Catalog): CatalogCategory[] {
  return catalog.categories.filter((category) => category.includeInTopMenu && !category.hidden);
}
