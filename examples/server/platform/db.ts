import { PGlite, type Transaction } from '@electric-sql/pglite';
import { join } from 'node:path';
import { migrations, type Migration } from '../migrations/index.ts';

export type Db = PGlite;
/** What both the database and an open transaction can do; repositories take this. */
export type Sql = Pick<Transaction, 'query' | 'exec'>;

export async function openDb(dataDir: string): Promise<Db> {
  // A subfolder, so DATA_DIR can hold other things (uploads) beside the database.
  return PGlite.create(join(dataDir, 'pglite'));
}

/** Applies the migrations not applied yet; tests pass an older list to build an older data directory. */
export async function migrate(db: Db, list: readonly Migration[] = migrations): Promise<void> {
  await db.exec(`create table if not exists schema_migrations (
    version integer primary key,
    name text not null,
    applied_at timestamptz not null default now()
  )`);
  const done = await db.query<{ version: number }>('select version from schema_migrations');
  const applied = new Set(done.rows.map((row) => row.version));
  for (const migration of list) {
    if (applied.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
  }
}

/** Drops every table (not the files), so a reset cannot touch anything outside the database. */
export async function wipe(db: Db): Promise<void> {
  await db.exec('drop schema public cascade; create schema public;');
}
