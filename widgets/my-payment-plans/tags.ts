/**
 * `<resort-my-payment-plans>` as the build, the docs and the checks know it: which bundle,
 * the box reserved on the page, the size budget and the states the screenshots picture. `npm run tags`
 * writes the central lists (widgets/entries.ts, widgets/index.ts, size-budgets.json, …) from every
 * folder's tags.ts; no bundle imports this file.
 */
import { ems } from '../../src/island/boxes.ts';
import { defineTags } from '../../src/island/tag-entry.ts';
import { myPaymentPlansMeta } from './docs.ts';

/**
 * My Account's payment plans as the host counts them (`--resort-payment-plans`): without a plan
 * (or without the count) the heading, the "no payment plans" line and the footer (`empty`); with
 * plans the heading, the table's head, the footer (`rest`) and a row a plan.
 */
function plansHeight(empty: number, rest: number, plan: number, payNow: number): string {
  const plans = 'var(--resort-payment-plans, 0)';
  const due = 'var(--resort-payment-plans-due, 0)';
  const payNowLines = payNow === 0 ? '' : ` + ${payNow} * ${due}`;
  return `max(${ems(empty)}, min(1, ${plans}) * ${ems(`(${rest} + ${plan} * ${plans}${payNowLines})`)})`;
}

export const tags = defineTags([
  {
    meta: myPaymentPlansMeta,
    bundle: 'storefront',
    // The heading, the loading line or "You have no payment plans", and the footer with Update
    // Credit Card; with the host's count of plans, the table (see `plansHeight`), as measured on the
    // demo store: 124px without a plan and 276px with two on a desktop, 179px without a plan at
    // 320px; there each plan is a card, 1141px with two (the story's "Plans" at 320px).
    // The host writes the count as `plans="2"` (and `due="1"`); more than 12 plans reserve 12 rows (60em).
    box: {
      display: 'block',
      // A plan that offers Pay now (a failed payment, or an unpaid one due) shows its button under
      // the status: on a phone's card a line of its own (2em, measured on the demo store at 375px).
      height: plansHeight(7.75, 8.69, 4.28, 0),
      narrow: { height: plansHeight(11.19, 12.06, 29.6, 2) },
      counts: {
        plans: { counts: 'the plans it shows (every one but the cancelled); without it, or at 0, the box holds "You have no payment plans"', property: '--resort-payment-plans', max: 12 },
        due: { counts: 'those of the plans that offer Pay now: a failed payment, or an unpaid one dated today or earlier', property: '--resort-payment-plans-due', max: 12 },
      },
    },
    // Dates read one way and the name-value label of French punctuation add 0.12 KB gzip (measured on main 1cdb162: 119.49 -> 119.61; on 4324c18 this tree measures 119.81).
    budget: { entry: 121.3, addedToMinicart: 12.7, umd: { first: 1, complete: 5.1 } },
    shots: [
      { story: 'my-account-resort-my-payment-plans--plans', shows: 'Season Pass - Child' },
      { story: 'my-account-resort-my-payment-plans--schedule-modal', shows: '$157.15', viewport: true },
    ],
  },
]);
