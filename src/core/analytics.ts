/**
 * Analytics: the one home of the data layer. Widgets build GA4 ecommerce events with the builders
 * below and hand them to `track`; nothing else touches `window.dataLayer` (lint refuses it). The
 * page data's `AnalyticsSettings` can turn the layer off, give it another name and add the store's
 * own parameters to every event; the settings store hands them down (`setAnalyticsSettingsSource`),
 * as it does the reporter's.
 *
 * Items follow GA4's item schema. `item_id` is the product's SKU, or its id when it has none, in
 * every event, so a view, an add and a purchase of one product count together. No item or event
 * carries personal data: the member an item is for is a role (`item_member_role`), never a name
 * or an id.
 */
import { fromCents, toCents } from './money.ts';
import { shared } from './shared.ts';

/** Who an item is for, as analytics may know it: never the member's name or id. */
export type MemberRole = 'account_holder' | 'household_member' | 'unassigned';

/** One GA4 item (Google's "Measure ecommerce" item parameters, plus our two custom ones). */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_category?: string;
  item_list_id?: string;
  item_list_name?: string;
  index?: number;
  item_variant?: string;
  coupon?: string;
  discount?: number;
  price: number;
  quantity: number;
  /** The first day the item is for (`YYYY-MM-DD`), when it is dated. */
  item_date?: string;
  item_member_role?: MemberRole;
}

export type Ga4EventName =
  | 'view_item_list'
  | 'select_item'
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_payment_info'
  | 'purchase'
  | 'login'
  | 'sign_up';

export interface Ga4Ecommerce {
  currency?: string;
  value?: number;
  items: Ga4Item[];
  item_list_id?: string;
  item_list_name?: string;
  transaction_id?: string;
  tax?: number;
  coupon?: string;
  payment_type?: string;
}

/** What `track` pushes: a GA4 event (with `ecommerce`), or one of the spec's own sign-in events. */
export interface AnalyticsEvent {
  event: Ga4EventName | 'successful_login' | 'login_error' | 'username_error';
  ecommerce?: Ga4Ecommerce;
  method?: string;
}

/** What the page data's `AnalyticsSettings` says, as the pusher needs it. */
export interface AnalyticsConfig {
  /** False: nothing is pushed at all. */
  enabled: boolean;
  /** The global array events go to (`dataLayer`). */
  layerName: string;
  /** The store's own parameters, added to every event (ours win on a clash). */
  parameters: Readonly<Record<string, string | number | boolean>>;
}

export const DEFAULT_ANALYTICS: AnalyticsConfig = { enabled: true, layerName: 'dataLayer', parameters: {} };

/** A name a data layer may have: a plain JavaScript identifier, so GTM's `dataLayerName` can match it. */
export const LAYER_NAME = /^[A-Za-z_$][\w$]{0,63}$/;

const state = shared<{ config: () => AnalyticsConfig }>('core:analytics', () => ({ config: () => DEFAULT_ANALYTICS }));

/** Names the store's parameters may not take: they would change what the event is. */
const RESERVED = new Set(['event', 'ecommerce', 'method']);

