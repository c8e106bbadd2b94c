/**
 * `<resort-payment-form>` as the build, the docs and the checks know it: which bundle,
 * the box reserved on the page, the size budget and the states the screenshots picture. `npm run tags`
 * writes the central lists (widgets/entries.ts, widgets/index.ts, size-budgets.json, …) from every
 * folder's tags.ts; no bundle imports this file.
 */
import { defineTags } from '../../src/island/tag-entry.ts';
import { paymentFormMeta } from './docs.ts';

export const tags = defineTags([
  {
    meta: paymentFormMeta,
    bundle: 'storefront',
    // Heading, cardholder name, Square's card frame (two rows when narrow), the accepted cards and Google Pay.
    // With place-order, Place order and its notice below them. With update-card (My Account's card
    // update dialog), no heading and no Google Pay: the checkout's box left an empty band of 115 px
    // (320 px wide) to 157 px (1280) above the dialog's buttons, and pushed them out of a 568 px window.
    box: { display: 'block', height: 20, narrow: { height: 26 }, states: { '[place-order]': { height: 24, narrow: { height: 30 } }, '[update-card]': { height: 10, narrow: { height: 17.5 } } } },
    budget: { entry: 111, addedToMinicart: 2, umd: { first: 1.6, complete: 44.5 } },
    shots: [
      { story: 'checkout-resort-payment-form--ready', shows: 'Cardholder name' },
      { story: 'checkout-resort-payment-form--sdk-load-failure', shows: 'The secure payment form could not be loaded.', freshFrame: true },
    ],
  },
]);
