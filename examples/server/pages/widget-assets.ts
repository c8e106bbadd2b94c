/**
 * How the demo pages load the widgets: the host stylesheet (each tag's box until it starts) in
 * `<head>` with a `modulepreload` for every file the page's tags import, and the CDN loader at
 * the end of `<body>` (`defer`), so the server-rendered page paints before any widget code runs.
 *
 * `?widgets=off` serves the same page without them (no tags, no script, no page data): the
 * benchmark's widget-free baseline.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { distDir } from '../paths.ts';
import { html, SafeHtml } from './html.ts';

export type WidgetBundle = 'storefront' | 'admin';

const BUNDLES: Readonly<Record<WidgetBundle, { esmDir: string; loader: string }>> = {
  storefront: { esmDir: 'esm', loader: '/static/resort-widgets.js' },
  admin: { esmDir: 'esm-admin', loader: '/static/resort-widgets-admin.js' },
};

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const manifests = new Map<string, { mtimeMs: number; files: Map<string, string[]> }>();

/** Tag → the files its module loads at once (itself first), from the ESM build's manifest; re-read after a rebuild. */
function tagFiles(esmDir: string): Map<string, string[]> {
  const file = join(distDir, esmDir, 'manifest.json');
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return new Map(); // not built yet: the static routes say so
  }
  const cached = manifests.get(esmDir);
  if (cached?.mtimeMs === mtimeMs) return cached.files;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, seen: Set<string>): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, seen);
    return seen;
  };
  const files = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry && chunk.file.startsWith('resort-')) files.set(chunk.file.replace(/\.js$/, ''), [...closure(key, new Set())]);
  }
  manifests.set(esmDir, { mtimeMs, files });
  return files;
}

/** True when the page was asked for without widgets (`?widgets=off`). */
export function widgetsOff(currentUrl: string): boolean {
  return new URL(currentUrl, 'http://demo.invalid').searchParams.get('widgets') === 'off';
}

/** The page's markup without our tags; what they hold for browsers without JavaScript stays. */
export function withoutWidgets(markup: SafeHtml): SafeHtml {
  return new SafeHtml(markup.value.replace(/<\/?resort-[a-z-]+(?:\s[^>]*)?>/g, ''));
}

/** `<head>` links for `markup`: the host stylesheet and a modulepreload for each file its tags load. */
export function widgetHead(markup: SafeHtml, bundle: WidgetBundle): SafeHtml {
  const { esmDir } = BUNDLES[bundle];
  const byTag = tagFiles(esmDir);
  const files = new Set<string>();
  for (const [, tag] of markup.value.matchAll(/<(resort-[a-z-]+)/g)) for (const file of byTag.get(tag!) ?? []) files.add(file);
  return html`<link rel="stylesheet" href="/static/resort-widgets.css">
  ${[...files].map((file) => html`<link rel="modulepreload" href="/static/${esmDir}/${file}">\n  `)}`;
}

/** The loader script, at the end of `<body>`. */
export function widgetScript(bundle: WidgetBundle): SafeHtml {
  return html`<script src="${BUNDLES[bundle].loader}" defer></script>`;
}
