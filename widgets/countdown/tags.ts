/**
 * `<resort-countdown>` as the build, the docs and the checks know it: which bundle,
 * the box reserved on the page, the size budget and the states the screenshots picture. `npm run tags`
 * writes the central lists (widgets/entries.ts, widgets/index.ts, size-budgets.json, …) from every
 * folder's tags.ts; no bundle imports this file.
 */
import { defineTags } from '../../src/island/tag-entry.ts';
import { countdownMeta } from './docs.ts';

export const tags = defineTags([
  {
    meta: countdownMeta,
    bundle: 'storefront',
    box: { display: 'inline-block', width: 2.6, height: 1.65 },
    budget: { entry: 109.7, addedToMinicart: 2, umd: { first: 1, complete: 1.1 } },
    shots: [{ story: 'utilities-resort-countdown--minutes', shows: '2:30' }],
  },
]);
