import { html, type SafeHtml } from '../platform/html.ts';
import { layout, type PageContext } from './layout.ts';

/** Every feature answers an unknown address with the same page. */
export function notFoundPage(ctx: PageContext): SafeHtml {
  const { t } = ctx.i18n;
  return layout(ctx, {
    title: t('error.title.404'),
    body: html`<section class="legacy-message">
      <h1 class="legacy-page-title">${t('error.title.404')}</h1>
      <p>${t('error.notFound.text')}</p>
      <p><a href="/">${t('error.backToStore')}</a></p>
    </section>`,
  });
}
