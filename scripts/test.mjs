/**
 * `npm test`: every check, one after the other, stopping at the first that fails — lint (zero
 * warnings), types, unit + component + server tests, build, size budgets, Storybook build, axe and
 * the 320 px check over every story of that build,
 * real-browser tests — then each stage's seconds, so a slowdown shows the day it happens.
 */
import { spawnSync } from 'node:child_process';

const stages = [
  ['lint', 'npm run lint'],
  ['types', 'npm run typecheck'],
  ['unit, component and server tests', 'npm run test:unit'],
  ['build', 'npm run build'],
  ['size budgets', 'npm run size'],
  ['Storybook build', 'npm run build-storybook'],
  ['axe over every story', 'npm run test:stories'],
  ['real-browser tests', 'npm run test:e2e'],
];

const timings = [];
let failed = null;
const started = Date.now();
for (const [name, command] of stages) {
  const start = Date.now();
  const { status } = spawnSync(command, { stdio: 'inherit', shell: true });
  timings.push([name, (Date.now() - start) / 1000]);
  if (status !== 0) {
    failed = name;
    break;
  }
}

console.log('\nnpm test, seconds per stage:');
for (const [name, seconds] of timings) console.log(`  ${name.padEnd(34)} ${seconds.toFixed(1).padStart(7)}`);
console.log(`  ${'total'.padEnd(34)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)}`);
if (failed) {
  console.error(`\nnpm test failed at: ${failed}`);
  process.exit(1);
}
