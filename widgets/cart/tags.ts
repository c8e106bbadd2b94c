/**
 * `<resort-minicart>`, `<resort-cart>`, `<resort-order-summary>`, `<resort-discount-code>` as the build, the docs and the checks know them: which bundle,
 * the box reserved on the page, the size budget and the states the screenshots picture. `npm run tags`
 * writes the central lists (widgets/entries.ts, widgets/index.ts, size-budgets.json, …) from every
 * folder's tags.ts; no bundle imports this file.
 */
import { ems } from '../../src/island/boxes.ts';
import { defineTags } from '../../src/island/tag-entry.ts';
import { cartPageMeta, discountCodeMeta, minicartMeta, orderSummaryMeta } from './docs.ts';

/**
 * The loaded cart: the panel's heading and totals (`rest`), 6.24em an item and 1.56em a detail
 * line (`--resort-cart-lines`: attribute, discount and golf price lines over all items). Without
 * the line count, the items' count plus one: 7.8em an item (a row with one detail line) and one
 * line more, the box before the host could write lines.
 */
function cartHeight(rest: number): string {
  const items = 'var(--resort-cart-items, 0)';
  const lines = `var(--resort-cart-lines, calc(${items} + 1))`;
  return `max(${ems(8.96)}, min(1, ${items}) * ${ems(`(${rest} + 6.24 * ${items} + 1.56 * ${lines})`)})`;
}

export const tags = defineTags([
  {
    meta: minicartMeta,
    bundle: 'storefront',
    box: { display: 'inline-block', width: 4.4, height: 2.2, unless: '[mode="full"]' },
    // The date forms every page shares (src/core/dates.ts), measured in KB gzip, main 0a8c1cd -> this change: the core entry 108.18 -> 108.21.
    budget: { entry: 108.8, umd: { first: 1.4, complete: 3.2 } },
    shots: [{ story: 'cart-resort-minicart--several-members-with-unassigned-items', shows: 'Shopping Cart (4)', viewport: true }],
  },
  {
    meta: cartPageMeta,
    bundle: 'storefront',
    // The empty cart; with `--resort-cart-items` set on the tag (the host knows the count), the
    // loaded cart, and `--resort-cart-lines` its rows' detail lines (see `cartHeight`).
    // The host writes the counts as attributes (`<resort-cart items="2" lines="3">`), which the host
    // stylesheet reads. A rule a count up to 12 items and 24 lines: that cart's box is over 100em
    // (1,600px), so what a larger cart still adds moves only what is below the first screen.
    box: {
      display: 'block',
      height: cartHeight(11.45),
      narrow: { height: cartHeight(16.15) },
      counts: {
        items: { counts: "the cart's products (the page data's `cartCount`)", property: '--resort-cart-items', max: 12 },
        lines: { counts: "the detail lines its rows draw: attribute lines (up to three an item), discount lines and a golf item's three price lines; without it, one an item", property: '--resort-cart-lines', max: 24 },
      },
    },
    budget: { addedToMinicart: 12.6, umd: { first: 0.6, complete: 2.8 } },
    shots: [
      { story: 'cart-resort-cart--several-members-with-unassigned-items', shows: 'Guided Snowshoe Tour' },
      { story: 'cart-resort-cart--load-error', shows: 'Your cart could not be loaded.' },
    ],
  },
  {
    meta: orderSummaryMeta,
    bundle: 'storefront',
    box: { display: 'block', height: 12.8 },
    budget: { addedToMinicart: 3, umd: { first: 0.4, complete: 1.4 } },
    shots: [{ story: 'cart-resort-order-summary--itemised-taxes', shows: 'Tax 4.5%' }],
  },
  {
    meta: discountCodeMeta,
    bundle: 'storefront',
    box: { display: 'block', height: 1.725 },
    budget: { addedToMinicart: 3, umd: { first: 0.6, complete: 1.5 } },
    shots: [
      { story: 'cart-resort-discount-code--applied-codes', shows: 'WELCOME10' },
      { story: 'cart-resort-discount-code--apply-failure', shows: 'be applied to your order' },
    ],
  },
]);
