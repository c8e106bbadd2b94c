/**
 * `npm run size`: prints the gzip size of every bundle (see size-lib.mjs) and exits 1 when one is
 * over its budget in size-budgets.json (KB = 1024 bytes); prints what each tag takes of the UMD
 * files beside its figures (scripts/umd-shares.mjs); then writes the bundle maps of every entry
 * under dist/bundle-map/ (scripts/bundle-map.mjs), and exits 1 when a script in dist/ is above the
 * browser support floor (scripts/browser-floor.mjs); and exits 1 when a size README.md or docs/
 * quotes between markers differs from this run (`npm run size -- --write` writes them:
 * scripts/size-figures.mjs).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatSizes, KB, measureSizes, readBudgets } from './size-lib.mjs';
import { formatShares, umdShares } from './umd-shares.mjs';
import { writeBundleMaps } from './bundle-map.mjs';
import { checkFloor, FLOOR_ES } from './browser-floor.mjs';
import { measuredFigures, syncFigures } from './size-figures.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const budgetGroup = { umd: '"umd" / "umdAdmin" / "umdComplete" / "umdAdminComplete"', loader: '"loader" / "loaderOverhead"', entry: '"entries"', addedToMinicart: '"addedToMinicart"', page: '"pages"' };
// The UMD totals are written by npm run tags: a raise goes where the bytes belong.
const raise = {
  umd: 'make it smaller, or raise on purpose the figure of the tag that grew (budget.umd in its tags.ts; the table below gives each share) or "umdBase", then npm run tags.',
  other: 'make it smaller or raise the budget on purpose.',
};

try {
  const budgetsFile = join(root, 'size-budgets.json');
  const rows = measureSizes(join(root, 'dist'), { budgetsFile });
  console.log(formatSizes(rows));
  const over = rows.filter((row) => row.over);
  for (const row of over) {
    const what = row.kind === 'addedToMinicart' ? `${row.name} (added to resort-minicart)` : row.name;
    console.error(
      `size: ${what} is ${(row.gzip / KB).toFixed(2)} KB gzip, over its budget of ${row.budget} KB ` +
        `(size-budgets.json ${budgetGroup[row.kind]}); ${row.kind === 'umd' ? raise.umd : raise.other}`,
    );
  }
  if (over.length > 0) process.exitCode = 1;
  const shares = umdShares(join(root, 'dist'));
  const budgets = readBudgets(budgetsFile);
  console.log(`\nWhat each tag takes of the UMD files (its figures: budget.umd in its tags.ts; the base: "umdBase")\n${formatShares(shares, budgets)}`);
  // The sizes README.md and docs/ quote, between markers (scripts/size-figures.mjs): checked, or written with --write.
  const write = process.argv.includes('--write');
  const { problems, marked } = syncFigures(root, measuredFigures(join(root, 'dist'), rows, shares, budgets), { write });
  for (const problem of problems) console.error(`size: ${problem}`);
  if (problems.length > 0) {
    console.error('size: the figures above differ from this build: write them with `npm run size -- --write` (after `npm run build`), and commit them.');
    process.exitCode = 1;
  } else console.log(`\nFigures in README.md and docs/: ${marked} marked, ${write ? 'written from' : 'each as measured by'} this run.`);
  const maps = writeBundleMaps(join(root, 'dist'));
  if (maps.length > 0) console.log(`\nBundle maps (what each entry is made of): dist/bundle-map/ (${maps.length} files; a treemap per build, a text map per entry)`);
  const floor = checkFloor(join(root, 'dist'));
  for (const problem of floor) console.error(`size: a script in dist/ is above the browser support floor (docs/host-page.md#browser-support). ${problem}`);
  if (floor.length > 0) process.exitCode = 1;
  else console.log(`Browser support floor: every script in dist/ is ${FLOOR_ES} (es-check with its feature check).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
