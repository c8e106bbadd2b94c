/**
 * The product as analytics sees it: one GA4 item, with the first day it is for and whom it is for
 * as a role. The member's name or contact id never leaves the page: a role says what a resort
 * wants to know (bought for oneself, for someone in the household, for nobody yet) without
 * identifying anyone.
 */
import { ga4Item, type Ga4Item, type MemberRole } from '../../src/core/analytics.ts';
import type { ItemList } from '../../src/core/analytics-catalog.ts';
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

/** The list a tile belongs to, from its `list-name` / `list-id` (either names it), or null. */
export function listOf(listName: string | undefined, listId: string | undefined): ItemList | null {
  const name = listName?.trim() ?? '';
  const id = listId?.trim() ?? '';
  if (name === '' && id === '') return null;
  return { id: id || name, name: name || id };
}

/** A tile's place in its list, and the list's length: the page's `<resort-product>` of that list, in document order. */
export function placeInList(host: Element, list: ItemList): { index: number; size: number } {
  const tiles = [...host.ownerDocument.querySelectorAll<Element>('resort-product')].filter((tile) => listOf(tile.getAttribute('list-name') ?? undefined, tile.getAttribute('list-id') ?? undefined)?.id === list.id);
  return { index: Math.max(0, tiles.indexOf(host)), size: Math.max(1, tiles.length) };
}
