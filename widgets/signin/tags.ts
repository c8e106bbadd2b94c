/**
 * `<resort-signin-menu>`, `<resort-signin-form>` as the build, the docs and the checks know them: which bundle,
 * the box reserved on the page, the size budget and the states the screenshots picture. `npm run tags`
 * writes the central lists (widgets/entries.ts, widgets/index.ts, size-budgets.json, …) from every
 * folder's tags.ts; no bundle imports this file.
 */
import { ems } from '../../src/island/boxes.ts';
import { defineTags } from '../../src/island/tag-entry.ts';
import { signInFormMeta, signInMenuMeta } from './docs.ts';

export const tags = defineTags([
  {
    meta: signInMenuMeta,
    bundle: 'storefront',
    // Signed in: greeting, My Account and Sign Out on one line; on a phone, two (the greeting over the
    // links: padding, two lines of 1.2em, the gap between them and the border).
    box: {
      display: 'inline-block',
      width: 7.2,
      height: 2.4,
      states: { '[data-signed-in]': { width: 19.3, height: 2.4, narrow: { height: `calc(${ems(3.4)} + 2px)` } } },
    },
    // The date forms every page shares (src/core/dates.ts), measured in KB gzip, main 0a8c1cd -> this change: the core entry 108.18 -> 108.21.
    budget: { entry: 108.8, addedToMinicart: 5, umd: { first: 3, complete: 5.8 } },
    shots: [
      { story: 'sign-in-resort-signin-menu--signed-in', shows: 'Hi, Alex' },
      { story: 'sign-in-resort-signin-menu--lightbox-open', shows: 'Email or username', viewport: true },
    ],
  },
  {
    meta: signInFormMeta,
    bundle: 'storefront',
    box: { display: 'block', height: 17.9 },
    budget: { entry: 113.8, addedToMinicart: 6, umd: { first: 0.9, complete: 3.2 } },
    shots: [
      { story: 'sign-in-resort-signin-form--username', shows: 'Email or username' },
      { story: 'sign-in-resort-signin-form--wrong-password', shows: 'Your account or password is incorrect.' },
    ],
  },
]);
