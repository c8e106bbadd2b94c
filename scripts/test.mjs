/**
 * `npm test`: every check — lint (zero warnings), types, unit + component + server tests, build,
 * size budgets, Storybook build, axe, the 320 px and French checks over every story of that build,
 * the packed tarball as a stranger installs it, the store's engine-dependent server tests on a real
 * PostgreSQL server, the real-browser journeys and screenshots in Chromium, the main journeys in
 * Firefox and WebKit — then each stage's seconds, so a slowdown shows the day it happens.
 *
 * On this two-core machine the gate is bound by CPU: both cores are busy in both phases, so only
 * less work makes it shorter. The same work costs a quarter more on some runs than on others (lint
 * alone took 50 CPU seconds in one run and 70 in another, 2026-12-03): 1,175 to 1,333 CPU seconds,
 * 616 to 693 s, before the cuts of that day; 1,171 to 1,312 CPU seconds and 620 to 679 s after
 * them (the story check's French pass without axe, the hostile suites' first 50 cases, each
 * theme's contrast measured in place, five repeated real-browser checks on demand). Those cuts
 * took 22 CPU seconds off the unit tests, 19 off the story check and 15 off the screenshots in
 * runs whose lint cost the same. A second round of cuts the next day (lint type-checking every
 * file in place of the types stage, the hostile suites' first 20 cases, one card double per
 * engine, two of Orca's four planted defects, eight more repeated real-browser checks on demand)
 * ran in 710 s for 1,232 CPU seconds and in 909 s for 1,736, both green: the host's speed moved
 * further than any cut. The same stages cost 40 % more CPU in the second run (the unit tests 106
 * and 234 CPU seconds, the story check 74 and 176), and its first phase took 148 s in one run and
 * 286 s in the other. The layout's job is to leave neither core idle; what the gate leaves to the
 * on-demand runs, and where each is covered on every change, is in `test/on-demand.mjs`. Two phases, their lanes side by side:
 *
 * 1. The library's and the widgets' tests (vitest's `pages` and `own process` projects: both cores
 *    from the moment they start); beside them the build, the Storybook build and the story check
 *    over its stories (its own Chromium: axe, 320 px and French); and, once the build is done, the
 *    size check and the packed-tarball check (mostly waiting on npm and Vite).
 * 2. The real-browser tests and journeys on the demo store, the longest lane (two Playwright
 *    workers keep about 1.2 cores busy, waiting on the store, on timers and on frames); beside them
 *    lint (which type-checks every file too: oxlint's `--type-check`), the server tests on PostgreSQL (the engine-dependent files: `server-test-files.mjs`) and
 *    the store's and the scripts' tests (vitest's `server` project); and the journeys in Firefox
 *    and WebKit, then Orca's short journey, then the screenshots and perceivable checks of the
 *    Storybook build, which fill what the browsers leave.
 *
 * Measured (fresh clone, `CI=true`): with the story check in the second phase, that phase kept
 * both cores busy for 612 s (1,180 CPU seconds) while the first left a fifth of its time idle
 * (320 CPU seconds in 201 s), 813 s in all; with the story check moved to the first phase, where
 * it fills that room, the first phase took 212 s and the whole run 684 s. Earlier layouts measured and left: one phase of three lanes took 650 s, as
 * lint, alone on its lane, got an eighth of the machine among a dozen busy processes; every stage
 * started as soon as what it needs is built, the non-browser lanes at a lower priority (`nice`),
 * took 650 s for 1,199 CPU seconds; the journeys and the screenshots as two Playwright runs (four
 * browser workers at once) made every stage slower still; three Playwright workers counted 441 CPU
 * seconds against 379 and took 323 s against 305. Three vitest workers instead of two counted more
 * CPU for the same tests and finished no sooner. A lane stops at its first failing stage; the run
 * stops after the phase in which a stage failed. Each stage's output is printed whole when it ends,
 * so lanes never interleave.
 *
 * Each stage is reported in wall seconds and in CPU seconds: where the run may make cgroups (root
 * on Linux) every process the stage started, browsers and servers included; else user + system of
 * its processes and every child they waited for, as GNU time counts them (a daemon a stage starts
 * and does not wait for, such as the PostgreSQL server behind `pg_ctl`, is then not counted). On a
 * shared or two-core machine the wall time says how long one waited, the CPU time how much work a
 * stage is.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_FILES_ENV } from './server-test-files.mjs';
import { ON_DEMAND_TAG } from '../test/on-demand.mjs';

/**
 * Phases run one after the other; the lanes of a phase run side by side, their stages in order. A
 * stage may also wait for a stage of another lane of its phase (`after`), and does not run if that
 * one failed.
 */
