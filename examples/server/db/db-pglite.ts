/**
 * The embedded engine: PGlite (PostgreSQL compiled to WebAssembly) in a folder under `DATA_DIR`.
 * It is one connection in this process; PGlite itself queues a transaction's neighbours until it
 * ends, and the data-directory lock (`data-dir-lock.ts`) keeps a second process out.
 */
import { PGlite } from '@electric-sql/pglite';
import { join } from 'node:path';
import type { Db, QueryResult, Sql } from './db.ts';

type PgliteSql = Pick<PGlite, 'query' | 'exec'>;

function sqlOf(target: PgliteSql): Sql {
  return {
    query: async <Row,>(text: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> => {
      const result = await target.query<Row>(text, [...params]);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
    exec: async (text) => {
      await target.exec(text);
    },
  };
}

/** Our interface over an open PGlite. */
export function pgliteDb(pglite: PGlite): Db {
  return {
    engine: 'pglite',
    ...sqlOf(pglite),
    transaction: (work) => pglite.transaction((tx) => work(sqlOf(tx))),
    // One process per data directory already (the lock file): nothing else can be running.
    exclusive: (work) => work(),
    close: () => pglite.close(),
  };
}

/** PGlite in a folder of its own under `dataDir`. */
export async function openPglite(dataDir: string): Promise<Db> {
  // A subfolder, so DATA_DIR can hold other things (the outbox) beside the database.
  // WAL segments of 1 MB, not 16: a new store's folder is 34 MB, not 43, and each of the store's
  // tests starts on a copy of one (7 of its 147 CPU seconds).
  return pgliteDb(await PGlite.create(join(dataDir, 'pglite'), { initDbStartParams: ['--wal-segsize=1'] }));
}
