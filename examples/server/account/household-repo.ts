/**
 * The household's data as the store keeps it: a customer's members with their birthdays, media
 * cards and photos, their visits, and the checkout's media choices. Every function takes the
 * customer's id: a member of another household is never found, read or changed.
 */
import { loadTranslations } from '../platform/localized.ts';
import { answerLanguage, type StoreLanguage } from '../text/languages.ts';
import { say } from '../text/store-text.ts';
import type { Member, MediaRequirement, MediaSelection, MemberHistory } from '../../../src/api/household-schemas.ts';
import { ageOn, isMinor } from '../../../widgets/waiver/waiver-rules.ts';
import type { Sql } from '../db/db.ts';

/** How many visits a member's history holds at most. */
export const HISTORY_LIMIT = 100;

interface MemberRow {
  id: number;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  is_me: boolean;
  exclude_from_household: boolean;
  media_number: string | null;
  rfid: string | null;
  pass_media_number: string | null;
  media_added_at: Date | null;
  photo_version: number | null;
}

/**
 * `Adult, age 40` or `Minor, age 11` (under 18), in the answer's language (`Adulte, 40 ans`); empty
 * without a birthday. My Account's household shows it as the store writes it.
 */
export function ageDescription(dateOfBirth: string | null, today: Date): string {
  const age = ageOn(dateOfBirth, today);
  if (age === null) return '';
  return say(isMinor(dateOfBirth, today) ? 'household.ageMinor' : 'household.ageAdult', { age });
}

/** Where a member's photo is served (its version makes a new photo a new address). */
export const photoUrl = (memberId: number, version: number) => `/api/photo/${memberId}?v=${version}`;

function toMember(row: MemberRow, today: Date): Member {
  return {
    ContactInfoId: row.id,
    FirstName: row.first_name,
    LastName: row.last_name,
    Fullname: `${row.first_name} ${row.last_name}`.trim(),
    DateOfBirth: row.date_of_birth,
    AgeDescription: ageDescription(row.date_of_birth, today),
    PhotoUrl: row.photo_version === null ? null : photoUrl(row.id, row.photo_version),
    PassMediaNumber: row.pass_media_number,
    Rfid: row.rfid,
    MediaNumber: row.media_number,
    MediaAdded: row.media_added_at !== null,
    ExcludeFromHousehold: row.exclude_from_household,
    IsAssignable: true,
    Me: row.is_me,
    LegacyContactId: null,
  };
}

const MEMBER_COLUMNS = `m.id, m.first_name, m.last_name, to_char(m.date_of_birth, 'YYYY-MM-DD') as date_of_birth, m.is_me,
  m.exclude_from_household, m.media_number, m.rfid, m.pass_media_number, m.media_added_at, p.version as photo_version`;

/** The household, the account holder first, as `GET /api/checkout/guestinfobase` answers it. */
export async function householdMembers(sql: Sql, customerId: number, today = new Date()): Promise<Member[]> {
  const result = await sql.query<MemberRow>(
    `select ${MEMBER_COLUMNS}
       from household_members m left join member_photos p on p.member_id = m.id
      where m.customer_id = $1 and not m.exclude_from_household
      order by m.is_me desc, m.display_order, m.id`,
    [customerId],
  );
  return result.rows.map((row) => toMember(row, today));
}

export interface NewMember {
  FirstName: string;
  LastName: string;
  DateOfBirth: string;
}

/**
 * Adds the member, or says it exists: the household already has someone with the same first and
 * last name (any case) and birthday.
 */
export async function addMember(sql: Sql, customerId: number, member: NewMember): Promise<{ exists: true } | { exists: false; id: number }> {
  const existing = await sql.query<{ id: number }>(
    `select id from household_members
      where customer_id = $1 and lower(first_name) = lower($2) and lower(last_name) = lower($3) and date_of_birth = $4 and not exclude_from_household`,
    [customerId, member.FirstName, member.LastName, member.DateOfBirth],
  );
  if (existing.rows.length > 0) return { exists: true };
  const inserted = await sql.query<{ id: number }>(
    `insert into household_members (customer_id, first_name, last_name, date_of_birth, is_me, display_order)
     values ($1, $2, $3, $4, false, (select coalesce(max(display_order), 0) + 1 from household_members where customer_id = $1))
     returning id`,
    [customerId, member.FirstName, member.LastName, member.DateOfBirth],
  );
  return { exists: false, id: inserted.rows[0]!.id };
}

