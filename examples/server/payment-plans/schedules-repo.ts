/**
 * Payment and pricing schedules, with soft
 * delete: a deleted schedule, range or payment keeps its row with `is_deleted` set and is no
 * longer listed.
 */
import type { Option, PaymentScheduleDto, PricingScheduleDto } from '../../../widgets/payment-plans-admin/admin-schemas.ts';
import type { Sql } from '../db/db.ts';
import type { PaymentScheduleInput, PricingScheduleInput } from './admin-input.ts';
import { badRequest, HttpError } from '../platform/http-error.ts';
import { fromHundredths, toHundredths } from '../../../src/core/money.ts';

const DATE = `'YYYY-MM-DD'`;
const STAMP = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

export const SCHEDULE_MESSAGES = {
  notFound: 'That schedule does not exist.',
  foreignRange: 'A date range of this request belongs to another schedule.',
  foreignPayment: 'A scheduled payment of this request belongs to another date range.',
  unknownAmountType: 'Unknown amount type.',
} as const;

const notFound = () => new HttpError(404, SCHEDULE_MESSAGES.notFound);

export async function listAmountTypes(sql: Sql): Promise<Option[]> {
  const result = await sql.query<Option>('select id as "Id", name as "Name" from pp_amount_types order by display_order, id');
  return result.rows;
}

interface ScheduleRow {
  id: number;
  name: string;
  effective_date_type_id: number | null;
  subscription_frequency_id: number | null;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}
interface RangeRow {
  id: number;
  schedule_id: number;
  effective_date: string;
  expiration_date: string;
}
interface PaymentRow {
  id: number;
  range_id: number;
  payment_date: string;
  amount_hundredths: number;
  amount_type_id: number;
}

/** The ranges of these schedules that are not deleted, by start. */
function liveRanges(sql: Sql, table: 'pp_payment_schedule_ranges' | 'pp_pricing_schedule_ranges', scheduleIds: number[]) {
  return sql.query<RangeRow>(
    `select id, schedule_id, to_char(effective_date, ${DATE}) as effective_date, to_char(expiration_date, ${DATE}) as expiration_date
       from ${table} where schedule_id = any($1::int[]) and not is_deleted order by effective_date, id`,
    [scheduleIds],
  );
}

/** A stored range as the API sends it. */
const purchaseDates = (range: RangeRow) => ({
  PurchaseDateId: range.id,
  PurchaseEffectiveDate: range.effective_date,
  PurchaseExpirationDate: range.expiration_date,
  IsDeleted: false,
});

/** Schedules that are not deleted (or the one `id`), with their live ranges and payments when `embed`. */
async function loadPaymentSchedules(sql: Sql, embed: boolean, id?: number): Promise<PaymentScheduleDto[]> {
  const schedules = await sql.query<ScheduleRow>(
    `select id, name, effective_date_type_id, subscription_frequency_id, created_by, updated_by,
            to_char(created_at at time zone 'UTC', ${STAMP}) as created_at, to_char(updated_at at time zone 'UTC', ${STAMP}) as updated_at
       from pp_payment_schedules
      where not is_deleted and ($1::int is null or id = $1)
      order by name, id`,
    [id ?? null],
  );
  const ids = schedules.rows.map((row) => row.id);
  const ranges = embed
    ? await liveRanges(sql, 'pp_payment_schedule_ranges', ids)
    : { rows: [] };
  const payments = embed
    ? await sql.query<PaymentRow>(
        `select p.id, p.range_id, to_char(p.payment_date, ${DATE}) as payment_date, p.amount_hundredths, p.amount_type_id
           from pp_scheduled_payment_dates p join pp_payment_schedule_ranges r on r.id = p.range_id
          where r.schedule_id = any($1::int[]) and not p.is_deleted and not r.is_deleted
          order by p.display_order, p.payment_date, p.id`,
        [ids],
      )
    : { rows: [] };
  return schedules.rows.map((schedule) => ({
    PaymentScheduleId: schedule.id,
    PaymentScheduleName: schedule.name,
    EffectiveDateTypeId: schedule.effective_date_type_id,
    SubscriptionFrequencyId: schedule.subscription_frequency_id,
    CreatedByCustomerId: schedule.created_by,
    UpdatedByCustomerId: schedule.updated_by,
    IsDeleted: false,
    CreateDateUtc: schedule.created_at,
    UpdateDateUtc: schedule.updated_at,
    PurchaseDates: ranges.rows
      .filter((range) => range.schedule_id === schedule.id)
      .map((range) => ({
        ...purchaseDates(range),
        ScheduledPayments: payments.rows
          .filter((payment) => payment.range_id === range.id)
          .map((payment) => ({
            PaymentDateId: payment.id,
            PaymentDate: payment.payment_date,
            Amount: fromHundredths(payment.amount_hundredths),
            AmountType: payment.amount_type_id,
            IsDeleted: false,
          })),
      })),
  }));
}

