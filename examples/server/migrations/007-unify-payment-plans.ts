import type { Migration } from './index.ts';

/**
 * The storefront's schedule viewer now reads the admin's payment schedules and assignments
 * (`pp_*`, migration 6), so the first payment-plan tables of migration 4 go: two copies of the
 * plans let an admin's edits miss what shoppers see. Vouchers and orders stay. A store migrated
 * from an older data directory keeps its seeded `pp_*` rows as they were; `--reset` reseeds them
 * with the season pass plan.
 */
export const unifyPaymentPlansMigration: Migration = {
  version: 7,
  name: 'unify-payment-plans',
  sql: `
drop table if exists payment_plan_assignments, scheduled_payments, payment_schedule_dates, payment_schedules, payment_amount_types;
`,
};
