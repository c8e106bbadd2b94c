/** Description of `<resort-subscriptions-admin>` (manifest and README check). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { subscriptionsAdminElement } from './meta.ts';

export const subscriptionsAdminMeta = withDocs(subscriptionsAdminElement, {
  description:
    'The subscriptions admin: the tabs Subscription Enrollments (search by name, email, enrollment id, next payment and enrollment dates and status, ordered and paged 10 at a time by the store; the selected row’s next payment date, status and subscription changed; CSV export of everything the search finds) and Subscription Types (the count, the table, the create and update modals, delete behind a confirmation; CSV export). The tab, each list’s search, order and page are kept in the page’s address.',
  attributes: {},
  events: [],
});
