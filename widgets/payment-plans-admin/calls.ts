/**
 * `<resort-payment-plans-admin>`'s calls, made by `api.ts`. Read by
 * `resort-widgets check-host` through `widgets/calls.ts`; no bundle imports this file.
 *
 * With `--write` the command changes only what it made itself where it can: it saves a copy of
 * the first schedule and of the first assignment, edits the copy and deletes it. Setting an
 * enrollment's status (to the one it has) and a payment's (to the first it may take next), and
 * creating missing orders, change the store's own records: a test store's.
 */
import { csvExportCall, hostCall, learnt, type CallFamily } from '../../src/api/host-calls.ts';
import { ADMIN_API, ENROLLMENT_PAGE_SIZE } from './api.ts';
import * as schemas from './admin-schemas.ts';

const COPY_NAME = 'check-host copy';

/** A new schedule with the same windows (and payments) as `schedule`: every id zero. */
function pricingCopy(schedule: schemas.PricingScheduleDto, id = 0): schemas.PricingScheduleDto {
  return {
    ...schedule,
    PricingScheduleId: id,
    PricingScheduleName: COPY_NAME,
    PurchaseDates: schedule.PurchaseDates.filter((range) => !range.IsDeleted).map((range) => ({ ...range, PurchaseDateId: 0 })),
  };
}

function paymentCopy(schedule: schemas.PaymentScheduleDto, id = 0): schemas.PaymentScheduleDto {
  return {
    ...schedule,
    PaymentScheduleId: id,
    PaymentScheduleName: COPY_NAME,
    PurchaseDates: schedule.PurchaseDates.filter((range) => !range.IsDeleted).map((range) => ({
      ...range,
      PurchaseDateId: 0,
      ScheduledPayments: range.ScheduledPayments.filter((payment) => !payment.IsDeleted).map((payment) => ({ ...payment, PaymentDateId: 0 })),
    })),
  };
}

/** A second assignment of the same product, schedules and values. */
function assignmentCopy(assignment: schemas.Assignment) {
  return {
    productMetadataTagId: assignment.ProductMetadataTagId,
    productAttributes: assignment.ProductAttributes,
    paymentScheduleId: assignment.PaymentScheduleId,
    pricingScheduleId: assignment.PricingScheduleId,
    paymentProductId: assignment.PaymentProductId,
    failedPaymentHotlistCode: assignment.FailedPaymentHotlistCode,
    failedPaymentRetryDays: assignment.FailedPaymentRetryDays,
  };
}

