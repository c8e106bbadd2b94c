/**
 * `<resort-rental-locations>` as the build, the docs and the checks know it: which bundle,
 * the box reserved on the page, the size budget and the states the screenshots picture. `npm run tags`
 * writes the central lists (widgets/entries.ts, widgets/index.ts, size-budgets.json, …) from every
 * folder's tags.ts; no bundle imports this file.
 */
import { defineTags } from '../../src/island/tag-entry.ts';
import { rentalLocationsMeta } from './docs.ts';

export const tags = defineTags([
  {
    meta: rentalLocationsMeta,
    bundle: 'storefront',
    // A long list with maps: reserve at least a phone screen while the island starts; the list grows
    // below the fold. Only until it has drawn: a chosen site's summary is a fraction of that.
    box: { display: 'block', height: 40, untilDrawn: true },
    budget: { entry: 126.6, umd: { first: 1.6, complete: 7.2 } },
    shots: [{ story: 'checkout-resort-rental-locations--pickup-sites', shows: 'Base Lodge Rentals' }],
  },
]);
