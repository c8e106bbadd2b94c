/**
 * Which of the demo store's test files run on which engine, for `vitest.config.ts` and
 * `scripts/test-postgres.mjs`.
 *
 * The store runs on PGlite (the default, one connection in one process) or on a PostgreSQL server.
 * `npm run test:unit` runs every file on PGlite; `npm run test:postgres` runs the files that open a
 * store or a database on PostgreSQL, but for those whose behaviour does not depend on the engine
 * (`ENGINE_INDEPENDENT`). In `npm test`, which runs both, a file of the second kind is run once,
 * on PostgreSQL, unless it checks what PGlite does its own way (`PGLITE_OWN`): its transactions
 * cannot interleave, so the locks, holds and merges of the feature files are PostgreSQL's to prove,
 * and every journey of the real-browser tests runs the store on PGlite. That run of `npm test`
 * sets `SERVER_FILES_ENV`; where no PostgreSQL server can be started, `test:postgres` then runs
 * those files on PGlite instead of skipping them, so every file still runs somewhere.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');

/** Set by `npm test`: the unit stage leaves PostgreSQL's files to the PostgreSQL stage. */
export const SERVER_FILES_ENV = 'RESORT_POSTGRES_STAGE_RUNS_ENGINE_FILES';

/**
 * Files left out of the PostgreSQL run because what they check is decided before or beside the
 * database, the same on either engine; the PGlite run keeps checking them. What differs between
 * the engines is checked by the others: value parsing (`db.test.ts`'s samples and every
 * repository's answers), transactions and locks (checkout completion, the cart's day holds, sign-in
 * merging carts, payment-plan and subscription changes, vouchers, the household), migrations and
 * seeding (the global setup, once per run), paging and filtering in SQL (the admin lists, 10,000
 * enrollments) and a restart (sessions). A new server test file runs on PostgreSQL unless it is
 * added here with its reason.
 */
export const ENGINE_INDEPENDENT = new Map([
  // Proves the input layer turns its values away before any query (the database's own refusals
  // switched off); by far the slowest files.
  ['examples/server/platform/hostile-routes.test.ts', 'input refused before any query'],
  ['examples/server/platform/hostile-examples.test.ts', 'input refused before any query'],
  // Who may call each route: the session's role, checked before the route's work.
  ['examples/server/platform/authorization.test.ts', 'the role check runs before any query'],
  // The server-rendered pages and their "build first" answer: HTML from the page shell.
  ['examples/server/shell/pages.test.ts', 'HTML rendering'],
  // Field rules and limits of the profile, the username and registration: the input layer. The
  // lockout and the per-address limits it also checks are SQL the same on both engines, and run on
  // PostgreSQL in platform/rate-limit.test.ts and several-processes.test.ts.
  ['examples/server/account/account-api.test.ts', 'field rules of the input layer'],
  ['examples/server/account/registration-fields.test.ts', 'field rules of the input layer'],
  // Development and production switches (outbox, test pages) and the registration limit (counted
  // on PostgreSQL across two processes in several-processes.test.ts).
  ['examples/server/account/sessions-and-accounts.test.ts', 'modes and the registration limit'],
]);

/** Engine-dependent files that also check PGlite's own way, so `npm test` runs them on both engines. */
export const PGLITE_OWN = new Map([
  ['examples/server/db/db.test.ts', "the engine layer: each engine's row values, transactions and their order"],
  ['examples/server/main.test.ts', 'the store as `npm start` runs it, on PGlite unless DATABASE_URL names a server'],
  ['examples/server/platform/sessions.test.ts', 'carts and sign-ins kept across a restart of the same data directory'],
]);

/** The server test files that open a store or a database (the others never touch a database). */
function storeTestFiles() {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.test.ts') && /test-support\.ts'|db\/db\.ts'|from '\.\/db\.ts'/.test(readFileSync(path, 'utf8'))) found.push(relative(root, path));
    }
  };
  walk(join(root, 'examples', 'server'));
  for (const file of [...ENGINE_INDEPENDENT.keys(), ...PGLITE_OWN.keys()]) {
    if (!found.includes(file)) throw new Error(`server-test-files: ${file} is listed but is not a server test file that opens a store`);
  }
  return found.sort();
}

/** The files `npm run test:postgres` runs: every store-opening file whose behaviour depends on the engine. */
export function engineFiles() {
  return storeTestFiles().filter((file) => !ENGINE_INDEPENDENT.has(file));
}

/** The engine files `npm test` runs on PostgreSQL only (on PGlite where no server can start). */
export function postgresStageFiles() {
  return engineFiles().filter((file) => !PGLITE_OWN.has(file));
}
