/**
 * SEAM (issue 15, product selection): whether a dated cart item can still be bought. The product
 * issue puts the earliest-purchase-date, cutoff and inventory rules in pure modules; until they
 * land, checkout completion checks what the store has today: a date before the earliest purchase
 * date (the resort's today, or tomorrow once the cutoff time has passed) or after the season is
 * refused, and no product tracks inventory yet (`holdInventory` finds nothing to reduce). Replace
 * `earliestPurchaseDate` and `holdInventory` with the product module's rules when they land.
 */
import type { Cart } from '../../../src/api/cart-schemas.ts';
import type { Sql } from '../platform/db.ts';

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

/** The earliest date on sale: the resort's today, or the next day once the cutoff time has passed. */
export function earliestPurchaseDate(resortToday: string, resortTime: string, cutoffTime = '23:59'): string {
  if (resortTime <= cutoffTime) return resortToday;
  const next = new Date(`${resortToday}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
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

/** Reduces what is left of each dated item's inventory; returns the items that sold out meanwhile. No product tracks inventory yet. */
export function holdInventory(sql: Sql, cart: Cart): Promise<string[]> {
  void sql;
  void cart;
  return Promise.resolve([]);
}
