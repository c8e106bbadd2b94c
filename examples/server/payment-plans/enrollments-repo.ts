/**
 * Plan enrollments and their scheduled payments. The list is filtered and paged in SQL, so ten
 * thousand enrollments page as fast as three hundred.
 */
import type { AdminScheduledPayment, EnrollmentPage, EnrollmentRow, Option } from '../../../widgets/payment-plans-admin/admin-schemas.ts';
import type { Sql } from '../db/db.ts';
import { badRequest, HttpError } from '../platform/http-error.ts';
import { formatStoreMoney } from '../shell/store-money.ts';
import { pagedAnswer, type PageRequest as Paging } from '../platform/paging.ts';
import { PAYMENT_STATUS } from './reference.ts';

/** The admin's reprocess actions, sent like statuses. */
export const REPROCESS_FAILED_PAYMENTS = 5;
export const REPROCESS_POS_RECORDS = 6;

export const ENROLLMENT_MESSAGES = {
  notFound: 'That enrollment does not exist.',
  unknownStatus: 'Unknown enrollment status.',
  paymentNotFound: 'That scheduled payment does not exist.',
  transitionRefused: 'That payment status change is not allowed.',
} as const;

export interface EnrollmentFilters {
  name?: string | undefined;
  orderId?: number | undefined;
  paymentOrderId?: number | undefined;
  enrollmentDateBegin?: string | undefined;
  enrollmentDateEnd?: string | undefined;
  nextPaymentDateBegin?: string | undefined;
  nextPaymentDateEnd?: string | undefined;
  hasFailedPayment?: boolean | undefined;
  hasUnprocessedPosRecords?: boolean | undefined;
}

export interface PageRequest extends Paging {
  ascending: boolean;
}

const DATE = `'YYYY-MM-DD'`;

/** `%`, `_` and `\` match themselves in the name filter. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The enrollments with their derived columns, filtered; `$1`… hold the filter values. */
function filteredEnrollments(filters: EnrollmentFilters): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const where: string[] = [];
  const outer: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filters.name) where.push(`(e.customer_name ilike ${param(likePattern(filters.name))} or e.email ilike $${params.length})`);
  if (filters.orderId !== undefined) where.push(`e.order_id = ${param(filters.orderId)}`);
  if (filters.paymentOrderId !== undefined) {
    where.push(`exists (select 1 from pp_enrollment_payments op where op.enrollment_id = e.id and op.order_id = ${param(filters.paymentOrderId)})`);
  }
  if (filters.enrollmentDateBegin) where.push(`e.enrolled_on >= ${param(filters.enrollmentDateBegin)}::date`);
  if (filters.enrollmentDateEnd) where.push(`e.enrolled_on <= ${param(filters.enrollmentDateEnd)}::date`);
  if (filters.hasFailedPayment) {
    where.push(`exists (select 1 from pp_enrollment_payments fp where fp.enrollment_id = e.id and fp.status_id = ${PAYMENT_STATUS.failed})`);
  }
  if (filters.hasUnprocessedPosRecords) where.push('exists (select 1 from pp_pos_records ur where ur.enrollment_id = e.id and not ur.processed)');
  if (filters.nextPaymentDateBegin) outer.push(`next_payment_date >= ${param(filters.nextPaymentDateBegin)}::date`);
  if (filters.nextPaymentDateEnd) outer.push(`next_payment_date <= ${param(filters.nextPaymentDateEnd)}::date`);

  const sql = `
    select * from (
      select e.id, e.enrolled_on, e.order_id, e.customer_name, e.email, e.product_name, e.amount_cents, s.name as status,
             (select min(np.payment_date) from pp_enrollment_payments np
               where np.enrollment_id = e.id and np.status_id = ${PAYMENT_STATUS.pending}) as next_payment_date,
             exists (select 1 from pp_enrollment_payments xp where xp.enrollment_id = e.id and xp.status_id = ${PAYMENT_STATUS.failed}) as has_failed,
             exists (select 1 from pp_pos_records xr where xr.enrollment_id = e.id and not xr.processed) as has_unprocessed
        from pp_enrollments e join pp_enrollment_statuses s on s.id = e.status_id
       ${where.length > 0 ? `where ${where.join(' and ')}` : ''}
    ) as enrollment
    ${outer.length > 0 ? `where ${outer.join(' and ')}` : ''}`;
  return { sql, params };
}

