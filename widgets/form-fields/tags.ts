/**
 * `<resort-date-field>`, `<resort-country-select>`, `<resort-state-field>` as the build, the docs and the checks know them: which bundle,
 * the box reserved on the page, the size budget and the states the screenshots picture. `npm run tags`
 * writes the central lists (widgets/entries.ts, widgets/index.ts, size-budgets.json, …) from every
 * folder's tags.ts; no bundle imports this file.
 */
import { defineTags } from '../../src/island/tag-entry.ts';
import { countrySelectMeta, dateFieldMeta, stateFieldMeta } from './docs.ts';

export const tags = defineTags([
  {
    meta: dateFieldMeta,
    bundle: 'storefront',
    // The form fields: a label over one select, or over three side by side (one row at any width).
    box: { display: 'block', height: 5.7 },
    budget: { entry: 118.3, addedToMinicart: 9.7, umd: { first: 0.7, complete: 1.2 } },
    shots: [{ story: 'form-fields-resort-date-field--with-date', shows: 'Date of birth' }],
  },
  {
    meta: countrySelectMeta,
    bundle: 'storefront',
    box: { display: 'block', height: 4.2 },
    budget: { entry: 118.2, addedToMinicart: 9.5, umd: { first: 0.8, complete: 1.2 } },
    shots: [{ story: 'form-fields-resort-country-select--with-value', shows: 'Country' }],
  },
  {
    meta: stateFieldMeta,
    bundle: 'storefront',
    box: { display: 'block', height: 4.2 },
    budget: { entry: 118.7, addedToMinicart: 10, umd: { first: 0.7, complete: 1.6 } },
    shots: [{ story: 'form-fields-resort-state-field--united-states', shows: 'State' }],
  },
]);
