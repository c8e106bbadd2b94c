/**
 * Analytics: events go to `window.dataLayer` in the GA4 ecommerce shape.
 */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
}

export interface EcommerceEvent {
  /** GA4 event name: `view_cart`, `remove_from_cart`, `login`, `successful_login`, `login_error`, … */
  event: string;
  ecommerce?: { currency: string; value: number; items: AnalyticsItem[] };
  [key: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function track(entry: EcommerceEvent): void {
  if (typeof window === 'undefined') return;
  const layer = (window.dataLayer ??= []);
  // GA4 asks to clear the previous ecommerce object so values don't merge between events.
  if (entry.ecommerce) layer.push({ ecommerce: null });
  layer.push(entry);
}
