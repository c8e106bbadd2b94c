/** Description of `<resort-subscriptions-admin>` (manifest, `docs/tags/` and Storybook; `npm run docs`). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { subscriptionsAdminElement } from './meta.ts';
import { subscriptionsLabels } from './labels.ts';
import { commonLabels } from '../../src/ui/common-labels.ts';
import { coreLabels } from '../../src/core/labels.ts';
import { discardLabels } from '../../src/ui/discard-labels.ts';
import { fieldLabels } from '../../src/ui/fields/field-labels.ts';

export const subscriptionsAdminMeta = withDocs(subscriptionsAdminElement, {
  description:
    'The subscriptions admin: the tabs Subscription Enrollments (search by name, email, enrollment id, next payment and enrollment dates and status, ordered and paged 10 at a time by the store; the selected row’s next payment date, status and subscription changed; CSV export of everything the search finds) and Subscription Types (the count, the table, the create and update modals, delete behind a confirmation; CSV export). The tab, each list’s search, order and page are kept in the page’s address.',
  attributes: {},
  events: [],
  reference: `
The subscriptions admin: two tabs (the tabs pattern: arrow keys, Home and End), \`Subscription
Enrollments\` and \`Subscription Types\`, each loaded when first shown. The tab, each list's search,
order and page are in the page's address (\`?tab=types\`, \`?lastName=…&status=1&sort=LastName&page=2\`;
the types list's keys start with \`types.\`), so Back returns to them and a copied link opens them;
the host's own query parameters are kept.

- **Subscription Enrollments**: the search (First Name, Last Name, Email, Enrollment ID, Next
  Payment Dates and Enrollment Dates from/to, Status from \`GET /api/subscriptions/enrollments/statuses\`),
  the table ordered by any sortable header and paged 10 at a time by the store
  (\`GET /api/subscriptions/enrollments\` with every query parameter of the spec); a search that lands
  on an empty page while pages exist goes back to page 1. Selecting a row (a radio button per row)
  enables its changes: the next payment date (the date picker's minimum is today; a past date is not
  sent, and the field says \`The next payment date cannot be in the past.\`), the status and the
  subscription (\`PUT /api/subscriptions/enrollments/nextpaymentdate\`, \`PUT /api/subscriptions/enrollments\`);
  the row shows what the store answered. \`Export CSV\` downloads every enrollment the search finds.
- **Subscription Types**: the heading with the count, \`Create New\`, the table with every column of
  the spec (Name, Id, Edit, Frequency, Cancel Hotlist Code, Freeze Hotlist Code, Retry Days, Amount,
  Created By Customer, Created Date, Updated By Customer, Updated Date; dates as month/day/year in
  US English, as the store writes them in French (\`5 mars 2026\`), and \`--\` when invalid) and Delete on each row; the modals \`CREATE SUBSCRIPTION\` and
  \`UPDATE SUBSCRIPTION\` with every field free text (a new type starts with frequency id 1 and
  effective date type id 1, not deleted); save, close, reload the list; delete after our
  confirmation (\`DELETE /api/subscriptions/basic/{id}\`). Filter, order and page as above, and
  \`Export CSV\` of the filtered rows.

A refused change or save is an alert dialog (ours, never \`window.alert\`) with the store's message;
a modal that failed keeps what was typed. After a modal the focus is back on the row's control.

A 401 or 403 from any of its calls sends the browser to \`/login\`.

**Where the spec's error catalogue differs.** It says subscription admin list failures are only
logged and type create, update and delete failures are shown in a browser alert. Here a list that
fails to load says so with \`Retry\`, and a refused change is the widget's own alert dialog (above),
never \`window.alert\`; each is also logged and reported as every failed call is.
`,
  fallback: {
    description:
      "A staff screen is the widget's own: the template says in words that it needs JavaScript, so a blocked script leaves a sentence, not an empty box.",
    example: `
<resort-subscriptions-admin>
  <p data-resort-fallback>Managing subscriptions needs JavaScript. If the screen does not appear in a moment, JavaScript is not running in this browser: turn it on, or use another browser, then reload this page.</p>
</resort-subscriptions-admin>
`,
  },
  labels: { subscriptionsLabels, commonLabels, coreLabels, discardLabels, fieldLabels },
});
