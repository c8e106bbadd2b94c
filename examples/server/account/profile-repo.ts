/**
 * A customer's profile (My Account): the names, login, phone and address on `customers`, the
 * birthday on the household's "me" (the member the customer is), where the household reads it.
 */
import type { Sql } from '../db/db.ts';

export interface ProfileRow {
  FirstName: string;
  LastName: string;
  Email: string;
  Phone: string;
  DateOfBirth: string | null;
  StreetAddress: string;
  StreetAddress2: string;
  City: string;
  ZipPostalCode: string;
  CountryCode: string;
  StateProvince: string;
}

export type ProfileChange = Omit<ProfileRow, 'Email' | 'DateOfBirth'> & { DateOfBirth: string };

export async function readProfile(sql: Sql, customerId: number): Promise<ProfileRow | null> {
  const found = await sql.query<ProfileRow>(
    `select c.first_name as "FirstName", c.last_name as "LastName", c.email as "Email",
            coalesce(c.phone, '') as "Phone", to_char(m.date_of_birth, 'YYYY-MM-DD') as "DateOfBirth",
            coalesce(c.street_address, '') as "StreetAddress", coalesce(c.street_address2, '') as "StreetAddress2",
            coalesce(c.city, '') as "City", coalesce(c.zip_postal_code, '') as "ZipPostalCode",
            coalesce(c.country_code, '') as "CountryCode", coalesce(c.state_province, '') as "StateProvince"
       from customers c
       left join household_members m on m.customer_id = c.id and m.is_me
      where c.id = $1`,
    [customerId],
  );
  return found.rows[0] ?? null;
}

/** Saves the profile and the "me" member's name and birthday in one transaction. */
export async function saveProfile(sql: Sql, customerId: number, profile: ProfileChange): Promise<void> {
  const orNull = (value: string) => (value === '' ? null : value);
  await sql.query(
    `update customers set first_name = $2, last_name = $3, phone = $4, street_address = $5, street_address2 = $6,
            city = $7, zip_postal_code = $8, country_code = $9, state_province = $10
      where id = $1`,
    [
      customerId,
      profile.FirstName,
      profile.LastName,
      orNull(profile.Phone),
      orNull(profile.StreetAddress),
      orNull(profile.StreetAddress2),
      orNull(profile.City),
      orNull(profile.ZipPostalCode),
      orNull(profile.CountryCode),
      orNull(profile.StateProvince),
    ],
  );
  await sql.query('update household_members set first_name = $2, last_name = $3, date_of_birth = $4 where customer_id = $1 and is_me', [
    customerId,
    profile.FirstName,
    profile.LastName,
    profile.DateOfBirth,
  ]);
}

/** Changes the login; false when another account has the address. */
export async function changeEmail(sql: Sql, customerId: number, email: string): Promise<boolean> {
  const taken = await sql.query<{ id: number }>('select id from customers where email = $1 and id <> $2', [email, customerId]);
  if (taken.rows.length > 0) return false;
  const changed = await sql.query('update customers set email = $2 where id = $1 and not exists (select 1 from customers where email = $2 and id <> $1)', [customerId, email]);
  return (changed.affectedRows ?? 0) > 0;
}
