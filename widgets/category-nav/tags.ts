/**
 * `<resort-category-nav>` as the build, the docs and the checks know it: which bundle,
 * the box reserved on the page, the size budget and the states the screenshots picture. `npm run tags`
 * writes the central lists (widgets/entries.ts, widgets/index.ts, size-budgets.json, …) from every
 * folder's tags.ts; no bundle imports this file.
 */
import { defineTags } from '../../src/island/tag-entry.ts';
import { categoryNavMeta } from './docs.ts';

export const tags = defineTags([
  {
    meta: categoryNavMeta,
    bundle: 'storefront',
    box: { display: 'inline-block', width: 11.1, height: 2.8125 },
    // The date forms every page shares (src/core/dates.ts), measured in KB gzip, main 0a8c1cd -> this change: the core entry 108.18 -> 108.21.
    budget: { entry: 108.8, addedToMinicart: 3, umd: { first: 1.5, complete: 2.6 } },
    shots: [{ story: 'navigation-resort-category-nav--open', shows: 'Season Passes' }],
  },
]);
