/**
 * `npm run journeys`: every cell of the journeys (each journey in English and French at 320, 375
 * and 1280 px: `test/journeys/cells.ts`), where `npm test` runs the few chosen for every change.
 * `npm run journeys:sheet` pictures every step too and writes the contact sheets
 * (`test/journeys/sheet.ts`) to `test-results/journeys/index.html`, whether the journeys passed
 * or not: a failed step is worth seeing. Arguments go to Playwright (`-g "fr-CA, 320"` for one
 * column of the matrix). Needs `npm run build` first, as every real-browser test does.
 */
import { spawnSync } from 'node:child_process';
import { writeSheets } from '../test/journeys/sheet.ts';

const sheet = process.argv.includes('--sheet');
const args = process.argv.slice(2).filter((arg) => arg !== '--sheet');
const env = { ...process.env, JOURNEYS: 'all', ...(sheet ? { JOURNEYS_SHEET: '1' } : {}) };
const run = spawnSync('npx', ['playwright', 'test', '--project=journeys', ...args], { stdio: 'inherit', env });
if (sheet) {
  const { index, gone } = writeSheets();
  console.log(`\nContact sheets: ${index}`);
  for (const id of gone) console.log(`Known finding no longer found in any cell: ${id} (remove it from test/journeys/known-findings.ts)`);
}
process.exit(run.status ?? 1);
