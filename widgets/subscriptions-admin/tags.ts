/**
 * `<resort-subscriptions-admin>` as the build, the docs and the checks know it: which bundle,
 * the box reserved on the page, the size budget and the states the screenshots picture. `npm run tags`
 * writes the central lists (widgets/entries.ts, widgets/index.ts, size-budgets.json, …) from every
 * folder's tags.ts; no bundle imports this file.
 */
import { defineTags } from '../../src/island/tag-entry.ts';
import { subscriptionsAdminMeta } from './docs.ts';

export const tags = defineTags([
  {
    meta: subscriptionsAdminMeta,
    bundle: 'admin',
    // Staff screens: the tabs and the search before the first page arrives.
    box: { display: 'block', height: 30 },
    // The staff screens' dates in the page's language add 0.03-0.04 KB gzip (measured on main 1cdb162: 106.09 -> 106.12; on 4324c18 this tree measures 106.31).
    budget: { entry: 107.4, umd: { first: 1.9, complete: 8.9 } },
    shots: [{ story: 'admin-resort-subscriptions-admin--enrollments', shows: 'Subscription Enrollments' }],
  },
]);