interface EnrollmentDbRow {
  id: number;
  enrolled_on: string;
  order_id: number;
  customer_name: string;
  email: string;
  product_name: string;
  amount_cents: number;
  status: string;
  next_payment_date: string | null;
  has_failed: boolean;
  has_unprocessed: boolean;
}

const toRow = (row: EnrollmentDbRow): EnrollmentRow => ({
  EnrollmentId: row.id,
  EnrollmentDate: row.enrolled_on,
  OrderId: row.order_id,
  CustomerName: row.customer_name,
  Email: row.email,
  Product: row.product_name,
  NextPaymentDate: row.next_payment_date,
  FormattedAmount: formatStoreMoney(row.amount_cents),
  EnrollmentStatus: row.status,
  HasFailedPayment: row.has_failed,
  HasUnprocessedPosRecords: row.has_unprocessed,
});

export async function listEnrollments(sql: Sql, filters: EnrollmentFilters, page: PageRequest): Promise<EnrollmentPage> {
  const { sql: query, params } = filteredEnrollments(filters);
  const rows = `select id, to_char(enrolled_on, ${DATE}) as enrolled_on, order_id, customer_name, email, product_name, amount_cents, status,
            to_char(next_payment_date, ${DATE}) as next_payment_date, has_failed, has_unprocessed
       from (${query}) as listed
      order by id ${page.ascending ? 'asc' : 'desc'}`;
  const answer = await pagedAnswer(sql, { count: `select count(*)::int as total from (${query}) as counted`, rows, params }, page, toRow);
  return { ...answer, Ascending: page.ascending };
}

/** The ids of every enrollment the filters find, in id order (what an export walks through). */
export async function matchingEnrollmentIds(sql: Sql, filters: EnrollmentFilters, ascending: boolean, limit: number): Promise<number[]> {
  const { sql: query, params } = filteredEnrollments(filters);
  const rows = await sql.query<{ id: number }>(`select id from (${query}) as listed order by id ${ascending ? 'asc' : 'desc'} limit ${limit}`, params);
  return rows.rows.map((row) => row.id);
}

