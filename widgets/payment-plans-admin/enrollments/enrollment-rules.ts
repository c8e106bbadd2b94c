/**
 * The enrollments screen's rules as plain functions: the filters and the query they make, and each row's actions.
 */
import type { Option } from '../admin-schemas.ts';
import { formatLabel } from '../../../src/core/labels.ts';
import type { EnrollmentQuery } from '../admin-api.ts';

/** The reprocess actions the client adds to the statuses. */
/** The store pages enrollments 15 at a time; the table never draws more than a page. */
export const ENROLLMENTS_PAGE_SIZE = 15;

export const REPROCESS_FAILED_PAYMENTS = 5;
export const REPROCESS_POS_RECORDS = 6;

export interface EnrollmentFilters {
  enrollmentDateBegin: string;
  enrollmentDateEnd: string;
  orderId: string;
  name: string;
  nextPaymentDateBegin: string;
  nextPaymentDateEnd: string;
  hasFailedPayment: boolean;
  hasUnprocessedPosRecords: boolean;
}

export const emptyFilters: EnrollmentFilters = {
  enrollmentDateBegin: '',
  enrollmentDateEnd: '',
  orderId: '',
  name: '',
  nextPaymentDateBegin: '',
  nextPaymentDateEnd: '',
  hasFailedPayment: false,
  hasUnprocessedPosRecords: false,
};

/** What stops a search: an order id that is not a number (the store would refuse it). */
export function validateFilters(filters: EnrollmentFilters): 'orderIdInvalid' | null {
  const orderId = filters.orderId.trim();
  return orderId === '' || /^\d{1,9}$/.test(orderId) ? null : 'orderIdInvalid';
}

/** The `GET /enrollments` query of a search: blank filters and toggles that are off are left out. */
export function toEnrollmentQuery(filters: EnrollmentFilters, pageNumber: number): EnrollmentQuery {
  const query: EnrollmentQuery = { pageNumber };
  const text = (key: 'enrollmentDateBegin' | 'enrollmentDateEnd' | 'orderId' | 'name' | 'nextPaymentDateBegin' | 'nextPaymentDateEnd') => {
    const value = filters[key].trim();
    if (value !== '') query[key] = value;
  };
  text('enrollmentDateBegin');
  text('enrollmentDateEnd');
  text('name');
  text('orderId');
  text('nextPaymentDateBegin');
  text('nextPaymentDateEnd');
  if (filters.hasFailedPayment) query.hasFailedPayment = true;
  if (filters.hasUnprocessedPosRecords) query.hasUnprocessedPosRecords = true;
  return query;
}

export interface EnrollmentAction {
  id: number;
  /** The status name the row takes on success (statuses only). */
  name: string;
  label: string;
}

/** A row's menu: `Set to <status>` for each status, then Reprocess Failed Payments and Reprocess POS Records. */
export function enrollmentActions(
  statuses: readonly Option[],
  labels: { 'enrollments.setTo': string; 'enrollments.reprocessFailed': string; 'enrollments.reprocessPosRecords': string },
): EnrollmentAction[] {
  return [
    ...statuses
      .filter((status) => status.Id !== REPROCESS_FAILED_PAYMENTS && status.Id !== REPROCESS_POS_RECORDS)
      .map((status) => ({ id: status.Id, name: status.Name, label: formatLabel(labels['enrollments.setTo'], { status: status.Name }) })),
    { id: REPROCESS_FAILED_PAYMENTS, name: '', label: labels['enrollments.reprocessFailed'] },
    { id: REPROCESS_POS_RECORDS, name: '', label: labels['enrollments.reprocessPosRecords'] },
  ];
}
