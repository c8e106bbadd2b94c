/** A product's own discounts (an early bird's, assigned to its SKU), as the cart and the product's page apply them. */
import type { CatalogProduct } from './catalog.ts';
import { percentOfCents } from '../platform/money.ts';

/** Each of the product's own discounts (an early bird's, assigned to its SKU) on one unit at `originalCents`. */
export function itemDiscountsOn(product: CatalogProduct, originalCents: number) {
  return product.itemDiscounts.map((discount) => ({ discount, unitCents: percentOfCents(originalCents, discount.percentageBp) }));
}

/**
 * One unit's price after the product's own discounts: what the cart charges for it, and so what
 * its page and its payment schedule show (as nopCommerce shows a SKU's discount on its page).
 */
export function afterItemDiscounts(product: CatalogProduct, originalCents: number): number {
  const discountCents = itemDiscountsOn(product, originalCents).reduce((sum, d) => sum + d.unitCents, 0);
  return originalCents - Math.min(originalCents, discountCents);
}
