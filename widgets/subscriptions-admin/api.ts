/**
 * The subscriptions admin calls, each parsed with its schema. Lists are asked for `fresh`, so a
 * list reloaded after a change never comes from the client's short GET cache.
 */
import * as api from '../../src/api/client.ts';
import { getFile } from '../../src/api/file-client.ts';
import type { ApiError, ApiResult } from '../../src/api/errors.ts';
import { userMessage } from '../../src/ui/error-text.ts';
import {
  ENROLLMENT_PAGE_SIZE,
  enrollmentPageSchema,
  noContentSchema,
  statusOptionListSchema,
  subscriptionEnrollmentSchema,
  subscriptionTypeListSchema,
  subscriptionTypeSchema,
  type EnrollmentOrderBy,
  type SubscriptionEnrollment,
  type SubscriptionTypeSave,
} from './subscriptions-schemas.ts';

export const SUBSCRIPTIONS_API = '/api/subscriptions';

const fresh = { fresh: true } as const;

/** The enrollments search as the store takes it; blank filters are left out. */
export interface EnrollmentQuery {
  firstName?: string;
  lastName?: string;
  email?: string;
  subscriptionEnrollmentId?: string;
  nextPaymentDateBegin?: string;
  nextPaymentDateEnd?: string;
  enrollmentDateBegin?: string;
  enrollmentDateEnd?: string;
  enrollmentStatusId?: string;
  orderBy: EnrollmentOrderBy;
  ascending: boolean;
}

export const enrollments = (query: EnrollmentQuery, pageNumber: number) =>
  api.get(`${SUBSCRIPTIONS_API}/enrollments`, enrollmentPageSchema, { ...fresh, searchParams: { ...query, pageNumber, pageSize: ENROLLMENT_PAGE_SIZE } });

/** Every enrollment the search finds, as the store's CSV (all pages). */
export const exportEnrollments = (query: EnrollmentQuery) => getFile(`${SUBSCRIPTIONS_API}/enrollments/export`, { searchParams: { ...query } });

export const enrollmentStatuses = () => api.get(`${SUBSCRIPTIONS_API}/enrollments/statuses`, statusOptionListSchema);

/** The enrollment with its status or subscription changed; the store answers it as it now is. */
export const updateEnrollment = (enrollment: SubscriptionEnrollment) => api.putJson(`${SUBSCRIPTIONS_API}/enrollments`, enrollment, subscriptionEnrollmentSchema);

export const updateNextPaymentDate = (enrollment: SubscriptionEnrollment) =>
  api.putJson(`${SUBSCRIPTIONS_API}/enrollments/nextpaymentdate`, enrollment, subscriptionEnrollmentSchema);

/** The subscription types, which are also the subscription options. */
export const subscriptionTypes = () => api.get(`${SUBSCRIPTIONS_API}/basic`, subscriptionTypeListSchema, fresh);

export const createType = (type: SubscriptionTypeSave) => api.postJson(`${SUBSCRIPTIONS_API}/basic`, type, subscriptionTypeSchema);

export const updateType = (type: SubscriptionTypeSave) => api.putJson(`${SUBSCRIPTIONS_API}/basic`, type, subscriptionTypeSchema);

export const deleteType = (id: number) => api.delete(`${SUBSCRIPTIONS_API}/basic/${id}`, noContentSchema);

/** What to tell the admin about a failed call: the store's own words even on a server error. */
export function failureText(error: ApiError, labels: Parameters<typeof userMessage>[1]): string {
  return userMessage(error, labels, { showServerErrors: true });
}

export type { ApiResult };
