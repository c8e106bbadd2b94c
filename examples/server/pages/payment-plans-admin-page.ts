import { html, type SafeHtml } from './html.ts';
import { layout, type PageContext } from './layout.ts';

/**
 * Every route of the admin Payment Plans area renders this page; the island reads the path and
 * shows the screen (history-mode routes, spec §2).
 */
export function paymentPlansAdminPage(ctx: PageContext, basePath: string): SafeHtml {
  return layout(ctx, {
    title: 'Payment Plans',
    bodyClass: 'legacy-page legacy-admin',
    body: html`<resort-payment-plans-admin base-path="${basePath}"></resort-payment-plans-admin>`,
  });
}
