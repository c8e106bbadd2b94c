/**
 * The cart's payment schedules: what `GET .../schedules/cart` answers and what the cart page counts
 * to size its schedule's box (`storefront/cart-sizes.ts`).
 */
import type { Cart, CartItem } from '../../../src/api/cart-schemas.ts';
import type { ScheduleResult } from '../../../src/api/schedule-schemas.ts';
import { toCents } from '../../../src/core/money.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { Db } from '../db/db.ts';
import { loadPlans, quoteSchedule } from './repo.ts';
import type { StoredWindow } from './schedule.ts';

/** One cart item's schedule, per unit (the viewer multiplies by the quantity); none for a product gone from the catalog. */
export function cartItemQuote(catalog: Catalog, plans: ReadonlyMap<number, StoredWindow[]>, cart: Cart, item: CartItem): ScheduleResult[] {
  const product = catalog.productById.get(item.ProductId);
  if (!product) return [];
  const member = cart.AssignedMembers.find((candidate) => candidate.Id === item.AssignedToContactInfo?.Id);
  return [
    quoteSchedule(plans, {
      product,
      priceCents: toCents(item.UnitPrice),
      reservationId: item.Id,
      contactName: member ? `${member.FirstName} ${member.LastName}`.trim() : null,
    }),
  ];
}

/** The cart's schedules, as `GET .../schedules/cart` answers them (the cart page counts them too, `storefront/cart-sizes.ts`). */
export async function cartScheduleResults(db: Db, catalog: Catalog, cart: Cart): Promise<ScheduleResult[]> {
  const plans = await loadPlans(db);
  return cart.Items.flatMap((item) => cartItemQuote(catalog, plans, cart, item));
}
