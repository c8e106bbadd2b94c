/** `<resort-payment-schedule>` as the element needs it at run time; descriptions live in `docs.ts`. */
import type { ElementSpec } from '../../src/island/widget-meta.ts';

export const paymentScheduleElement = {
  tag: 'resort-payment-schedule',
  attributes: [
    { prop: 'mode', type: 'string', default: 'product' },
    { prop: 'productId', type: 'number' },
    { prop: 'renewalId', type: 'number' },
    { prop: 'cartItemId', type: 'number' },
    { prop: 'orderId', type: 'string' },
  ],
} as const satisfies ElementSpec;
