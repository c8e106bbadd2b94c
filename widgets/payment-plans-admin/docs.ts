/** Description of `<resort-payment-plans-admin>` (manifest, `docs/tags/` and Storybook; `npm run docs`). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { paymentPlansAdminElement } from './meta.ts';
import { adminLabels } from './labels.ts';
import { commonLabels } from '../../src/ui/common-labels.ts';
import { coreLabels } from '../../src/core/labels.ts';
import { showMoreLabels } from '../../src/ui/show-more-labels.ts';
import { discardLabels } from '../../src/ui/discard-labels.ts';
import { fieldLabels } from '../../src/ui/fields/field-labels.ts';

export const paymentPlansAdminMeta = withDocs(paymentPlansAdminElement, {
  description:
    'The admin Payment Plans area: history-mode routes under the base path for Enrollments, Pricing Schedules, Payment Schedules and Product Assignments, with the payment schedule editor, the pricing schedule overlay, the enrollments search with row actions and scheduled payment statuses, and the assignment and attribute pricing side panels.',
  attributes: {
    basePath: 'Where the area lives; its routes (`/Enrollments`, `/Schedules/add`, …) are below it, and the server must answer every one of them with the page.',
  },
  events: [],
  reference: `
The admin Payment Plans area: one island that owns the history-mode routes under
its base path — \`/Enrollments\` (also where \`/Configure/\` and unknown routes go), \`/Pricing\`,
\`/Pricing/add\`, \`/Pricing/{scheduleId}\`, \`/Schedules\`, \`/Schedules/add\`, \`/Schedules/{scheduleId}\`,
\`/Assignments\`, \`/Assignments/add\`, \`/Assignments/{assignmentId}/edit\` and
\`/Assignments/{assignmentId}/editProductPricing\` — with the menu (Plan Enrollments, Pricing
Schedules, Payment Schedules, Product Assignments), the route's name as the title and the subhead
\`Payment Plans\`. Back, forward and reload work on every route (the host serves the page for each).
It ships in the admin bundle (\`resort-widgets-admin.umd.js\`, \`resort-widgets/admin\`), not in
the storefront one. In the ESM build each screen is a chunk of its own, loaded when it is opened.

- **Payment schedules**: the list (deleted ones hidden) and one overlay for add and detail, on a
  working copy: the editable title (in edit mode while the name is empty), purchase-date ranges
  sorted by start, each with its scheduled payments (date, percent, amount type, the Balance Due
  payment last showing 100 minus the others). A new range starts the day after the latest end or
  tomorrow, with its Balance Due payment; a new payment is \`0\`% of type 1; the default schedule has
  payments of types 1 and 3. Deleting an unsaved row removes it, a stored one is sent with
  \`IsDeleted\`. Every message of the schedule rules shows where it applies; an overlap blocks Apply, a gap is a
  warning only. A new schedule opens clean: a message shows once the admin has touched what it is
  about (changed or left the field; how ranges meet once a range was touched, added or deleted) or
  pressed Apply, and a stored schedule shows its messages at once. Apply is unavailable while
  invalid, applying or without ranges (\`aria-disabled\`: still focusable; pressed while invalid it
  shows every message and moves the focus to the first field marked); a failed save says
  why and keeps the working copy. The rules are plain functions and zod schemas in
  \`widgets/payment-plans-admin/schedules/schedule-validation.ts\`, shared with the demo store; checking 50 ranges
  of 12 payments takes well under a frame (\`npm run bench\`).
- **Pricing schedules**: the same list and overlay for purchase-date windows.
- **Enrollments**: the filter row ('Reprocess POS Fails', Enrollment Dates, Order ID, Payment Order
  ID (the order of one scheduled payment, sent as \`paymentOrderId\`), Customer Name/Email, Payment Dates, 'Has Failed Payments', 'Has Unprocessed POS Records', Clear, Apply),
  the prompt before any search, then the table with every column of the spec, 15 a page in
  ascending order, paged by the store. Each row's menu offers \`Set to <status>\` for each status
  and 'Reprocess Failed Payments' / 'Reprocess POS Records' (sent as ids 5 and 6); a status
  changes when the store answers 204, reprocessing reports 'Successfully reporcessed POS records'
  (the spec's wording) or \`ERROR: …\`. A row's ID opens its scheduled payments, where each status
  offers only its allowed next statuses; a change is saved and the row reloaded.
- **Product assignments**: the table with every column of the spec and each row's menu (Edit
  Assignment, Attribute Pricing, Delete Assignment — confirmed in a dialog titled 'Delete
  Assignment' naming the product); 'Add Assignment'. The side panel (react-hook-form with the zod
  rules of \`assignment-rules.ts\`, which the demo store applies too) has every field with its
  message (\`Product Name is required\`, \`Payment Schedule is required\`, \`Pricing Schedule is
  required\`, \`Payment Product is required\`, \`Value must be at least 1.\`), the defaults (hotlist
  code 0, retry days 1, payment product not chosen), Apply Changes disabled while invalid or
  saving; Cancel Changes, Close and the mask go back. A new assignment reloads the list, an edited
  one is merged into its row. Attribute Pricing shows one accordion section per purchase-date
  window (\`Jan 05, 2024 - Apr 30, 2024\`), each value (\`name|description\`) with its price.

- **Lists staff can work with** (plan enrollments, assignments, payment and pricing schedules):
  the filters, the order and the page are in the address — Back returns to the same search, a
  copied link opens it, and a panel or an overlay keeps them and goes back to the same list. The
  client-side lists (assignments, schedules) filter as the admin types (any column), order by any
  header (a button with \`aria-sort\`) and page 15 at a time; plan enrollments are searched, ordered
  (the ID header) and paged by the store. \`Export CSV\` saves every row of the filtered list, not
  only the page shown (the store streams the plan enrollments it finds; the other lists are built
  in the browser). Every row action is a button or a menu reachable with the keyboard, and after
  a dialog the focus is back on the row it was opened from (on the next row after a delete).

A 401 or 403 from any of its calls sends the browser to \`/login\`.

**Where the spec's error catalogue differs.** It says enrollment and list failures and a failed
assignment delete are only logged, and that schedule, assignment and pricing save failures and the
POS reprocess result are shown in an alert. Here each is shown in the widget itself, and logged and
reported as every failed call is: a list that fails to load says so with \`Retry\`, a failed save
says why and keeps the working copy, the reprocess result is the status line above, and no message
opens \`window.alert\`, which a screen reader and the keyboard handle worse. A list wider than its
box (a phone) scrolls sideways inside it, its first column held, with a shade on the side where
there is more; a control reached with the keyboard comes out beside the held column. The row menus
are held at the right where the box is at least 40em wide.
`,
  fallback: {
    description:
      "A staff screen is the widget's own: the template says in words that it needs JavaScript.",
    example: `
<resort-payment-plans-admin base-path="/Admin/PaymentPlans/Configure/">
  <p data-resort-fallback>Managing payment plans needs JavaScript. If the screen does not appear in a moment, JavaScript is not running in this browser: turn it on, or use another browser, then reload this page.</p>
</resort-payment-plans-admin>
`,
  },
  labels: { adminLabels, commonLabels, coreLabels, showMoreLabels, discardLabels, fieldLabels },
});
