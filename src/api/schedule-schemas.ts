/**
 * Payment schedule viewer answers: `POST /api/ui/paymentplans/schedules/{productId}` answers one result;
 * `.../schedules/cart`, `.../schedules/cart/{cartItemId}` and `.../schedules/orders/{orderId}`
 * answer one result per product (a single object is read as a list of one).
 */
import * as z from 'zod/mini';

export const schedulePaymentSchema = z.object({
  /** `YYYY-MM-DD`, or an ISO date-time whose first ten characters are the date. */
  PaymentDate: z.string(),
  PaymentAmount: z.number(),
  PaymentStatus: z._default(z.nullable(z.string()), null),
});

export const scheduleResultSchema = z.object({
  IsPaymentPlan: z.boolean(),
  PaymentsTotal: z._default(z.number(), 0),
  Payments: z._default(z.array(schedulePaymentSchema), []),
  Deposit: z._default(z.nullable(z.number()), null),
  /** The cart item (cart schedules) or the order line the schedule belongs to. */
  ReservationId: z._default(z.nullable(z.union([z.number(), z.string()])), null),
  ContactName: z._default(z.nullable(z.string()), null),
  ProductName: z._default(z.string(), ''),
});
export type ScheduleResult = z.infer<typeof scheduleResultSchema>;
export type ScheduleResultInput = z.input<typeof scheduleResultSchema>;

export const scheduleListSchema = z.pipe(
  z.union([z.array(scheduleResultSchema), scheduleResultSchema]),
  z.transform((value): ScheduleResult[] => (Array.isArray(value) ? value : [value])),
);
