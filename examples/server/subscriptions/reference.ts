/**
 * The subscriptions' reference data: how often a subscription is charged, from which date it
 * takes effect, and the statuses of an enrollment. The migration inserts them, so a data
 * directory from before subscriptions gets them too.
 */
export const subscriptionFrequencies = [
  { id: 1, name: 'Monthly' },
  { id: 2, name: 'Quarterly' },
  { id: 3, name: 'Annually' },
  { id: 4, name: 'Weekly' },
] as const;

export const effectiveDateTypes = [
  { id: 1, name: 'Enrollment Date' },
  { id: 2, name: 'First Of Next Month' },
] as const;

export const SUBSCRIPTION_STATUS = { active: 1, frozen: 2, cancelled: 3, paymentFailed: 4, expired: 5 } as const;

export const subscriptionStatuses = [
  { id: SUBSCRIPTION_STATUS.active, name: 'Active' },
  { id: SUBSCRIPTION_STATUS.frozen, name: 'Frozen' },
  { id: SUBSCRIPTION_STATUS.cancelled, name: 'Cancelled' },
  { id: SUBSCRIPTION_STATUS.paymentFailed, name: 'Payment Failed' },
  { id: SUBSCRIPTION_STATUS.expired, name: 'Expired' },
] as const;

const values = (rows: readonly { id: number; name: string }[]) => rows.map((row) => `(${row.id}, '${row.name.replaceAll("'", "''")}')`).join(', ');

export const subscriptionReferenceSql = `
insert into subscription_frequencies (id, name) values ${values(subscriptionFrequencies)};
insert into subscription_effective_date_types (id, name) values ${values(effectiveDateTypes)};
insert into subscription_enrollment_statuses (id, name) values ${values(subscriptionStatuses)};
`;
