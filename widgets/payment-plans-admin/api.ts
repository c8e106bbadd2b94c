/**
 * The admin Payment Plans calls, each parsed with its schema. Lists are asked for
 * `fresh`, so a list reloaded after a change never comes from the client's short GET cache.
 */
import * as api from '../../src/api/client.ts';
import { getFile } from '../../src/api/file-client.ts';
import type { ApiError } from '../../src/api/errors.ts';
import {
  adminProductListSchema,
  adminScheduledPaymentListSchema,
  adminScheduledPaymentSchema,
  assignmentListSchema,
  assignmentPricingSchema,
  assignmentSchema,
  createdIdSchema,
  enrollmentPageSchema,
  noContentSchema,
  optionListSchema,
  paymentScheduleListSchema,
  paymentScheduleSchema,
  pricingScheduleListSchema,
  pricingScheduleSchema,
  type AssignmentSave,
  type PaymentScheduleDto,
  type PricingScheduleDto,
  type PricingWindow,
} from './admin-schemas.ts';
import { userMessage } from '../../src/ui/error-text.ts';

export const ADMIN_API = '/api/admin/payment-plans';
/** The legacy admin's scheduled-payment calls. */
export const LEGACY_ADMIN_PATH = '/paymentplan/';
/** Enrollments page size, sorted ascending. */
export const ENROLLMENT_PAGE_SIZE = 15;

const fresh = { fresh: true } as const;

export interface EnrollmentQuery {
  pageNumber: number;
  /** By id; ascending unless the admin turned the order around. */
  ascending?: boolean;
  enrollmentDateBegin?: string;
  enrollmentDateEnd?: string;
  name?: string;
  nextPaymentDateBegin?: string;
  nextPaymentDateEnd?: string;
  orderId?: string;
  paymentOrderId?: string;
  hasFailedPayment?: boolean;
  hasUnprocessedPosRecords?: boolean;
}

// Enrollments
export const enrollmentStatuses = () => api.get(`${ADMIN_API}/enrollment-status`, optionListSchema);
export const enrollments = ({ pageNumber, ascending = true, ...filters }: EnrollmentQuery) =>
  api.get(`${ADMIN_API}/enrollments`, enrollmentPageSchema, {
    ...fresh,
    searchParams: { pageNumber, pageSize: ENROLLMENT_PAGE_SIZE, ascending, ...filters },
  });
/** Every enrollment the search finds (all pages), as the store's CSV. */
export const exportEnrollments = (query: EnrollmentQuery) =>
  getFile(`${ADMIN_API}/enrollments/export`, { searchParams: { ascending: true, ...query, pageNumber: undefined } });
/** 204 means success; ids 5 and 6 reprocess failed payments and POS records. */
export const setEnrollmentStatus = (enrollmentId: number, statusId: number) =>
  api.putJson(`${ADMIN_API}/enrollments/${enrollmentId}/status`, statusId, noContentSchema);
export const enrollmentPayments = (enrollmentId: number) => api.get(`${ADMIN_API}/enrollments/${enrollmentId}/payments`, adminScheduledPaymentListSchema, fresh);
/** Reprocess POS records: creates the orders they are missing. It changes data, so it carries the token. */
export const createMissingOrders = () => api.get(`${ADMIN_API}/enrollments/create-missing-orders`, noContentSchema, { ...fresh, antiForgery: true });
export const allowedPaymentStatuses = (statusId: number) => api.get(`${LEGACY_ADMIN_PATH}getAllowedPaymentStatuses/${statusId}`, optionListSchema);
export const updatePaymentStatus = (paymentId: number, statusId: number) =>
  api.get(`${LEGACY_ADMIN_PATH}updateScheduledPaymentPaymentStatus/${paymentId}/${statusId}`, noContentSchema, { ...fresh, antiForgery: true });
export const scheduledPayment = (paymentId: number) => api.get(`${LEGACY_ADMIN_PATH}getScheduledPaymentById/${paymentId}`, adminScheduledPaymentSchema, fresh);

// Assignments
export const products = () => api.get(`${ADMIN_API}/products`, adminProductListSchema, { searchParams: { includeProductAttributes: true } });
export const paymentProducts = () => api.get(`${ADMIN_API}/payment-products`, optionListSchema);
export const assignments = () => api.get(`${ADMIN_API}/assignments`, assignmentListSchema, fresh);
export const saveAssignment = (body: AssignmentSave) => api.postJson(`${ADMIN_API}/assignments`, body, assignmentSchema);
export const deleteAssignment = (id: number) => api.delete(`${ADMIN_API}/assignments/${id}`, noContentSchema);
export const assignmentPricing = (id: number) => api.get(`${ADMIN_API}/assignments/${id}/pricing`, assignmentPricingSchema, fresh);
export const saveAssignmentPricing = (id: number, pricing: readonly PricingWindow[]) => api.putJson(`${ADMIN_API}/assignments/${id}/pricing`, pricing, noContentSchema);

// Pricing schedules
export const pricingSchedules = () => api.get(`${ADMIN_API}/pricing-schedules`, pricingScheduleListSchema, { ...fresh, searchParams: { embed: true } });
export const pricingSchedule = (id: number) => api.get(`${ADMIN_API}/pricing-schedules/${id}`, pricingScheduleSchema, fresh);
export const createPricingSchedule = (schedule: PricingScheduleDto) => api.postJson(`${ADMIN_API}/pricing-schedules`, schedule, createdIdSchema);
export const updatePricingSchedule = (schedule: PricingScheduleDto) =>
  api.putJson(`${ADMIN_API}/pricing-schedules/${schedule.PricingScheduleId}`, schedule, noContentSchema);
export const deletePricingSchedule = (id: number) => api.delete(`${ADMIN_API}/pricing-schedules/${id}`, noContentSchema);

// Payment schedules
export const amountTypes = () => api.get(`${ADMIN_API}/payment-schedules/amount-types`, optionListSchema);
export const paymentSchedules = () => api.get(`${ADMIN_API}/payment-schedules`, paymentScheduleListSchema, { ...fresh, searchParams: { embed: true } });
export const paymentSchedule = (id: number) => api.get(`${ADMIN_API}/payment-schedules/${id}`, paymentScheduleSchema, fresh);
export const createPaymentSchedule = (schedule: PaymentScheduleDto) => api.postJson(`${ADMIN_API}/payment-schedules`, schedule, createdIdSchema);
export const updatePaymentSchedule = (schedule: PaymentScheduleDto) =>
  api.putJson(`${ADMIN_API}/payment-schedules/${schedule.PaymentScheduleId}`, schedule, noContentSchema);
export const deletePaymentSchedule = (id: number) => api.delete(`${ADMIN_API}/payment-schedules/${id}`, noContentSchema);

/** What to tell the admin about a failed call: the store's own words even on a server error. */
export function failureText(error: ApiError, labels: Parameters<typeof userMessage>[1]): string {
  return userMessage(error, labels, { showServerErrors: true });
}
