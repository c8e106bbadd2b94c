/**
 * `<resort-voucher-box>` as the build, the docs and the checks know it: which bundle,
 * the box reserved on the page, the size budget and the states the screenshots picture. `npm run tags`
 * writes the central lists (widgets/entries.ts, widgets/index.ts, size-budgets.json, …) from every
 * folder's tags.ts; no bundle imports this file.
 */
import { defineTags } from '../../src/island/tag-entry.ts';
import { voucherBoxMeta } from './docs.ts';

export const tags = defineTags([
  {
    meta: voucherBoxMeta,
    bundle: 'storefront',
    box: { display: 'block', height: 8.75, narrow: { height: 13.27 } },
    // The date forms every page shares (measured KB gzip, main 431a461 -> this change): 110.17 -> 110.20.
    budget: { entry: 110.7, addedToMinicart: 2.5, umd: { first: 0.7, complete: 3.5 } },
    shots: [
      { story: 'vouchers-resort-voucher-box--idle', shows: 'Have a voucher?' },
      { story: 'vouchers-resort-voucher-box--product-voucher', shows: 'Your voucher is good for', viewport: true },
    ],
  },
]);
