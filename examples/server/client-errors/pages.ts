import { html, type SafeHtml } from '../platform/html.ts';
import { adminLayout, type PageContext } from '../shell/layout.ts';
import type { ClientErrorRow } from './repo.ts';
import { resortNow } from '../shell/resort-date.ts';

export const CLIENT_ERRORS_PAGE = '/Admin/ClientErrors';
/** How many of the latest reports the list shows. */
export const CLIENT_ERRORS_SHOWN = 100;

/**
 * `/Admin/ClientErrors`: the latest failures the widgets reported, newest first. The reference is
 * the store's `X-Request-Id` of the failed call, the same as in the store's log line; it is shown
 * as text, linking nowhere.
 */
/** When a report arrived, on the resort's clock (the day and time staff see everywhere else). */
function resortTime(at: Date): string {
  const clock = resortNow(at.getTime());
  const [hours, minutes, seconds] = [Math.floor(clock.seconds / 3600), Math.floor(clock.seconds / 60) % 60, clock.seconds % 60];
  return `${clock.date} ${[hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':')}`;
}

export function clientErrorsPage(ctx: PageContext, rows: readonly ClientErrorRow[]): SafeHtml {
  const body = html`<h1>Client errors</h1>
<p>The latest ${CLIENT_ERRORS_SHOWN} failures shoppers' browsers reported, newest first. Find a failure's server log line by its reference.</p>
${rows.length === 0
    ? html`<p>No errors reported.</p>`
    : html`<table class="legacy-table client-errors">
  <caption>Reported errors</caption>
  <thead><tr><th scope="col">Time at the resort</th><th scope="col">Widget</th><th scope="col">Operation</th><th scope="col">Status</th><th scope="col">Reference</th><th scope="col">Message</th><th scope="col">Page</th></tr></thead>
  <tbody>
${rows.map(
  (row) => html`    <tr data-reference="${row.reference ?? ''}"><td>${resortTime(row.receivedAt)}</td><td>${row.widget}</td><td>${row.operation}</td><td>${row.status === null ? '' : String(row.status)}</td><td><code>${row.reference ?? ''}</code></td><td>${row.message}</td><td>${row.page}</td></tr>
`,
)}  </tbody>
</table>`}`;
  return adminLayout(ctx, { title: 'Client errors', body });
}
