/**
 * `purchase`, once per order. The host's confirmation page hands the order over
 * (`ResortWidgets.trackPurchase(order)`); the order ids already sent are kept in the browser's
 * storage, so a reload, a back button or a second tab of the same confirmation never counts the
 * sale twice.
 */
import * as z from 'zod/mini';
import { describeIssues } from '../api/issues.ts';
import { ga4Item, purchase, track } from '../core/analytics.ts';
import { shared } from '../core/shared.ts';
import { $settings } from './settings.ts';

const amount = z.number().check(z.refine(Number.isFinite));

/** The order as the host gives it: GA4's purchase parameters. */
export const purchaseOrderSchema = z.object({
  transaction_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  currency: z.optional(z.string().check(z.regex(/^[A-Za-z]{3}$/))),
  value: z.optional(amount),
  tax: z.optional(amount),
  coupon: z.optional(z.string()),
  items: z.array(
    z.object({
      item_id: z.string().check(z.minLength(1)),
      item_name: z.string(),
      item_category: z.optional(z.string()),
      price: amount,
      quantity: z.number().check(z.int(), z.positive()),
    }),
  ),
});
export type PurchaseOrder = z.input<typeof purchaseOrderSchema>;

/** Where the ids of the orders already sent are kept, and how many (the latest). */
export const SENT_ORDERS_KEY = 'resort-widgets:purchases-sent';
export const SENT_ORDERS_KEPT = 50;

/** Also kept for the page itself, for a browser that refuses storage. */
const sentOnThisPage = shared('store:purchases-sent', () => new Set<string>());

function sentOrders(storage: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SENT_ORDERS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Pushes `purchase` for `order` unless this browser has sent it before. Answers whether it was
 * pushed; an order of the wrong shape is refused with a message naming what is wrong.
 */
export function trackPurchase(order: unknown, storage: Storage | null = browserStorage()): boolean {
  const parsed = purchaseOrderSchema.safeParse(order);
  if (!parsed.success) {
    console.error(`resort-widgets: trackPurchase needs GA4's purchase parameters (transaction_id, items with item_id, item_name, price and quantity); ${describeIssues(parsed.error)}`);
    return false;
  }
  const data = parsed.data;
  const sent = storage ? sentOrders(storage) : [];
  if (sent.includes(data.transaction_id) || sentOnThisPage.has(data.transaction_id)) return false;
  sentOnThisPage.add(data.transaction_id);
  if (storage) {
    try {
      storage.setItem(SENT_ORDERS_KEY, JSON.stringify([...sent, data.transaction_id].slice(-SENT_ORDERS_KEPT)));
    } catch {
      // Storage full or refused: the sale still counts once on this page.
    }
  }
  const items = data.items.map((item) =>
    ga4Item({ productId: 0, sku: item.item_id, name: item.item_name, price: item.price, quantity: item.quantity, category: item.item_category }),
  );
  track(purchase({ transactionId: data.transaction_id, currency: data.currency ?? $settings.get().currency, items, value: data.value, tax: data.tax, coupon: data.coupon }));
  return true;
}
