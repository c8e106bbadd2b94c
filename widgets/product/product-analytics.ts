/**
 * The product as analytics sees it: one GA4 item, with the first day it is for and whom it is for
 * as a role. The member's name or contact id never leaves the page: a role says what a resort
 * wants to know (bought for oneself, for someone in the household, for nobody yet) without
 * identifying anyone.
 */
import { ga4Item, type Ga4Item, type MemberRole } from '../../src/core/analytics.ts';
import type { ProductDetails } from './product-schemas.ts';
import { chosenDates, type AttributeView, type Selection } from './rules/attribute-rules.ts';

/** The earliest day chosen in any of the product's date attributes, or null. */
export function firstChosenDate(attributes: readonly AttributeView[], selection: Selection): string | null {
  const dates = attributes.flatMap((attribute) => chosenDates(attribute, selection[attribute.id])).sort();
  return dates[0] ?? null;
}

/** Whom the item is for: no member, the signed-in account holder, or another member. */
export function memberRole(memberId: number | null, members: readonly { id: number; me: boolean }[]): MemberRole {
  if (memberId === null) return 'unassigned';
  return members.some((member) => member.id === memberId && member.me) ? 'account_holder' : 'household_member';
}

/** The product shown (`view_item`): its list price, one of it. */
export function viewedProductItem(product: ProductDetails): Ga4Item {
  return ga4Item({ productId: product.Id, sku: product.Sku, name: product.Name, price: product.ProductPrice.PriceValue, quantity: 1 });
}

/** What was added (`add_to_cart`): the price paid for one, how many, the first day and the member's role. */
export function addedProductItem(product: ProductDetails, added: { price: number; quantity: number; date: string | null; memberRole: MemberRole }): Ga4Item {
  return ga4Item({ productId: product.Id, sku: product.Sku, name: product.Name, price: added.price, quantity: added.quantity, date: added.date, memberRole: added.memberRole });
}
