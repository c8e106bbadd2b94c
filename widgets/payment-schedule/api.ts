/** The schedule viewer's calls. */
import * as api from '../../src/api/client.ts';
import { scheduleListSchema, scheduleResultSchema } from '../../src/api/schedule-schemas.ts';
import type { FormEntries } from './product-fields.ts';

export const SCHEDULES_PATH = '/api/ui/paymentplans/schedules';

/** `POST .../schedules/{productId or renewalId}` with the product_attribute entries as a form. */
export function productSchedule(productOrRenewalId: number, fields: FormEntries) {
  return api.postForm(`${SCHEDULES_PATH}/${productOrRenewalId}`, new URLSearchParams(fields), scheduleResultSchema);
}

/** `GET .../schedules/cart`, or `.../schedules/cart/{cartItemId}` for one item. */
export function cartSchedules(cartItemId: number | undefined) {
  const path = cartItemId === undefined ? `${SCHEDULES_PATH}/cart` : `${SCHEDULES_PATH}/cart/${cartItemId}`;
  return api.get(path, scheduleListSchema, { fresh: true });
}

/** `GET .../schedules/orders/{orderId}` (the id already without its prefix). */
export function orderSchedules(orderId: string) {
  return api.get(`${SCHEDULES_PATH}/orders/${encodeURIComponent(orderId)}`, scheduleListSchema, { fresh: true });
}
