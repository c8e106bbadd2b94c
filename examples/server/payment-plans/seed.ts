/**
 * The demo resort's payment plans: payment and pricing schedules (one of each deleted),
 * assignments with prices, and enrollments in their hundreds with payments in every status, so
 * the admin's filters and pages mean something. `DEMO_ENROLLMENTS=10000 npm start -- --reset`
 * seeds ten thousand for the performance check. The reference data (amount types, statuses,
 * payment products) comes with the migration (`payment-plans-reference.ts`).
 */
import type { Sql } from '../db/db.ts';
import { PAYMENT_STATUS } from './reference.ts';
import { toHundredths } from '../../../src/core/money.ts';

export const DEFAULT_ENROLLMENTS = 360;
export const MAX_ENROLLMENTS = 50_000;

interface SeedPayment {
  date: string;
  percent: number;
  type: 1 | 2 | 3;
}
interface SeedRange {
  start: string;
  end: string;
  payments: readonly SeedPayment[];
}

interface SeedSchedule {
  name: string;
  deleted?: boolean;
  ranges: readonly SeedRange[];
}

/**
 * "Season Pass Payment Plan", the plan the storefront shows for the season passes (a fixture of
 * examples/server/README.md; tests rely on it): bought between March and August, a quarter down and three more
 * payments before opening day; bought from September to January, 30% down, 35% in December and
 * the balance in January. The next season repeats it a year later. A Balance Due amount is what
 * the admin's editor stores for it, 100% minus the other payments; the storefront works it out.
 */
const seasonPassPlan: SeedSchedule = {
  name: 'Season Pass Payment Plan',
  ranges: [
    {
      start: '2026-03-01',
      end: '2026-08-31',
      payments: [
        { date: '2026-03-01', percent: 25, type: 1 },
        { date: '2026-09-15', percent: 25, type: 1 },
        { date: '2026-10-15', percent: 25, type: 1 },
        { date: '2026-11-15', percent: 25, type: 3 },
      ],
    },
    {
      start: '2026-09-01',
      end: '2027-01-31',
      payments: [
        { date: '2026-09-01', percent: 30, type: 1 },
        { date: '2026-12-15', percent: 35, type: 1 },
        { date: '2027-01-15', percent: 35, type: 3 },
      ],
    },
    {
      start: '2027-02-01',
      end: '2027-08-31',
      payments: [
        { date: '2027-02-01', percent: 25, type: 1 },
        { date: '2027-09-15', percent: 25, type: 1 },
        { date: '2027-10-15', percent: 25, type: 1 },
        { date: '2027-11-15', percent: 25, type: 3 },
      ],
    },
    {
      start: '2027-09-01',
      end: '2028-01-31',
      payments: [
        { date: '2027-09-01', percent: 30, type: 1 },
        { date: '2027-12-15', percent: 35, type: 1 },
        { date: '2028-01-15', percent: 35, type: 3 },
      ],
    },
  ],
};

/**
 * The payment schedules, inserted in this order into a fresh store, so a schedule's id is its
 * position from 1: the deleted one is 4, the season pass plan (added after the others) 5.
 */
export const paymentSchedules: readonly SeedSchedule[] = [
  {
    name: 'Season Pass 3-Pay',
    ranges: [
      {
        start: '2026-03-01',
        end: '2026-05-31',
        payments: [
          { date: '2026-06-15', percent: 33.33, type: 1 },
          { date: '2026-08-15', percent: 33.33, type: 1 },
          { date: '2026-10-15', percent: 33.34, type: 3 },
        ],
      },
      {
        start: '2026-06-01',
        end: '2026-09-30',
        payments: [
          { date: '2026-10-01', percent: 50, type: 1 },
          { date: '2026-11-01', percent: 50, type: 3 },
        ],
      },
    ],
  },
  {
    name: 'Season Pass Monthly',
    ranges: [
      {
        start: '2026-03-01',
        end: '2026-10-31',
        payments: [
          { date: '2026-03-15', percent: 20, type: 2 },
          { date: '2026-05-15', percent: 20, type: 1 },
          { date: '2026-07-15', percent: 20, type: 1 },
          { date: '2026-09-15', percent: 20, type: 1 },
          { date: '2026-11-15', percent: 20, type: 3 },
        ],
      },
    ],
  },
  {
    name: 'Rental Layaway',
    ranges: [
      {
        start: '2026-08-01',
        end: '2026-12-15',
        payments: [
          { date: '2026-08-15', percent: 25, type: 2 },
          { date: '2026-12-20', percent: 75, type: 3 },
        ],
      },
    ],
  },
  {
    name: '2025/26 Season Pass 2-Pay',
    deleted: true,
    ranges: [{ start: '2025-03-01', end: '2025-10-31', payments: [{ date: '2025-11-15', percent: 100, type: 3 }] }],
  },
  seasonPassPlan,
];

