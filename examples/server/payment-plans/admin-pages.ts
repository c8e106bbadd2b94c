import { html, type SafeHtml } from '../platform/html.ts';
import { adminLayout, needsScript, type PageContext } from '../shell/layout.ts';

/**
 * Every route of the admin Payment Plans area renders this page; the island reads the path and
 * shows the screen (history-mode routes).
 */
export function paymentPlansAdminPage(ctx: PageContext, basePath: string): SafeHtml {
  const { t } = ctx.i18n;
  return adminLayout(ctx, {
    title: t('admin.menu.paymentPlans'),
    body: html`<resort-payment-plans-admin base-path="${basePath}">${needsScript(ctx, t('admin.task.paymentPlans'))}</resort-payment-plans-admin>`,
  });
}
