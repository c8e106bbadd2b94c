/**
 * `<resort-payment-schedule>`'s calls, made by `api.ts`. Read by `resort-widgets check-host`
 * through `widgets/calls.ts`; no bundle imports this file.
 */
import { hostCall, type CallFamily } from '../../src/api/host-calls.ts';
import { scheduleListSchema, scheduleResultSchema } from '../../src/api/schedule-schemas.ts';
import { SCHEDULES_PATH } from './api.ts';

export const paymentScheduleCalls: CallFamily = {
  family: 'payment-schedule',
  order: 70,
  tags: ['resort-payment-schedule'],
  calls: [
    hostCall({
      name: 'product schedule',
      method: 'POST',
      path: `${SCHEDULES_PATH}/{productId}`,
      params: { productId: 'product' },
      // The widget posts the product form's `product_attribute_*` fields; none asks for the
      // schedule of the product's preselected values.
      body: { kind: 'form', value: () => ({}) },
      schema: scheduleResultSchema,
      sends: 'read',
      note: 'a POST that only computes a schedule',
      who: 'guest',
    }),
    hostCall({
      name: 'cart schedules',
      method: 'GET',
      path: `${SCHEDULES_PATH}/cart`,
      schema: scheduleListSchema,
      sends: 'read',
      who: 'guest',
    }),
    hostCall({
      name: 'cart item schedule',
      method: 'GET',
      path: `${SCHEDULES_PATH}/cart/{cartItemId}`,
      params: { cartItemId: 'cart-item' },
      schema: scheduleListSchema,
      sends: 'read',
      who: 'guest',
    }),
    hostCall({
      name: 'order schedules',
      method: 'GET',
      // The widget drops the order number's 2-character prefix (`SR1001` → 1001).
      path: `${SCHEDULES_PATH}/orders/{orderId}`,
      params: { orderId: 'order' },
      schema: scheduleListSchema,
      sends: 'read',
      who: 'customer',
    }),
  ],
};
