/**
 * How the demo pages load the widgets: the host stylesheet (each tag's box until it starts) in
 * `<head>`, and the CDN loader at the end of `<body>` (`defer`). The loader asks for the modules
 * of the page's tags, all their chunks at once, after the page's first paint; preloading them
 * from `<head>` instead made them compete with the page's own first paint.
 *
 * `?widgets=off` serves the same page without them (no tags, no script, no page data): the
 * benchmark's widget-free baseline.
 */
import { html, SafeHtml } from '../platform/html.ts';

export type WidgetBundle = 'storefront' | 'admin';

const LOADERS: Readonly<Record<WidgetBundle, string>> = {
  storefront: '/static/resort-widgets.js',
  admin: '/static/resort-widgets-admin.js',
};

/** True when the page was asked for without widgets (`?widgets=off`). */
export function widgetsOff(currentUrl: string): boolean {
  return new URL(currentUrl, 'http://demo.invalid').searchParams.get('widgets') === 'off';
}

/** The page's markup without our tags; what they hold for browsers without JavaScript stays. */
export function withoutWidgets(markup: SafeHtml): SafeHtml {
  return new SafeHtml(markup.value.replace(/<\/?resort-[a-z-]+(?:\s[^>]*)?>/g, ''));
}

/** `<head>`: the host stylesheet. */
export function widgetHead(): SafeHtml {
  return html`<link rel="stylesheet" href="/static/resort-widgets.css">`;
}

/** The loader script, at the end of `<body>`. */
export function widgetScript(bundle: WidgetBundle): SafeHtml {
  return html`<script src="${LOADERS[bundle]}" defer></script>`;
}
