/**
 * The household's seed: the shopper's Jordan has no birthday yet (the panel asks for one), Alex
 * has a media card and a pass, Alex and Sam have days on the mountain, and the season passes and
 * lift tickets are loaded onto a media card.
 */
import type { Sql } from '../db/db.ts';

const SHOPPER = 'shopper@example.com';
/** Season Pass - Adult, Season Pass - Child, Lift Ticket - 1 Day. */
export const MEDIA_PRODUCT_IDS = [1, 2, 3] as const;
export const SEEDED_MEDIA_NUMBER = '600110203040';

const VISITS: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>> = {
  Alex: [
    ['2025-12-20', 'Summit Express'],
    ['2026-01-04', 'Summit Express'],
    ['2026-01-18', 'Ridge Quad'],
    ['2026-02-14', 'Summit Express'],
    ['2026-03-08', 'Village Gondola'],
  ],
  Sam: [
    ['2026-01-04', 'Village Gondola'],
    ['2026-02-14', 'Bunny Hill Carpet'],
  ],
};

export async function seedHousehold(tx: Sql): Promise<void> {
  const members = await tx.query<{ id: number; first_name: string }>(
    'select m.id, m.first_name from household_members m join customers c on c.id = m.customer_id where c.email = $1',
    [SHOPPER],
  );
  const byName = new Map(members.rows.map((row) => [row.first_name, row.id]));
  await tx.query('update household_members set date_of_birth = null where id = $1', [byName.get('Jordan')]);
  await tx.query(
    `update household_members set media_number = $2, pass_media_number = $3, rfid = $4, media_added_at = now() where id = $1`,
    [byName.get('Alex'), SEEDED_MEDIA_NUMBER, 'SP26-0001-AM', 'E2003412B802011A'],
  );
  for (const [name, visits] of Object.entries(VISITS)) {
    for (const [date, place] of visits) {
      await tx.query('insert into member_visits (member_id, visited_on, place) values ($1, $2, $3)', [byName.get(name), date, place]);
    }
  }
  for (const productId of MEDIA_PRODUCT_IDS) await tx.query('insert into product_media_requirements (product_id) values ($1)', [productId]);
}
