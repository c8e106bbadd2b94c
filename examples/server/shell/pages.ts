import { html, type SafeHtml } from '../platform/html.ts';
import { layout, type PageContext } from './layout.ts';

/** Every feature answers an unknown address with the same page. */
export function notFoundPage(ctx: PageContext): SafeHtml {
  return layout(ctx, {
    title: 'Page not found',
    body: html`<section class="legacy-message">
      <h1 class="legacy-page-title">Page not found</h1>
      <p>The page you asked for does not exist. It may have moved, or the season may be over.</p>
      <p><a href="/">Back to the store</a></p>
    </section>`,
  });
}
