/** Descriptions of `<resort-my-payment-plans>` (manifest and README check). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { myPaymentPlansElement } from './meta.ts';

export const myPaymentPlansMeta = withDocs(myPaymentPlansElement, {
  description:
    "My Account's payment plans: the signed-in customer's plans (cancelled ones hidden) with Product, Order Id, Contact name, Order Date, Amount, Payment Method, Status and the schedule (View); selectable rows and Update Credit Card for the selected plans (the card form loads when its modal opens); Pay now for a plan with a failed or due payment. The store's settings (GET /api/ui/paymentplans/config/) can switch the card update (AllowCardUpdate) and Pay now (AllowPayNow) off.",
  attributes: { headingLevel: 'The level (1–6) of the Payment Plans heading.' },
  events: [{ name: 'resort:payment:token', description: 'Listened for from the card form in its modal (update-card mode): the card info to put on file.' }],
});
