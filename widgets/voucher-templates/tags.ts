/**
 * `<resort-voucher-templates>` as the build, the docs and the checks know it: which bundle,
 * the box reserved on the page, the size budget and the states the screenshots picture. `npm run tags`
 * writes the central lists (widgets/entries.ts, widgets/index.ts, size-budgets.json, …) from every
 * folder's tags.ts; no bundle imports this file.
 */
import { defineTags } from '../../src/island/tag-entry.ts';
import { voucherTemplatesMeta } from './docs.ts';

export const tags = defineTags([
  {
    meta: voucherTemplatesMeta,
    bundle: 'admin',
    // A product's templates table and the add form; a discount's one field; before saving, one line.
    box: {
      display: 'block',
      height: 11,
      states: { '[discount-id]': { height: 7 }, ':not([product-id]):not([discount-id])': { height: 1.6 } },
    },
    budget: { entry: 105.6, umd: { first: 0.9, complete: 4 } },
    shots: [{ story: 'admin-resort-voucher-templates--product-templates', shows: 'SNOWSHOE-TOUR' }],
  },
]);
