/**
 * What the admin Payment Plans calls accept, in the input layer's words. The widget's own rules
 * (schedule checks, assignment form) say what an admin did wrong in the words the screens use; these
 * schemas then bound every value the repositories write — ids that fit an int4, percentages and
 * prices with their precision, dates that are real `YYYY-MM-DD` dates (deleted ranges and payments
 * included) — and their output, never the body as sent, is what gets written.
 */
import * as z from 'zod';
import { assignmentMessages, MIN_RETRY_DAYS } from '../../../widgets/payment-plans-admin/assignments/assignment-rules.ts';
import { scheduleMessages } from '../../../widgets/payment-plans-admin/schedules/schedule-validation.ts';
import { bool, id, isoDate, MAX_INT4, money, optional, percent, text, wholeNumber } from '../platform/input.ts';

export const ADMIN_MESSAGES = {
  signIn: 'Sign in with an administrator account.',
  adminsOnly: 'This is for administrators only.',
  badBody: 'The request body could not be read.',
  badSchedule: 'The schedule could not be read.',
  badAssignment: 'The assignment could not be read.',
  badPricing: 'The pricing could not be read.',
  badStatus: 'Send the status id as the body.',
  badId: 'Invalid id.',
  tooLarge: 'A schedule may have at most 200 date ranges of 60 payments each, and a name of at most 200 characters.',
  badOrderId: 'Order ID must be a number.',
  badDate: 'Enter dates as YYYY-MM-DD.',
  badSearch: 'The search could not be read.',
} as const;

const MAX_NAME = 200;
const MAX_RANGES = 200;
const MAX_PAYMENTS = 60;
/** Priced values per window, and windows per pricing list: far beyond any product's. */
const MAX_PRICED = 500;
export const MAX_PAGE_SIZE = 100;

// ---- Schedules -------------------------------------------------------------------------------

/** A row's id: 0 for a row the request adds, else the stored row's. */
const rowId = z.union([z.literal(0), id(ADMIN_MESSAGES.badSchedule)], { error: ADMIN_MESSAGES.badSchedule }).default(0);
/** A schedule's date: a real `YYYY-MM-DD` date or null (blank); the widget's rules say which must be set. */
const scheduleDate = isoDate(ADMIN_MESSAGES.badDate).nullable().default(null);
const flag = z.boolean({ error: ADMIN_MESSAGES.badSchedule }).default(false);
const scheduleName = text(MAX_NAME, { tooLong: ADMIN_MESSAGES.tooLarge })
  .nullable()
  .default('')
  .transform((name) => name ?? '');
/** An optional reference (effective date type, subscription frequency): an id or null. */
const optionalReference = id(ADMIN_MESSAGES.badSchedule).nullable().default(null);

const scheduledPaymentInput = z.object({
  PaymentDateId: rowId,
  PaymentDate: scheduleDate,
  Amount: percent(scheduleMessages.amountInvalid),
  AmountType: id(ADMIN_MESSAGES.badSchedule),
  IsDeleted: flag,
});

const paymentRangeInput = z.object({
  PurchaseDateId: rowId,
  PurchaseEffectiveDate: scheduleDate,
  PurchaseExpirationDate: scheduleDate,
  IsDeleted: flag,
  ScheduledPayments: z.array(scheduledPaymentInput, { error: ADMIN_MESSAGES.badSchedule }).max(MAX_PAYMENTS, ADMIN_MESSAGES.tooLarge).default([]),
});

export const paymentScheduleInput = z.object(
  {
    PaymentScheduleName: scheduleName,
    EffectiveDateTypeId: optionalReference,
    SubscriptionFrequencyId: optionalReference,
    PurchaseDates: z.array(paymentRangeInput, { error: ADMIN_MESSAGES.badSchedule }).max(MAX_RANGES, ADMIN_MESSAGES.tooLarge).default([]),
  },
  { error: ADMIN_MESSAGES.badSchedule },
);
export type PaymentScheduleInput = z.output<typeof paymentScheduleInput>;

const pricingRangeInput = z.object({
  PurchaseDateId: rowId,
  PurchaseEffectiveDate: scheduleDate,
  PurchaseExpirationDate: scheduleDate,
  IsDeleted: flag,
});

export const pricingScheduleInput = z.object(
  {
    PricingScheduleName: scheduleName,
    PurchaseDates: z.array(pricingRangeInput, { error: ADMIN_MESSAGES.badSchedule }).max(MAX_RANGES, ADMIN_MESSAGES.tooLarge).default([]),
  },
  { error: ADMIN_MESSAGES.badSchedule },
);
export type PricingScheduleInput = z.output<typeof pricingScheduleInput>;

