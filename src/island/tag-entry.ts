/**
 * What a widget folder's `tags.ts` says about each of its tags: the one place a tag's bundle, its
 * reserved box, its size budget and its pictured states are written. `npm run tags`
 * (`scripts/tags/generate.ts`) writes the central lists from every folder's `tags.ts`
 * (`widgets/entries.ts`, `widgets/index.ts`, `widgets/admin.ts`, `widgets/tag-types.ts`,
 * `widgets/calls.ts`, `src/island/tag-boxes.ts`, the tags' budgets and the UMD files' totals in
 * `size-budgets.json`, and `test/screenshots/shots.ts`); `widgets/tag-folders.test.ts` fails while they disagree.
 */
import type { TagBox } from './boxes.ts';
import type { WidgetMeta } from './widget-meta.ts';

/**
 * `storefront`: in `resort-widgets.umd.js` and `dist/esm/`, loaded on shoppers' pages.
 * `admin`: staff screens, in their own build (`resort-widgets-admin.umd.js`, `dist/esm-admin/`)
 * that shares no file with the storefront one, so no shopper downloads admin code and admin
 * code never weighs on the mini cart.
 */
export type WidgetBundle = 'storefront' | 'admin';

/**
 * What a tag adds to the UMD files of its bundle, in KB gzip. The UMD budgets are written from
 * these: a base that belongs to no tag (`umdBase` in size-budgets.json) plus the figures of every
 * tag of the bundle. `npm run size` prints each tag's measured share beside them.
 */
export interface TagUmdBudget {
  /** To the first file (`resort-widgets.umd.js`, or `-admin` for a staff tag), which defines every tag as it runs: the element, and the component where the build keeps it there. */
  first: number;
  /** To the complete file (`resort-widgets.complete.umd.js`, or `-admin`): all of the tag, with the libraries only it uses. */
  complete: number;
}

/** Gzip budgets in KB (1024 bytes), checked by `npm run size`: `entry` or `addedToMinicart` at least, and `umd`. */
export interface TagBudget {
  /** The tag's ESM entry with its static chunks. */
  entry?: number;
  /** What the tag adds to a page that already has `<resort-minicart>`. */
  addedToMinicart?: number;
  umd: TagUmdBudget;
}

/** A state the screenshot suite pictures (`test/screenshots/`). */
export interface TagShot {
  /** The story's id in the Storybook build (its address: `?id=…`). */
  story: string;
  /** Text the state shows once it is drawn: the picture waits for it. */
  shows: string;
  /** The state is a dialog or a popup that leaves the story's box: picture the viewport, not the box. */
  viewport?: true;
  /**
   * The state needs a preview frame no earlier story has run in: a card provider's script that
   * fails to load cannot fail once another story of the same frame has loaded it.
   */
  freshFrame?: true;
}

export interface TagEntry {
  /** The tag's element spec with its docs (`docs.ts`). */
  meta: WidgetMeta;
  bundle: WidgetBundle;
  /** The box the tag takes before and while it starts (`boxes.ts` says how it is used), or null with a comment saying why it needs none. */
  box: TagBox | null;
  budget: TagBudget;
  /** Its most telling states: the populated one, and an error or a dialog where it has one. */
  shots: readonly TagShot[];
}

/** A folder's tags, checked against `TagEntry`. */
export const defineTags = <const T extends readonly TagEntry[]>(tags: T): T => tags;
