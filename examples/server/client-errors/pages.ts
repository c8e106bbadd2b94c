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
  const { t } = ctx.i18n;
  const body = html`<h1>${t('admin.menu.clientErrors')}</h1>
<p>${t('admin.clientErrors.intro', { count: CLIENT_ERRORS_SHOWN })}</p>
${rows.length === 0
    ? html`<p>${t('admin.clientErrors.none')}</p>`
    : html`<table class="legacy-table client-errors">
  <caption>${t('admin.clientErrors.caption')}</caption>
  <thead><tr><th scope="col">${t('admin.clientErrors.time')}</th><th scope="col">${t('admin.clientErrors.widget')}</th><th scope="col">${t('admin.clientErrors.operation')}</th><th scope="col">${t('admin.clientErrors.status')}</th><th scope="col">${t('admin.clientErrors.reference')}</th><th scope="col">${t('admin.clientErrors.message')}</th><th scope="col">${t('admin.clientErrors.page')}</th></tr></thead>
  <tbody>
${rows.map(
  (row) => html`    <tr data-reference="${row.reference ?? ''}"><td>${resortTime(row.receivedAt)}</td><td>${row.widget}</td><td>${row.operation}</td><td>${row.status === null ? '' : String(row.status)}</td><td><code>${row.reference ?? ''}</code></td><td>${row.message}</td><td>${row.page}</td></tr>
`,
)}  </tbody>
</table>`}`;
  return adminLayout(ctx, { title: t('admin.menu.clientErrors'), body });
}
