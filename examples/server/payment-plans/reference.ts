/**
 * The payment statuses of the admin Payment Plans area, as the code names them. Migration 006
 * inserts the reference rows (statuses, amount types, allowed status changes, payment products)
 * from its own copy, as a migration never changes.
 */
export const PAYMENT_STATUS = { pending: 1, paid: 2, failed: 3, refunded: 4, cancelled: 5, skipped: 6 } as const;

export const paymentStatuses = [
  { id: PAYMENT_STATUS.pending, name: 'Pending' },
  { id: PAYMENT_STATUS.paid, name: 'Paid' },
  { id: PAYMENT_STATUS.failed, name: 'Failed' },
  { id: PAYMENT_STATUS.refunded, name: 'Refunded' },
  { id: PAYMENT_STATUS.cancelled, name: 'Cancelled' },
  { id: PAYMENT_STATUS.skipped, name: 'Skipped' },
] as const;
