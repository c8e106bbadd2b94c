/**
 * `<resort-subscriptions-admin>`'s calls, made by `subscriptions-api.ts`. Read by
 * `resort-widgets check-host` through `widgets/calls.ts`; no bundle imports this file.
 *
 * With `--write` the command changes only what it made itself where it can: it creates a copy of
 * the first subscription type, saves the copy as it is and deletes it. An enrollment is saved with
 * the status, subscription and next payment date it has: the store's own record, a test store's.
 */
import { FILE_ANSWER, hostCall, type CallFamily, type Known } from '../../src/api/host-calls.ts';
import { FILE_ACCEPT } from '../../src/api/file-client.ts';
import { SUBSCRIPTIONS_API } from './subscriptions-api.ts';
import {
  ENROLLMENT_ORDER_BY,
  ENROLLMENT_PAGE_SIZE,
  enrollmentPageSchema,
  noContentSchema,
  statusOptionListSchema,
  subscriptionEnrollmentSchema,
  subscriptionTypeListSchema,
  subscriptionTypeSchema,
  type SubscriptionEnrollment,
  type SubscriptionType,
} from './subscriptions-schemas.ts';
import { draftOf, toSave } from './types/type-form.ts';
import { resortToday } from '../../src/core/dates.ts';

const COPY_NAME = 'check-host copy';

/** The search as the widget first asks it: no filter, by enrollment id, ascending. */
const FIRST_SEARCH = { orderBy: ENROLLMENT_ORDER_BY[0], ascending: true } as const;

const answer = <T>(known: Known, name: string) => known[name] as T;

export const subscriptionsAdminCalls: CallFamily = {
  family: 'subscriptions-admin',
  tags: ['resort-subscriptions-admin'],
  calls: [
    hostCall({
      name: 'subscription enrollments',
      method: 'GET',
      path: `${SUBSCRIPTIONS_API}/enrollments`,
      query: () => ({ ...FIRST_SEARCH, pageNumber: 1, pageSize: ENROLLMENT_PAGE_SIZE }),
      schema: enrollmentPageSchema,
      sends: 'read',
      who: 'admin',
      provides: (page) => ({
        'subscription-enrollment': page.Results[0],
        // A next payment date is saved again only when it has one the store still takes (not past).
        'dated-subscription-enrollment': page.Results.find((enrollment) => enrollment.NextPaymentDate !== null && enrollment.NextPaymentDate >= resortToday(Date.now(), 0)),
      }),
    }),
    hostCall({
      name: 'enrollments export',
      method: 'GET',
      path: `${SUBSCRIPTIONS_API}/enrollments/export`,
      query: () => FIRST_SEARCH,
      schema: FILE_ANSWER,
      file: { accept: FILE_ACCEPT },
      sends: 'read',
      who: 'admin',
    }),
    hostCall({
      name: 'enrollment statuses',
      method: 'GET',
      path: `${SUBSCRIPTIONS_API}/enrollments/statuses`,
      schema: statusOptionListSchema,
      sends: 'read',
      who: 'admin',
    }),
    hostCall({
      name: 'subscription types',
      method: 'GET',
      path: `${SUBSCRIPTIONS_API}/basic`,
      schema: subscriptionTypeListSchema,
      sends: 'read',
      who: 'admin',
      provides: (types) => ({ 'subscription-type': types.find((type) => !type.IsDeleted) }),
    }),
    hostCall({
      name: 'save enrollment',
      method: 'PUT',
      path: `${SUBSCRIPTIONS_API}/enrollments`,
      params: { enrollment: { answer: 'subscription-enrollment' } },
      body: { kind: 'json', value: (params) => answer<SubscriptionEnrollment>(params, 'enrollment') },
      schema: subscriptionEnrollmentSchema,
      sends: 'write',
      note: 'the first enrollment with the status and subscription it has',
      who: 'admin',
    }),
    hostCall({
      name: 'save next payment date',
      method: 'PUT',
      path: `${SUBSCRIPTIONS_API}/enrollments/nextpaymentdate`,
      params: { enrollment: { answer: 'dated-subscription-enrollment' } },
      body: { kind: 'json', value: (params) => answer<SubscriptionEnrollment>(params, 'enrollment') },
      schema: subscriptionEnrollmentSchema,
      sends: 'write',
      note: 'an enrollment with the next payment date it has',
      who: 'admin',
    }),
    hostCall({
      name: 'create subscription type',
      method: 'POST',
      path: `${SUBSCRIPTIONS_API}/basic`,
      params: { type: { answer: 'subscription-type' } },
      body: { kind: 'json', value: (params) => toSave({ ...draftOf(answer<SubscriptionType>(params, 'type')), Name: COPY_NAME }) },
      schema: subscriptionTypeSchema,
      sends: 'write',
      note: `a copy of the first type, named "${COPY_NAME}"`,
      who: 'admin',
      provides: (created) => ({ 'subscription-type-copy': created }),
    }),
    hostCall({
      name: 'update subscription type',
      method: 'PUT',
      path: `${SUBSCRIPTIONS_API}/basic`,
      params: { type: { answer: 'subscription-type-copy' } },
      body: {
        kind: 'json',
        value: (params) => {
          const copy = answer<SubscriptionType>(params, 'type');
          return toSave(draftOf(copy), copy.Id);
        },
      },
      schema: subscriptionTypeSchema,
      sends: 'write',
      note: 'the copy, as it is',
      who: 'admin',
      provides: (saved) => ({ 'subscription-type-copy-id': saved.Id }),
    }),
    hostCall({
      name: 'delete subscription type',
      method: 'DELETE',
      path: `${SUBSCRIPTIONS_API}/basic/{id}`,
      params: { id: { answer: 'subscription-type-copy-id' } },
      schema: noContentSchema,
      sends: 'write',
      note: 'the copy',
      who: 'admin',
    }),
  ],
};