/** The settings store hands the pusher a getter for `AnalyticsSettings` (core imports no store). */
export function setAnalyticsSettingsSource(read: () => AnalyticsConfig): void {
  state.config = read;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The data layer array named `name` on `win`, created when the page has none yet. */
function layerOf(win: Window, name: string): unknown[] | null {
  const holder = win as unknown as Record<string, unknown>;
  const existing = holder[name];
  if (Array.isArray(existing)) return existing as unknown[];
  // A host's own global of that name that is not a list (a function, an object): leave it alone.
  if (existing !== undefined && existing !== null) return null;
  const created: unknown[] = [];
  holder[name] = created;
  return created;
}

/**
 * Pushes one event to the page's data layer, with the store's parameters. GA4 asks to clear the
 * previous ecommerce object first, so values never merge between two events.
 */
export function track(entry: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  const config = state.config();
  if (!config.enabled) return;
  const layer = layerOf(window, LAYER_NAME.test(config.layerName) ? config.layerName : DEFAULT_ANALYTICS.layerName);
  if (!layer) return;
  if (entry.ecommerce) layer.push({ ecommerce: null });
  const own = Object.fromEntries(Object.entries(config.parameters).filter(([name]) => !RESERVED.has(name)));
  layer.push({ ...own, ...entry });
}

// ---- Items -------------------------------------------------------------------------------------

export interface ItemInput {
  productId: number;
  /** The product's SKU; empty or missing: the product id stands in. */
  sku?: string | undefined;
  name: string;
  price: number;
  quantity: number;
  category?: string | undefined;
  variant?: string | undefined;
  date?: string | null | undefined;
  memberRole?: MemberRole | undefined;
  discount?: number | undefined;
}

/** The one `item_id` of a product in every event: its SKU, else its id. */
export function itemId(productId: number, sku?: string): string {
  const trimmed = sku?.trim() ?? '';
  return trimmed === '' ? String(productId) : trimmed;
}

/** A GA4 item: the price rounded to cents, the quantity a whole number of at least 1. */
export function ga4Item(input: ItemInput): Ga4Item {
  const item: Ga4Item = {
    item_id: itemId(input.productId, input.sku),
    item_name: input.name.trim() === '' ? itemId(input.productId, input.sku) : input.name.trim(),
    price: fromCents(toCents(input.price)),
    quantity: Number.isFinite(input.quantity) ? Math.max(1, Math.trunc(input.quantity)) : 1,
  };
  if (input.category) item.item_category = input.category;
  if (input.variant) item.item_variant = input.variant;
  if (input.discount !== undefined && input.discount !== 0) item.discount = fromCents(toCents(input.discount));
  if (input.date) item.item_date = input.date;
  if (input.memberRole) item.item_member_role = input.memberRole;
  return item;
}

/** What the items are worth: the sum of price × quantity, in whole cents. */
export function itemsValue(items: readonly Ga4Item[]): number {
  return fromCents(items.reduce((sum, item) => sum + toCents(item.price) * item.quantity, 0));
}

// ---- Events ------------------------------------------------------------------------------------

const currencyCode = (currency: string) => currency.trim().toUpperCase() || 'USD';

function ecommerce(currency: string, items: readonly Ga4Item[], value?: number): Ga4Ecommerce {
  return { currency: currencyCode(currency), value: value === undefined ? itemsValue(items) : fromCents(toCents(value)), items: [...items] };
}

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

/** `remove_from_cart`: the store took an item out of the cart. */
export function removeFromCart(currency: string, item: Ga4Item): AnalyticsEvent {
  return { event: 'remove_from_cart', ecommerce: ecommerce(currency, [item]) };
}

/** `view_cart`: the full cart was shown; `value` is the cart's total. */
export function viewCart(currency: string, items: readonly Ga4Item[], value: number): AnalyticsEvent {
  return { event: 'view_cart', ecommerce: ecommerce(currency, items, value) };
}

/** `begin_checkout`: the shopper set off for the checkout. */
export function beginCheckout(currency: string, items: readonly Ga4Item[], value: number, coupon?: string): AnalyticsEvent {
  return { event: 'begin_checkout', ecommerce: { ...ecommerce(currency, items, value), ...(coupon ? { coupon } : {}) } };
}

/** `add_payment_info`: the shopper's payment details were accepted (a card or wallet token). */
export function addPaymentInfo(currency: string, items: readonly Ga4Item[], value: number, paymentType: string): AnalyticsEvent {
  return { event: 'add_payment_info', ecommerce: { ...ecommerce(currency, items, value), payment_type: paymentType } };
}

export interface PurchaseInput {
  transactionId: string;
  currency: string;
  items: readonly Ga4Item[];
  /** The order's total; the items' value when missing. */
  value?: number | undefined;
  tax?: number | undefined;
  coupon?: string | undefined;
}

/** `purchase`: an order was placed (send it once: `src/stores/purchase.ts`). */
export function purchase(input: PurchaseInput): AnalyticsEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: input.transactionId,
      ...ecommerce(input.currency, input.items, input.value),
      ...(input.tax === undefined ? {} : { tax: fromCents(toCents(input.tax)) }),
      ...(input.coupon ? { coupon: input.coupon } : {}),
    },
  };
}

/** `login`: the shopper signed in (`method`: how, e.g. `password`). */
export function login(method: string): AnalyticsEvent {
  return { event: 'login', method };
}

/** `sign_up`: the shopper created an account. */
export function signUp(method: string): AnalyticsEvent {
  return { event: 'sign_up', method };
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
