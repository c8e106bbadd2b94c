/**
 * The statuses of a subscription enrollment, as the code names them. Migration 012 inserts the
 * reference rows (frequencies, effective date types, statuses) from its own copy, as a migration
 * never changes.
 */
export const SUBSCRIPTION_STATUS = { active: 1, frozen: 2, cancelled: 3, paymentFailed: 4, expired: 5 } as const;
