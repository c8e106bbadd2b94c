/**
 * `<resort-subscriptions-admin>`'s calls, made by `api.ts`. Read by
 * `resort-widgets check-host` through `widgets/calls.ts`; no bundle imports this file.
 *
 * With `--write` the command changes only what it made itself where it can: it creates a copy of
 * the first subscription type, saves the copy as it is and deletes it. An enrollment is saved with
 * the status, subscription and next payment date it has: the store's own record, a test store's.
 */
import { csvExportCall, hostCall, learnt, type CallFamily } from '../../src/api/host-calls.ts';
import { SUBSCRIPTIONS_API } from './api.ts';
import * as schemas from './subscriptions-schemas.ts';
import { draftOf, toSave } from './types/type-form.ts';
import { resortToday } from '../../src/core/dates.ts';

const COPY_NAME = 'check-host copy';

/** The search as the widget first asks it: no filter, by enrollment id, ascending. */
const FIRST_SEARCH = { orderBy: schemas.ENROLLMENT_ORDER_BY[0], ascending: true } as const;

export const subscriptionsAdminCalls: CallFamily = {
  family: 'subscriptions-admin',
  order: 160,
  tags: ['resort-subscriptions-admin'],
  calls: [
    hostCall({
      name: 'subscription enrollments',
      method: 'GET',
      path: `${SUBSCRIPTIONS_API}/enrollments`,
      query: () => ({ ...FIRST_SEARCH, pageNumber: 1, pageSize: schemas.ENROLLMENT_PAGE_SIZE }),
      schema: schemas.enrollmentPageSchema,
      sends: 'read',
      who: 'admin',
      provides: (page) => ({
        'subscription-enrollment': page.Results[0],
        // A next payment date is saved again only when it has one the store still takes (not past).
        'dated-subscription-enrollment': page.Results.find((enrollment) => enrollment.NextPaymentDate !== null && enrollment.NextPaymentDate >= resortToday(Date.now(), 0)),
      }),
    }),
    csvExportCall({ name: 'enrollments export', path: `${SUBSCRIPTIONS_API}/enrollments/export`, query: () => FIRST_SEARCH }),
    hostCall({
      name: 'enrollment statuses',
      method: 'GET',
      path: `${SUBSCRIPTIONS_API}/enrollments/statuses`,
      schema: schemas.statusOptionListSchema,
      sends: 'read',
      who: 'admin',
    }),
    hostCall({
      name: 'subscription types',
      method: 'GET',
      path: `${SUBSCRIPTIONS_API}/basic`,
      schema: schemas.subscriptionTypeListSchema,
      sends: 'read',
      who: 'admin',
      provides: (types) => ({ 'subscription-type': types.find((type) => !type.IsDeleted) }),
    }),
    hostCall({
      name: 'save enrollment',
      method: 'PUT',
      path: `${SUBSCRIPTIONS_API}/enrollments`,
      params: { enrollment: { answer: 'subscription-enrollment' } },
      body: { kind: 'json', value: (params) => learnt<schemas.SubscriptionEnrollment>(params, 'enrollment') },
      schema: schemas.subscriptionEnrollmentSchema,
      sends: 'write',
      note: 'the first enrollment with the status and subscription it has',
      who: 'admin',
    }),
    hostCall({
      name: 'save next payment date',
      method: 'PUT',
      path: `${SUBSCRIPTIONS_API}/enrollments/nextpaymentdate`,
      params: { enrollment: { answer: 'dated-subscription-enrollment' } },
      body: { kind: 'json', value: (params) => learnt<schemas.SubscriptionEnrollment>(params, 'enrollment') },
      schema: schemas.subscriptionEnrollmentSchema,
      sends: 'write',
      note: 'an enrollment with the next payment date it has',
      who: 'admin',
    }),
    hostCall({
      name: 'create subscription type',
      method: 'POST',
      path: `${SUBSCRIPTIONS_API}/basic`,
      params: { type: { answer: 'subscription-type' } },
      body: { kind: 'json', value: (params) => toSave({ ...draftOf(learnt<schemas.SubscriptionType>(params, 'type')), Name: COPY_NAME }) },
      schema: schemas.subscriptionTypeSchema,
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
          const copy = learnt<schemas.SubscriptionType>(params, 'type');
          return toSave(draftOf(copy), copy.Id);
        },
      },
      schema: schemas.subscriptionTypeSchema,
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
      schema: schemas.noContentSchema,
      sends: 'write',
      note: 'the copy',
      who: 'admin',
    }),
  ],
};
