/**
 * The shopper's own payment plans, for My Account: one in good standing (Alex's season pass), one
 * with a failed payment whose card on file is refused (Sam's: saved with CVV 911, so Pay now fails
 * until the card is updated), and a cancelled one (hidden). Seeded once per database, after the
 * orders they belong to.
 */
import type { Db, Sql } from '../db/db.ts';
import { PAYMENT_STATUS } from './reference.ts';

const SEEDED_KEY = 'seeded_customer_payment_plans';
/** How many plans the shopper gets (the admin's enrollment list counts them after the demo's). */
export const SHOPPER_PLAN_COUNT = 3;
const ACTIVE = 1;
const CANCELLED = 3;

async function nonce(tx: Sql, token: string, outcome: string): Promise<void> {
  await tx.query(
    `insert into square_double_nonces (token, card_brand, last4, exp_month, exp_year, postal_code, outcome, used_at)
     values ($1, 'VISA', '1111', 12, 2030, '80435', $2, now()) on conflict (token) do nothing`,
    [token, outcome],
  );
}

interface SeedPlan {
  itemId: number | null;
  product: string;
  member: string;
  amountCents: number;
  status: number;
  token: string;
  payments: [string, number, number][];
}

export async function seedCustomerPlans(db: Db): Promise<void> {
  const done = await db.query('select 1 from store_meta where key = $1', [SEEDED_KEY]);
  if (done.rows.length > 0) return;
  await db.transaction(async (tx) => {
    const customer = await tx.query<{ id: number; email: string; first_name: string; last_name: string }>("select id, email, first_name, last_name from customers where email = 'shopper@example.com'");
    const shopper = customer.rows[0];
    const order = await tx.query<{ id: number }>('select id from orders where id = 1001');
    if (shopper && order.rows[0]) {
      await nonce(tx, 'cnon:seed-card-on-file-ok', 'OK');
      await nonce(tx, 'cnon:seed-card-on-file-cvv', 'CVV_FAILURE');
      const { paid, pending, failed, cancelled } = PAYMENT_STATUS;
      const plans: SeedPlan[] = [
        { itemId: 1, product: 'Season Pass - Adult', member: 'Alex', amountCents: 89_900, status: ACTIVE, token: 'cnon:seed-card-on-file-ok', payments: [['2026-10-02', 26_970, paid], ['2026-12-15', 31_465, pending], ['2027-01-15', 31_465, pending]] },
        { itemId: 2, product: 'Season Pass - Child', member: 'Sam', amountCents: 44_900, status: ACTIVE, token: 'cnon:seed-card-on-file-cvv', payments: [['2026-10-02', 13_470, paid], ['2026-11-15', 15_715, failed], ['2027-01-15', 15_715, pending]] },
        { itemId: null, product: 'Ski Rental Package', member: 'Jordan', amountCents: 35_400, status: CANCELLED, token: 'cnon:seed-card-on-file-ok', payments: [['2026-10-02', 8_850, paid], ['2026-12-20', 26_550, cancelled]] },
      ];
      if (plans.length !== SHOPPER_PLAN_COUNT) throw new Error('SHOPPER_PLAN_COUNT must count the seeded plans');
      for (const plan of plans) {
        const created = await tx.query<{ id: number }>(
          `insert into pp_enrollments (enrolled_on, order_id, customer_name, email, product_name, amount_cents, status_id, customer_id, order_item_id,
             card_brand, card_last4, card_exp_month, card_exp_year, card_name, card_token)
           values ('2026-10-02', 1001, $1, $2, $3, $4, $5, $6, $7, 'VISA', '1111', 12, 2030, $1, $8) returning id`,
          [`${shopper.first_name} ${shopper.last_name}`, shopper.email, plan.product, plan.amountCents, plan.status, shopper.id, plan.itemId, plan.token],
        );
        for (const [date, cents, status] of plan.payments) {
          await tx.query('insert into pp_enrollment_payments (enrollment_id, payment_date, amount_cents, status_id, order_id) values ($1, $2, $3, $4, $5)', [
            created.rows[0]!.id,
            date,
            cents,
            status,
            status === paid ? 1001 : null,
          ]);
        }
      }
    }
    await tx.query('insert into store_meta (key, value) values ($1, $2)', [SEEDED_KEY, new Date().toISOString()]);
  });
}
