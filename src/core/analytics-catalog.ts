/**
 * The catalog's GA4 events: a product viewed or added, and lists of products (a category page's
 * tiles). Apart from `analytics.ts` so that pages without a product do not carry them.
 */
import { ecommerce, track, type AnalyticsEvent, type Ga4Item } from './analytics.ts';
import { shared } from './shared.ts';

export interface ItemList {
  /** `item_list_id`: a stable key of the list (a category's id). */
  id: string;
  /** `item_list_name`: what the shopper sees (a category's name). */
  name: string;
}

function inList(list: ItemList, items: readonly Ga4Item[]): Ga4Item[] {
  return items.map((item, index) => ({ ...item, item_list_id: list.id, item_list_name: list.name, index: item.index ?? index }));
}

/**
 * `view_item_list`: a list of products was shown (a category page). Each item keeps the place it
 * was given (`index`), or takes its place in `items`.
 */
export function viewItemList(list: ItemList, items: readonly Ga4Item[]): AnalyticsEvent {
  return { event: 'view_item_list', ecommerce: { item_list_id: list.id, item_list_name: list.name, items: inList(list, items) } };
}

/** `select_item`: the shopper chose one product of a list; `index` is its place in the list. */
export function selectItem(list: ItemList, item: Ga4Item, index: number): AnalyticsEvent {
  return { event: 'select_item', ecommerce: { item_list_id: list.id, item_list_name: list.name, items: [{ ...item, item_list_id: list.id, item_list_name: list.name, index }] } };
}

/** `view_item`: a product page (or a product's details) was shown. */
export function viewItem(currency: string, item: Ga4Item): AnalyticsEvent {
  return { event: 'view_item', ecommerce: ecommerce(currency, [item]) };
}

/** `add_to_cart`: the store accepted an item into the cart. */
export function addToCart(currency: string, item: Ga4Item): AnalyticsEvent {
  return { event: 'add_to_cart', ecommerce: ecommerce(currency, [item]) };
}

interface PendingList {
  list: ItemList;
  items: Ga4Item[];
  timer: ReturnType<typeof setTimeout> | null;
}

const pendingLists = shared('core:item-lists', () => new Map<string, PendingList>());

/** How long a list waits for a tile that never shows (one whose product could not be loaded). */
export const LIST_WAIT_MS = 3000;

function sendList(pending: PendingList): void {
  if (pending.timer) clearTimeout(pending.timer);
  pendingLists.delete(pending.list.id);
  track(viewItemList(pending.list, [...pending.items].sort((a, b) => (a.index ?? 0) - (b.index ?? 0))));
}

/**
 * One product of a list has been shown, at place `index` of the `expected` products the page has
 * in that list. The tiles of a category page are islands of their own that show one by one: the
 * list is sent as one `view_item_list` when the last of them has joined, or after `LIST_WAIT_MS`
 * with those that did (a tile that never loads does not hold the others back).
 */
export function joinItemList(list: ItemList, item: Ga4Item, index: number, expected: number): void {
  let pending = pendingLists.get(list.id);
  if (!pending) {
    const created: PendingList = { list, items: [], timer: null };
    created.timer = setTimeout(() => sendList(created), LIST_WAIT_MS);
    pendingLists.set(list.id, created);
    pending = created;
  }
  pending.items.push({ ...item, index });
  if (pending.items.length >= expected) sendList(pending);
}

/** An item as one of `list`'s, at place `index` (an `add_to_cart` from a category tile). */
export function listedItem(item: Ga4Item, list: ItemList, index: number): Ga4Item {
  return { ...item, item_list_id: list.id, item_list_name: list.name, index };
}
