/**
 * The enrollments screen's rules as plain functions: the filters and the query they make, and each row's actions.
 */
import type { Option } from '../admin-schemas.ts';
import { formatLabel } from '../../../src/core/labels.ts';
import type { ListSpec } from '../../../src/ui/admin/list-params.ts';
import type { EnrollmentQuery } from '../api.ts';

/** The reprocess actions the client adds to the statuses. */
/** The store pages enrollments 15 at a time; the table never draws more than a page. */
export const ENROLLMENTS_PAGE_SIZE = 15;

export const REPROCESS_FAILED_PAYMENTS = 5;
export const REPROCESS_POS_RECORDS = 6;

export interface EnrollmentFilters {
  enrollmentDateBegin: string;
  enrollmentDateEnd: string;
  orderId: string;
  /** The order of one scheduled payment (each payment the store takes is an order of its own). */
  paymentOrderId: string;
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
  paymentOrderId: '',
  name: '',
  nextPaymentDateBegin: '',
  nextPaymentDateEnd: '',
  hasFailedPayment: false,
  hasUnprocessedPosRecords: false,
};

export type OrderIdFilter = 'orderId' | 'paymentOrderId';
export type FilterProblems = Partial<Record<OrderIdFilter, 'orderIdInvalid' | 'paymentOrderIdInvalid'>>;

const isOrderId = (value: string) => value === '' || /^\d{1,9}$/.test(value);

/** What stops a search: an order id or payment order id that is not a number (the store would refuse it). */
export function validateFilters(filters: EnrollmentFilters): FilterProblems | null {
  const problems: FilterProblems = {};
  if (!isOrderId(filters.orderId.trim())) problems.orderId = 'orderIdInvalid';
  if (!isOrderId(filters.paymentOrderId.trim())) problems.paymentOrderId = 'paymentOrderIdInvalid';
  return Object.keys(problems).length > 0 ? problems : null;
}

/**
 * A search in the page's address (the filters by their API names, `page`, and `sort=EnrollmentId`
 * with `order=desc` when the ID header turned the order around): Back returns to it and a copied
 * link opens it. Nothing is listed until the first search, whose page is then always written.
 */
export const enrollmentListSpec: ListSpec<keyof EnrollmentFilters> = {
  filters: {
    enrollmentDateBegin: 'date',
    enrollmentDateEnd: 'date',
    orderId: 'id',
    paymentOrderId: 'id',
    name: 'text',
    nextPaymentDateBegin: 'date',
    nextPaymentDateEnd: 'date',
    hasFailedPayment: 'flag',
    hasUnprocessedPosRecords: 'flag',
  },
  sortable: ['EnrollmentId'],
  defaultSort: { column: 'EnrollmentId', descending: false },
  searchFirst: true,
};

/** The address's filters as the form holds them (switches as booleans). */
export function filtersFromAddress(values: Record<keyof EnrollmentFilters, string>): EnrollmentFilters {
  return { ...values, hasFailedPayment: values.hasFailedPayment === 'true', hasUnprocessedPosRecords: values.hasUnprocessedPosRecords === 'true' };
}

/** The form's filters as the address writes them. */
export function filtersToAddress(filters: EnrollmentFilters): Record<keyof EnrollmentFilters, string> {
  return { ...filters, hasFailedPayment: filters.hasFailedPayment ? 'true' : '', hasUnprocessedPosRecords: filters.hasUnprocessedPosRecords ? 'true' : '' };
}

/** The `GET /enrollments` query of a search: blank filters and toggles that are off are left out. */
export function toEnrollmentQuery(filters: EnrollmentFilters, pageNumber: number, ascending = true): EnrollmentQuery {
  const query: EnrollmentQuery = { pageNumber, ascending };
  const text = (key: 'enrollmentDateBegin' | 'enrollmentDateEnd' | OrderIdFilter | 'name' | 'nextPaymentDateBegin' | 'nextPaymentDateEnd') => {
    const value = filters[key].trim();
    if (value !== '') query[key] = value;
  };
  text('enrollmentDateBegin');
  text('enrollmentDateEnd');
  text('name');
  text('orderId');
  text('paymentOrderId');
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

/**
 * A row's menu: `Set to <status>` for each status, then Reprocess Failed Payments and Reprocess POS
 * Records. `statusName` says a status as the page shows it (the store's English name by default).
 */
export function enrollmentActions(
  statuses: readonly Option[],
  labels: { 'enrollments.setTo': string; 'enrollments.reprocessFailed': string; 'enrollments.reprocessPosRecords': string },
  statusName: (name: string) => string = (name) => name,
): EnrollmentAction[] {
  return [
    ...statuses
      .filter((status) => status.Id !== REPROCESS_FAILED_PAYMENTS && status.Id !== REPROCESS_POS_RECORDS)
      .map((status) => ({ id: status.Id, name: status.Name, label: formatLabel(labels['enrollments.setTo'], { status: statusName(status.Name) }) })),
    { id: REPROCESS_FAILED_PAYMENTS, name: '', label: labels['enrollments.reprocessFailed'] },
    { id: REPROCESS_POS_RECORDS, name: '', label: labels['enrollments.reprocessPosRecords'] },
  ];
}