export const SEASON_PASS_PLAN_ID = paymentSchedules.indexOf(seasonPassPlan) + 1;
const RENTAL_LAYAWAY_ID = paymentSchedules.findIndex((schedule) => schedule.name === 'Rental Layaway') + 1;

export const pricingSchedules: readonly { name: string; deleted?: boolean; ranges: readonly { start: string; end: string }[] }[] = [
  {
    name: '2026/27 Season Pass Pricing',
    ranges: [
      { start: '2026-03-01', end: '2026-05-31' },
      { start: '2026-06-01', end: '2026-10-15' },
      { start: '2026-10-16', end: '2027-04-18' },
    ],
  },
  { name: 'Winter Rentals', ranges: [{ start: '2026-08-01', end: '2027-04-18' }] },
  { name: '2025/26 Season Pass Pricing', deleted: true, ranges: [{ start: '2025-03-01', end: '2026-04-19' }] },
];

/**
 * The season passes (products 1 and 2) are on the Season Pass Payment Plan and the ski rental
 * (product 4) on Rental Layaway; the storefront's schedule viewer shows these assignments.
 */
export const assignments = [
  { productId: 1, paymentSchedule: SEASON_PASS_PLAN_ID, pricingSchedule: 1, paymentProduct: 9001, hotlistCode: 12, retryDays: 3, values: [1011, 1012] },
  { productId: 2, paymentSchedule: SEASON_PASS_PLAN_ID, pricingSchedule: 1, paymentProduct: 9002, hotlistCode: 0, retryDays: 1, values: [2011] },
  { productId: 4, paymentSchedule: RENTAL_LAYAWAY_ID, pricingSchedule: 2, paymentProduct: 9003, hotlistCode: 0, retryDays: 2, values: [] },
] as const;

const FIRST_NAMES = ['Avery', 'Blake', 'Casey', 'Devon', 'Emery', 'Finley', 'Gray', 'Harper', 'Indy', 'Jules', 'Kai', 'Logan', 'Morgan', 'Noel', 'Oakley', 'Parker', 'Quinn', 'Reese', 'Sage', 'Toby'];
const LAST_NAMES = ['Alvarez', 'Brooks', 'Chen', 'Dubois', 'Eriksen', 'Fischer', 'Garcia', 'Haddad', 'Ito', 'Jensen', 'Kowalski', 'Larsen', 'Moreau', 'Nakamura', 'Okafor', 'Patel', 'Quintero', 'Rossi', 'Schmidt', 'Tanaka'];
const PLAN_PRODUCTS = [
  { name: 'Season Pass - Adult', cents: 89_900 },
  { name: 'Season Pass - Child', cents: 44_900 },
  { name: 'Season Pass - Adult (Midweek)', cents: 69_900 },
  { name: 'Ski Rental Package', cents: 35_400 },
];

async function insertSchedules(tx: Sql): Promise<void> {
  for (const [index, schedule] of paymentSchedules.entries()) {
    const created = await tx.query<{ id: number }>(
      `insert into pp_payment_schedules (name, effective_date_type_id, is_deleted, created_at, updated_at)
       values ($1, 1, $2, timestamptz '2026-02-01 09:00:00Z' + make_interval(days => $3), timestamptz '2026-02-01 09:00:00Z' + make_interval(days => $3))
       returning id`,
      [schedule.name, schedule.deleted ?? false, index],
    );
    const scheduleId = created.rows[0]!.id;
    for (const range of schedule.ranges) {
      const inserted = await tx.query<{ id: number }>(
        'insert into pp_payment_schedule_ranges (schedule_id, effective_date, expiration_date) values ($1, $2, $3) returning id',
        [scheduleId, range.start, range.end],
      );
      for (const [order, payment] of range.payments.entries()) {
        await tx.query(
          `insert into pp_scheduled_payment_dates (range_id, payment_date, amount_hundredths, amount_type_id, display_order)
           values ($1, $2, $3, $4, $5)`,
          [inserted.rows[0]!.id, payment.date, toHundredths(payment.percent), payment.type, order],
        );
      }
    }
  }
  for (const schedule of pricingSchedules) {
    const created = await tx.query<{ id: number }>(
      `insert into pp_pricing_schedules (name, is_deleted, created_at, updated_at)
       values ($1, $2, timestamptz '2026-02-01 09:00:00Z', timestamptz '2026-02-01 09:00:00Z') returning id`,
      [schedule.name, schedule.deleted ?? false],
    );
    for (const range of schedule.ranges) {
      await tx.query('insert into pp_pricing_schedule_ranges (schedule_id, effective_date, expiration_date) values ($1, $2, $3)', [
        created.rows[0]!.id,
        range.start,
        range.end,
      ]);
    }
  }
}

