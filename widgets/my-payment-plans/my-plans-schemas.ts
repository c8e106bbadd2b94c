/**
 * The calls of `<resort-my-payment-plans>` (only this widget makes them): their paths and the
 * schemas of their answers, in one module so `resort-widgets check-host` reads them without the
 * component.
 */
import * as z from 'zod/mini';
import { dateString, listDropping } from '../../src/api/schema-parts.ts';

export const MY_PLANS_PATH = '/api/ui/paymentplans/schedules/contacts';
/** The My Account plans' settings: which actions the store offers. */
export const PLANS_CONFIG_PATH = '/api/ui/paymentplans/config/';
export const CARD_UPDATE_PATH = '/api/ui/paymentplans/paymentmethod/update/';
/** Followed by the enrollment id: a GET that charges the card on file (the anti-forgery token goes with it). */
export const PROCESS_PATH = '/api/paymentprocessing/processScheduledPayment/';

export const planPaymentSchema = z.object({
  PaymentDate: dateString,
  PaymentAmount: z.number(),
  PaymentStatus: z._default(z.nullable(z.string()), null),
});

export const customerPlanSchema = z.object({
  ProductName: z.string(),
  EnrollmentId: z.number(),
  OrderId: z.number(),
  OrderNumber: z.optional(z.string()),
  ContactName: z._default(z.nullable(z.string()), null),
  OrderDate: dateString,
  OrderTotal: z._default(z.nullable(z.number()), null),
  PaymentMethod: z._default(z.nullable(z.string()), null),
  PaymentStatus: z._default(z.nullable(z.string()), null),
  PaymentProvider: z._default(z.nullable(z.string()), null),
  /** Every payment or none: a schedule missing one would show a wrong total, so a bad payment drops its plan. */
  Payments: z.array(planPaymentSchema),
  Amount: z.number(),
  DepositAmount: z._default(z.nullable(z.number()), null),
  RemainingBalance: z._default(z.nullable(z.number()), null),
});
export type CustomerPlanData = z.output<typeof customerPlanSchema>;

/** A plan that cannot be read is left out (and counted), not the others. */
export const customerPlansSchema = listDropping(customerPlanSchema, 'payment plans');

/** The settings the widget reads; a store may send more, and a missing switch leaves its action on. */
export const plansConfigSchema = z.object({
  Settings: z._default(
    z.object({
      AllowCardUpdate: z.optional(z.boolean()),
      AllowPayNow: z.optional(z.boolean()),
      PaymentProvider: z.optional(z.nullable(z.string())),
    }),
    {},
  ),
});

export const cardUpdateAnswerSchema = z.object({ Success: z._default(z.boolean(), true), PaymentMethod: z.optional(z.string()), Message: z.optional(z.string()) });

export const processAnswerSchema = z.object({ Success: z.boolean(), Message: z.optional(z.string()) });
