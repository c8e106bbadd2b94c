/**
 * `npm test`: every check — lint (zero warnings), types, unit + component + server tests, build,
 * size budgets, Storybook build, axe and the 320 px check over every story of that build, the
 * server tests once more on a real PostgreSQL server, real-browser tests — then each stage's
 * seconds, so a slowdown shows the day it happens.
 *
 * On a two-core machine the counted work is about 650 CPU seconds, plus Chromium's, which GNU
 * time does not see (Playwright does not wait for the browser's processes): the journeys alone
 * keep both cores 97% busy for three minutes while their CPU column says 124 s. Two phases, their
 * lanes side by side:
 *
 * 1. The unit, component and server tests (about 260 CPU seconds: `vitest.config.ts` says how the
 *    files share their workers) beside the build, the Storybook build and the size check, which
 *    the second phase needs, and the type check.
 * 2. The real-browser journeys and the screenshots of that Storybook build beside lint, and beside
 *    the packed-tarball check (a plain CDN page and a Vite app installed from
 *    `npm pack`), the story check (axe and 320 px over every story), the PostgreSQL run (it
 *    skips, saying why, on a machine without PostgreSQL) and the journeys in Firefox and WebKit.
 *
 * Measured on this machine: one phase of three lanes (journeys beside the unit tests and lint)
 * took 650 s, as lint, alone on its lane, got an eighth of the machine among a dozen busy
 * processes; two phases with the journeys alone in the second took 700 s with the unit tests in
 * a process per file; this layout, 640 s with the unit tests on worker threads and 527 s with
 * them in VM contexts (a fresh clone, `CI=true`, green on the first try). A lane stops at its first failing stage; the run stops
 * after the phase in which a stage failed. Each stage's output is printed whole when it ends, so
 * lanes never interleave.
 *
 * Each stage is reported in wall seconds and in CPU seconds (user + system, its processes and
 * every child they waited for, measured by GNU time): on a shared or two-core machine the wall
 * time says how long one waited, the CPU time how much work a stage is. (A daemon a stage starts
 * and does not wait for, such as the PostgreSQL server behind `pg_ctl`, is not in its CPU time.)
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Phases run one after the other; the lanes of a phase run side by side, their stages in order. */
const phases = [
  [
    [['unit, component and server tests', 'npm run test:unit']],
    [
      // The type check runs here, not in the build: the build writes its declarations unchecked.
      ['build', 'RESORT_TYPES_CHECKED=1 npm run build'],
      ['Storybook build', 'npm run build-storybook'],
      ['size budgets', 'npm run size'],
      // The unit tests leave a fifth of a core idle once the builds are done; the type check fills it.
      ['types', 'npm run typecheck'],
    ],
  ],
  [
    // The journeys on the demo store and the screenshots of the Storybook build (test/screenshots/).
    [['real-browser tests and screenshots', 'npm run test:e2e']],
    // Lint is one thread, and gets an eighth of the machine beside the browsers: 480 s of wall time
    // for 114 CPU seconds, a lane of its own as long as the journeys'.
    [['lint', 'npm run lint']],
    [
      // Needs dist/: the package packed and installed as a stranger would (CDN page, Vite app).
      ['installed from the packed tarball', 'npm run test:consumer'],
      ['axe over every story', 'npm run test:stories'],
      ['server tests on PostgreSQL', 'npm run test:postgres'],
      // Needs dist/: the journeys of test/engines/ in Firefox ESR, then WebKitGTK, on a demo store of
      // their own. After lint they made the phase's longest lane (567 s against the journeys' 514).
      ['journeys in Firefox and WebKit', 'npm run test:engines'],
    ],
  ],
];

const GNU_TIME = '/usr/bin/time';
/** How many of a failed stage's last lines are printed again after the table. */
const FAILURE_LINES = 30;
const timesDir = mkdtempSync(join(tmpdir(), 'resort-test-times-'));
let runs = 0;

/**
 * Runs `command`, collecting what it prints; resolves with its exit status and its CPU seconds
 * (null where GNU time is missing or could not say).
 */
function run(command, output) {
  const timesFile = join(timesDir, `${(runs += 1)}.txt`);
  const [file, args] = existsSync(GNU_TIME) ? [GNU_TIME, ['-f', '%U %S', '-o', timesFile, 'sh', '-c', command]] : ['sh', ['-c', command]];
  return new Promise((resolve) => {
    const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' } });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => resolve({ status: status ?? 1, cpu: cpuSeconds(timesFile) }));
  });
}

/** GNU time's last line: user and system seconds (earlier lines say how the command ended). */
function cpuSeconds(timesFile) {
  try {
    const [user, system] = readFileSync(timesFile, 'utf8').trim().split('\n').at(-1).split(' ').map(Number);
    return Number.isFinite(user) && Number.isFinite(system) ? user + system : null;
  } catch {
    return null;
  }
}

const timings = [];
const failed = [];
const started = Date.now();
const clock = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

for (const phase of phases) {
  await Promise.all(
    phase.map(async (lane) => {
      for (const [name, command] of lane) {
        const output = [];
        const start = Date.now();
        console.log(`[${clock()}] ${name}: started`);
        const { status, cpu } = await run(command, output);
        timings.push([name, (Date.now() - start) / 1000, cpu]);
        console.log(`\n──── ${name} (${command}) ────`);
        process.stdout.write(Buffer.concat(output));
        console.log(`[${clock()}] ${name}: ${status === 0 ? 'passed' : `failed (exit ${status})`}`);
        if (status !== 0) {
          failed.push({ name, output: Buffer.concat(output).toString('utf8') });
          return;
        }
      }
    }),
  );
  if (failed.length > 0) break;
}

rmSync(timesDir, { recursive: true, force: true });
const column = (seconds) => (seconds === null ? '—' : seconds.toFixed(1)).padStart(7);
console.log('\nnpm test, seconds per stage (the lanes of a phase run side by side):');
console.log(`  ${''.padEnd(34)} ${'wall'.padStart(7)} ${'CPU'.padStart(7)}`);
for (const [name, seconds, cpu] of timings) console.log(`  ${name.padEnd(34)} ${column(seconds)} ${column(cpu)}`);
const cpus = timings.map(([, , cpu]) => cpu);
const totalCpu = cpus.includes(null) ? null : cpus.reduce((sum, cpu) => sum + cpu, 0);
console.log(`  ${'total'.padEnd(34)} ${column((Date.now() - started) / 1000)} ${column(totalCpu)}`);
if (failed.length > 0) {
  // A failed stage printed its reasons minutes ago, above the stages that ended after it: its
  // last lines again here, where a log cut to its end still shows them.
  for (const { name, output } of failed) {
    console.error(`\n──── why ${name} failed (its last ${FAILURE_LINES} lines) ────`);
    console.error(output.trimEnd().split('\n').slice(-FAILURE_LINES).join('\n'));
  }
  console.error(`\nnpm test failed at: ${failed.map(({ name }) => name).join(', ')}`);
  process.exit(1);
}
