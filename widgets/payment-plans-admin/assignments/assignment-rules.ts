/**
 * Product assignment rules: the form's zod schema with the spec's messages and defaults, the save body, and the
 * attribute pricing checks. The side panel validates with these (react-hook-form's zod
 * resolver) and the demo store validates what it is sent with the same ones.
 */
import * as z from 'zod/mini';
import {
  type Assignment,
  type AssignmentSave,
  type ProductAttribute,
} from '../admin-schemas.ts';

// The messages are the labels' too, which the admin's first screen carries: a module of their own.
import { assignmentMessages } from './assignment-messages.ts';

export { assignmentMessages };

/** Failed Payment Retry Days: minimum and default 1. */
export const MIN_RETRY_DAYS = 1;
export const MAX_PRICE = 1_000_000;

/**
 * A whole number of at least `min`; anything else (a blank field, 0 for "nothing chosen") gives
 * `message`. One `refine` rather than zod's int and minimum checks: the bundles share zod with
 * the mini cart, which pays for every zod function any widget uses.
 */
const wholeNumber = (min: number, message: string) =>
  z.number({ error: message }).check(z.refine((value) => Number.isInteger(value) && value >= min, { error: message }));

const formFields = {
  productMetadataTagId: wholeNumber(1, assignmentMessages.productRequired),
  paymentScheduleId: wholeNumber(1, assignmentMessages.paymentScheduleRequired),
  pricingScheduleId: wholeNumber(1, assignmentMessages.pricingScheduleRequired),
  paymentProductId: wholeNumber(1, assignmentMessages.paymentProductRequired),
  failedPaymentHotlistCode: wholeNumber(0, assignmentMessages.hotlistCodeInvalid),
  failedPaymentRetryDays: wholeNumber(MIN_RETRY_DAYS, assignmentMessages.retryDaysMin),
};

/** The side panel's values. */
export const assignmentFormSchema = z.object({
  ...formFields,
  /** Ids of the attribute values ticked under Price Attributes. */
  selectedValueIds: z.array(z.number()),
});
export type AssignmentForm = z.infer<typeof assignmentFormSchema>;

/** A new assignment: hotlist code 0, retry days shown as 1, payment product 0. */
export function newAssignmentForm(): AssignmentForm {
  return {
    productMetadataTagId: 0,
    paymentScheduleId: 0,
    pricingScheduleId: 0,
    paymentProductId: 0,
    failedPaymentHotlistCode: 0,
    failedPaymentRetryDays: MIN_RETRY_DAYS,
    selectedValueIds: [],
  };
}

/** An assignment chosen from a row (edit mode); stored retry days of 0 show as 1. */
export function assignmentToForm(assignment: Assignment): AssignmentForm {
  return {
    productMetadataTagId: assignment.ProductMetadataTagId,
    paymentScheduleId: assignment.PaymentScheduleId,
    pricingScheduleId: assignment.PricingScheduleId,
    paymentProductId: assignment.PaymentProductId,
    failedPaymentHotlistCode: assignment.FailedPaymentHotlistCode,
    failedPaymentRetryDays: Math.max(MIN_RETRY_DAYS, assignment.FailedPaymentRetryDays),
    selectedValueIds: assignment.ProductAttributes.filter((attribute) => attribute.Selected).map((attribute) => attribute.ProductAttributeValueId),
  };
}

/** The body of `POST /assignments`: the selected attributes only, and the id when editing. */
export function toAssignmentSave(form: AssignmentForm, attributes: readonly ProductAttribute[], id?: number): AssignmentSave {
  const selected = new Set(form.selectedValueIds);
  return {
    ...(id === undefined ? {} : { id }),
    productMetadataTagId: form.productMetadataTagId,
    productAttributes: attributes.filter((attribute) => selected.has(attribute.ProductAttributeValueId)).map((attribute) => ({ ...attribute, Selected: true })),
    paymentScheduleId: form.paymentScheduleId,
    pricingScheduleId: form.pricingScheduleId,
    paymentProductId: form.paymentProductId,
    failedPaymentHotlistCode: form.failedPaymentHotlistCode,
    failedPaymentRetryDays: form.failedPaymentRetryDays,
  };
}

/** After a save: a new assignment means the list is reloaded, an edited one is merged in place. */
export function mergeAssignment(list: readonly Assignment[], saved: Assignment): Assignment[] | null {
  const index = list.findIndex((assignment) => assignment.Id === saved.Id);
  if (index === -1) return null;
  return list.map((assignment, position) => (position === index ? saved : assignment));
}

/** `name|description` as the attribute pricing lists it. */
export function splitValueName(value: string): { name: string; description: string } {
  const bar = value.indexOf('|');
  return bar === -1 ? { name: value, description: '' } : { name: value.slice(0, bar), description: value.slice(bar + 1) };
}

const PRICE = /^\d{1,7}(\.\d{1,2})?$/;

/** A price of 0 or more with at most two decimals, or null. */
export function parsePrice(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  if (!PRICE.test(text)) return null;
  const price = Number(text);
  return price <= MAX_PRICE ? price : null;
}