/** The enrollments with these ids as the list shows them, in the order of `ids`. */
export async function enrollmentRowsByIds(sql: Sql, ids: readonly number[]): Promise<EnrollmentRow[]> {
  if (ids.length === 0) return [];
  const { sql: query, params } = filteredEnrollments({});
  const rows = await sql.query<EnrollmentDbRow>(
    `select id, to_char(enrolled_on, ${DATE}) as enrolled_on, order_id, customer_name, email, product_name, amount_cents, status,
            to_char(next_payment_date, ${DATE}) as next_payment_date, has_failed, has_unprocessed
       from (${query}) as listed where id = any($${params.length + 1}::int[])`,
    [...params, ids],
  );
  const byId = new Map(rows.rows.map((row) => [row.id, toRow(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function listEnrollmentStatuses(sql: Sql): Promise<Option[]> {
  return (await sql.query<Option>('select id as "Id", name as "Name" from pp_enrollment_statuses order by id')).rows;
}

async function assertEnrollment(sql: Sql, id: number): Promise<void> {
  const found = await sql.query('select 1 from pp_enrollments where id = $1', [id]);
  if (found.rows.length === 0) throw new HttpError(404, ENROLLMENT_MESSAGES.notFound);
}

/**
 * Creates the orders missing for unprocessed POS records (all of them, or one enrollment's) and
 * marks them processed. Returns how many were processed.
 */
export async function createMissingOrders(sql: Sql, enrollmentId?: number): Promise<number> {
  const processed = await sql.query(
    `update pp_pos_records set processed = true, order_id = coalesce(order_id, nextval('pp_order_numbers'))
      where not processed and ($1::int is null or enrollment_id = $1)`,
    [enrollmentId ?? null],
  );
  return processed.affectedRows ?? 0;
}

/** Charges an enrollment's failed payments again; in the demo every retry succeeds. */
export async function reprocessFailedPayments(sql: Sql, enrollmentId: number): Promise<number> {
  const retried = await sql.query<{ id: number }>(
    `update pp_enrollment_payments set status_id = ${PAYMENT_STATUS.paid}, order_id = coalesce(order_id, nextval('pp_order_numbers'))
      where enrollment_id = $1 and status_id = ${PAYMENT_STATUS.failed} returning id`,
    [enrollmentId],
  );
  for (const payment of retried.rows) {
    await sql.query(
      `insert into pp_pos_records (enrollment_id, payment_id, processed, order_id)
       select enrollment_id, id, true, order_id from pp_enrollment_payments where id = $1`,
      [payment.id],
    );
  }
  return retried.rows.length;
}

/**
 * `PUT /enrollments/{id}/status`: a status id sets the status; 5 reprocesses the failed
 * payments and 6 the POS records.
 */
export async function changeEnrollmentStatus(sql: Sql, enrollmentId: number, statusId: number): Promise<void> {
  await assertEnrollment(sql, enrollmentId);
  if (statusId === REPROCESS_FAILED_PAYMENTS) {
    await reprocessFailedPayments(sql, enrollmentId);
    return;
  }
  if (statusId === REPROCESS_POS_RECORDS) {
    await createMissingOrders(sql, enrollmentId);
    return;
  }
  const status = await sql.query('select 1 from pp_enrollment_statuses where id = $1', [statusId]);
  if (status.rows.length === 0) throw badRequest(ENROLLMENT_MESSAGES.unknownStatus);
  await sql.query('update pp_enrollments set status_id = $2 where id = $1', [enrollmentId, statusId]);
}

const PAYMENT_COLUMNS = `p.id as "Id", to_char(p.payment_date, ${DATE}) as "PaymentDate", p.amount_cents,
  p.status_id as "PaymentStatusId", s.name as "PaymentStatus"`;

type PaymentDbRow = Omit<AdminScheduledPayment, 'FormattedAmount'> & { amount_cents: number };

const toPayment = ({ amount_cents, ...row }: PaymentDbRow): AdminScheduledPayment => ({ ...row, FormattedAmount: formatStoreMoney(amount_cents) });

export async function enrollmentPayments(sql: Sql, enrollmentId: number): Promise<AdminScheduledPayment[]> {
  await assertEnrollment(sql, enrollmentId);
  const rows = await sql.query<PaymentDbRow>(
    `select ${PAYMENT_COLUMNS} from pp_enrollment_payments p join pp_payment_statuses s on s.id = p.status_id
      where p.enrollment_id = $1 order by p.payment_date, p.id`,
    [enrollmentId],
  );
  return rows.rows.map(toPayment);
}

export async function scheduledPayment(sql: Sql, id: number): Promise<AdminScheduledPayment> {
  const rows = await sql.query<PaymentDbRow>(
    `select ${PAYMENT_COLUMNS} from pp_enrollment_payments p join pp_payment_statuses s on s.id = p.status_id where p.id = $1`,
    [id],
  );
  const row = rows.rows[0];
  if (!row) throw new HttpError(404, ENROLLMENT_MESSAGES.paymentNotFound);
  return toPayment(row);
}

/** The statuses a payment in `statusId` may move to. */
export async function allowedPaymentStatuses(sql: Sql, statusId: number): Promise<Option[]> {
  const rows = await sql.query<Option>(
    `select s.id as "Id", s.name as "Name" from pp_payment_status_transitions t join pp_payment_statuses s on s.id = t.to_status_id
      where t.from_status_id = $1 order by s.id`,
    [statusId],
  );
  return rows.rows;
}

/** Moves a scheduled payment to `statusId` if its current status allows it. */
export async function changePaymentStatus(sql: Sql, paymentId: number, statusId: number): Promise<void> {
  const current = await scheduledPayment(sql, paymentId);
  const allowed = await allowedPaymentStatuses(sql, current.PaymentStatusId);
  if (!allowed.some((status) => status.Id === statusId)) throw badRequest(ENROLLMENT_MESSAGES.transitionRefused);
  await sql.query(
    `update pp_enrollment_payments
        set status_id = $2, order_id = case when $2 = ${PAYMENT_STATUS.paid} then coalesce(order_id, nextval('pp_order_numbers')) else order_id end
      where id = $1`,
    [paymentId, statusId],
  );
}
