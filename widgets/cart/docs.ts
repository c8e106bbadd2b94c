/** Descriptions of the cart family's tags, attributes and events (manifest and README check). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { cartPageElement, discountCodeElement, minicartElement, orderSummaryElement } from './meta.ts';

const cartEvents = [
  { name: 'resort:cart:changed', description: 'Sent when the cart was loaded anew, an item removed or a code applied or removed; `detail.cart` is the new cart.' },
  { name: 'resort:cart:loaded', description: 'Sent when the cart finished loading; `detail.cart`.' },
  { name: 'resort:cart:empty', description: 'Sent when the cart has no products.' },
  { name: 'resort:cart:refresh', description: 'Listened for: the host changed the cart (legacy add to cart); the cart is reloaded.' },
];

export const minicartMeta = withDocs(minicartElement, {
  description: 'The mini cart: a button with the item count that opens the panel "Shopping Cart (count)", items grouped by member. With mode="full" it renders the panel inline (the cart page uses this).',
  attributes: {
    mode: { description: '`compact` (button and drop-down panel) or `full` (the panel inline, always open).', options: ['compact', 'full'] },
    cartHash: "The host's current cart hash; when it changes and differs from the loaded cart, the cart reloads.",
    cartUrl: 'Where the panel\'s "View Cart" link goes.',
  },
  events: [
    ...cartEvents,
    { name: 'resort:members:refresh', description: 'Sent after an item was removed: the assignable members may have changed.' },
  ],
});

export const cartPageMeta = withDocs(cartPageElement, {
  description: 'The full cart page: heading "Cart", a loading icon until the cart is loaded, the empty message or the mini cart in full mode, Checkout and Continue Shopping links. Sends the `view_cart` analytics event.',
  attributes: { checkoutUrl: 'The Checkout link.', continueUrl: 'The Continue Shopping link.' },
  events: cartEvents,
});

export const orderSummaryMeta = withDocs(orderSummaryElement, {
  description: 'Order totals: sub total, sub total discount, shipping (unless hidden), itemised taxes or one tax line, order total discount, total.',
  attributes: { hideShipping: 'Hide the shipping line even when the cart has one.' },
  events: cartEvents,
});

export const discountCodeMeta = withDocs(discountCodeElement, {
  description: 'The discount code box: apply a code; applied codes are listed and can be removed.',
  attributes: { open: 'Show the code input from the start instead of the "Have a discount code?" button.' },
  events: cartEvents,
});
