/**
 * Typed builders for the subscriptions admin, shared by component tests and stories. Everything
 * goes through the client's zod schemas, so a fixture cannot drift from the contract.
 */
import {
  statusOptionListSchema,
  subscriptionEnrollmentSchema,
  subscriptionTypeSchema,
  type StatusOption,
  type SubscriptionEnrollment,
  type SubscriptionEnrollmentInput,
  type SubscriptionType,
  type SubscriptionTypeInput,
} from './subscriptions-schemas.ts';

/** `GET /api/subscriptions/enrollments/statuses` as the demo store answers it. */
export const subscriptionStatuses: StatusOption[] = statusOptionListSchema.parse([
  { Id: 1, Status: 'Active' },
  { Id: 2, Status: 'Frozen' },
  { Id: 3, Status: 'Cancelled' },
  { Id: 4, Status: 'Payment Failed' },
  { Id: 5, Status: 'Expired' },
]);

const FREQUENCIES = ['', 'Monthly', 'Quarterly', 'Annually', 'Weekly'];

export function subscriptionType(overrides: Partial<SubscriptionTypeInput> = {}): SubscriptionType {
  const frequency = overrides.SubscriptionFrequencyId ?? 1;
  return subscriptionTypeSchema.parse({
    Id: 1,
    Name: 'Ski Club Monthly',
    SubscriptionFrequencyId: frequency,
    SubscriptionFrequencyName: FREQUENCIES[frequency] ?? null,
    CancelHotlistCode: 12,
    FreezeHotlistCode: 13,
    EffectiveDateTypeId: 1,
    RetryDays: 3,
    IsDeleted: false,
    Amount: 49,
    CreatedByCustomerId: 2,
    CreatedByCustomerEmail: 'admin@example.com',
    CreateDateUtc: '2025-08-01T15:00:00Z',
    UpdatedByCustomerId: null,
    UpdatedByCustomerEmail: null,
    UpdateDateUtc: null,
    ...overrides,
  });
}

/** Seven types, as the demo store seeds them. */
export function subscriptionTypeList(): SubscriptionType[] {
  return [
    subscriptionType({ Id: 1 }),
    subscriptionType({ Id: 2, Name: 'Season Pass Monthly - Adult', Amount: 89.99, CancelHotlistCode: 21, FreezeHotlistCode: 22, RetryDays: 5, UpdatedByCustomerEmail: 'admin@example.com', UpdateDateUtc: '2026-09-15T16:30:00Z' }),
    subscriptionType({ Id: 3, Name: 'Season Pass Monthly - Child', Amount: 49.99, RetryDays: 5 }),
    subscriptionType({ Id: 4, Name: 'Parking Pass Quarterly', SubscriptionFrequencyId: 2, Amount: 120, RetryDays: 7 }),
    subscriptionType({ Id: 5, Name: 'Locker Rental Annual', SubscriptionFrequencyId: 3, Amount: 350, CancelHotlistCode: 0, FreezeHotlistCode: 0, RetryDays: 10 }),
    subscriptionType({ Id: 6, Name: 'Fitness Center Weekly', SubscriptionFrequencyId: 4, Amount: 15, RetryDays: 1 }),
    subscriptionType({ Id: 7, Name: 'Race Team Monthly', Amount: 150, CreateDateUtc: 'not a date' }),
  ];
}

const FIRST = ['Ari', 'Bea', 'Cole', 'Dana', 'Eli', 'Fern', 'Gus', 'Hana'];
const LAST = ['Abbott', 'Baker', 'Castillo', 'Dunn', 'Ellis', 'Flores', 'Gibson', "O'Brien"];

export function subscriptionEnrollment(overrides: Partial<SubscriptionEnrollmentInput> = {}): SubscriptionEnrollment {
  const id = overrides.SubscriptionEnrollmentId ?? 1;
  const status = subscriptionStatuses[(id % 7 === 0 ? 3 : id % 5 === 0 ? 1 : 0)]!;
  const type = subscriptionTypeList()[id % 7]!;
  const first = FIRST[id % FIRST.length]!;
  const last = LAST[(id * 3) % LAST.length]!;
  return subscriptionEnrollmentSchema.parse({
    SubscriptionEnrollmentId: id,
    SubscriptionId: type.Id,
    Name: type.Name,
    SubscriptionFrequencyType: type.SubscriptionFrequencyName,
    EnrollmentDate: `2026-0${1 + (id % 9)}-1${id % 10}`,
    EffectiveDate: `2026-0${1 + (id % 9)}-1${id % 10}`,
    NextPaymentDate: status.Status === 'Active' || status.Status === 'Payment Failed' ? `2026-12-${String(1 + (id % 28)).padStart(2, '0')}` : null,
    LastProcessedDate: id % 4 === 0 ? null : `2026-11-${String(1 + (id % 28)).padStart(2, '0')}`,
    SubscriptionEnrollmentStatusId: status.Id,
    Status: status.Status,
    Amount: type.Amount,
    Retries: status.Status === 'Payment Failed' ? 2 : 0,
    OrderId: 500000 + id,
    FirstName: first,
    LastName: last,
    Email: `${first.toLowerCase()}.${last.toLowerCase().replace("'", '')}${id}@example.com`,
    ...overrides,
  });
}

export function subscriptionEnrollmentList(count: number): SubscriptionEnrollment[] {
  return Array.from({ length: count }, (_, index) => subscriptionEnrollment({ SubscriptionEnrollmentId: index + 1 }));
}
