/**
 * `npm run test:postgres`: the demo store's server tests once more, on a real PostgreSQL server
 * instead of PGlite — the same migrations, seeds and repositories through node-postgres.
 *
 * Starts a throwaway cluster in a temporary folder (initdb + pg_ctl on a free port, trust
 * authentication, listening on 127.0.0.1 only, fsync off), runs the server test files that open a
 * store or a database, but for those whose behaviour does not depend on the engine
 * (`server-test-files.mjs` lists them with why), with `TEST_DATABASE_URL` pointing at it, then stops
 * the cluster and removes the folder. The cluster sorts text as PGlite does (collation C, UTF-8).
 *
 * PostgreSQL refuses to run as root: as root (CI) the cluster runs as the `postgres` user that
 * Debian's package creates. Where no server can be started (no binaries, no user to run them as,
 * initdb or pg_ctl failing) it prints one line saying why and exits 0: the PGlite run of the same
 * tests still guards the store; in `npm test`, whose unit stage leaves these files to this one, it
 * runs them on PGlite instead. The time box (`PG_TEST_TIMEOUT_S`, default 900 s) only catches a
 * run that hangs: they take about a minute, and a busy machine must make them slower, never failed.
 */
import { spawn } from 'node:child_process';
import { join, relative } from 'node:path';
import { startCluster } from './pg-cluster.ts';
import { ENGINE_INDEPENDENT, engineFiles, postgresStageFiles, SERVER_FILES_ENV } from './server-test-files.mjs';

const root = join(import.meta.dirname, '..');
const timeoutSeconds = Number(process.env.PG_TEST_TIMEOUT_S ?? 900);

function skip(reason) {
  console.log(`PostgreSQL tests skipped: ${reason}`);
  process.exit(0);
}

// `npm run test:postgres -- <files>` runs only those of them (while working on one).
const chosen = process.argv.slice(2).map((file) => relative(root, join(process.cwd(), file)));
const files = chosen.length > 0 ? engineFiles().filter((file) => chosen.includes(file)) : engineFiles();
if (chosen.length > 0 && files.length !== chosen.length) {
  console.error(`Not server test files that open a store or a database: ${chosen.filter((file) => !files.includes(file)).join(', ')}`);
  process.exit(1);
}

// The cluster is made as the load test makes its own (`pg-cluster.ts`).
const cluster = await startCluster();
let stop = () => {};
let url;
if ('error' in cluster) {
  // In `npm test` the unit stage left these files to this one: they run on PGlite rather than nowhere.
  if (!process.env[SERVER_FILES_ENV]) skip(cluster.error);
  console.log(`No PostgreSQL server (${cluster.error}): the files npm test runs only here run on PGlite instead.`);
} else {
  ({ stop, url } = cluster);
  console.log(`Server tests on ${cluster.version} (${new URL(url).host}, a database per test store): ${files.length} files (${ENGINE_INDEPENDENT.size} engine-independent ones left to the PGlite run), time box ${timeoutSeconds} s`);
}
const run = url === undefined ? postgresStageFiles().filter((file) => files.includes(file)) : files;

const started_at = Date.now();
const vitest = spawn('npx', ['vitest', 'run', ...run], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
  // The run's own vitest must not leave out the very files it was given.
  env: { ...process.env, [SERVER_FILES_ENV]: '', ...(url === undefined ? {} : { TEST_DATABASE_URL: url }) },
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
console.log(`Server tests on ${url === undefined ? 'PGlite' : 'PostgreSQL'}: ${status === 0 ? 'passed' : 'failed'} in ${seconds} s.`);
process.exit(status);
