/**
 * The store's secrets, kept in the database (`store_meta`) so that every process of a store running
 * several against one database signs and checks with the same key, and a restart keeps them. Made
 * on first use; two processes starting at once agree on whichever was written first.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';

export async function storeSecret(db: Db, name: string): Promise<Buffer> {
  const key = `secret:${name}`;
  await db.query('insert into store_meta (key, value) values ($1, $2) on conflict (key) do nothing', [key, randomBytes(32).toString('base64url')]);
  const stored = await db.query<{ value: string }>('select value from store_meta where key = $1', [key]);
  const value = stored.rows[0]?.value;
  if (value === undefined) throw new Error(`The store's ${name} secret could not be read.`);
  return Buffer.from(value, 'base64url');
}
