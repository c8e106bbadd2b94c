/**
 * The subscriptions admin calls. Every answer of `<resort-subscriptions-admin>` is parsed with one
 * of these; the demo store builds its answers to the same types.
 *
 * Dates arrive as `YYYY-MM-DD` (enrollments) or an ISO timestamp (a type's created and updated
 * times) and may be null.
 */
import * as z from 'zod/mini';

const optionalId = z._default(z.nullable(z.number()), null);
const optionalText = z._default(z.nullable(z.string()), null);

/** A subscription type (`GET /api/subscriptions/basic`); its Id and Name are also the subscription options. */
export const subscriptionTypeSchema = z.object({
  Id: z.number(),
  Name: z.string(),
  SubscriptionFrequencyId: z.number(),
  SubscriptionFrequencyName: optionalText,
  CancelHotlistCode: z._default(z.nullable(z.number()), null),
  FreezeHotlistCode: z._default(z.nullable(z.number()), null),
  EffectiveDateTypeId: z.number(),
  RetryDays: z._default(z.nullable(z.number()), null),
  IsDeleted: z._default(z.boolean(), false),
  Amount: z.number(),
  CreatedByCustomerId: optionalId,
  CreatedByCustomerEmail: optionalText,
  CreateDateUtc: optionalText,
  UpdatedByCustomerId: optionalId,
  UpdatedByCustomerEmail: optionalText,
  UpdateDateUtc: optionalText,
});
export type SubscriptionType = z.infer<typeof subscriptionTypeSchema>;
export type SubscriptionTypeInput = z.input<typeof subscriptionTypeSchema>;
export const subscriptionTypeListSchema = z.array(subscriptionTypeSchema);

/**
 * What the create and update modals send: every field as the admin typed it (the spec keeps no
 * client checks here; the store checks and answers 400 with what is wrong). Update adds the Id.
 */
export interface SubscriptionTypeSave {
  Id?: number;
  Name: string;
  SubscriptionFrequencyId: string;
  CancelHotlistCode: string;
  FreezeHotlistCode: string;
  EffectiveDateTypeId: string;
  RetryDays: string;
  Amount: string;
  IsDeleted: boolean;
}

/** One customer's enrollment in a subscription. */
export const subscriptionEnrollmentSchema = z.object({
  SubscriptionEnrollmentId: z.number(),
  SubscriptionId: z.number(),
  /** The subscription's name. */
  Name: z.string(),
  SubscriptionFrequencyType: optionalText,
  EnrollmentDate: optionalText,
  EffectiveDate: optionalText,
  NextPaymentDate: optionalText,
  LastProcessedDate: optionalText,
  SubscriptionEnrollmentStatusId: z.number(),
  Status: z.string(),
  Amount: z.number(),
  Retries: z._default(z.number(), 0),
  OrderId: optionalId,
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
});
export type SubscriptionEnrollment = z.infer<typeof subscriptionEnrollmentSchema>;
export type SubscriptionEnrollmentInput = z.input<typeof subscriptionEnrollmentSchema>;

/** `GET /api/subscriptions/enrollments`: one page, as the store ordered and paged it. */
export const enrollmentPageSchema = z.object({
  Results: z.array(subscriptionEnrollmentSchema),
  PageNumber: z.number(),
  PageSize: z.number(),
  TotalNumberOfPages: z.number(),
  TotalNumberOfRecords: z.number(),
  Ascending: z.boolean(),
});
export type SubscriptionEnrollmentPage = z.infer<typeof enrollmentPageSchema>;

/** `GET /api/subscriptions/enrollments/statuses`. */
export const statusOptionSchema = z.object({ Id: z.number(), Status: z.string() });
export type StatusOption = z.infer<typeof statusOptionSchema>;
export const statusOptionListSchema = z.array(statusOptionSchema);

/** Nothing (a 204) or any JSON object. */
export const noContentSchema = z.nullable(z.object({}));

/** The columns the store orders enrollments by (`orderBy`); the first is the default. */
export const ENROLLMENT_ORDER_BY = [
  'SubscriptionEnrollmentId',
  'FirstName',
  'LastName',
  'Email',
  'Name',
  'EnrollmentDate',
  'NextPaymentDate',
  'LastProcessedDate',
  'Status',
  'Amount',
  'OrderId',
] as const;
export type EnrollmentOrderBy = (typeof ENROLLMENT_ORDER_BY)[number];

/** Subscription enrollments are paged 10 at a time. */
export const ENROLLMENT_PAGE_SIZE = 10;