/** Sets the member's birthday; false when the member is not in the household. */
export async function setBirthdate(sql: Sql, customerId: number, memberId: number, date: string): Promise<boolean> {
  const result = await sql.query('update household_members set date_of_birth = $3 where customer_id = $1 and id = $2', [customerId, memberId, date]);
  return (result.affectedRows ?? 0) > 0;
}

export type AssignMediaOutcome = 'assigned' | 'not-in-household' | 'taken';

/** Loads the member's pass onto the card `mediaId`; a card another member holds is refused. */
export async function assignMedia(sql: Sql, customerId: number, memberId: number, mediaId: string): Promise<AssignMediaOutcome> {
  const taken = await sql.query<{ id: number }>('select id from household_members where media_number = $1 and id <> $2', [mediaId, memberId]);
  if (taken.rows.length > 0) return 'taken';
  const result = await sql.query(
    'update household_members set media_number = $3, media_added_at = now() where customer_id = $1 and id = $2 and not exclude_from_household',
    [customerId, memberId, mediaId],
  );
  return (result.affectedRows ?? 0) > 0 ? 'assigned' : 'not-in-household';
}

/** Stores the member's photo (a new version each time); false when the member is not in the household. */
export async function storePhoto(sql: Sql, customerId: number, memberId: number, photo: { jpeg: Buffer; width: number; height: number }): Promise<number | null> {
  const member = await sql.query('select 1 from household_members where customer_id = $1 and id = $2', [customerId, memberId]);
  if (member.rows.length === 0) return null;
  const stored = await sql.query<{ version: number }>(
    `insert into member_photos (member_id, jpeg, width, height) values ($1, $2, $3, $4)
     on conflict (member_id) do update set jpeg = excluded.jpeg, width = excluded.width, height = excluded.height,
       version = member_photos.version + 1, updated_at = now()
     returning version`,
    [memberId, photo.jpeg, photo.width, photo.height],
  );
  return stored.rows[0]?.version ?? null;
}

/** The member's photo, only for their own household's customer. */
export async function memberPhoto(sql: Sql, customerId: number, memberId: number): Promise<Buffer | null> {
  const result = await sql.query<{ jpeg: Uint8Array }>(
    `select p.jpeg from member_photos p join household_members m on m.id = p.member_id where m.customer_id = $1 and m.id = $2`,
    [customerId, memberId],
  );
  const row = result.rows[0];
  return row ? Buffer.from(row.jpeg) : null;
}

/** The member's stats and their latest visits (at most `limit`, at most `HISTORY_LIMIT`). */
export async function memberHistory(sql: Sql, customerId: number, memberId: number, limit: number, seasonStart: string): Promise<MemberHistory | null> {
  const member = await sql.query('select 1 from household_members where customer_id = $1 and id = $2', [customerId, memberId]);
  if (member.rows.length === 0) return null;
  const [visits, stats, purchases] = await Promise.all([
    sql.query<{ visited_on: string; place: string }>(
      `select to_char(visited_on, 'YYYY-MM-DD') as visited_on, place from member_visits where member_id = $1 order by visited_on desc, id desc limit $2`,
      [memberId, Math.min(limit, HISTORY_LIMIT)],
    ),
    sql.query<{ visits: number; season: number; last_visit: string | null }>(
      `select count(*)::int as visits, count(*) filter (where visited_on >= $2)::int as season, to_char(max(visited_on), 'YYYY-MM-DD') as last_visit
         from member_visits where member_id = $1`,
      [memberId, seasonStart],
    ),
    sql.query<{ count: number }>(
      `select count(*)::int as count from order_items i join orders o on o.id = i.order_id where o.customer_id = $1 and i.contact_id = $2`,
      [customerId, memberId],
    ),
  ]);
  const summary = stats.rows[0];
  return {
    ContactInfoId: memberId,
    Stats: { Visits: summary?.visits ?? 0, VisitsThisSeason: summary?.season ?? 0, LastVisit: summary?.last_visit ?? null, Purchases: purchases.rows[0]?.count ?? 0 },
    History: visits.rows.map((row) => ({ Date: row.visited_on, Place: row.place })),
  };
}

