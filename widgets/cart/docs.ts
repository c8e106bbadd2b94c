/** Descriptions of the cart family's tags, attributes and events (manifest, `docs/tags/` and Storybook; `npm run docs`). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { cartPageElement, discountCodeElement, minicartElement, orderSummaryElement } from './meta.ts';
import { cartButtonLabels } from './button-labels.ts';
import { cartLabels } from './labels.ts';
import { commonLabels } from '../../src/ui/common-labels.ts';
import { coreLabels } from '../../src/core/labels.ts';
import { showMoreLabels } from '../../src/ui/show-more-labels.ts';

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
  reference: `
The cart button with its count (an add the store confirmed counts as soon as its answer comes, and
the cart loaded after it then says how many); it opens the panel titled \`Shopping Cart (count)\` with items
grouped by assigned member plus \`Unassigned\`, at most 3 attributes per item until "Show details",
golf items priced per player with \`Due Online\` and \`Due At Course\`, item discounts, the edit link
for enhanced-cart items (when \`ShowEnhancedMinicart\` is on) and removal after the confirmation
\`Are you sure you want to remove this item from your cart?\`. The panel stays on the screen
wherever the button sits: below it (above when there is more room there), moved sideways to
stay inside the viewport and no taller than the room it has (it scrolls inside); below 640 px it
is a sheet as wide as the screen.
`,
  fallback: {
    description:
      "The header's own cart link with the count the server knows.",
    example: `
<resort-minicart>
  <a data-resort-fallback href="/cart">Cart (2)</a>
</resort-minicart>
`,
  },
  labels: { cartButtonLabels, cartLabels, commonLabels, coreLabels, showMoreLabels },
});

export const cartPageMeta = withDocs(cartPageElement, {
  description: 'The full cart page: heading "Cart", a loading icon until the cart is loaded, the empty message or the mini cart in full mode, Checkout and Continue Shopping links. Sends the `view_cart` analytics event.',
  attributes: { checkoutUrl: 'The Checkout link.', continueUrl: 'The Continue Shopping link.' },
  events: cartEvents,
  reference: `
The full cart page: heading \`Cart\`, a loading icon until the cart is loaded, then the empty
message (\`Your Shopping Cart is empty\`) or the mini cart in full mode, the \`Checkout\` and
\`Continue Shopping\` links. Sends the \`view_cart\` analytics event once.

The cart is named once, by its heading: the mini cart's own title (\`Shopping Cart (count)\`) is
not drawn under it. The member groups are the next level of heading. After a removal the heading
takes the focus, and a status says what went.
`,
  fallback: {
    description:
      "The cart as the store's own table: each item with its details and quantity, its total and a Remove button posting `/ShoppingCart/RemoveShoppingCartItem` (with the anti-forgery token), and the empty message with Continue Shopping when there is nothing in it.",
    example: `
<resort-cart items="1">
  <div data-resort-fallback>
    <h1>Cart</h1>
    <table>
      <tr><th>Item</th><th>Qty</th><th>Total</th><th>Remove</th></tr>
      <tr><td>Season Pass - Adult<br>Pass Type: Unlimited</td><td>1</td><td>$854.05</td>
        <td><form method="post" action="/ShoppingCart/RemoveShoppingCartItem"><input type="hidden" name="__RequestVerificationToken" value="…"><input type="hidden" name="id" value="41"><button type="submit">Remove</button></form></td></tr>
    </table>
  </div>
</resort-cart>
`,
  },
  labels: { cartLabels, commonLabels, showMoreLabels },
});

export const orderSummaryMeta = withDocs(orderSummaryElement, {
  description: 'Order totals: sub total, sub total discount, shipping (unless hidden), itemised taxes or one tax line, order total discount, total.',
  attributes: { hideShipping: 'Hide the shipping line even when the cart has one (page data `ShoppingCartSettings.HideShippingTotal` and the cart\'s `HideShipping` hide it too).' },
  events: cartEvents,
  reference: `
Sub total, sub total discount, shipping (unless hidden), itemised taxes or one tax line, order
total discount, total.
`,
  fallback: {
    description:
      "The cart's totals as the store computes them (sub-total, discounts, taxes, total), with the Checkout link on the cart page.",
    example: `
<resort-order-summary>
  <div data-resort-fallback>
    <h2>Order Summary</h2>
    <dl><dt>Sub-Total</dt><dd>$913.05</dd><dt>Tax 4.5%</dt><dd>$41.09</dd><dt>Total</dt><dd>$972.40</dd></dl>
    <a href="/onepagecheckout">Checkout</a>
  </div>
</resort-order-summary>
`,
  },
  labels: { cartLabels, commonLabels },
});

export const discountCodeMeta = withDocs(discountCodeElement, {
  description: 'The discount code box: apply a code; applied codes are listed and can be removed.',
  attributes: { open: 'Show the code input from the start instead of the "Have a discount code?" button.' },
  events: cartEvents,
  reference: `
"Have a discount code?" opens the code input; Apply shows \`Applying…\`, then closes and clears on
success or says \`The coupon code you entered couldn't be applied to your order.\` (keeping what
was typed). Applied codes are listed with a remove button (\`Removing…\` meanwhile; on failure
\`The coupon code you entered couldn't be remove from your order.\`).
`,
  fallback: {
    description:
      "The store's own discount form posting the code to `/ShoppingCart/ApplyDiscountCoupon`, and each applied code with a Remove button posting `/ShoppingCart/RemoveDiscountCoupon` (each with the anti-forgery token).",
    example: `
<resort-discount-code>
  <div data-resort-fallback>
    <form method="post" action="/ShoppingCart/ApplyDiscountCoupon">
      <input type="hidden" name="__RequestVerificationToken" value="…">
      <label for="discount-code">Discount Code</label> <input type="text" id="discount-code" name="discountcouponcode" required>
      <button type="submit">Apply</button>
    </form>
  </div>
</resort-discount-code>
`,
  },
  labels: { cartLabels },
});
