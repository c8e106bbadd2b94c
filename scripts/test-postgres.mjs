/**
 * `npm run test:postgres`: the demo store's server tests once more, on a real PostgreSQL server
 * instead of PGlite — the same migrations, seeds and repositories through node-postgres.
 *
 * Starts a throwaway cluster in a temporary folder (initdb + pg_ctl on a free port, trust
 * authentication, listening on 127.0.0.1 only, fsync off), runs the server test files that open a
 * store or a database, but for those whose behaviour does not depend on the engine (listed below
 * with why), with `TEST_DATABASE_URL` pointing at it, then stops the cluster and
 * removes the folder. The cluster sorts text as PGlite does (collation C, UTF-8).
 *
 * PostgreSQL refuses to run as root: as root (CI) the cluster runs as the `postgres` user that
 * Debian's package creates. Where no server can be started (no binaries, no user to run them as,
 * initdb or pg_ctl failing) it prints one line saying why and exits 0: the PGlite run of the same
 * tests still guards the store. The time box (`PG_TEST_TIMEOUT_S`, default 900 s) only catches a
 * run that hangs: they take about a minute, and a busy machine must make them slower, never failed.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { startCluster } from './pg-cluster.ts';

const root = join(import.meta.dirname, '..');
const timeoutSeconds = Number(process.env.PG_TEST_TIMEOUT_S ?? 900);

function skip(reason) {
  console.log(`PostgreSQL tests skipped: ${reason}`);
  process.exit(0);
}

/**
 * Files left out because what they check is decided before or beside the database, the same on
 * either engine; the PGlite run keeps checking them. What differs between the engines is checked
 * here: value parsing (`db.test.ts`'s samples and every repository's answers), transactions and
 * locks (checkout completion, the cart's day holds, sign-in merging carts, payment-plan and
 * subscription changes, vouchers, the household), migrations and seeding (the global setup, once
 * per run), paging and filtering in SQL (the admin lists, 10,000 enrollments) and a restart
 * (sessions). A new server test file runs on both unless it is added here with its reason.
 */
const ENGINE_INDEPENDENT = new Map([
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

/** The server test files that open a store or a database (the others never touch PostgreSQL). */
function serverTestFiles() {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.test.ts') && /test-support\.ts'|db\/db\.ts'|from '\.\/db\.ts'/.test(readFileSync(path, 'utf8'))) found.push(relative(root, path));
    }
  };
  walk(join(root, 'examples', 'server'));
  for (const file of ENGINE_INDEPENDENT.keys()) {
    if (!found.includes(file)) throw new Error(`test-postgres: ${file} is listed as engine-independent but is not a server test file that opens a store`);
  }
  return found.filter((file) => !ENGINE_INDEPENDENT.has(file)).sort();
}

// The cluster is made as the load test makes its own (`pg-cluster.ts`).
const cluster = await startCluster();
if ('error' in cluster) skip(cluster.error);
const { stop, url, version } = cluster;

// `npm run test:postgres -- <files>` runs only those of them (while working on one).
const chosen = process.argv.slice(2).map((file) => relative(root, join(process.cwd(), file)));
const files = chosen.length > 0 ? serverTestFiles().filter((file) => chosen.includes(file)) : serverTestFiles();
if (chosen.length > 0 && files.length !== chosen.length) {
  stop();
  console.error(`Not server test files that open a store or a database: ${chosen.filter((file) => !files.includes(file)).join(', ')}`);
  process.exit(1);
}
console.log(`Server tests on ${version} (${new URL(url).host}, a database per test store): ${files.length} files (${ENGINE_INDEPENDENT.size} engine-independent ones left to the PGlite run), time box ${timeoutSeconds} s`);

const started_at = Date.now();
const vitest = spawn('npx', ['vitest', 'run', ...files], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
  env: { ...process.env, TEST_DATABASE_URL: url },
});
let timedOut = false;
const timer = setTimeout(() => {
  timedOut = true;
  process.kill(-vitest.pid, 'SIGTERM');
}, timeoutSeconds * 1000);
const interrupt = () => process.kill(-vitest.pid, 'SIGTERM');
process.on('SIGINT', interrupt);
process.on('SIGTERM', interrupt);

const status = await new Promise((resolve) => vitest.on('close', (code) => resolve(code ?? 1)));
clearTimeout(timer);
stop();
const seconds = ((Date.now() - started_at) / 1000).toFixed(1);
if (timedOut) {
  console.error(`The server tests on PostgreSQL did not finish within ${timeoutSeconds} s.`);
  process.exit(1);
}
console.log(`Server tests on PostgreSQL: ${status === 0 ? 'passed' : 'failed'} in ${seconds} s.`);
process.exit(status);