async function insertAssignments(tx: Sql): Promise<void> {
  for (const assignment of assignments) {
    const created = await tx.query<{ id: number }>(
      `insert into pp_assignments (product_id, payment_schedule_id, pricing_schedule_id, payment_product_id,
         failed_payment_hotlist_code, failed_payment_retry_days)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [assignment.productId, assignment.paymentSchedule, assignment.pricingSchedule, assignment.paymentProduct, assignment.hotlistCode, assignment.retryDays],
    );
    const assignmentId = created.rows[0]!.id;
    for (const valueId of assignment.values) {
      await tx.query('insert into pp_assignment_values (assignment_id, attribute_value_id) values ($1, $2)', [assignmentId, valueId]);
    }
  }
  // Early-bird prices for the adult season pass: cheaper in the first window.
  await tx.query(
    `insert into pp_assignment_prices (assignment_id, range_id, attribute_value_id, price_cents)
     select 1, r.id, v.attribute_value_id,
            (p.price_cents + pav.price_adjustment_cents) - case when r.effective_date < date '2026-06-01' then 10000 else 0 end
       from pp_pricing_schedule_ranges r
       join pp_assignment_values v on v.assignment_id = 1
       join product_attribute_values pav on pav.id = v.attribute_value_id
       join products p on p.id = 1
      where r.schedule_id = 1`,
  );
}

/**
 * `count` enrollments from id `firstId` on, generated in SQL (ten thousand take a second or two),
 * each with 3 or 4 monthly payments whose statuses cover every status, and POS records for paid
 * payments, some of them not processed yet.
 */
export async function insertEnrollments(tx: Sql, count: number, firstId = 1): Promise<void> {
  const { pending, paid, failed, refunded, cancelled, skipped } = PAYMENT_STATUS;
  await tx.query(
    `insert into pp_enrollments (id, enrolled_on, order_id, customer_name, email, product_name, amount_cents, status_id)
     select g,
            date '2026-03-01' + ((g * 37) % 240),
            100000 + g,
            first_name || ' ' || last_name,
            lower(first_name || '.' || last_name || g || '@example.com'),
            ($3::text[])[1 + g % 4],
            ($4::int[])[1 + g % 4],
            case when g % 23 = 0 then 3 when g % 17 = 0 then 4 when g % 11 = 0 then 2 else 1 end
       from generate_series($1::int, $1::int + $2::int - 1) as g,
            lateral (select ($5::text[])[1 + g % 20] as first_name, ($6::text[])[1 + (g * 7 / 3) % 20] as last_name) as names`,
    [firstId, count, PLAN_PRODUCTS.map((p) => p.name), PLAN_PRODUCTS.map((p) => p.cents), FIRST_NAMES, LAST_NAMES],
  );
  await tx.query(
    `insert into pp_enrollment_payments (enrollment_id, payment_date, amount_cents, status_id, order_id)
     select e.id,
            e.enrolled_on + n * 30,
            e.amount_cents / (3 + e.id % 2),
            s.status_id,
            case when s.status_id in (${paid}, ${refunded}) then 300000 + e.id * 10 + n end
       from pp_enrollments e
            cross join lateral generate_series(1, 3 + e.id % 2) as n
            cross join lateral (select case
                when (e.id + n * 5) % 13 = 0 then ${failed}
                when (e.id + n) % 19 = 0 then ${refunded}
                when (e.id * n) % 29 = 0 then ${skipped}
                when (e.id + 3 * n) % 31 = 0 then ${cancelled}
                when n = 1 or (n = 2 and e.id % 3 = 0) then ${paid}
                else ${pending} end as status_id) as s
      where e.id between $1 and $1 + $2 - 1`,
    [firstId, count],
  );
  await tx.query(
    `insert into pp_pos_records (enrollment_id, payment_id, processed, order_id)
     select p.enrollment_id, p.id, p.enrollment_id % 9 <> 0, case when p.enrollment_id % 9 <> 0 then p.order_id end
       from pp_enrollment_payments p
      where p.status_id = ${paid} and p.enrollment_id between $1 and $1 + $2 - 1`,
    [firstId, count],
  );
  // Identity columns do not see explicit ids: move them past what was inserted.
  await tx.query(`select setval(pg_get_serial_sequence('pp_enrollments', 'id'), (select max(id) from pp_enrollments))`);
}

/** How many enrollments to seed: `DEMO_ENROLLMENTS` (1 to 50,000), or 360. */
export function enrollmentCount(raw = process.env.DEMO_ENROLLMENTS): number {
  const value = Number(raw);
  return raw !== undefined && Number.isInteger(value) && value >= 1 && value <= MAX_ENROLLMENTS ? value : DEFAULT_ENROLLMENTS;
}

/** The demo data; the reference data (amount types, statuses, payment products) comes with the migration. */
export async function seedPaymentPlans(tx: Sql, enrollments = enrollmentCount()): Promise<void> {
  await insertSchedules(tx);
  await insertAssignments(tx);
  await insertEnrollments(tx, enrollments);
}
