/** What a host may use besides the tags: stores, the bus, and `defineWidget` for its own islands. */
export { defineWidget } from './island/define-widget.tsx';
export type { WidgetDefinition, IslandProps } from './island/define-widget.tsx';
export { emit, on } from './events/bus.ts';
export type { ResortEvents, ResortEventName, ResortEventMap } from './events/bus.ts';
export { LIBRARY_VERSION as version } from './core/shared.ts';
export { $settings, $labels } from './stores/settings.ts';
export { setPageData, reloadPageData } from './stores/page-data-actions.ts';
export { $user } from './stores/user.ts';
export { $cart, loadCart } from './stores/cart.ts';
export { $showCart } from './stores/show-cart.ts';
export type { Cart, CartItem } from './api/cart-schemas.ts';
export { trackPurchase, type PurchaseOrder } from './stores/purchase.ts';
export { placeOrder, PLACE_ORDER_MESSAGES, type PlaceOrderOptions, type PlaceOrderResult, type UnsignedWaiver } from './stores/place-order.ts';
export { track, ga4Item, type Ga4Item, type AnalyticsEvent } from './core/analytics.ts';
export { viewItemList, selectItem, type ItemList } from './core/analytics-catalog.ts';
