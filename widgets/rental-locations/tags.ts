/**
 * `<resort-rental-locations>` as the build, the docs and the checks know it: which bundle,
 * the box reserved on the page, the size budget and the states the screenshots picture. `npm run tags`
 * writes the central lists (widgets/entries.ts, widgets/index.ts, size-budgets.json, …) from every
 * folder's tags.ts; no bundle imports this file.
 */
import { ems } from '../../src/island/boxes.ts';
import { defineTags } from '../../src/island/tag-entry.ts';
import { rentalLocationsMeta } from './docs.ts';

export const tags = defineTags([
  {
    meta: rentalLocationsMeta,
    bundle: 'storefront',
    // A long list with maps: reserve at least a phone screen while the island starts; the list grows
    // below the fold. Only until it has drawn: a chosen site's summary is a fraction of that.
    // A saved site is drawn as its summary, and the host says so with the summary's lines under the
    // site's name (`saved-lines`: address lines, hours, contact phone): its title, name and Change
    // take 8.92em, each line 1.6em (measured on the demo's three sites, 193.9 to 245.0 px wide, to
    // the pixel). On a phone long lines wrap: Base Lodge Rentals' hours take three lines at 320 px
    // and two at 360 to 414, its contact phone two at 320. The narrow box holds two wrapped lines
    // of 1.45em more: exact for Base Lodge Rentals at 320 px, one line more than it needs at 360
    // to 414 (held blank until it is out of sight, `hold.ts`), one line short for it with a phone
    // at 320 (the page below it, out of sight on a phone's first screen, moves down 23 px).
    // Without the state the store's summary sat in the list's 40em, which the island kept, blank,
    // once drawn (374 px at 320, 420 at 1280).
    box: {
      display: 'block',
      height: 40,
      untilDrawn: true,
      states: { '[saved-lines]': { height: ems('(8.92 + 1.6 * var(--resort-pickup-lines, 3))'), narrow: { height: ems('(11.82 + 1.6 * var(--resort-pickup-lines, 3))') } } },
      counts: { 'saved-lines': { counts: "the saved pickup site's summary lines under its name: its address's lines, its hours and its contact phone (write it only when a site is saved)", property: '--resort-pickup-lines', max: 8 } },
    },
    budget: { entry: 127.2, umd: { first: 1.6, complete: 7.2 } },
    shots: [{ story: 'checkout-resort-rental-locations--pickup-sites', shows: 'Base Lodge Rentals' }],
  },
]);
