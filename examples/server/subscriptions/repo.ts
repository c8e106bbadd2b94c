/**
 * Subscription types and the customers enrolled in them. The enrollments are searched, ordered
 * and paged in SQL, so ten thousand page as fast as three hundred.
 */
import type {
  EnrollmentOrderBy,
  StatusOption,
  SubscriptionEnrollment,
  SubscriptionEnrollmentPage,
  SubscriptionType,
} from '../../../widgets/subscriptions-admin/subscriptions-schemas.ts';
import type { Sql } from '../db/db.ts';
import { badRequest, HttpError } from '../platform/http-error.ts';
import { pagedAnswer, type PageRequest } from '../platform/paging.ts';
import { SUBSCRIPTION_STATUS } from './reference.ts';
import { fromCents } from '../../../src/core/money.ts';

export const SUBSCRIPTION_MESSAGES = {
  typeNotFound: 'That subscription does not exist.',
  enrollmentNotFound: 'That subscription enrollment does not exist.',
  unknownFrequency: 'Unknown subscription frequency.',
  unknownEffectiveDateType: 'Unknown effective date type.',
  unknownStatus: 'Unknown subscription enrollment status.',
  pastNextPayment: 'The next payment date cannot be in the past.',
  inUse: (name: string, count: number) =>
    `${name} has ${count} active ${count === 1 ? 'enrollment' : 'enrollments'}: move or cancel ${count === 1 ? 'it' : 'them'} before deleting the subscription.`,
} as const;

/** A type as the admin saves it (already checked by the input layer). */
export interface TypeInput {
  name: string;
  frequencyId: number;
  cancelHotlistCode: number;
  freezeHotlistCode: number;
  effectiveDateTypeId: number;
  retryDays: number;
  amountCents: number;
}

const DATE = `'YYYY-MM-DD'`;
const STAMP = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

interface TypeRow {
  id: number;
  name: string;
  frequency_id: number;
  frequency_name: string;
  cancel_hotlist_code: number;
  freeze_hotlist_code: number;
  effective_date_type_id: number;
  retry_days: number;
  amount_cents: number;
  is_deleted: boolean;
  created_by: number | null;
  created_by_email: string | null;
  created_at: string;
  updated_by: number | null;
  updated_by_email: string | null;
  updated_at: string | null;
}

const TYPE_SELECT = `
  select t.id, t.name, t.frequency_id, f.name as frequency_name, t.cancel_hotlist_code, t.freeze_hotlist_code,
         t.effective_date_type_id, t.retry_days, t.amount_cents, t.is_deleted,
         t.created_by, cb.email as created_by_email, to_char(t.created_at at time zone 'UTC', ${STAMP}) as created_at,
         t.updated_by, ub.email as updated_by_email, to_char(t.updated_at at time zone 'UTC', ${STAMP}) as updated_at
    from subscription_types t
    join subscription_frequencies f on f.id = t.frequency_id
    left join customers cb on cb.id = t.created_by
    left join customers ub on ub.id = t.updated_by`;

const toType = (row: TypeRow): SubscriptionType => ({
  Id: row.id,
  Name: row.name,
  SubscriptionFrequencyId: row.frequency_id,
  SubscriptionFrequencyName: row.frequency_name,
  CancelHotlistCode: row.cancel_hotlist_code,
  FreezeHotlistCode: row.freeze_hotlist_code,
  EffectiveDateTypeId: row.effective_date_type_id,
  RetryDays: row.retry_days,
  IsDeleted: row.is_deleted,
  Amount: fromCents(row.amount_cents),
  CreatedByCustomerId: row.created_by,
  CreatedByCustomerEmail: row.created_by_email,
  CreateDateUtc: row.created_at,
  UpdatedByCustomerId: row.updated_by,
  UpdatedByCustomerEmail: row.updated_by_email,
  UpdateDateUtc: row.updated_at,
});

/** The subscription types that are not deleted, by name. */
export async function listTypes(sql: Sql): Promise<SubscriptionType[]> {
  return (await sql.query<TypeRow>(`${TYPE_SELECT} where not t.is_deleted order by lower(t.name), t.id`)).rows.map(toType);
}

async function findType(sql: Sql, id: number): Promise<SubscriptionType> {
  const row = (await sql.query<TypeRow>(`${TYPE_SELECT} where t.id = $1 and not t.is_deleted`, [id])).rows[0];
  if (!row) throw new HttpError(404, SUBSCRIPTION_MESSAGES.typeNotFound);
  return toType(row);
}

async function checkReferences(sql: Sql, input: TypeInput): Promise<void> {
  const frequency = await sql.query('select 1 from subscription_frequencies where id = $1', [input.frequencyId]);
  if (frequency.rows.length === 0) throw badRequest(SUBSCRIPTION_MESSAGES.unknownFrequency);
  const effective = await sql.query('select 1 from subscription_effective_date_types where id = $1', [input.effectiveDateTypeId]);
  if (effective.rows.length === 0) throw badRequest(SUBSCRIPTION_MESSAGES.unknownEffectiveDateType);
}

