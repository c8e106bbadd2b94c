/**
 * The payment, payment-plan and subscription statuses the store's data gives. The data keeps them
 * in English (the spec's rules read them: a `cancelled` plan is hidden, a `failed`
 * payment is paid now). A widget shows each through `statusText` (`status-text.ts`), which finds a
 * status's key from its name (`Paid` → `status.paid`, `On Hold` → `status.onHold`): the widgets
 * carry no copy of these English names, only their French (`status-labels.fr-CA.ts`, in their
 * French modules).
 */
export const statusLabels = {
  'status.paid': 'Paid',
  'status.pending': 'Pending',
  'status.failed': 'Failed',
  'status.refunded': 'Refunded',
  'status.cancelled': 'Cancelled',
  'status.skipped': 'Skipped',
  'status.scheduled': 'Scheduled',
  'status.active': 'Active',
  'status.completed': 'Completed',
  'status.onHold': 'On Hold',
  'status.frozen': 'Frozen',
  'status.paymentFailed': 'Payment Failed',
  'status.expired': 'Expired',
} as const;
