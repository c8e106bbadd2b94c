/**
 * The journeys' `test`: the real-browser `test` of `test/e2e/fixtures.ts` (a clean console is part
 * of passing), with a `journey` for the cell the test runs (`cells.ts`) in a window of the cell's
 * width. The journey's record is written when the test ends, passed or failed.
 */
import { test as base } from '../e2e/fixtures.ts';
import { HEIGHTS, cellSlug, type Cell } from './cells.ts';
import { Journey } from './journey.ts';

export { expect } from '../e2e/fixtures.ts';

export const test = base.extend<{ cell: Cell; journey: Journey }>({
  cell: [{ journey: 'new family', language: 'en-US', width: 1280 }, { option: true }],
  viewport: async ({ cell }, use) => {
    await use({ width: cell.width, height: HEIGHTS[cell.width] });
  },
  journey: async ({ page, cell }, use, testInfo) => {
    const journey = new Journey(page, cell);
    await use(journey);
    journey.finish(testInfo);
    testInfo.annotations.push({ type: 'cell', description: cellSlug(cell) });
  },
});