export const listPaymentSchedules = (sql: Sql, embed: boolean) => loadPaymentSchedules(sql, embed);

export async function getPaymentSchedule(sql: Sql, id: number): Promise<PaymentScheduleDto> {
  const [schedule] = await loadPaymentSchedules(sql, true, id);
  if (!schedule) throw notFound();
  return schedule;
}

async function assertAmountTypes(sql: Sql, dto: PaymentScheduleInput): Promise<void> {
  const known = new Set((await listAmountTypes(sql)).map((type) => type.Id));
  for (const range of dto.PurchaseDates) {
    for (const payment of range.ScheduledPayments) {
      if (!payment.IsDeleted && !known.has(payment.AmountType)) throw badRequest(SCHEDULE_MESSAGES.unknownAmountType);
    }
  }
}

/**
 * Writes the ranges and payments of `dto` into schedule `scheduleId` (ids > 0 are updates). A row
 * sent as deleted only has its flag set: its other values are not written (a deleted row's dates
 * may be blank).
 */
async function writePaymentRanges(sql: Sql, scheduleId: number, dto: PaymentScheduleInput): Promise<void> {
  for (const range of dto.PurchaseDates) {
    let rangeId = range.PurchaseDateId;
    if (rangeId > 0) {
      const owned = await sql.query('select 1 from pp_payment_schedule_ranges where id = $1 and schedule_id = $2', [rangeId, scheduleId]);
      if (owned.rows.length === 0) throw badRequest(SCHEDULE_MESSAGES.foreignRange);
      if (range.IsDeleted) {
        await sql.query('update pp_payment_schedule_ranges set is_deleted = true where id = $1', [rangeId]);
        await sql.query('update pp_scheduled_payment_dates set is_deleted = true where range_id = $1', [rangeId]);
        continue;
      }
      await sql.query('update pp_payment_schedule_ranges set effective_date = $2, expiration_date = $3 where id = $1', [
        rangeId,
        range.PurchaseEffectiveDate,
        range.PurchaseExpirationDate,
      ]);
    } else {
      if (range.IsDeleted) continue;
      const inserted = await sql.query<{ id: number }>(
        'insert into pp_payment_schedule_ranges (schedule_id, effective_date, expiration_date) values ($1, $2, $3) returning id',
        [scheduleId, range.PurchaseEffectiveDate, range.PurchaseExpirationDate],
      );
      rangeId = inserted.rows[0]!.id;
    }
    for (const [order, payment] of range.ScheduledPayments.entries()) {
      if (payment.PaymentDateId > 0) {
        const owned = await sql.query('select 1 from pp_scheduled_payment_dates where id = $1 and range_id = $2', [payment.PaymentDateId, rangeId]);
        if (owned.rows.length === 0) throw badRequest(SCHEDULE_MESSAGES.foreignPayment);
        if (payment.IsDeleted) {
          await sql.query('update pp_scheduled_payment_dates set is_deleted = true where id = $1', [payment.PaymentDateId]);
          continue;
        }
        await sql.query(
          `update pp_scheduled_payment_dates
              set payment_date = $2, amount_hundredths = $3, amount_type_id = $4, is_deleted = false, display_order = $5
            where id = $1`,
          [payment.PaymentDateId, payment.PaymentDate, toHundredths(payment.Amount), payment.AmountType, order],
        );
      } else if (!payment.IsDeleted) {
        await sql.query(
          `insert into pp_scheduled_payment_dates (range_id, payment_date, amount_hundredths, amount_type_id, display_order)
           values ($1, $2, $3, $4, $5)`,
          [rangeId, payment.PaymentDate, toHundredths(payment.Amount), payment.AmountType, order],
        );
      }
    }
  }
}

/** Stores a new schedule (its ids, if any, are ignored) and returns its id. `dto` is validated. */
export async function createPaymentSchedule(sql: Sql, dto: PaymentScheduleInput, customerId: number): Promise<number> {
  await assertAmountTypes(sql, dto);
  const created = await sql.query<{ id: number }>(
    `insert into pp_payment_schedules (name, effective_date_type_id, subscription_frequency_id, created_by, updated_by)
     values ($1, $2, $3, $4, $4) returning id`,
    [dto.PaymentScheduleName, dto.EffectiveDateTypeId ?? 1, dto.SubscriptionFrequencyId, customerId],
  );
  const id = created.rows[0]!.id;
  const fresh: PaymentScheduleInput = {
    ...dto,
    PurchaseDates: dto.PurchaseDates.map((range) => ({
      ...range,
      PurchaseDateId: 0,
      ScheduledPayments: range.ScheduledPayments.map((payment) => ({ ...payment, PaymentDateId: 0 })),
    })),
  };
  await writePaymentRanges(sql, id, fresh);
  return id;
}

