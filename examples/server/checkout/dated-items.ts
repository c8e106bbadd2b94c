/**
 * Whether a dated cart item can still be bought, checked again at checkout completion: a date
 * before the earliest purchase date (the resort's today, or tomorrow once the cutoff time has
 * passed) or after the season is refused. An order then takes its days for good: what a cart held
 * of a tracked day becomes sold (`holdInventory`), so the day does not come back on sale when the
 * cart is emptied.
 */
import type { Cart } from '../../../src/api/cart-schemas.ts';
import { storedSelectionsSchema } from '../catalog/selections.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { bookedDates } from '../buying/product-form.ts';
import { PURCHASE_MESSAGES } from '../buying/purchase-checks.ts';
import type { Sql } from '../db/db.ts';
import { DEFAULT_CUTOFF_TIME, earliestPurchaseDate as earliestOnSale } from '../../../widgets/product/rules/purchase-date-rules.ts';

export interface DatedItem {
  productName: string;
  date: string;
}

/** Every dated attribute of the cart's items (`Start Date|Saturday` → its date part). */
export function datedItems(cart: Cart): DatedItem[] {
  const items: DatedItem[] = [];
  for (const item of cart.Items) {
    for (const attribute of item.ProductAttributes ?? []) {
      const date = /^(\d{4}-\d{2}-\d{2})/.exec(attribute.ProductAttributeValueName ?? '')?.[1];
      if (date) items.push({ productName: item.ProductName, date });
    }
  }
  return items;
}

/**
 * The earliest date on sale at the resort's `resortToday` and `resortTime` (`HH:MM`): the resort's
 * today, or the next day once the cutoff time has passed. The product's own rule decides; a
 * product's cutoff days and the season's start are not asked here (the season's end is checked on
 * its own, with its own message).
 */
export function earliestPurchaseDate(resortToday: string, resortTime: string, cutoffTime = DEFAULT_CUTOFF_TIME): string {
  // The resort's clock written as a UTC instant, read at offset 0: the rule sees the same date and time.
  return earliestOnSale({ now: Date.parse(`${resortToday}T${resortTime}:00Z`), timeZoneOffset: 0, cutoffTime });
}

/** The message for each dated item that cannot be bought any more, naming the item. */
export function datedItemProblems(items: readonly DatedItem[], earliest: string, seasonEnd: string | null): string[] {
  const problems: string[] = [];
  for (const item of items) {
    if (item.date < earliest) problems.push(`${item.productName}: ${item.date} is past its cutoff. Choose a later date.`);
    else if (seasonEnd && item.date > seasonEnd) problems.push(`${item.productName}: ${item.date} is after the season ends.`);
  }
  return problems;
}

/**
 * Counts each tracked day the cart's items book as sold (in the order's transaction, before the
 * cart is emptied); returns a message for each day that no longer has room, naming the item.
 */
export async function holdInventory(sql: Sql, catalog: Pick<Catalog, 'productById'>, cartId: number): Promise<string[]> {
  const items = await sql.query<{ product_id: number; quantity: number; attributes: unknown }>('select product_id, quantity, attributes from cart_items where cart_id = $1 order by id', [cartId]);
  const problems: string[] = [];
  for (const item of items.rows) {
    const product = catalog.productById.get(item.product_id);
    const selections = storedSelectionsSchema.safeParse(item.attributes);
    if (!product?.isTrackingInventory || !selections.success) continue;
    for (const date of bookedDates(product, selections.data)) {
      const taken = await sql.query(
        'update product_date_inventory set sold = sold + $3 where product_id = $1 and date = $2 and capacity - sold >= $3 returning date',
        [product.id, date, item.quantity],
      );
      if (taken.rows.length === 0) problems.push(PURCHASE_MESSAGES.soldOut(product.name, date));
    }
  }
  return problems;
}
