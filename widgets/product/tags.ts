/**
 * `<resort-product>` as the build, the docs and the checks know it: which bundle,
 * the box reserved on the page, the size budget and the states the screenshots picture. `npm run tags`
 * writes the central lists (widgets/entries.ts, widgets/index.ts, size-budgets.json, …) from every
 * folder's tags.ts; no bundle imports this file.
 */
import { ems } from '../../src/island/boxes.ts';
import { defineTags } from '../../src/island/tag-entry.ts';
import { productMeta } from './docs.ts';

/**
 * A product with its member list: the rest of the form and the list's legend (`rest`) and a member
 * card with a reason line for each of the household's members (the widget's own list keeps the
 * same room: `.rw-product__members`).
 */
function productWithMembers(rest: number, member: number): string {
  return ems(`(${rest} + ${member} * var(--resort-product-members, 3))`);
}

export const tags = defineTags([
  {
    meta: productMeta,
    bundle: 'storefront',
    // A product's name, price, an attribute or two, the member prompt, quantity and the button (a
    // season pass for a guest); signed in, the member list in the prompt's place, `data-signed-in`
    // written by the host on a product assigned to a member, with the household's size
    // (`--resort-product-members`, three when missing: the season pass with the demo's three
    // members, 36.32em wide and 38.87em narrow). Products with more attributes grow below.
    box: {
      display: 'block',
      height: 26.3,
      states: { '[data-signed-in]': { height: productWithMembers(24.965, 3.785), narrow: { height: productWithMembers(27.56, 3.77) } } },
      // Written by the host as `members="3"`; a household of more than 12 reserves 12 members' room
      // (70em, past a laptop's first screen).
      counts: { members: { counts: 'the household, the shopper included, on a product assigned to a member (`data-signed-in`); three when missing', property: '--resort-product-members', max: 12 } },
    },
    // Its own date forms beside it, the date button's name as a label and the shared date forms add 0.10 KB gzip (measured on main 431a461: 128.29 -> 128.39; on 4324c18 this tree measures 128.40).
    // A product paid by a voucher (`voucher`: its price line, its Voucher ID line, no quantity, the
    // field sent) adds 0.13 KB gzip (measured on main a275deb: 129.13 -> 129.26; the complete UMD
    // file 390.86 -> 391.05, this tag's share 54.90 -> 55.02 and the base's 209.59 -> 209.63).
    budget: { entry: 130.1, addedToMinicart: 21.4, umd: { first: 5.1, complete: 56.4 } },
    shots: [
      { story: 'catalog-resort-product--date-and-drop-down', shows: 'Age Group' },
      { story: 'catalog-resort-product--pricing-calendar', shows: 'January 2030' },
    ],
  },
]);
