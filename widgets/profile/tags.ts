/**
 * `<resort-profile>` as the build, the docs and the checks know it: which bundle,
 * the box reserved on the page, the size budget and the states the screenshots picture. `npm run tags`
 * writes the central lists (widgets/entries.ts, widgets/index.ts, size-budgets.json, …) from every
 * folder's tags.ts; no bundle imports this file.
 */
import { defineTags } from '../../src/island/tag-entry.ts';
import { profileMeta } from './docs.ts';

export const tags = defineTags([
  {
    meta: profileMeta,
    bundle: 'storefront',
    // The whole profile form, as measured on the demo store: names, e-mail, phone, birthday, the
    // address block and Save (the paired fields stack when narrow).
    box: { display: 'block', height: 52.9, narrow: { height: 69.2 } },
    budget: { entry: 127.2, umd: { first: 0.7, complete: 4 } },
    shots: [
      { story: 'household-resort-profile--filled', shows: 'First name' },
      { story: 'household-resort-profile--invalid', shows: 'First name is required' },
    ],
  },
]);
