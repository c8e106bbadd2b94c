/**
 * The demo's day prices, activity slots and reservations, dated from the earliest purchase date:
 * - the 1-day, 3-day and 4-day flex lift tickets every day of the season in four tiers: three weeks ahead or
 *   more the early price; else the first 50 of a day at one price, the next 100 at the next, then
 *   the walk-up price. Some days have already sold at the window, so their first tier is nearly
 *   gone (6 left) or gone;
 * - the snowshoe tour's 9:00 AM and 1:00 PM slots each day, the afternoon's smaller; one day's
 *   afternoon is sold out, and another day has no slot left at all;
 * - First Tracks Breakfast reservations of the shopper's household: Jordan at the maximum of two,
 *   Alex with one.
 */
import type { Sql } from '../db/db.ts';
import { FLEX_TICKET } from '../catalog/seed.ts';
import { addDays } from '../../../src/core/dates.ts';

export const PRICE_LEVELS = [
  { priority: 1, number: 21, trackNumberSold: false, cents: 8_900 },
  { priority: 2, number: 50, trackNumberSold: true, cents: 9_900 },
  { priority: 3, number: 100, trackNumberSold: true, cents: 10_900 },
  { priority: 4, number: 0, trackNumberSold: false, cents: 11_900 },
] as const;

/** Sold at the window, by days after the earliest purchase date (lift ticket). */
export const WINDOW_SALES: Readonly<Record<number, number>> = { 5: 44, 6: 145, 7: 200 };

export const SNOWSHOE = { productId: 5, morning: 5021, afternoon: 5022, morningCapacity: 12, afternoonCapacity: 8 } as const;

export async function seedPricing(tx: Sql, earliest: string, seasonEnd: string): Promise<void> {
  for (const productId of [3, 13, FLEX_TICKET.id]) {
    for (const level of PRICE_LEVELS) {
      await tx.query(
        'insert into product_price_levels (product_id, start_date, end_date, priority, number, track_number_sold, price_cents) values ($1, $2, $3, $4, $5, $6, $7)',
        [productId, earliest, seasonEnd, level.priority, level.number, level.trackNumberSold, level.cents],
      );
    }
  }
  for (const [offset, sold] of Object.entries(WINDOW_SALES)) {
    await tx.query('update product_date_inventory set sold = $3 where product_id = $1 and date = $2', [3, addDays(earliest, Number(offset)), sold]);
  }
  // The 3-day and 4-day flex tickets sell the same days as the 1-day one, each with its own stock.
  for (const productId of [13, FLEX_TICKET.id]) {
    await tx.query(
      `insert into product_date_inventory (product_id, date, capacity)
         select $1, date, case when capacity = 0 then 0 else 200 end from product_date_inventory where product_id = 3`,
      [productId],
    );
  }
  for (let date = earliest, offset = 0; date <= seasonEnd; date = addDays(date, 1), offset += 1) {
    const none = offset === 4;
    await tx.query('insert into product_activity_times (product_id, date, value_id, capacity) values ($1, $2, $3, $4), ($1, $2, $5, $6)', [
      SNOWSHOE.productId,
      date,
      SNOWSHOE.morning,
      none ? 0 : SNOWSHOE.morningCapacity,
      SNOWSHOE.afternoon,
      none || offset === 2 ? 0 : SNOWSHOE.afternoonCapacity,
    ]);
  }
  const members = await tx.query<{ id: number; customer_id: number; first_name: string }>(
    `select m.id, m.customer_id, m.first_name from household_members m join customers c on c.id = m.customer_id where c.email = 'shopper@example.com'`,
  );
  const member = (name: string) => members.rows.find((row) => row.first_name === name);
  const held = [
    { who: 'Jordan', offset: 10, line: 1 },
    { who: 'Jordan', offset: 17, line: 2 },
    { who: 'Alex', offset: 10, line: 3 },
  ];
  for (const reservation of held) {
    const row = member(reservation.who);
    if (!row) continue;
    await tx.query(
      `insert into reservations (customer_id, contact_id, product_id, date, access_code, transaction_id, transaction_line)
       values ($1, $2, 14, $3, $4, 'FT-2001', $5)`,
      [row.customer_id, row.id, addDays(earliest, reservation.offset), `FT${reservation.line}${row.id}`, reservation.line],
    );
  }
}