export async function createType(sql: Sql, input: TypeInput, adminId: number): Promise<SubscriptionType> {
  await checkReferences(sql, input);
  const created = await sql.query<{ id: number }>(
    `insert into subscription_types (name, frequency_id, cancel_hotlist_code, freeze_hotlist_code, effective_date_type_id,
       retry_days, amount_cents, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [input.name, input.frequencyId, input.cancelHotlistCode, input.freezeHotlistCode, input.effectiveDateTypeId, input.retryDays, input.amountCents, adminId],
  );
  return findType(sql, created.rows[0]!.id);
}

export async function updateType(sql: Sql, id: number, input: TypeInput, adminId: number): Promise<SubscriptionType> {
  await findType(sql, id);
  await checkReferences(sql, input);
  await sql.query(
    `update subscription_types
        set name = $2, frequency_id = $3, cancel_hotlist_code = $4, freeze_hotlist_code = $5, effective_date_type_id = $6,
            retry_days = $7, amount_cents = $8, updated_by = $9, updated_at = now()
      where id = $1`,
    [id, input.name, input.frequencyId, input.cancelHotlistCode, input.freezeHotlistCode, input.effectiveDateTypeId, input.retryDays, input.amountCents, adminId],
  );
  return findType(sql, id);
}

/**
 * Deletes a type (it stays for the enrollments that name it, hidden from the list). A type that
 * customers are still actively enrolled in is refused: their next charge would have no plan.
 */
export async function deleteType(sql: Sql, id: number, adminId: number): Promise<void> {
  const type = await findType(sql, id);
  const active = await sql.query<{ count: number }>('select count(*)::int as count from subscription_enrollments where subscription_id = $1 and status_id = $2', [
    id,
    SUBSCRIPTION_STATUS.active,
  ]);
  const count = active.rows[0]?.count ?? 0;
  if (count > 0) throw badRequest(SUBSCRIPTION_MESSAGES.inUse(type.Name, count));
  await sql.query('update subscription_types set is_deleted = true, updated_by = $2, updated_at = now() where id = $1', [id, adminId]);
}

export async function listStatuses(sql: Sql): Promise<StatusOption[]> {
  return (await sql.query<StatusOption>('select id as "Id", name as "Status" from subscription_enrollment_statuses order by id')).rows;
}

// ---- Enrollments ---------------------------------------------------------------------------

export interface EnrollmentFilters {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  subscriptionEnrollmentId?: number | undefined;
  nextPaymentDateBegin?: string | undefined;
  nextPaymentDateEnd?: string | undefined;
  enrollmentDateBegin?: string | undefined;
  enrollmentDateEnd?: string | undefined;
  enrollmentStatusId?: number | undefined;
}

export interface EnrollmentOrder {
  orderBy: EnrollmentOrderBy;
  ascending: boolean;
}

/** What each `orderBy` sorts on; the enrollment id breaks ties, so pages never overlap. */
const ORDER_COLUMNS: Readonly<Record<EnrollmentOrderBy, string>> = {
  SubscriptionEnrollmentId: 'e.id',
  FirstName: 'lower(e.first_name)',
  LastName: 'lower(e.last_name)',
  Email: 'lower(e.email)',
  Name: 'lower(t.name)',
  EnrollmentDate: 'e.enrolled_on',
  NextPaymentDate: 'e.next_payment_on',
  LastProcessedDate: 'e.last_processed_on',
  Status: 's.name',
  Amount: 't.amount_cents',
  OrderId: 'e.order_id',
};

/** `%`, `_` and `\` match themselves in the text filters. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const ENROLLMENT_FROM = `
    from subscription_enrollments e
    join subscription_types t on t.id = e.subscription_id
    join subscription_frequencies f on f.id = t.frequency_id
    join subscription_enrollment_statuses s on s.id = e.status_id`;

function whereOf(filters: EnrollmentFilters): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const where: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filters.firstName) where.push(`e.first_name ilike ${param(contains(filters.firstName))}`);
  if (filters.lastName) where.push(`e.last_name ilike ${param(contains(filters.lastName))}`);
  if (filters.email) where.push(`e.email ilike ${param(contains(filters.email))}`);
  if (filters.subscriptionEnrollmentId !== undefined) where.push(`e.id = ${param(filters.subscriptionEnrollmentId)}`);
  if (filters.nextPaymentDateBegin) where.push(`e.next_payment_on >= ${param(filters.nextPaymentDateBegin)}::date`);
  if (filters.nextPaymentDateEnd) where.push(`e.next_payment_on <= ${param(filters.nextPaymentDateEnd)}::date`);
  if (filters.enrollmentDateBegin) where.push(`e.enrolled_on >= ${param(filters.enrollmentDateBegin)}::date`);
  if (filters.enrollmentDateEnd) where.push(`e.enrolled_on <= ${param(filters.enrollmentDateEnd)}::date`);
  if (filters.enrollmentStatusId !== undefined) where.push(`e.status_id = ${param(filters.enrollmentStatusId)}`);
  return { where: where.length > 0 ? `where ${where.join(' and ')}` : '', params };
}

function orderOf({ orderBy, ascending }: EnrollmentOrder): string {
  const direction = ascending ? 'asc' : 'desc';
  // Missing dates (no next payment yet) go last either way.
  return `order by ${ORDER_COLUMNS[orderBy]} ${direction} nulls last, e.id ${direction}`;
}

interface EnrollmentRow {
  id: number;
  subscription_id: number;
  name: string;
  frequency: string;
  enrolled_on: string;
  effective_on: string;
  next_payment_on: string | null;
  last_processed_on: string | null;
  status_id: number;
  status: string;
  amount_cents: number;
  retries: number;
  order_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
}

const ENROLLMENT_COLUMNS = `e.id, e.subscription_id, t.name, f.name as frequency,
  to_char(e.enrolled_on, ${DATE}) as enrolled_on, to_char(e.effective_on, ${DATE}) as effective_on,
  to_char(e.next_payment_on, ${DATE}) as next_payment_on, to_char(e.last_processed_on, ${DATE}) as last_processed_on,
  e.status_id, s.name as status, t.amount_cents, e.retries, e.order_id, e.first_name, e.last_name, e.email`;

const toEnrollment = (row: EnrollmentRow): SubscriptionEnrollment => ({
  SubscriptionEnrollmentId: row.id,
  SubscriptionId: row.subscription_id,
  Name: row.name,
  SubscriptionFrequencyType: row.frequency,
  EnrollmentDate: row.enrolled_on,
  EffectiveDate: row.effective_on,
  NextPaymentDate: row.next_payment_on,
  LastProcessedDate: row.last_processed_on,
  SubscriptionEnrollmentStatusId: row.status_id,
  Status: row.status,
  Amount: fromCents(row.amount_cents),
  Retries: row.retries,
  OrderId: row.order_id,
  FirstName: row.first_name,
  LastName: row.last_name,
  Email: row.email,
});

export async function searchEnrollments(sql: Sql, filters: EnrollmentFilters, order: EnrollmentOrder, page: PageRequest): Promise<SubscriptionEnrollmentPage> {
  const { where, params } = whereOf(filters);
  const answer = await pagedAnswer(
    sql,
    { count: `select count(*)::int as total ${ENROLLMENT_FROM} ${where}`, rows: `select ${ENROLLMENT_COLUMNS} ${ENROLLMENT_FROM} ${where} ${orderOf(order)}`, params },
    page,
    toEnrollment,
  );
  return { ...answer, Ascending: order.ascending };
}

/** The ids of every enrollment the search finds, in its order (what an export walks through). */
export async function matchingEnrollmentIds(sql: Sql, filters: EnrollmentFilters, order: EnrollmentOrder, limit: number): Promise<number[]> {
  const { where, params } = whereOf(filters);
  const rows = await sql.query<{ id: number }>(`select e.id ${ENROLLMENT_FROM} ${where} ${orderOf(order)} limit ${limit}`, params);
  return rows.rows.map((row) => row.id);
}

/** The enrollments with these ids, in the order of `ids`. */
export async function enrollmentsByIds(sql: Sql, ids: readonly number[]): Promise<SubscriptionEnrollment[]> {
  if (ids.length === 0) return [];
  const rows = await sql.query<EnrollmentRow>(`select ${ENROLLMENT_COLUMNS} ${ENROLLMENT_FROM} where e.id = any($1::int[])`, [ids]);
  const byId = new Map(rows.rows.map((row) => [row.id, toEnrollment(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function getEnrollment(sql: Sql, id: number): Promise<SubscriptionEnrollment> {
  const [found] = await enrollmentsByIds(sql, [id]);
  if (!found) throw new HttpError(404, SUBSCRIPTION_MESSAGES.enrollmentNotFound);
  return found;
}

/** Changes an enrollment's status and/or its subscription; answers the enrollment as it now is. */
export async function updateEnrollment(sql: Sql, id: number, change: { statusId: number; subscriptionId: number }): Promise<SubscriptionEnrollment> {
  await getEnrollment(sql, id);
  const status = await sql.query('select 1 from subscription_enrollment_statuses where id = $1', [change.statusId]);
  if (status.rows.length === 0) throw badRequest(SUBSCRIPTION_MESSAGES.unknownStatus);
  const type = await sql.query('select 1 from subscription_types where id = $1 and not is_deleted', [change.subscriptionId]);
  if (type.rows.length === 0) throw badRequest(SUBSCRIPTION_MESSAGES.typeNotFound);
  await sql.query('update subscription_enrollments set status_id = $2, subscription_id = $3 where id = $1', [id, change.statusId, change.subscriptionId]);
  return getEnrollment(sql, id);
}

/** Moves the next payment; a date before `today` (at the resort) is refused. */
export async function setNextPaymentDate(sql: Sql, id: number, date: string, today: string): Promise<SubscriptionEnrollment> {
  await getEnrollment(sql, id);
  if (date < today) throw badRequest(SUBSCRIPTION_MESSAGES.pastNextPayment);
  await sql.query('update subscription_enrollments set next_payment_on = $2 where id = $1', [id, date]);
  return getEnrollment(sql, id);
}
