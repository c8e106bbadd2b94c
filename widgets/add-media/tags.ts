/**
 * `<resort-add-media>` as the build, the docs and the checks know it: which bundle,
 * the box reserved on the page, the size budget and the states the screenshots picture. `npm run tags`
 * writes the central lists (widgets/entries.ts, widgets/index.ts, size-budgets.json, …) from every
 * folder's tags.ts; no bundle imports this file.
 */
import { defineTags } from '../../src/island/tag-entry.ts';
import { addMediaMeta } from './docs.ts';

export const tags = defineTags([
  {
    meta: addMediaMeta,
    bundle: 'storefront',
    // The form: label, field, hint and buttons.
    box: { display: 'block', height: 8.2 },
    budget: { entry: 118.3, addedToMinicart: 9.7, umd: { first: 0.8, complete: 4.3 } },
    shots: [{ story: 'household-resort-add-media--form', shows: 'Add Media Number' }],
  },
]);