const phases = [
  [
    [
      // The library's and the widgets' files (happy-dom); the store's and the scripts' files wait
      // for the second phase, where the browsers leave room.
      ['unit and component tests', 'RESORT_GATE=1 npx vitest run --project pages --project "own process"'],
    ],
    [
      ['build', 'RESORT_TYPES_CHECKED=1 npm run build'],
      ['Storybook build', 'npm run build-storybook'],
      // axe and the 320 px and French checks over every story of the Storybook build, in its own
      // Chromium: here, not beside the browsers of the second phase, which keep both cores busy.
      ['axe over every story', 'STORYBOOK_AXE_FRENCH_AXE=0 npm run test:stories'],
    ],
    [
      ['size budgets', 'npm run size', { after: ['build'] }],
      // Needs dist/: the package packed and installed as a stranger would (CDN page, Vite app);
      // mostly waiting on npm and Vite.
      ['installed from the packed tarball', 'npm run test:consumer', { after: ['build'] }],
    ],
  ],
  [
    // The real-browser tests and journeys on the demo store: the longest lane, about 1.2 cores busy,
    // waiting on the store, on timers and on frames.
    [['real-browser tests', `npm run test:e2e -- --grep-invert ${ON_DEMAND_TAG} --project=e2e --project=journeys`]],
    // ESLint (one thread) then oxlint's typed rules and the type check of every file from the same
    // program (two threads; the build writes its declarations unchecked); the server tests on PostgreSQL, which
    // need nothing built; then the store's, the command's and the scripts' tests (Node, no DOM).
    [
      ['lint', 'npm run lint'],
      ['server tests on PostgreSQL', 'npm run test:postgres'],
      ['server and script tests', 'npx vitest run --project server'],
    ],
    // Needs dist/: the journeys of test/engines/ in Firefox ESR, then WebKitGTK, on a demo store of
    // their own; then the screen reader Orca's short journey in Chromium and Firefox and its planted
    // defects (test/orca/, `--gate`), mostly waiting on Orca, light on CPU; then the pictures and
    // the perceivable checks of every tag's states in the Storybook build (test/screenshots/, no
    // store): this lane ended minutes before the real-browser lane, which carried them as a project
    // of its own run. With one worker they ended 45 s after the real-browser tests (848 s against
    // 803 s, 2026-12-03); two let both lanes end together.
    [
      ['journeys in Firefox and WebKit', 'npm run test:engines -- --gate'],
      ['screen reader (Orca) in Chromium and Firefox', 'npm run test:screen-reader -- --gate'],
      ['screenshots and perceivable checks', `npm run test:screenshots -- --grep-invert ${ON_DEMAND_TAG}`],
    ],
  ],
];

const GNU_TIME = '/usr/bin/time';
/** How many of a failed stage's last lines are printed again after the table. */
const FAILURE_LINES = 30;
const timesDir = mkdtempSync(join(tmpdir(), 'resort-test-times-'));
let runs = 0;

/**
 * A cgroup v2 hierarchy this process may make groups in (as root on Linux), or null. A stage run
 * in a group of its own is counted whole: the browsers and servers it starts too, which GNU time
 * misses when the stage does not wait for them (Playwright ends its browsers without reaping them;
 * they were two thirds of the real-browser stage's CPU).
 */
function cgroupHierarchy() {
  for (const dir of ['/sys/fs/cgroup/unified', '/sys/fs/cgroup']) {
    if (!existsSync(join(dir, 'cgroup.procs')) || !existsSync(join(dir, 'cpu.stat'))) continue;
    const probe = join(dir, `resort-test-probe-${process.pid}`);
    try {
      mkdirSync(probe);
      rmdirSync(probe);
      return dir;
    } catch {
      // Not ours to divide: GNU time counts instead.
    }
  }
  return null;
}
const hierarchy = process.platform === 'linux' ? cgroupHierarchy() : null;

/** The CPU seconds a stage's group has used (every process that was ever in it), or null. */
function groupSeconds(group) {
  try {
    const usage = /^usage_usec (\d+)$/m.exec(readFileSync(join(group, 'cpu.stat'), 'utf8'));
    return usage ? Number(usage[1]) / 1e6 : null;
  } catch {
    return null;
  }
}

