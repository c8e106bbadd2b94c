/**
 * `npm test`: every check — lint (zero warnings), types, unit + component + server tests, build,
 * size budgets, Storybook build, axe and the 320 px check over every story of that build, the
 * server tests once more on a real PostgreSQL server, real-browser tests — then each stage's
 * seconds, so a slowdown shows the day it happens.
 *
 * On a two-core machine the checks share the machine where one leaves a core idle: the unit tests
 * run beside a lane of lint, the type check (each on one core), the build, the size check, the
 * Storybook build, the story check (mostly waiting on a browser) and the PostgreSQL run, which
 * fills the time that lane used to wait for the unit tests (it skips, saying why, on a machine
 * without PostgreSQL). The real-browser tests run
 * alone, last. A lane stops at its first failing stage; the run stops after the phase in which a
 * stage failed. Each lane's output is printed whole when it ends, so lanes never interleave.
 */
import { spawn } from 'node:child_process';

/** Phases run one after the other; the lanes of a phase run side by side, their stages in order. */
const phases = [
  [
    [['unit, component and server tests', 'npm run test:unit']],
    [
      ['lint', 'npm run lint'],
      ['types', 'npm run typecheck'],
      ['build', 'npm run build'],
      ['size budgets', 'npm run size'],
      ['Storybook build', 'npm run build-storybook'],
      ['axe over every story', 'npm run test:stories'],
      ['server tests on PostgreSQL', 'npm run test:postgres'],
    ],
  ],
  [[['real-browser tests', 'npm run test:e2e']]],
];

/** Runs `command`, collecting what it prints; resolves with its exit status. */
function run(command, output) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' } });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => resolve(status ?? 1));
  });
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
        const status = await run(command, output);
        timings.push([name, (Date.now() - start) / 1000]);
        console.log(`\n──── ${name} (${command}) ────`);
        process.stdout.write(Buffer.concat(output));
        console.log(`[${clock()}] ${name}: ${status === 0 ? 'passed' : `failed (exit ${status})`}`);
        if (status !== 0) {
          failed.push(name);
          return;
        }
      }
    }),
  );
  if (failed.length > 0) break;
}

console.log('\nnpm test, seconds per stage (lanes of a phase run side by side):');
for (const [name, seconds] of timings) console.log(`  ${name.padEnd(34)} ${seconds.toFixed(1).padStart(7)}`);
console.log(`  ${'total'.padEnd(34)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)}`);
if (failed.length > 0) {
  console.error(`\nnpm test failed at: ${failed.join(', ')}`);
  process.exit(1);
}
