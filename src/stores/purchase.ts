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

/**
 * The order as the host gives it: GA4's purchase parameters. Only the types are zod's: the rules
 * below are checked by `orderProblems`, as zod's checks would land in the code every page shares.
 */
export const purchaseOrderSchema = z.object({
  transaction_id: z.string(),
  currency: z.optional(z.string()),
  value: z.optional(z.number()),
  tax: z.optional(z.number()),
  coupon: z.optional(z.string()),
  items: z.array(
    z.object({
      item_id: z.string(),
      item_name: z.string(),
      item_category: z.optional(z.string()),
      price: z.number(),
      quantity: z.number(),
    }),
  ),
});
type ParsedOrder = z.output<typeof purchaseOrderSchema>;

/** What is wrong with an order of the right types: an empty id, a currency that is no ISO code, an amount that is no amount. */
export function orderProblems(order: ParsedOrder): string[] {
  const problems: string[] = [];
  const id = order.transaction_id.trim();
  if (id === '' || id.length > 100) problems.push('transaction_id: 1 to 100 characters');
  if (order.currency !== undefined && !/^[A-Za-z]{3}$/.test(order.currency)) problems.push('currency: a 3-letter ISO code');
  for (const key of ['value', 'tax'] as const) {
    const amount = order[key];
    if (amount !== undefined && !Number.isFinite(amount)) problems.push(`${key}: a finite number`);
  }
  order.items.forEach((item, index) => {
    if (item.item_id.trim() === '') problems.push(`items.${index}.item_id: not empty`);
    if (!Number.isFinite(item.price)) problems.push(`items.${index}.price: a finite number`);
    if (!Number.isInteger(item.quantity) || item.quantity < 1) problems.push(`items.${index}.quantity: a whole number of at least 1`);
  });
  return problems;
}

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
  const problems = parsed.success ? orderProblems(parsed.data) : [describeIssues(parsed.error)];
  if (!parsed.success || problems.length > 0) {
    console.error(`resort-widgets: trackPurchase needs GA4's purchase parameters (transaction_id, items with item_id, item_name, price and quantity); ${problems.join('; ')}`);
    return false;
  }
  const data = { ...parsed.data, transaction_id: parsed.data.transaction_id.trim() };
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
