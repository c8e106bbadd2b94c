/** The calls of `<resort-my-payment-plans>` (only this widget makes them). */
import * as z from 'zod/mini';

export const planPaymentSchema = z.object({
  PaymentDate: z.string(),
  PaymentAmount: z.number(),
  PaymentStatus: z._default(z.nullable(z.string()), null),
});

export const customerPlanSchema = z.object({
  ProductName: z.string(),
  EnrollmentId: z.number(),
  OrderId: z.number(),
  OrderNumber: z.optional(z.string()),
  ContactName: z._default(z.nullable(z.string()), null),
  OrderDate: z.string(),
  OrderTotal: z._default(z.nullable(z.number()), null),
  PaymentMethod: z._default(z.nullable(z.string()), null),
  PaymentStatus: z._default(z.nullable(z.string()), null),
  PaymentProvider: z._default(z.nullable(z.string()), null),
  Payments: z.array(planPaymentSchema),
  Amount: z.number(),
  DepositAmount: z._default(z.nullable(z.number()), null),
  RemainingBalance: z._default(z.nullable(z.number()), null),
});
export type CustomerPlanData = z.output<typeof customerPlanSchema>;

export const customerPlansSchema = z.array(customerPlanSchema);

export const plansConfigSchema = z.object({ Settings: z._default(z.record(z.string(), z.unknown()), {}) });

export const cardUpdateAnswerSchema = z.object({ Success: z._default(z.boolean(), true), PaymentMethod: z.optional(z.string()), Message: z.optional(z.string()) });

export const processAnswerSchema = z.object({ Success: z.boolean(), Message: z.optional(z.string()) });
