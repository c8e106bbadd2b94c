/**
 * The admin Payment Plans calls. Every answer of `<resort-payment-plans-admin>` is parsed with
 * one of these; the demo store parses request bodies with the same ones.
 *
 * Dates arrive as `YYYY-MM-DD` (or a legacy `YYYY-MM-DDT00:00:00` timestamp) and may be null;
 * the widget normalises them (see `widgets/payment-plans-admin/schedule-rules.ts`).
 */
import * as z from 'zod/mini';

const flag = z._default(z.boolean(), false);
const newId = z._default(z.number(), 0);
const optionalId = z._default(z.nullable(z.number()), null);
const optionalDate = z._default(z.nullable(z.string()), null);
const optionalText = z.optional(z.nullable(z.string()));

/** `{Id, Name}` options: amount types, enrollment statuses, payment statuses, payment products. */
export const optionSchema = z.object({ Id: z.number(), Name: z.string() });
export type Option = z.infer<typeof optionSchema>;
export const optionListSchema = z.array(optionSchema);

/**
 * Where the spec reads no answer: nothing (a 204) or any JSON object. Built from the same few
 * zod functions as the cart's schemas, so the mini cart's share of zod does not grow.
 */
export const noContentSchema = z.nullable(z.object({}));

// ---- Payment and pricing schedules -----------------------------------------------------------

export const scheduledPaymentSchema = z.object({
  PaymentDateId: newId,
  PaymentDate: optionalDate,
  /** Percent of the price. */
  Amount: z.number(),
  /** Id from `GET /payment-schedules/amount-types`; the type named Balance Due is the final payment. */
  AmountType: z.number(),
  IsDeleted: flag,
});

export const paymentRangeSchema = z.object({
  PurchaseDateId: newId,
  PurchaseEffectiveDate: optionalDate,
  PurchaseExpirationDate: optionalDate,
  IsDeleted: flag,
  ScheduledPayments: z._default(z.array(scheduledPaymentSchema), []),
});
export type PaymentRangeDto = z.infer<typeof paymentRangeSchema>;

export const paymentScheduleSchema = z.object({
  PaymentScheduleId: newId,
  PaymentScheduleName: z._default(z.nullable(z.string()), ''),
  PurchaseDates: z._default(z.array(paymentRangeSchema), []),
  EffectiveDateTypeId: optionalId,
  SubscriptionFrequencyId: optionalId,
  CreatedByCustomerId: optionalId,
  UpdatedByCustomerId: optionalId,
  IsDeleted: flag,
  CreateDateUtc: optionalText,
  UpdateDateUtc: optionalText,
});
export type PaymentScheduleDto = z.infer<typeof paymentScheduleSchema>;
export const paymentScheduleListSchema = z.array(paymentScheduleSchema);

export const pricingRangeSchema = z.object({
  PurchaseDateId: newId,
  PurchaseEffectiveDate: optionalDate,
  PurchaseExpirationDate: optionalDate,
  IsDeleted: flag,
});

export const pricingScheduleSchema = z.object({
  PricingScheduleId: newId,
  PricingScheduleName: z._default(z.nullable(z.string()), ''),
  PurchaseDates: z._default(z.array(pricingRangeSchema), []),
  IsDeleted: flag,
  CreateDateUtc: optionalText,
  UpdateDateUtc: optionalText,
});
export type PricingScheduleDto = z.infer<typeof pricingScheduleSchema>;
export const pricingScheduleListSchema = z.array(pricingScheduleSchema);

/** `POST /payment-schedules` and `POST /pricing-schedules` answer the new id. */
export const createdIdSchema = z.number();

// ---- Enrollments -----------------------------------------------------------------------------

export const enrollmentRowSchema = z.object({
  EnrollmentId: z.number(),
  EnrollmentDate: optionalDate,
  OrderId: z.number(),
  CustomerName: z._default(z.string(), ''),
  Email: z._default(z.string(), ''),
  Product: z._default(z.string(), ''),
  NextPaymentDate: optionalDate,
  FormattedAmount: z._default(z.string(), ''),
  EnrollmentStatus: z._default(z.string(), ''),
  HasFailedPayment: flag,
  HasUnprocessedPosRecords: flag,
});
export type EnrollmentRow = z.infer<typeof enrollmentRowSchema>;