// ---- Assignments -----------------------------------------------------------------------------

/** `POST /assignments`, in the form's words: a 0 (nothing chosen) or an id out of range gives the field's message. */
export const assignmentInput = z.object(
  {
    id: id(ADMIN_MESSAGES.badId).optional(),
    productMetadataTagId: id(assignmentMessages.productRequired),
    paymentScheduleId: id(assignmentMessages.paymentScheduleRequired),
    pricingScheduleId: id(assignmentMessages.pricingScheduleRequired),
    paymentProductId: id(assignmentMessages.paymentProductRequired),
    failedPaymentHotlistCode: wholeNumber(0, MAX_INT4, assignmentMessages.hotlistCodeInvalid),
    failedPaymentRetryDays: wholeNumber(MIN_RETRY_DAYS, MAX_INT4, assignmentMessages.retryDaysMin),
    /** The ticked attribute values: only their ids are kept. */
    productAttributes: z
      .array(z.object({ ProductAttributeValueId: id(ADMIN_MESSAGES.badAssignment) }, { error: ADMIN_MESSAGES.badAssignment }), { error: ADMIN_MESSAGES.badAssignment })
      .max(MAX_PRICED, ADMIN_MESSAGES.badAssignment),
  },
  { error: ADMIN_MESSAGES.badAssignment },
);
export type AssignmentInput = z.output<typeof assignmentInput>;

/** `PUT /assignments/{id}/pricing`: per window of the pricing schedule, a price per value. */
export const assignmentPricingInput = z
  .array(
    z.object(
      {
        PurchaseDateId: id(ADMIN_MESSAGES.badPricing),
        ProductAttributePricing: z
          .array(z.object({ Id: id(ADMIN_MESSAGES.badPricing), Price: money(assignmentMessages.priceInvalid) }, { error: ADMIN_MESSAGES.badPricing }), { error: ADMIN_MESSAGES.badPricing })
          .max(MAX_PRICED, ADMIN_MESSAGES.badPricing)
          .default([]),
      },
      { error: ADMIN_MESSAGES.badPricing },
    ),
    { error: ADMIN_MESSAGES.badPricing },
  )
  .max(MAX_RANGES, ADMIN_MESSAGES.badPricing);
export type AssignmentPricingInput = z.output<typeof assignmentPricingInput>;

// ---- Enrollments -----------------------------------------------------------------------------

/** `PUT /enrollments/{id}/status`: the status id as the body, or `{ statusId }`. */
export const enrollmentStatusInput = z.union([id(ADMIN_MESSAGES.badStatus), z.object({ statusId: id(ADMIN_MESSAGES.badStatus) }).transform((body) => body.statusId)], {
  error: ADMIN_MESSAGES.badStatus,
});

const flagParam = (fallback: boolean) => optional(bool(ADMIN_MESSAGES.badSearch)).transform((value) => value ?? fallback);
const pageParam = (max: number, fallback: number) => optional(wholeNumber(1, max, ADMIN_MESSAGES.badSearch)).transform((value) => value ?? fallback);
const orderIdParam = optional(id(ADMIN_MESSAGES.badOrderId));
const dateParam = optional(isoDate(ADMIN_MESSAGES.badDate));

/** `GET /enrollments`: filtered by the query's fields, paged from 1, 15 a page by default, ascending. */
export const enrollmentQuerySchema = z.object({
  pageNumber: pageParam(1_000_000, 1),
  pageSize: pageParam(MAX_PAGE_SIZE, 15),
  ascending: flagParam(true),
  name: optional(text(200, { tooLong: ADMIN_MESSAGES.badSearch })),
  orderId: orderIdParam,
  paymentOrderId: orderIdParam,
  enrollmentDateBegin: dateParam,
  enrollmentDateEnd: dateParam,
  nextPaymentDateBegin: dateParam,
  nextPaymentDateEnd: dateParam,
  hasFailedPayment: flagParam(false),
  hasUnprocessedPosRecords: flagParam(false),
});

/** `?enrollmentId=` of the reprocess call: one enrollment's records, or all when left out. */
export const reprocessQuery = z.object({ enrollmentId: optional(id(ADMIN_MESSAGES.badId)) });

/** `?embed=true` (schedules with their ranges) and `?includeProductAttributes=true`. */
export const embedQuery = z.object({ embed: flagParam(false) });
export const productsQuery = z.object({ includeProductAttributes: flagParam(false) });
