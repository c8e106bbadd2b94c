import type { Sql } from '../db/db.ts';

export interface HouseholdMember {
  id: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  isMe: boolean;
}

export async function loadHousehold(sql: Sql, customerId: number): Promise<HouseholdMember[]> {
  const result = await sql.query<{
    id: number;
    first_name: string;
    last_name: string;
    date_of_birth: string | null;
    is_me: boolean;
  }>(
    `select id, first_name, last_name, to_char(date_of_birth, 'YYYY-MM-DD') as date_of_birth, is_me
       from household_members
      where customer_id = $1 and not exclude_from_household
      order by is_me desc, display_order, id`,
    [customerId],
  );
  return result.rows.map((row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    dateOfBirth: row.date_of_birth,
    isMe: row.is_me,
  }));
}