/** A paged list. */
export function pagedSchema<T extends z.ZodMiniType>(row: T) {
  return z.object({
    Results: z.array(row),
    PageNumber: z.number(),
    PageSize: z.number(),
    TotalNumberOfPages: z.number(),
    TotalNumberOfRecords: z.number(),
    Ascending: z._default(z.boolean(), true),
  });
}
export const enrollmentPageSchema = pagedSchema(enrollmentRowSchema);
export type EnrollmentPage = z.infer<typeof enrollmentPageSchema>;

/** A scheduled payment of an enrollment, as the admin sees it. */
export const adminScheduledPaymentSchema = z.object({
  Id: z.number(),
  PaymentDate: optionalDate,
  FormattedAmount: z._default(z.string(), ''),
  PaymentStatusId: z.number(),
  PaymentStatus: z.string(),
});
export type AdminScheduledPayment = z.infer<typeof adminScheduledPaymentSchema>;
export const adminScheduledPaymentListSchema = z.array(adminScheduledPaymentSchema);

// ---- Assignments -----------------------------------------------------------------------------

export const productAttributeSchema = z.object({
  ProductAttributeId: z.number(),
  ProductAttributeName: z._default(z.string(), ''),
  ProductAttributeValueId: z.number(),
  ProductAttributeValueName: z._default(z.string(), ''),
  Display: z._default(z.string(), ''),
  Selected: flag,
});
export type ProductAttribute = z.infer<typeof productAttributeSchema>;

export const assignmentSchema = z.object({
  Id: z.number(),
  ProductName: z._default(z.string(), ''),
  ProductMetadataTagId: z.number(),
  ProductAttributes: z._default(z.array(productAttributeSchema), []),
  ClassificationAttributes: z._default(z.array(z.string()), []),
  PaymentScheduleId: z.number(),
  PaymentScheduleName: z._default(z.string(), ''),
  PricingScheduleId: z.number(),
  PricingScheduleName: z._default(z.string(), ''),
  PaymentProductId: z.number(),
  HotlistUntilPaid: flag,
  FailedPaymentHotlistCode: z._default(z.number(), 0),
  FailedPaymentRetryDays: z._default(z.number(), 0),
});
export type Assignment = z.infer<typeof assignmentSchema>;
export const assignmentListSchema = z.array(assignmentSchema);

/** A product an assignment can be made for (`GET /products?includeProductAttributes=true`). */
export const adminProductSchema = z.object({
  ProductMetadataTagId: z.number(),
  ProductName: z.string(),
  ProductAttributes: z._default(z.array(productAttributeSchema), []),
  ClassificationAttributes: z._default(z.array(z.string()), []),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductListSchema = z.array(adminProductSchema);

/** `POST /assignments`: a new assignment, or an edited one when `id` is set. */
export const assignmentSaveSchema = z.object({
  id: z.optional(z.number()),
  productMetadataTagId: z.number(),
  productAttributes: z.array(productAttributeSchema),
  paymentScheduleId: z.number(),
  pricingScheduleId: z.number(),
  paymentProductId: z.number(),
  failedPaymentHotlistCode: z.number(),
  failedPaymentRetryDays: z.number(),
});
export type AssignmentSave = z.infer<typeof assignmentSaveSchema>;

export const attributePriceSchema = z.object({
  Id: z.number(),
  /** `name|description`. */
  ProductAttributeValueName: z.string(),
  Price: z.number(),
});

/** The prices of one purchase-date window of an assignment's pricing schedule. */
export const pricingWindowSchema = z.object({
  PurchaseDateId: z.number(),
  PurchaseEffectiveDate: optionalDate,
  PurchaseExpirationDate: optionalDate,
  ProductAttributePricing: z._default(z.array(attributePriceSchema), []),
});
export type PricingWindow = z.infer<typeof pricingWindowSchema>;
export const assignmentPricingSchema = z.array(pricingWindowSchema);