/**
 * The household's members whose cart items need a media card, with their card and the choice
 * made for them (a choice for a member who no longer needs a card is not shown); the products'
 * names in `language` (the answer's by default).
 */
export async function mediaRequirements(sql: Sql, customerId: number, language: StoreLanguage = answerLanguage()): Promise<MediaRequirement[]> {
  const local = await loadTranslations(sql, language, ['Product']);
  const result = await sql.query<{ id: number; first_name: string; last_name: string; media_number: string | null; products: { id: number; name: string }[]; media_option: 'Purchase' | 'Reload' | null }>(
    `select m.id, m.first_name, m.last_name, m.media_number, json_agg(distinct jsonb_build_object('id', p.id, 'name', p.name)) as products, a.media_option
       from carts c
       join cart_items i on i.cart_id = c.id
       join product_media_requirements r on r.product_id = i.product_id
       join products p on p.id = i.product_id
       join household_members m on m.id = i.contact_id and m.customer_id = c.customer_id
       left join media_assignments a on a.customer_id = c.customer_id and a.contact_id = m.id
      where c.customer_id = $1
      group by m.id, m.first_name, m.last_name, m.media_number, a.media_option, m.is_me, m.display_order
      order by m.is_me desc, m.display_order, m.id`,
    [customerId],
  );
  return result.rows.map((row) => ({
    ContactId: row.id,
    Fullname: `${row.first_name} ${row.last_name}`.trim(),
    ProductNames: row.products.map((product) => local.value('Product', product.id, 'Name', product.name)).sort((a, b) => a.localeCompare(b, language)),
    MediaNumber: row.media_number,
    // Reload needs a card: a choice made before the card was removed falls back to none.
    MediaOption: row.media_option === 'Reload' && row.media_number === null ? null : row.media_option,
  }));
}

/** Stores the choices (one per member, replacing earlier ones); false when a member is not in the household. */
export async function saveMediaSelections(sql: Sql, customerId: number, selections: readonly MediaSelection[]): Promise<boolean> {
  if (selections.length === 0) return true;
  const ids = selections.map((entry) => entry.ContactId);
  const members = await sql.query<{ id: number }>('select id from household_members where customer_id = $1 and id = any($2::int[])', [customerId, ids]);
  if (members.rows.length !== new Set(ids).size) return false;
  for (const entry of selections) {
    await sql.query(
      `insert into media_assignments (customer_id, contact_id, media_option) values ($1, $2, $3)
       on conflict (customer_id, contact_id) do update set media_option = excluded.media_option, updated_at = now()`,
      [customerId, entry.ContactId, entry.MediaOption],
    );
  }
  return true;
}

/** Removes the member's choice, or every choice of the customer with `all`. */
export async function deleteMediaSelection(sql: Sql, customerId: number, memberId: number, all: boolean): Promise<void> {
  if (all) await sql.query('delete from media_assignments where customer_id = $1', [customerId]);
  else await sql.query('delete from media_assignments where customer_id = $1 and contact_id = $2', [customerId, memberId]);
}

/** Whether the member is in the customer's household. */
export async function inHousehold(sql: Sql, customerId: number, memberId: number): Promise<boolean> {
  const result = await sql.query('select 1 from household_members where customer_id = $1 and id = $2 and not exclude_from_household', [customerId, memberId]);
  return result.rows.length > 0;
}
