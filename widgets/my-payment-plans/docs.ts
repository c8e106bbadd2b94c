/** Descriptions of `<resort-my-payment-plans>` (manifest, `docs/tags/` and Storybook; `npm run docs`). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { myPaymentPlansElement } from './meta.ts';
import { myPlansLabels } from './labels.ts';
import { commonLabels } from '../../src/ui/common-labels.ts';
import { showMoreLabels } from '../../src/ui/show-more-labels.ts';
import { discardLabels } from '../../src/ui/discard-labels.ts';

export const myPaymentPlansMeta = withDocs(myPaymentPlansElement, {
  description:
    "My Account's payment plans: the signed-in customer's plans (cancelled ones hidden) with Product, Order Id, Contact name, Order Date, Amount, Payment Method, Status and the schedule (View); selectable rows and Update Credit Card for the selected plans (the card form loads when its modal opens); Pay now for a plan with a failed or due payment. The store's settings (GET /api/ui/paymentplans/config/) can switch the card update (AllowCardUpdate) and Pay now (AllowPayNow) off.",
  attributes: { headingLevel: 'The level (1–6) of the Payment Plans heading.' },
  events: [{ name: 'resort:payment:token', description: 'Listened for from the card form in its modal (update-card mode): the card info to put on file.' }],
  reference: `
My Account's payment plans (\`GET /api/ui/paymentplans/schedules/contacts\`, and beside it the
settings, \`GET /api/ui/paymentplans/config/\`: \`Settings.AllowCardUpdate: false\` takes away the
selection and the card update, \`Settings.AllowPayNow: false\` takes away Pay now; a switch not sent,
or settings that cannot be read, leave the action on, and a failed read shows the store's \`Message\`
in an alert when it sends one), 20 at a time (\`Show 20 more\`; a plan whose dates are not dates is
left out with "Payment plans that could not be shown: {count}."): Product, Order Id,
Contact name, Order Date (the long format, \`October 2, 2026\`), Amount, Payment Method, Status and
Payment Schedule (\`View\`); plans whose status is \`cancelled\` in any case are hidden; \`You have no
payment plans.\` when there are none; a failed load says why with Retry. Rows are selected with
checkboxes named for the product and member, or all at once. \`View\` opens the schedule (Date,
Amount, Status when any payment has one, the failed payment marked, \`TOTAL\`, the deposit and the
remaining balance). \`Update Credit Card for Selected Payment Plans\` / \`Update Credit Card\` (disabled
with nothing selected or while loading) opens \`Update Your Credit Card\` with
\`<resort-payment-form update-card>\` — created in the tag's light DOM when the modal opens, so its
code and Square's load only then — \`Update\` and \`Cancel\`; Update posts
\`POST /api/ui/paymentplans/paymentmethod/update/\` (EnrollmentIds, Token, LastFour, CardType,
ExpirationYear, ExpirationMonth — read from \`MM/YYYY\` where a provider gives it that way — and
Name) and the Payment Method column shows the new card at once; a refusal shows the store's
\`Message\` in an alert dialog. A plan with a failed or due payment offers \`Pay now\`: the modal lists
the payments with \`Pay <total>\`, calls \`GET /api/paymentprocessing/processScheduledPayment/{id}\`,
and on failure closes and shows the store's \`Message\` or \`An error occurred during prcessing.
Please contact support.\` (the store's wording) in an alert dialog; the plans are reloaded either way.
Where the tag is narrower than 52em (a phone, a host's narrow column), each plan is a card with
every value under its column's name, \`Select all payment plans\` above them; the schedule in its
dialog is cards under 22em. Screen readers still hear a table, each cell with its column's header.
`,
  fallback: {
    description:
      "The customer's plans as a read-only list: each plan's product, member, order, status, what is left to pay and its payments with their dates, amounts and status. Paying now and changing the card need the widget; the list says what is owed and when.",
    example: `
<resort-my-payment-plans plans="1">
  <div data-resort-fallback>
    <h2>Payment Plans</h2>
    <ul><li>Season Pass - Child for Sam Morgan, order SR1001: Active. Left to pay: $314.30.
      <ul><li>10/02/2026: $134.70, Paid</li><li>01/15/2027: $157.15, Scheduled</li></ul></li></ul>
  </div>
</resort-my-payment-plans>
`,
  },
  labels: { myPlansLabels, commonLabels, showMoreLabels, discardLabels },
});
