/**
 * `npm test`: every check — lint (zero warnings), types, unit + component + server tests, build,
 * size budgets, Storybook build, axe and the 320 px check over every story of that build, the
 * server tests once more on a real PostgreSQL server, real-browser tests — then each stage's
 * seconds, so a slowdown shows the day it happens.
 *
 * On a two-core machine the checks run in three lanes side by side, so that a stage that waits
 * (on a browser, a store, a database) leaves its core to another lane's work instead of idle:
 *
 * - the unit, component and server tests;
 * - the build, the Storybook build, then the real-browser journeys and the screenshots of that
 *   Storybook build (mostly waiting on the demo store and the browser);
 * - lint, the type check, then what needs a build (the size check, the packed-tarball check: a
 *   plain CDN page and a Vite app installed from `npm pack`), the story check (axe and 320 px over
 *   every story, mostly waiting on a browser) and the PostgreSQL run (it skips, saying why, on a
 *   machine without PostgreSQL).
 *
 * A stage that needs another lane's work (`after`) waits for that stage and is skipped, failing
 * its lane, when that stage failed. Run in two phases (all tests, then the journeys alone), the
 * same work took 700 s: the journeys used under one core for four minutes. A lane stops at its
 * first failing stage; the others run on, so one run reports every failing lane. Each stage's
 * output is printed whole when it ends, so lanes never interleave.
 *
 * Each stage is reported in wall seconds and in CPU seconds (user + system, its processes and
 * every child they waited for, measured by GNU time): on a shared or two-core machine the wall
 * time says how long one waited, the CPU time how much work a stage is. Two cores finish no sooner
 * than the total CPU time over two. (A daemon a stage starts and does not wait for, such as the
 * PostgreSQL server behind `pg_ctl`, is not in its CPU time.)
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Lanes run side by side, their stages in order: `[name, command, after?]`, where `after` names
 * stages of other lanes that must have passed first.
 */
const lanes = [
  [['unit, component and server tests', 'npm run test:unit']],
  [
    // The type check runs in the third lane: the build writes its declarations unchecked.
    ['build', 'RESORT_TYPES_CHECKED=1 npm run build'],
    ['Storybook build', 'npm run build-storybook'],
    // The journeys on the demo store and the screenshots of the Storybook build (test/screenshots/).
    ['real-browser tests and screenshots', 'npm run test:e2e'],
  ],
  [
    ['lint', 'npm run lint'],
    ['types', 'npm run typecheck'],
    ['size budgets', 'npm run size', ['build']],
    ['installed from the packed tarball', 'npm run test:consumer', ['build']],
    ['axe over every story', 'npm run test:stories', ['Storybook build']],
    ['server tests on PostgreSQL', 'npm run test:postgres'],
  ],
];

const GNU_TIME = '/usr/bin/time';
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

/** Each stage's outcome, settled when it has run or been skipped: true when it passed. */
const outcomes = new Map(lanes.flat().map(([name]) => {
  let settle;
  const promise = new Promise((resolve) => (settle = resolve));
  return [name, { promise, settle }];
}));

await Promise.all(
  lanes.map(async (lane) => {
    for (const [name, command, after = []] of lane) {
      const missing = [];
      for (const stage of after) if (!(await outcomes.get(stage).promise)) missing.push(stage);
      if (missing.length > 0) {
        console.log(`[${clock()}] ${name}: skipped, ${missing.join(' and ')} failed`);
        failed.push(name);
        skipRest(lane, name);
        return;
      }
      const output = [];
      const start = Date.now();
      console.log(`[${clock()}] ${name}: started`);
      const { status, cpu } = await run(command, output);
      timings.push([name, (Date.now() - start) / 1000, cpu]);
      console.log(`\n──── ${name} (${command}) ────`);
      process.stdout.write(Buffer.concat(output));
      console.log(`[${clock()}] ${name}: ${status === 0 ? 'passed' : `failed (exit ${status})`}`);
      outcomes.get(name).settle(status === 0);
      if (status !== 0) {
        failed.push(name);
        skipRest(lane, name);
        return;
      }
    }
  }),
);

/** The stages of `lane` after `name` will not run: a stage waiting for one of them goes on, skipped. */
function skipRest(lane, name) {
  const index = lane.findIndex(([stage]) => stage === name);
  outcomes.get(name).settle(false);
  for (const [stage] of lane.slice(index + 1)) outcomes.get(stage).settle(false);
}

rmSync(timesDir, { recursive: true, force: true });
const column = (seconds) => (seconds === null ? '—' : seconds.toFixed(1)).padStart(7);
console.log('\nnpm test, seconds per stage (the three lanes run side by side):');
console.log(`  ${''.padEnd(34)} ${'wall'.padStart(7)} ${'CPU'.padStart(7)}`);
for (const [name, seconds, cpu] of timings) console.log(`  ${name.padEnd(34)} ${column(seconds)} ${column(cpu)}`);
const cpus = timings.map(([, , cpu]) => cpu);
const totalCpu = cpus.includes(null) ? null : cpus.reduce((sum, cpu) => sum + cpu, 0);
console.log(`  ${'total'.padEnd(34)} ${column((Date.now() - started) / 1000)} ${column(totalCpu)}`);
if (failed.length > 0) {
  console.error(`\nnpm test failed at: ${failed.join(', ')}`);
  process.exit(1);
}
