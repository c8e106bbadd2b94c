/**
 * The enrollments search as plain rules: its state in the page's address (filters, order, page),
 * the query the store is sent, and what to do with a page that came back empty.
 */
import type { ListSpec, ListState } from '../../../src/ui/admin/list-params.ts';
import type { EnrollmentQuery } from '../api.ts';
import { ENROLLMENT_ORDER_BY, type EnrollmentOrderBy, type SubscriptionEnrollmentPage } from '../subscriptions-schemas.ts';

export type SearchKey = 'firstName' | 'lastName' | 'email' | 'enrollmentId' | 'nextFrom' | 'nextTo' | 'enrolledFrom' | 'enrolledTo' | 'status';

/** The address keys of the search. The table's column ids are the store's `orderBy` names. */
export const enrollmentListSpec: ListSpec<SearchKey> = {
  filters: {
    firstName: 'text',
    lastName: 'text',
    email: 'text',
    enrollmentId: 'id',
    nextFrom: 'date',
    nextTo: 'date',
    enrolledFrom: 'date',
    enrolledTo: 'date',
    status: 'id',
  },
  sortable: ENROLLMENT_ORDER_BY,
  defaultSort: { column: 'SubscriptionEnrollmentId', descending: false },
};

export type EnrollmentSearch = ListState<SearchKey>;
export type SearchDraft = Record<SearchKey, string>;

/** What stops a search before it is sent: an enrollment id that is not a number. */
export function searchProblem(draft: SearchDraft): 'enrollmentIdInvalid' | null {
  const id = draft.enrollmentId.trim();
  return id === '' || /^[1-9]\d{0,9}$/.test(id) ? null : 'enrollmentIdInvalid';
}

/** `GET /enrollments`' query for a search: blank filters left out, the order as the store names it. */
export function toQuery(search: EnrollmentSearch): EnrollmentQuery {
  const { filters, sort } = search;
  const query: EnrollmentQuery = {
    orderBy: (sort && (ENROLLMENT_ORDER_BY as readonly string[]).includes(sort.column) ? sort.column : 'SubscriptionEnrollmentId') as EnrollmentOrderBy,
    ascending: !(sort?.descending ?? false),
  };
  const set = (key: Exclude<keyof EnrollmentQuery, 'orderBy' | 'ascending'>, value: string) => {
    if (value.trim() !== '') query[key] = value.trim();
  };
  set('firstName', filters.firstName);
  set('lastName', filters.lastName);
  set('email', filters.email);
  set('subscriptionEnrollmentId', filters.enrollmentId);
  set('nextPaymentDateBegin', filters.nextFrom);
  set('nextPaymentDateEnd', filters.nextTo);
  set('enrollmentDateBegin', filters.enrolledFrom);
  set('enrollmentDateEnd', filters.enrolledTo);
  set('enrollmentStatusId', filters.status);
  return query;
}

/**
 * A search that lands on an empty page while the search has pages (a page number from an old
 * link, or rows that went away) goes back to page 1.
 */
export function shouldReloadFirstPage(page: Pick<SubscriptionEnrollmentPage, 'Results' | 'TotalNumberOfPages'>, pageNumber: number): boolean {
  return page.Results.length === 0 && page.TotalNumberOfPages > 0 && pageNumber > 1;
}
