/**
 * The server engine: a PostgreSQL server at `DATABASE_URL`, through a node-postgres pool, so
 * several store processes (on several machines) can share one database.
 *
 * Two things keep it behaving as PGlite does, so the repositories need not know which runs:
 * - Rows become the same JavaScript values (`postgres-types.ts`), and the session speaks as
 *   PGlite's does (UTC, ISO dates).
 * - Transactions run one at a time across every process: each takes one transaction-scoped
 *   advisory lock first. PGlite, one connection, runs them one at a time too, and the store's
 *   transactions rely on it (two shoppers cannot both take a day's last ticket; an order's
 *   idempotency key is seen by the second request). Under the lock PostgreSQL's default isolation
 *   (read committed) is enough and nothing is ever retried, so a transaction's work may also set
 *   cookies. A store that needed more write throughput would lock rows instead.
 * Start-up (migrations, seeds) runs under a session-scoped advisory lock of its own, so processes
 * starting together migrate once.
 */
import pg from 'pg';
import type { Db, QueryResult, Sql } from './db.ts';
import { ARRAY_TYPES_QUERY, POSTGRES_SESSION, pgliteParam, pgliteTypes } from './postgres-types.ts';

/** The advisory locks' keys: "resort" in ASCII, then which lock. */
const LOCK_SPACE = 0x7265736f;
const TRANSACTION_LOCK = 1;
const STARTUP_LOCK = 2;

/** What a result counts as changed rows, as PGlite counts them (a select changes none). */
const CHANGING = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

async function run<Row>(target: Queryable, text: string, params: readonly unknown[]): Promise<QueryResult<Row>> {
  const result = await target.query(text, params.map(pgliteParam));
  return { rows: result.rows as Row[], affectedRows: CHANGING.has(result.command) ? (result.rowCount ?? 0) : 0 };
}

/** The pool's queries as our `Sql`: each runs on whichever connection is free. */
function poolSql(pool: pg.Pool): Sql {
  return {
    query: (text, params = []) => run(pool, text, params),
    exec: async (text) => {
      // Without values node-postgres sends the simple protocol, which takes several statements.
      await pool.query(text);
    },
  };
}

/**
 * A transaction's queries as our `Sql`, on its one connection. Queries a repository sends together
 * (`Promise.all`) wait their turn, as PGlite's do; `end` sends the commit or rollback after every
 * query sent before it, and a query sent after it is refused, as PGlite refuses one on a closed
 * transaction (it would run outside the transaction, on a connection back in the pool).
 */
function transactionSql(client: pg.PoolClient): { sql: Sql; end: (statement: 'commit' | 'rollback') => Promise<void> } {
  let previous: Promise<unknown> = Promise.resolve();
  let ended = false;
  const inTurn = <T,>(work: () => Promise<T>): Promise<T> => {
    if (ended) return Promise.reject(new Error('The transaction has ended.'));
    const next = previous.then(work, work);
    previous = next.catch(() => undefined);
    return next;
  };
  return {
    sql: {
      query: (text, params = []) => inTurn(() => run(client, text, params)),
      exec: (text) => inTurn(async () => void (await client.query(text))),
    },
    end: (statement) => {
      const done = inTurn(async () => void (await client.query(statement)));
      ended = true;
      return done;
    },
  };
}

/** The address without its password, for messages. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || 'localhost'}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
  } catch {
    return 'an unreadable DATABASE_URL';
  }
}

export async function openPostgres(url: string): Promise<Db> {
  const arrays = new Map<number, number>();
  const pool = new pg.Pool({ connectionString: url, options: POSTGRES_SESSION, types: pgliteTypes(arrays) });
  let closed = false;
  // A connection the server drops while idle must not end the process; the next query reconnects.
  // (Once the store has closed, connections still closing may hear the database go: nothing to say.)
  pool.on('error', (error) => {
    if (!closed) console.error(`[store] a database connection was lost: ${error.message}`);
  });
  try {
    const found = await pool.query<{ element: number; array: number }>(ARRAY_TYPES_QUERY);
    for (const row of found.rows) arrays.set(Number(row.array), Number(row.element));
  } catch (error) {
    await pool.end();
    throw error;
  }

  return {
    engine: 'postgres',
    ...poolSql(pool),
    transaction: async (work) => {
      const client = await pool.connect();
      let broken: unknown;
      try {
        const tx = transactionSql(client);
        await client.query('begin');
        try {
          await client.query('select pg_advisory_xact_lock($1, $2)', [LOCK_SPACE, TRANSACTION_LOCK]);
          const result = await work(tx.sql);
          await tx.end('commit');
          return result;
        } catch (error) {
          await tx.end('rollback').catch((rollbackError: unknown) => (broken = rollbackError));
          throw error;
        }
      } finally {
        // A connection that could not roll back is closed, not handed to the next request.
        client.release(broken instanceof Error ? broken : undefined);
      }
    },
    exclusive: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1, $2)', [LOCK_SPACE, STARTUP_LOCK]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1, $2)', [LOCK_SPACE, STARTUP_LOCK]);
        }
      } finally {
        client.release();
      }
    },
    close: () => {
      closed = true;
      return pool.end();
    },
  };
}