export const paymentPlansAdminCalls: CallFamily = {
  family: 'payment-plans-admin',
  order: 150,
  tags: ['resort-payment-plans-admin'],
  calls: [
    // ---- Enrollments
    hostCall({
      name: 'enrollments',
      method: 'GET',
      path: `${ADMIN_API}/enrollments`,
      query: () => ({ pageNumber: 1, pageSize: ENROLLMENT_PAGE_SIZE, ascending: true }),
      schema: schemas.enrollmentPageSchema,
      sends: 'read',
      who: 'admin',
      provides: (page) => ({ enrollment: page.Results[0]?.EnrollmentId, 'enrollment-status-name': page.Results[0]?.EnrollmentStatus }),
    }),
    csvExportCall({ name: 'enrollments export', path: `${ADMIN_API}/enrollments/export`, query: () => ({ ascending: true }) }),
    hostCall({
      name: 'enrollment statuses',
      method: 'GET',
      path: `${ADMIN_API}/enrollment-status`,
      schema: schemas.optionListSchema,
      sends: 'read',
      who: 'admin',
      provides: (statuses, known) => ({ 'enrollment-status': (statuses.find((status) => status.Name === known['enrollment-status-name']) ?? statuses[0])?.Id }),
    }),
    hostCall({
      name: 'enrollment payments',
      method: 'GET',
      path: `${ADMIN_API}/enrollments/{id}/payments`,
      params: { id: 'enrollment' },
      schema: schemas.adminScheduledPaymentListSchema,
      sends: 'read',
      who: 'admin',
      provides: (payments) => ({ payment: payments[0]?.Id, 'payment-status': payments[0]?.PaymentStatusId }),
    }),
    hostCall({
      name: 'allowed payment statuses',
      method: 'GET',
      path: '/paymentplan/getAllowedPaymentStatuses/{statusId}',
      params: { statusId: 'payment-status' },
      schema: schemas.optionListSchema,
      sends: 'read',
      who: 'admin',
      provides: (statuses) => ({ 'next-payment-status': statuses[0]?.Id }),
    }),
    hostCall({
      name: 'scheduled payment',
      method: 'GET',
      path: '/paymentplan/getScheduledPaymentById/{id}',
      params: { id: 'payment' },
      schema: schemas.adminScheduledPaymentSchema,
      sends: 'read',
      who: 'admin',
    }),
    hostCall({
      name: 'set enrollment status',
      method: 'PUT',
      path: `${ADMIN_API}/enrollments/{id}/status`,
      params: { id: 'enrollment', statusId: { answer: 'enrollment-status' } },
      body: { kind: 'json', value: (params) => params.statusId },
      schema: schemas.noContentSchema,
      sends: 'write',
      who: 'admin',
    }),
    hostCall({
      name: 'set payment status',
      method: 'GET',
      path: '/paymentplan/updateScheduledPaymentPaymentStatus/{id}/{statusId}',
      params: { id: 'payment', statusId: { answer: 'next-payment-status' } },
      schema: schemas.noContentSchema,
      sends: 'write',
      who: 'admin',
      antiForgery: true,
    }),
    hostCall({
      name: 'reprocess POS records',
      method: 'GET',
      path: `${ADMIN_API}/enrollments/create-missing-orders`,
      schema: schemas.noContentSchema,
      sends: 'write',
      who: 'admin',
      antiForgery: true,
    }),

    // ---- Product assignments
    hostCall({
      name: 'products',
      method: 'GET',
      path: `${ADMIN_API}/products`,
      query: () => ({ includeProductAttributes: true }),
      schema: schemas.adminProductListSchema,
      sends: 'read',
      who: 'admin',
    }),
    hostCall({
      name: 'payment products',
      method: 'GET',
      path: `${ADMIN_API}/payment-products`,
      schema: schemas.optionListSchema,
      sends: 'read',
      who: 'admin',
    }),
    hostCall({
      name: 'assignments',
      method: 'GET',
      path: `${ADMIN_API}/assignments`,
      schema: schemas.assignmentListSchema,
      sends: 'read',
      who: 'admin',
      provides: (list) => ({ assignment: list[0]?.Id, 'assignment-copy': list[0] ? assignmentCopy(list[0]) : undefined }),
    }),
    hostCall({
      name: 'assignment pricing',
      method: 'GET',
      path: `${ADMIN_API}/assignments/{id}/pricing`,
      params: { id: 'assignment' },
      schema: schemas.assignmentPricingSchema,
      sends: 'read',
      who: 'admin',
      provides: (pricing) => ({ 'assignment-pricing': pricing }),
    }),
    hostCall({
      name: 'save assignment',
      method: 'POST',
      path: `${ADMIN_API}/assignments`,
      params: { assignment: { answer: 'assignment-copy' } },
      body: { kind: 'json', value: (params) => params.assignment },
      schema: schemas.assignmentSchema,
      sends: 'write',
      who: 'admin',
      provides: (saved) => ({ 'new-assignment': saved.Id }),
    }),
    hostCall({
      name: 'save attribute pricing',
      method: 'PUT',
      path: `${ADMIN_API}/assignments/{id}/pricing`,
      params: { id: { answer: 'new-assignment' }, pricing: { answer: 'assignment-pricing' } },
      body: { kind: 'json', value: (params) => params.pricing },
      schema: schemas.noContentSchema,
      sends: 'write',
      who: 'admin',
    }),
    hostCall({
      name: 'delete assignment',
      method: 'DELETE',
      path: `${ADMIN_API}/assignments/{id}`,
      params: { id: { answer: 'new-assignment' } },
      schema: schemas.noContentSchema,
      sends: 'write',
      who: 'admin',
    }),

    // ---- Pricing schedules
    hostCall({
      name: 'pricing schedules',
      method: 'GET',
      path: `${ADMIN_API}/pricing-schedules`,
      query: () => ({ embed: true }),
      schema: schemas.pricingScheduleListSchema,
      sends: 'read',
      who: 'admin',
      provides: (list) => ({ 'pricing-schedule': list.find((schedule) => !schedule.IsDeleted)?.PricingScheduleId }),
    }),
    hostCall({
      name: 'pricing schedule',
      method: 'GET',
      path: `${ADMIN_API}/pricing-schedules/{id}`,
      params: { id: 'pricing-schedule' },
      schema: schemas.pricingScheduleSchema,
      sends: 'read',
      who: 'admin',
      provides: (schedule) => ({ 'pricing-schedule-copy': pricingCopy(schedule) }),
    }),
    hostCall({
      name: 'create pricing schedule',
      method: 'POST',
      path: `${ADMIN_API}/pricing-schedules`,
      params: { schedule: { answer: 'pricing-schedule-copy' } },
      body: { kind: 'json', value: (params) => params.schedule },
      schema: schemas.createdIdSchema,
      sends: 'write',
      who: 'admin',
      provides: (id) => ({ 'new-pricing-schedule': id }),
    }),
    hostCall({
      name: 'update pricing schedule',
      method: 'PUT',
      path: `${ADMIN_API}/pricing-schedules/{id}`,
      params: { id: { answer: 'new-pricing-schedule' }, schedule: { answer: 'pricing-schedule-copy' } },
      body: { kind: 'json', value: (params) => pricingCopy(learnt<schemas.PricingScheduleDto>(params, 'schedule'), Number(params.id)) },
      schema: schemas.noContentSchema,
      sends: 'write',
      who: 'admin',
    }),
    hostCall({
      name: 'delete pricing schedule',
      method: 'DELETE',
      path: `${ADMIN_API}/pricing-schedules/{id}`,
      params: { id: { answer: 'new-pricing-schedule' } },
      schema: schemas.noContentSchema,
      sends: 'write',
      who: 'admin',
    }),

    // ---- Payment schedules
    hostCall({
      name: 'amount types',
      method: 'GET',
      path: `${ADMIN_API}/payment-schedules/amount-types`,
      schema: schemas.optionListSchema,
      sends: 'read',
      who: 'admin',
    }),
    hostCall({
      name: 'payment schedules',
      method: 'GET',
      path: `${ADMIN_API}/payment-schedules`,
      query: () => ({ embed: true }),
      schema: schemas.paymentScheduleListSchema,
      sends: 'read',
      who: 'admin',
      provides: (list) => ({ 'payment-schedule': list.find((schedule) => !schedule.IsDeleted)?.PaymentScheduleId }),
    }),
    hostCall({
      name: 'payment schedule',
      method: 'GET',
      path: `${ADMIN_API}/payment-schedules/{id}`,
      params: { id: 'payment-schedule' },
      schema: schemas.paymentScheduleSchema,
      sends: 'read',
      who: 'admin',
      provides: (schedule) => ({ 'payment-schedule-copy': paymentCopy(schedule) }),
    }),
    hostCall({
      name: 'create payment schedule',
      method: 'POST',
      path: `${ADMIN_API}/payment-schedules`,
      params: { schedule: { answer: 'payment-schedule-copy' } },
      body: { kind: 'json', value: (params) => params.schedule },
      schema: schemas.createdIdSchema,
      sends: 'write',
      who: 'admin',
      provides: (id) => ({ 'new-payment-schedule': id }),
    }),
    hostCall({
      name: 'update payment schedule',
      method: 'PUT',
      path: `${ADMIN_API}/payment-schedules/{id}`,
      params: { id: { answer: 'new-payment-schedule' }, schedule: { answer: 'payment-schedule-copy' } },
      body: { kind: 'json', value: (params) => paymentCopy(learnt<schemas.PaymentScheduleDto>(params, 'schedule'), Number(params.id)) },
      schema: schemas.noContentSchema,
      sends: 'write',
      who: 'admin',
    }),
    hostCall({
      name: 'delete payment schedule',
      method: 'DELETE',
      path: `${ADMIN_API}/payment-schedules/{id}`,
      params: { id: { answer: 'new-payment-schedule' } },
      schema: schemas.noContentSchema,
      sends: 'write',
      who: 'admin',
    }),
  ],
};
