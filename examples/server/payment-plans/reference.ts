/**
 * The admin Payment Plans area's reference data: amount types, enrollment and payment statuses,
 * the allowed payment status changes and the payment products. The migration inserts them, so
 * a data directory from before this area gets them too.
 */
export const amountTypes = [
  { id: 1, name: 'Installment' },
  { id: 2, name: 'Deposit' },
  { id: 3, name: 'Balance Due' },
] as const;

/** Ids 5 and 6 are the admin's reprocess actions, so no status may use them. */
export const enrollmentStatuses = [
  { id: 1, name: 'Active' },
  { id: 2, name: 'Completed' },
  { id: 3, name: 'Cancelled' },
  { id: 4, name: 'On Hold' },
] as const;

export const PAYMENT_STATUS = { pending: 1, paid: 2, failed: 3, refunded: 4, cancelled: 5, skipped: 6 } as const;

export const paymentStatuses = [
  { id: PAYMENT_STATUS.pending, name: 'Pending' },
  { id: PAYMENT_STATUS.paid, name: 'Paid' },
  { id: PAYMENT_STATUS.failed, name: 'Failed' },
  { id: PAYMENT_STATUS.refunded, name: 'Refunded' },
  { id: PAYMENT_STATUS.cancelled, name: 'Cancelled' },
  { id: PAYMENT_STATUS.skipped, name: 'Skipped' },
] as const;

/** Which status a scheduled payment may move to next. */
export const paymentTransitions: readonly (readonly [number, number])[] = [
  [PAYMENT_STATUS.pending, PAYMENT_STATUS.paid],
  [PAYMENT_STATUS.pending, PAYMENT_STATUS.failed],
  [PAYMENT_STATUS.pending, PAYMENT_STATUS.skipped],
  [PAYMENT_STATUS.pending, PAYMENT_STATUS.cancelled],
  [PAYMENT_STATUS.failed, PAYMENT_STATUS.pending],
  [PAYMENT_STATUS.failed, PAYMENT_STATUS.paid],
  [PAYMENT_STATUS.failed, PAYMENT_STATUS.cancelled],
  [PAYMENT_STATUS.paid, PAYMENT_STATUS.refunded],
  [PAYMENT_STATUS.skipped, PAYMENT_STATUS.pending],
  [PAYMENT_STATUS.cancelled, PAYMENT_STATUS.pending],
];

export const paymentProducts = [
  { id: 9001, name: 'Payment Plan Installment' },
  { id: 9002, name: 'Season Pass Layaway Payment' },
  { id: 9003, name: 'Rental Deposit' },
] as const;

const values = (rows: readonly (readonly (number | string)[])[]) =>
  rows.map((row) => `(${row.map((value) => (typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`)).join(', ')})`).join(',\n  ');

/** The SQL that inserts the reference data. */
export function referenceDataSql(): string {
  return `
insert into pp_amount_types (id, name, display_order) values
  ${values(amountTypes.map((type, order) => [type.id, type.name, order]))};
insert into pp_enrollment_statuses (id, name) values
  ${values(enrollmentStatuses.map((status) => [status.id, status.name]))};
insert into pp_payment_statuses (id, name) values
  ${values(paymentStatuses.map((status) => [status.id, status.name]))};
insert into pp_payment_status_transitions (from_status_id, to_status_id) values
  ${values(paymentTransitions)};
insert into pp_payment_products (id, name) values
  ${values(paymentProducts.map((product) => [product.id, product.name]))};
`;
}