/** Groups whose last process was still leaving when their stage ended: removed at the end. */
const lingering = [];

/** Moves what is left in `group` (a daemon a stage did not stop) back to the top, and removes the group. */
function dissolve(group) {
  try {
    for (const pid of readFileSync(join(group, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean)) {
      try {
        writeFileSync(join(hierarchy, 'cgroup.procs'), pid);
      } catch {
        // It ended meanwhile.
      }
    }
    rmdirSync(group);
  } catch {
    lingering.push(group);
  }
}

/**
 * Runs `command`, collecting what it prints; resolves with its exit status and its CPU seconds:
 * every process of the stage where a cgroup can count them, else those GNU time saw (null where
 * neither can say).
 */
function run(command, output) {
  const timesFile = join(timesDir, `${(runs += 1)}.txt`);
  let group = null;
  if (hierarchy) {
    group = join(hierarchy, `resort-test-${process.pid}-${runs}`);
    try {
      mkdirSync(group);
    } catch {
      group = null;
    }
  }
  // The shell joins the stage's group before it starts the stage, so every process the stage
  // starts is counted there.
  const timed = existsSync(GNU_TIME) ? `exec ${GNU_TIME} -f '%U %S' -o '${timesFile}' sh -c "$RESORT_STAGE"` : 'exec sh -c "$RESORT_STAGE"';
  const script = group ? `echo $$ > '${join(group, 'cgroup.procs')}' && ${timed}` : timed;
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      // The unit stage leaves the store's PostgreSQL files to the PostgreSQL stage (server-test-files.mjs).
      env: { ...process.env, RESORT_STAGE: command, FORCE_COLOR: process.env.FORCE_COLOR ?? '0', [SERVER_FILES_ENV]: '1' },
    });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const counted = group ? groupSeconds(group) : null;
      if (group) dissolve(group);
      resolve({ status: status ?? 1, cpu: counted ?? cpuSeconds(timesFile) });
    });
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
  /** Each stage's end, by name: true when it passed (for the stages that wait on it). */
  const ended = new Map();
  const endOf = (name) => {
    if (!ended.has(name)) {
      let settle;
      const promise = new Promise((resolve) => (settle = resolve));
      ended.set(name, { promise, settle });
    }
    return ended.get(name);
  };
  await Promise.all(
    phase.map(async (lane) => {
      for (const [name, command, { after = [] } = {}] of lane) {
        const waited = await Promise.all(after.map((stage) => endOf(stage).promise));
        const output = [];
        const start = Date.now();
        if (waited.includes(false)) {
          const why = `not run: ${after.filter((_stage, index) => !waited[index]).join(', ')} failed`;
          console.log(`[${clock()}] ${name}: ${why}`);
          failed.push({ name, output: why });
          endOf(name).settle(false);
          // The lane's later stages are not run either.
          for (const [later] of lane.slice(lane.findIndex(([stage]) => stage === name) + 1)) endOf(later).settle(false);
          return;
        }
        console.log(`[${clock()}] ${name}: started`);
        const { status, cpu } = await run(command, output);
        timings.push([name, (Date.now() - start) / 1000, cpu]);
        console.log(`\n──── ${name} (${command}) ────`);
        process.stdout.write(Buffer.concat(output));
        console.log(`[${clock()}] ${name}: ${status === 0 ? 'passed' : `failed (exit ${status})`}`);
        endOf(name).settle(status === 0);
        if (status !== 0) {
          failed.push({ name, output: Buffer.concat(output).toString('utf8') });
          for (const [later] of lane.slice(lane.findIndex(([stage]) => stage === name) + 1)) endOf(later).settle(false);
          return;
        }
      }
    }),
  );
  if (failed.length > 0) break;
}

rmSync(timesDir, { recursive: true, force: true });
for (const group of lingering) {
  try {
    rmdirSync(group);
  } catch {
    // Still busy: an empty group costs nothing, and the system removes it with the machine.
  }
}
const column = (seconds) => (seconds === null ? '—' : seconds.toFixed(1)).padStart(7);
console.log(`\nnpm test, seconds per stage (the lanes of a phase run side by side; CPU: ${hierarchy ? 'every process of the stage, browsers included' : 'the processes GNU time saw the stage wait for'}):`);
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
