/**
 * The demo resort's subscriptions: a handful of types (one deleted) and enrollments in their
 * hundreds — as many as the plan enrollments, so `DEMO_ENROLLMENTS=10000 npm start -- --reset`
 * seeds ten thousand of each — in every status, so the admin's search, order and pages mean
 * something. Seeded once per database, also into one seeded before subscriptions existed.
 */
import type { Db, Sql } from '../db/db.ts';
import { enrollmentCount } from '../payment-plans/seed.ts';
import { SUBSCRIPTION_STATUS } from './reference.ts';

const SEEDED_KEY = 'seeded_subscriptions';

interface SeedType {
  name: string;
  frequencyId: number;
  cancelHotlistCode: number;
  freezeHotlistCode: number;
  effectiveDateTypeId: number;
  retryDays: number;
  amountCents: number;
  deleted?: boolean;
}

export const seedTypes: readonly SeedType[] = [
  { name: 'Ski Club Monthly', frequencyId: 1, cancelHotlistCode: 12, freezeHotlistCode: 13, effectiveDateTypeId: 1, retryDays: 3, amountCents: 4_900 },
  { name: 'Season Pass Monthly - Adult', frequencyId: 1, cancelHotlistCode: 21, freezeHotlistCode: 22, effectiveDateTypeId: 2, retryDays: 5, amountCents: 8_999 },
  { name: 'Season Pass Monthly - Child', frequencyId: 1, cancelHotlistCode: 21, freezeHotlistCode: 22, effectiveDateTypeId: 2, retryDays: 5, amountCents: 4_999 },
  { name: 'Parking Pass Quarterly', frequencyId: 2, cancelHotlistCode: 31, freezeHotlistCode: 0, effectiveDateTypeId: 1, retryDays: 7, amountCents: 12_000 },
  { name: 'Locker Rental Annual', frequencyId: 3, cancelHotlistCode: 0, freezeHotlistCode: 0, effectiveDateTypeId: 1, retryDays: 10, amountCents: 35_000 },
  { name: 'Fitness Center Weekly', frequencyId: 4, cancelHotlistCode: 41, freezeHotlistCode: 42, effectiveDateTypeId: 1, retryDays: 1, amountCents: 1_500 },
  { name: 'Race Team Monthly', frequencyId: 1, cancelHotlistCode: 51, freezeHotlistCode: 52, effectiveDateTypeId: 2, retryDays: 3, amountCents: 15_000 },
  { name: 'Legacy Lesson Plan', frequencyId: 1, cancelHotlistCode: 0, freezeHotlistCode: 0, effectiveDateTypeId: 1, retryDays: 3, amountCents: 2_500, deleted: true },
];

const FIRST_NAMES = ['Ari', 'Bea', 'Cole', 'Dana', 'Eli', 'Fern', 'Gus', 'Hana', 'Ivo', 'Jada', 'Kit', 'Lena', 'Milo', 'Nia', 'Otis', 'Pia', 'Rory', 'Sol', 'Tess', 'Wren'];
const LAST_NAMES = ['Abbott', 'Baker', 'Castillo', 'Dunn', 'Ellis', 'Flores', 'Gibson', 'Hughes', 'Iverson', 'Jordan', 'Keller', 'Lindqvist', 'Mendes', 'Novak', "O'Brien", 'Price', 'Reyes', 'Stone', 'Turner', 'Vega'];

async function insertTypes(tx: Sql): Promise<number[]> {
  const admin = await tx.query<{ id: number }>("select id from customers where email = 'admin@example.com'");
  const adminId = admin.rows[0]?.id ?? null;
  const live: number[] = [];
  for (const [index, type] of seedTypes.entries()) {
    const created = await tx.query<{ id: number }>(
      `insert into subscription_types (name, frequency_id, cancel_hotlist_code, freeze_hotlist_code, effective_date_type_id,
         retry_days, amount_cents, is_deleted, created_by, created_at, updated_by, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, timestamptz '2025-08-01 15:00:00Z' + make_interval(days => $10), $11, $12) returning id`,
      [
        type.name,
        type.frequencyId,
        type.cancelHotlistCode,
        type.freezeHotlistCode,
        type.effectiveDateTypeId,
        type.retryDays,
        type.amountCents,
        type.deleted ?? false,
        adminId,
        index * 3,
        // Some were edited since; the others were never updated (no date: shown as --).
        index % 2 === 0 ? adminId : null,
        index % 2 === 0 ? '2026-09-15T16:30:00Z' : null,
      ],
    );
    if (!type.deleted) live.push(created.rows[0]!.id);
  }
  return live;
}

/**
 * `count` enrollments generated in SQL (ten thousand take about a second): spread over the live
 * types, enrolled over a year and a half, most active with a next payment from October to March,
 * some frozen, failed (with retries), cancelled or expired (no next payment).
 */
export async function insertSubscriptionEnrollments(tx: Sql, typeIds: readonly number[], count: number): Promise<void> {
  const { active, frozen, cancelled, paymentFailed, expired } = SUBSCRIPTION_STATUS;
  await tx.query(
    `insert into subscription_enrollments (subscription_id, status_id, enrolled_on, effective_on, next_payment_on, last_processed_on,
       retries, order_id, first_name, last_name, email)
     select ($2::int[])[1 + g % cardinality($2::int[])],
            s.status_id,
            date '2025-06-01' + ((g * 53) % 520),
            date '2025-06-01' + ((g * 53) % 520) + (g % 3) * 7,
            case when s.status_id in (${cancelled}, ${expired}) then null else date '2026-10-01' + ((g * 29) % 180) end,
            case when g % 10 = 0 then null else date '2026-10-01' + ((g * 29) % 180) - 30 end,
            case when s.status_id = ${paymentFailed} then 1 + g % 3 else 0 end,
            500000 + g,
            n.first_name,
            n.last_name,
            lower(replace(n.first_name || '.' || n.last_name, '''', '') || g || '@example.com')
       from generate_series(1, $1::int) as g,
            lateral (select ($3::text[])[1 + g % 20] as first_name, ($4::text[])[1 + (g * 7 / 3) % 20] as last_name) as n,
            lateral (select case when g % 19 = 0 then ${cancelled} when g % 23 = 0 then ${expired} when g % 13 = 0 then ${paymentFailed}
                                 when g % 11 = 0 then ${frozen} else ${active} end as status_id) as s`,
    [count, typeIds, FIRST_NAMES, LAST_NAMES],
  );
}

export async function seedSubscriptions(db: Db, count = enrollmentCount()): Promise<void> {
  const done = await db.query('select 1 from store_meta where key = $1', [SEEDED_KEY]);
  if (done.rows.length > 0) return;
  await db.transaction(async (tx) => {
    const typeIds = await insertTypes(tx);
    await insertSubscriptionEnrollments(tx, typeIds, count);
    await tx.query('insert into store_meta (key, value) values ($1, $2)', [SEEDED_KEY, new Date().toISOString()]);
  });
}
