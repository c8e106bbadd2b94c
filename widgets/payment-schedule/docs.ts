/** Descriptions of `<resort-payment-schedule>` (manifest and README check). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { paymentScheduleElement } from './meta.ts';

export const paymentScheduleMeta = withDocs(paymentScheduleElement, {
  description:
    'The payment schedule viewer. Product mode: text above a "View Payment Schedule" button that opens a modal with the schedule for the current attribute selection, refreshed on `resort:product:attributes-updated`. Cart and order modes: one block per payment-plan product with the contact name, product name and table (Date, Amount, Status when any payment has one, TOTAL). Nothing is shown for products that are not on a payment plan.',
  attributes: {
    mode: {
      description: '`product` (one product, with a button and modal), `cart` (the cart\'s items, or one with `cart-item-id`) or `order` (an order, with `order-id`).',
      options: ['product', 'cart', 'order'],
    },
    productId: 'Product mode: the product whose schedule to show; its `product_attribute_*` fields are read from the page\'s form for this product.',
    cartItemId: 'Cart mode: show only this cart item\'s schedule.',
    orderId: 'Order mode: the order number as the store shows it (its 2-character prefix is dropped for the call).',
  },
  events: [
    {
      name: 'resort:product:attributes-updated',
      description: 'Listened for (product mode): the product\'s attributes changed; the schedule is fetched again for the new selection.',
    },
    { name: 'resort:cart:refresh', description: 'Listened for (cart mode): the cart changed; the schedules are fetched again.' },
  ],
});
