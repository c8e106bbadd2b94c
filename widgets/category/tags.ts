/**
 * `<resort-category>` as the build, the docs and the checks know it: which bundle,
 * the box reserved on the page, the size budget and the states the screenshots picture. `npm run tags`
 * writes the central lists (widgets/entries.ts, widgets/index.ts, size-budgets.json, …) from every
 * folder's tags.ts; no bundle imports this file.
 */
import { defineTags } from '../../src/island/tag-entry.ts';
import { categoryMeta } from './docs.ts';

export const tags = defineTags([
  {
    meta: categoryMeta,
    bundle: 'storefront',
    // One row of product cards, as measured on the demo store's Season Passes (one card when narrow);
    // subcategories and more rows grow below.
    box: { display: 'block', height: 17, narrow: { height: 15.5 } },
    budget: { entry: 117.4, umd: { first: 0.9, complete: 2.5 } },
    shots: [{ story: 'navigation-resort-category--populated', shows: '1-Day Lift Ticket' }],
  },
]);
