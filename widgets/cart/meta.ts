import type { WidgetMeta } from '../../src/core/island/widget-meta.ts';

const cartEvents = [
  { name: 'resort:cart:changed', description: 'Sent when the cart was loaded anew, an item removed or a code applied or removed; `detail.cart` is the new cart.' },
  { name: 'resort:cart:loaded', description: 'Sent when the cart finished loading; `detail.cart`.' },
  { name: 'resort:cart:empty', description: 'Sent when the cart has no products.' },
  { name: 'resort:cart:refresh', description: 'Listened for: the host changed the cart (legacy add to cart); the cart is reloaded.' },
] as const;

export const minicartMeta: WidgetMeta = {
  tag: 'resort-minicart',
  description: 'The mini cart: a button with the item count that opens the panel "Shopping Cart (count)", items grouped by member. With mode="full" it renders the panel inline (the cart page uses this).',
  attributes: [
    { prop: 'mode', type: 'string', default: 'compact', description: '`compact` (button and drop-down panel) or `full` (the panel inline, always open).' },
    { prop: 'cartHash', type: 'string', description: 'The host\'s current cart hash; when it changes and differs from the loaded cart, the cart reloads.' },
    { prop: 'cartUrl', type: 'string', default: '/cart', description: 'Where the panel\'s "View Cart" link goes.' },
  ],
  events: [
    ...cartEvents,
    { name: 'resort:members:refresh', description: 'Sent after an item was removed: the assignable members may have changed.' },
  ],
};

export const cartPageMeta: WidgetMeta = {
  tag: 'resort-cart',
  description: 'The full cart page: heading "Cart", a loading icon until the cart is loaded, the empty message or the mini cart in full mode, Checkout and Continue Shopping links. Sends the `view_cart` analytics event.',
  attributes: [
    { prop: 'checkoutUrl', type: 'string', default: '/onepagecheckout', description: 'The Checkout link.' },
    { prop: 'continueUrl', type: 'string', default: '/', description: 'The Continue Shopping link.' },
  ],
  events: [...cartEvents],
};

export const orderSummaryMeta: WidgetMeta = {
  tag: 'resort-order-summary',
  description: 'Order totals: sub total, sub total discount, shipping (unless hidden), itemised taxes or one tax line, order total discount, total.',
  attributes: [
    { prop: 'hideShipping', type: 'boolean', default: false, description: 'Hide the shipping line even when the cart has one.' },
  ],
  events: [...cartEvents],
};

export const discountCodeMeta: WidgetMeta = {
  tag: 'resort-discount-code',
  description: 'The discount code box: apply a code; applied codes are listed and can be removed.',
  attributes: [
    { prop: 'open', type: 'boolean', default: false, description: 'Show the code input from the start instead of the "Have a discount code?" button.' },
  ],
  events: [...cartEvents],
};
