/**
 * Analytics: the one home of the data layer. Widgets build GA4 ecommerce events with the builders
 * below (the catalog's in `analytics-catalog.ts`, so the cart's pages do not carry them) and hand
 * them to `track`; nothing else touches `window.dataLayer` (lint refuses it). The
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
import { shared, warnOnce } from './shared.ts';

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
  /** The global array events go to (`dataLayer`); not a JavaScript name: `dataLayer`, with a warning. */
  layerName: string;
  /**
   * The store's own parameters, added to every event (ours win on a clash). Only names GA4 takes
   * (a letter, then letters, digits or `_`, at most 40) with text, number or true/false values are
   * sent; the others are left out, with a warning.
   */
  parameters: Readonly<Record<string, unknown>>;
}

export const DEFAULT_ANALYTICS: AnalyticsConfig = { enabled: true, layerName: 'dataLayer', parameters: {} };

/** A name a data layer may have: a plain JavaScript identifier, so GTM's `dataLayerName` can match it. */
export const LAYER_NAME = /^[A-Za-z_$][\w$]{0,63}$/;
/** A parameter's name as GA4 takes it. */
export const PARAMETER_NAME = /^[A-Za-z]\w{0,39}$/;

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

const sendable = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

/** The store's parameters GA4 can take; never one that would change what the event is. */
function storeParameters(parameters: Readonly<Record<string, unknown>>): Record<string, string | number | boolean> {
  const kept: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(parameters)) {
    if (RESERVED.has(name)) continue;
    if (PARAMETER_NAME.test(name) && sendable(value)) kept[name] = value;
    else warnOnce(`analytics:parameter:${name}`, `resort-widgets: AnalyticsSettings.Parameters "${name}" is left out: GA4 takes names of a letter, then letters, digits or _ (at most 40), with text, number or true/false values.`);
  }
  return kept;
}

/**
 * Pushes one event to the page's data layer, with the store's parameters. GA4 asks to clear the
 * previous ecommerce object first, so values never merge between two events.
 */
export function track(entry: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  const config = state.config();
  if (!config.enabled) return;
  const named = LAYER_NAME.test(config.layerName);
  if (!named) warnOnce('analytics:layer-name', `resort-widgets: AnalyticsSettings.DataLayerName "${config.layerName}" is not a JavaScript name; events go to dataLayer.`);
  const layer = layerOf(window, named ? config.layerName : DEFAULT_ANALYTICS.layerName);
  if (!layer) return;
  if (entry.ecommerce) layer.push({ ecommerce: null });
  layer.push({ ...storeParameters(config.parameters), ...entry });
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

/** The ecommerce parameters every priced event has: the currency, the value (the items' own unless given) and the items. */
export function ecommerce(currency: string, items: readonly Ga4Item[], value?: number): Ga4Ecommerce {
  return { currency: currencyCode(currency), value: value === undefined ? itemsValue(items) : fromCents(toCents(value)), items: [...items] };
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