export async function updatePaymentSchedule(sql: Sql, id: number, dto: PaymentScheduleInput, customerId: number): Promise<void> {
  await assertAmountTypes(sql, dto);
  const updated = await sql.query(
    `update pp_payment_schedules
        set name = $2, effective_date_type_id = coalesce($3, effective_date_type_id), subscription_frequency_id = $4,
            updated_by = $5, updated_at = now()
      where id = $1 and not is_deleted`,
    [id, dto.PaymentScheduleName, dto.EffectiveDateTypeId, dto.SubscriptionFrequencyId, customerId],
  );
  if ((updated.affectedRows ?? 0) === 0) throw notFound();
  await writePaymentRanges(sql, id, dto);
}

export async function deletePaymentSchedule(sql: Sql, id: number, customerId: number): Promise<void> {
  const deleted = await sql.query(
    'update pp_payment_schedules set is_deleted = true, updated_by = $2, updated_at = now() where id = $1 and not is_deleted',
    [id, customerId],
  );
  if ((deleted.affectedRows ?? 0) === 0) throw notFound();
}

// ---- Pricing schedules -----------------------------------------------------------------------

async function loadPricingSchedules(sql: Sql, embed: boolean, id?: number): Promise<PricingScheduleDto[]> {
  const schedules = await sql.query<{ id: number; name: string; created_at: string; updated_at: string }>(
    `select id, name, to_char(created_at at time zone 'UTC', ${STAMP}) as created_at, to_char(updated_at at time zone 'UTC', ${STAMP}) as updated_at
       from pp_pricing_schedules where not is_deleted and ($1::int is null or id = $1) order by name, id`,
    [id ?? null],
  );
  const ranges = embed
    ? await liveRanges(sql, 'pp_pricing_schedule_ranges', schedules.rows.map((row) => row.id))
    : { rows: [] };
  return schedules.rows.map((schedule) => ({
    PricingScheduleId: schedule.id,
    PricingScheduleName: schedule.name,
    IsDeleted: false,
    CreateDateUtc: schedule.created_at,
    UpdateDateUtc: schedule.updated_at,
    PurchaseDates: ranges.rows
      .filter((range) => range.schedule_id === schedule.id)
      .map(purchaseDates),
  }));
}

export const listPricingSchedules = (sql: Sql, embed: boolean) => loadPricingSchedules(sql, embed);

export async function getPricingSchedule(sql: Sql, id: number): Promise<PricingScheduleDto> {
  const [schedule] = await loadPricingSchedules(sql, true, id);
  if (!schedule) throw notFound();
  return schedule;
}

/** Writes the ranges of `dto` into schedule `scheduleId`; a range sent as deleted only has its flag set. */
async function writePricingRanges(sql: Sql, scheduleId: number, dto: PricingScheduleInput): Promise<void> {
  for (const range of dto.PurchaseDates) {
    if (range.PurchaseDateId > 0) {
      const owned = await sql.query('select 1 from pp_pricing_schedule_ranges where id = $1 and schedule_id = $2', [range.PurchaseDateId, scheduleId]);
      if (owned.rows.length === 0) throw badRequest(SCHEDULE_MESSAGES.foreignRange);
      if (range.IsDeleted) {
        await sql.query('update pp_pricing_schedule_ranges set is_deleted = true where id = $1', [range.PurchaseDateId]);
        continue;
      }
      await sql.query('update pp_pricing_schedule_ranges set effective_date = $2, expiration_date = $3, is_deleted = false where id = $1', [
        range.PurchaseDateId,
        range.PurchaseEffectiveDate,
        range.PurchaseExpirationDate,
      ]);
    } else if (!range.IsDeleted) {
      await sql.query('insert into pp_pricing_schedule_ranges (schedule_id, effective_date, expiration_date) values ($1, $2, $3)', [
        scheduleId,
        range.PurchaseEffectiveDate,
        range.PurchaseExpirationDate,
      ]);
    }
  }
}

export async function createPricingSchedule(sql: Sql, dto: PricingScheduleInput): Promise<number> {
  const created = await sql.query<{ id: number }>('insert into pp_pricing_schedules (name) values ($1) returning id', [dto.PricingScheduleName]);
  const id = created.rows[0]!.id;
  await writePricingRanges(sql, id, { ...dto, PurchaseDates: dto.PurchaseDates.map((range) => ({ ...range, PurchaseDateId: 0 })) });
  return id;
}

export async function updatePricingSchedule(sql: Sql, id: number, dto: PricingScheduleInput): Promise<void> {
  const updated = await sql.query('update pp_pricing_schedules set name = $2, updated_at = now() where id = $1 and not is_deleted', [
    id,
    dto.PricingScheduleName,
  ]);
  if ((updated.affectedRows ?? 0) === 0) throw notFound();
  await writePricingRanges(sql, id, dto);
}

export async function deletePricingSchedule(sql: Sql, id: number): Promise<void> {
  const deleted = await sql.query('update pp_pricing_schedules set is_deleted = true, updated_at = now() where id = $1 and not is_deleted', [id]);
  if ((deleted.affectedRows ?? 0) === 0) throw notFound();
}
