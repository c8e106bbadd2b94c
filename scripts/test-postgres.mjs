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
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const timeoutSeconds = Number(process.env.PG_TEST_TIMEOUT_S ?? 900);
const SUPERUSER = 'resort';

function skip(reason) {
  console.log(`PostgreSQL tests skipped: ${reason}`);
  process.exit(0);
}

/** The folder holding initdb, pg_ctl and postgres: pg_config's, else the newest Debian version's. */
function findBinaries() {
  const hasAll = (dir) => ['initdb', 'pg_ctl', 'postgres'].every((name) => existsSync(join(dir, name)));
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (hasAll(dir)) return dir;
  } catch {
    // No pg_config (Debian's postgresql package does not need it): look where Debian installs.
  }
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian) ? readdirSync(debian).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.map((version) => join(debian, version, 'bin')).find(hasAll);
}

/** How to run a command as the cluster's owner: ourselves, or `postgres` when we are root. */
function asOwner() {
  if (process.getuid?.() !== 0) return { wrap: (command, args) => [command, args], uid: undefined, gid: undefined };
  const user = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (user.status !== 0 || group.status !== 0) return null;
  const runuser = ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find((path) => existsSync(path));
  if (!runuser) return null;
  return { wrap: (command, args) => [runuser, ['-u', 'postgres', '--', command, ...args]], uid: Number(user.stdout), gid: Number(group.stdout) };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a cluster command as its owner; answers its output, or throws with it. */
function runAsOwner(owner, dir, command, args) {
  const [file, argv] = owner.wrap(command, args);
  const result = spawnSync(file, argv, { cwd: dir, encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) {
    const why = (result.stderr?.trim() || result.stdout?.trim() || result.error?.message || '').split('\n').slice(-2).join(' ');
    throw new Error(`${command.split('/').pop()} failed${why ? `: ${why}` : ''}`);
  }
  return (result.stdout ?? '').trim();
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
  // switched off); by far the slowest file.
  ['examples/server/platform/hostile-routes.test.ts', 'input refused before any query'],
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

const bin = findBinaries();
if (!bin) skip('no PostgreSQL server binaries (initdb, pg_ctl) found; install Debian\'s postgresql package.');
const owner = asOwner();
if (!owner) skip('running as root, and there is no postgres user (with runuser) to run the server as.');

const dir = mkdtempSync(join(tmpdir(), 'resort-pg-'));
if (owner.uid !== undefined) chownSync(dir, owner.uid, owner.gid);
const data = join(dir, 'data');
const port = await freePort();
let started = false;

function stop() {
  if (started) {
    started = false;
    try {
      runAsOwner(owner, dir, join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch (error) {
      console.error(`Could not stop the test PostgreSQL server: ${error.message}`);
    }
  }
  rmSync(dir, { recursive: true, force: true });
}

try {
  runAsOwner(owner, dir, join(bin, 'initdb'), ['-D', data, '-U', SUPERUSER, '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8', '--lc-collate=C']);
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  try {
    runAsOwner(owner, dir, join(bin, 'pg_ctl'), ['-D', data, '-o', settings, '-l', join(dir, 'server.log'), '-w', '-t', '30', 'start']);
  } catch (error) {
    // pg_ctl says only that it failed; the server's log says why.
    const log = existsSync(join(dir, 'server.log')) ? readFileSync(join(dir, 'server.log'), 'utf8').trim().split('\n').slice(-1)[0] : '';
    throw new Error(`${error.message}${log ? ` — ${log}` : ''}`);
  }
  started = true;
} catch (error) {
  stop();
  skip(`the server did not start (${error.message}).`);
}

// `npm run test:postgres -- <files>` runs only those of them (while working on one).
const chosen = process.argv.slice(2).map((file) => relative(root, join(process.cwd(), file)));
const files = chosen.length > 0 ? serverTestFiles().filter((file) => chosen.includes(file)) : serverTestFiles();
if (chosen.length > 0 && files.length !== chosen.length) {
  stop();
  console.error(`Not server test files that open a store or a database: ${chosen.filter((file) => !files.includes(file)).join(', ')}`);
  process.exit(1);
}
const version = runAsOwner(owner, dir, join(bin, 'postgres'), ['--version']);
console.log(`Server tests on ${version} (127.0.0.1:${port}, a database per test store): ${files.length} files (${ENGINE_INDEPENDENT.size} engine-independent ones left to the PGlite run), time box ${timeoutSeconds} s`);

const started_at = Date.now();
const vitest = spawn('npx', ['vitest', 'run', ...files], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
  env: { ...process.env, TEST_DATABASE_URL: `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres` },
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
