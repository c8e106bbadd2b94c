/**
 * `<resort-group-members>` as the build, the docs and the checks know it: which bundle,
 * the box reserved on the page, the size budget and the states the screenshots picture. `npm run tags`
 * writes the central lists (widgets/entries.ts, widgets/index.ts, size-budgets.json, …) from every
 * folder's tags.ts; no bundle imports this file.
 */
import { ems } from '../../src/island/boxes.ts';
import { defineTags } from '../../src/island/tag-entry.ts';
import { groupMembersMeta } from './docs.ts';

/**
 * My Account's household as the host counts it (`--resort-household-members`, the shopper
 * included; three when missing): the tabs and the list's margins (`rest`) and a member card with
 * the gap after it for each member.
 */
function householdHeight(rest: number, member: number): string {
  return ems(`(${rest} + ${member} * var(--resort-household-members, 3))`);
}

export const tags = defineTags([
  {
    meta: groupMembersMeta,
    bundle: 'storefront',
    // The tabs and a member card each (see `householdHeight`), as measured on the demo store with
    // households of one and three: cards of 140 to 145px and a 12px gap on a desktop; on a phone
    // (375px) 174 to 186px and the tabs on two lines (at 412 to 639px the tabs fit one line and the
    // cards are 140 to 186px: the box there is up to 120px taller than the list).
    // The host writes the count as `members="3"`; a household of more than 10 reserves 10 cards
    // (over 98em, past any first screen).
    box: {
      display: 'block',
      height: householdHeight(2.9, 9.6),
      narrow: { height: householdHeight(5.94, 11.97) },
      counts: { members: { counts: 'the household, the shopper included; three when missing', property: '--resort-household-members', max: 10 } },
    },
    budget: { entry: 120.6, addedToMinicart: 12, umd: { first: 1.6, complete: 13.5 } },
    shots: [
      { story: 'household-resort-group-members--your-group', shows: 'Jordan Morgan' },
      { story: 'household-resort-group-members--add-member-required', shows: 'First name is required' },
    ],
  },
]);
