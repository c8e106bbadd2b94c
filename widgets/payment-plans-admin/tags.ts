/**
 * `<resort-payment-plans-admin>` as the build, the docs and the checks know it: which bundle,
 * the box reserved on the page, the size budget and the states the screenshots picture. `npm run tags`
 * writes the central lists (widgets/entries.ts, widgets/index.ts, size-budgets.json, …) from every
 * folder's tags.ts; no bundle imports this file.
 */
import { defineTags } from '../../src/island/tag-entry.ts';
import { paymentPlansAdminMeta } from './docs.ts';

export const tags = defineTags([
  {
    meta: paymentPlansAdminMeta,
    bundle: 'admin',
    // A staff screen that fills the admin page's content area: nothing below it to push.
    box: null,
    budget: { entry: 110.7, umd: { first: 3.3, complete: 38.2 } },
    shots: [{ story: 'admin-resort-payment-plans-admin--payment-schedules', shows: 'Add Payment Schedule' }],
  },
]);
