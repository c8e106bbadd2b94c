/**
 * The store's database, behind a small interface of our own so that one set of repositories and
 * migrations runs on either of two engines: PGlite (an embedded PostgreSQL in a folder under
 * `DATA_DIR`, the default) or a PostgreSQL server (`DATABASE_URL=postgres://…`, through
 * node-postgres). Both give a repository the same JavaScript values for the same row (see
 * `postgres-types.ts`), and both run transactions one at a time (see `db-postgres.ts`).
 */
export interface QueryResult<Row> {
  rows: Row[];
  /** Rows an insert, update or delete changed (0 for a select). */
  affectedRows?: number;
}

/** What both the database and an open transaction can do; repositories take this. */
export interface Sql {
  /** One statement, its values passed as `$1`, `$2`, … (never spliced into the text). */
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /** Several statements separated by `;`, without values (migrations, seeds). */
  exec(text: string): Promise<void>;
}

export interface Db extends Sql {
  readonly engine: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. One
   * transaction runs at a time, on either engine, so a check and the write it allows hold together.
   */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  /** Runs `work` while no other store process on this database runs its own (start-up: migrations and seeds). */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** One step of the schema; the list lives in `migrations/`, which imports this, never the reverse. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Where a store keeps its data: PGlite under `dataDir`, or the PostgreSQL database at `databaseUrl`. */
export interface DbLocation {
  dataDir: string;
  databaseUrl?: string | undefined;
}

export async function openDb(location: DbLocation): Promise<Db> {
  if (location.databaseUrl) {
    const { openPostgres } = await import('./db-postgres.ts');
    return openPostgres(location.databaseUrl);
  }
  const { openPglite } = await import('./db-pglite.ts');
  return openPglite(location.dataDir);
}

/** Applies the migrations of `list` not applied yet (`migrations/index.ts`; tests pass an older list to build an older database). */
export async function migrate(db: Db, list: readonly Migration[]): Promise<void> {
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
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
    });
  }
}

/**
 * Drops every table (not the files), so a reset cannot touch anything outside the database. On a
 * PostgreSQL server that is everything in the `public` schema of the database `DATABASE_URL` names.
 */
export async function wipe(db: Db): Promise<void> {
  await db.exec('drop schema public cascade; create schema public;');
}
