/** Description of `<resort-payment-plans-admin>` (manifest and README check). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { paymentPlansAdminElement } from './meta.ts';

export const paymentPlansAdminMeta = withDocs(paymentPlansAdminElement, {
  description:
    'The admin Payment Plans area: history-mode routes under the base path for Enrollments, Pricing Schedules, Payment Schedules and Product Assignments, with the payment schedule editor, the pricing schedule overlay, the enrollments search with row actions and scheduled payment statuses, and the assignment and attribute pricing side panels.',
  attributes: {
    basePath: 'Where the area lives; its routes (`/Enrollments`, `/Schedules/add`, …) are below it, and the server must answer every one of them with the page.',
  },
  events: [],
});
