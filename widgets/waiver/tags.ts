/**
 * `<resort-waiver>` as the build, the docs and the checks know it: which bundle,
 * the box reserved on the page, the size budget and the states the screenshots picture. `npm run tags`
 * writes the central lists (widgets/entries.ts, widgets/index.ts, size-budgets.json, …) from every
 * folder's tags.ts; no bundle imports this file.
 */
import { defineTags } from '../../src/island/tag-entry.ts';
import { waiverMeta } from './docs.ts';

export const tags = defineTags([
  {
    meta: waiverMeta,
    bundle: 'storefront',
    box: { display: 'block', height: 6.74, narrow: { height: 11.44 } },
    budget: { entry: 124.7, umd: { first: 2, complete: 12.7 } },
    shots: [
      { story: 'checkout-resort-waiver--card', shows: 'Not signed yet' },
      { story: 'checkout-resort-waiver--ready-to-sign', shows: 'I have read this release', viewport: true },
    ],
  },
]);
