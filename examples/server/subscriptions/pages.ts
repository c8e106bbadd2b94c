import { html, type SafeHtml } from '../platform/html.ts';
import { adminLayout, needsScript, type PageContext } from '../shell/layout.ts';

/**
 * `/Admin/Subscriptions`: the subscriptions admin island. Its tab, search, order and page live in
 * the query string, so the same page answers every one of them (Back, reload, a copied link).
 */
export function subscriptionsAdminPage(ctx: PageContext): SafeHtml {
  const { t } = ctx.i18n;
  return adminLayout(ctx, {
    title: t('admin.menu.subscriptions'),
    body: html`<resort-subscriptions-admin>${needsScript(ctx, t('admin.task.subscriptions'))}</resort-subscriptions-admin>`,
  });
}
