/** Descriptions of `<resort-payment-schedule>` (manifest, `docs/tags/` and Storybook; `npm run docs`). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { paymentScheduleElement } from './meta.ts';
import { scheduleLabels } from './labels.ts';
import { commonLabels } from '../../src/ui/common-labels.ts';
import { showMoreLabels } from '../../src/ui/show-more-labels.ts';

export const paymentScheduleMeta = withDocs(paymentScheduleElement, {
  description:
    'The payment schedule viewer. Product mode: text above a "View Payment Schedule" button that opens a modal with the schedule for the current attribute selection, refreshed on `resort:product:attributes-updated`. Cart and order modes: one block per payment-plan product with the contact name, product name and table (Date, Amount, Status when any payment has one, TOTAL). Nothing is shown for products that are not on a payment plan.',
  attributes: {
    mode: {
      description: '`product` (one product, with a button and modal), `cart` (the cart\'s items, or one with `cart-item-id`) or `order` (an order, with `order-id`).',
      options: ['product', 'cart', 'order'],
    },
    productId: 'Product mode: the product whose schedule to show; its `product_attribute_*` fields are read from the page\'s form for this product.',
    renewalId: 'Product mode, a renewal (`IsRenewal`): the renewal\'s own id, which the schedule is asked for by (`POST /api/ui/paymentplans/schedules/{renewalId}`); `<resort-product>`\'s event names it too, from the product\'s `RenewalId`.',
    cartItemId: 'Cart mode: show only this cart item\'s schedule.',
    orderId: 'Order mode: the order number as the store shows it, `SR1001` (its 2-character prefix is dropped for the call).',
  },
  events: [
    {
      name: 'resort:product:attributes-updated',
      description: "Listened for (product mode): the product's attributes changed; the schedule is fetched again for the new selection, unless `detail.paymentSchedule` carries the store's (`ValidRequest`, `PaymentPlan`), which is shown as it is (`PaymentPlan` null: no plan, nothing shown, as for a product its voucher pays for).",
    },
    { name: 'resort:cart:refresh', description: 'Listened for (cart mode): the cart changed; the schedules are fetched again.' },
  ],
  reference: `
The payment schedule viewer. In product mode, text above a \`View Payment Schedule\` button that
opens a modal with the schedule for the product's current attribute selection (the
\`product_attribute_*\` fields of \`form[data-product-id="…"]\`, posted to
\`/api/ui/paymentplans/schedules/{productId}\`); it asks again whenever
\`resort:product:attributes-updated\` fires, unless the event carries the product's attribute-change
answer's \`PaymentSchedule\` (\`<resort-product>\` passes it on): then \`PaymentPlan\` is shown as it
is (nothing at all when it is null: a product its voucher pays for is on no plan), \`Choose the
product options to see the payment schedule.\` while \`ValidRequest\` is false, and a
malformed one is ignored (the viewer asks). In cart and order modes, one block per payment-plan
product with the contact name, product name and table. The table: \`Date\` and \`Amount\`, a \`Status\`
column when any payment has a status, a \`TOTAL\` row; amounts with 2 decimals that add up to the
total, multiplied by the cart quantity when above 1; a payment dated today at the resort
(\`DefaultStoreTimeZoneOffset\`) shows \`Today\`; dates \`MM/DD/YYYY\` for en-US and \`DD/MM/YYYY\`
otherwise; the deposit below. Nothing is shown for a product that is not on a payment plan. Where
the tag is narrower than 22em (12em without a \`Status\` column), each payment is a card with every
value under its column's name; screen readers still hear a table.
`,
  fallback: {
    description:
      "In cart and order mode, the schedule the store already knows: a table per product on a payment plan (its member, each payment's date, amount and status, the total); write nothing when no product is on a plan. The widget keeps the table in use until its first answer is drawn, and if that answer fails. In product mode the schedule depends on the options the shopper picks, so a sentence is enough (\"Pay over time: this product is available with a payment plan.\").",
    example: `
<resort-payment-schedule mode="cart">
  <div data-resort-fallback>
    <h2>Payment Schedule</h2>
    <table><caption>Season Pass - Adult · Alex Morgan</caption>
      <tr><th>Date</th><th>Amount</th></tr>
      <tr><td>11/27/2026</td><td>$256.22</td></tr>
      <tr><td>12/15/2026</td><td>$298.92</td></tr>
      <tr><th>TOTAL</th><td>$854.05</td></tr>
    </table>
  </div>
</resort-payment-schedule>
`,
  },
  labels: { scheduleLabels, commonLabels, showMoreLabels },
});
