/**
 * `<resort-payment-schedule>` as the build, the docs and the checks know it: which bundle,
 * the box reserved on the page, the size budget and the states the screenshots picture. `npm run tags`
 * writes the central lists (widgets/entries.ts, widgets/index.ts, size-budgets.json, …) from every
 * folder's tags.ts; no bundle imports this file.
 */
import { ems } from '../../src/island/boxes.ts';
import { defineTags } from '../../src/island/tag-entry.ts';
import { paymentScheduleMeta } from './docs.ts';

/**
 * The cart's payment schedules as the host counts them (`--resort-schedule-plans`,
 * `--resort-schedule-payments`): the heading, each plan's block (name, table head, total, deposit
 * note, the gap) and each payment's row; nothing without a plan.
 */
function scheduleHeight(heading: number, plan: number, payment: number): string {
  const plans = 'var(--resort-schedule-plans, 0)';
  const payments = 'var(--resort-schedule-payments, 0)';
  return ems(`(min(1, ${plans}) * ${heading} + ${plan} * ${plans} + ${payment} * ${payments})`);
}

export const tags = defineTags([
  {
    meta: paymentScheduleMeta,
    bundle: 'storefront',
    // Nothing until it knows there is a payment plan, unless the host counts the cart's plans and
    // payments on the tag (`mode="cart"`); block, so the host's margins hold from the start. Below
    // 420px the table closes up (narrow, measured at 320px).
    box: {
      display: 'block',
      height: scheduleHeight(1.89, 11.02, 2.32),
      narrow: { height: scheduleHeight(1.89, 10.29, 2.09) },
      // Written by the host as `plans="1" payments="4"`: a rule each up to 6 plans (66em) and 24
      // payments (56em); a larger schedule moves only what is below the first screen.
      counts: {
        plans: { counts: "the plans of the cart's schedule answer (`mode=\"cart\"`); write nothing when the cart has no plan", property: '--resort-schedule-plans', max: 6 },
        payments: { counts: 'the payments of those plans', property: '--resort-schedule-payments', max: 24 },
      },
    },
    budget: { entry: 119.5, addedToMinicart: 10.8, umd: { first: 1, complete: 4.7 } },
    shots: [{ story: 'payment-plans-resort-payment-schedule--cart', shows: 'TOTAL' }],
  },
]);
