/**
 * The CDN loader (`dist/resort-widgets.js`, `dist/resort-widgets-admin.js`): one small classic
 * script that defines each tag when it first appears in the document — at load, inserted later by
 * legacy code, or inside the shadow root of one of our islands — by importing that tag's module
 * from the ESM build beside it. React and the shared code load once, as the ESM chunks every tag
 * imports, so a page pays only for the tags it shows.
 *
 * It also puts the helpers on `window.ResortWidgets` (or `ResortWidgetsAdmin`): `version` and
 * `ready` at once, everything else (`$cart`, `defineWidget`, …) once `ready` has resolved. The
 * helpers' module is fetched only when a host script first reads `ready`.
 *
 * The build (`scripts/build-loader.mjs`) fills in `__RESORT_LOADER__` from the ESM manifest.
 */
import { shared } from '../core/shared.ts';
import { SHADOW_ROOT_WATCHERS, type ShadowRootWatchers } from './shadow-roots.ts';

export interface LoaderConfig {
  /** The ESM build's folder, looked for beside this script (`esm`, `esm-admin`). */
  esmDir: string;
  /** The global the helpers go on (`ResortWidgets`). */
  global: string;
  version: string;
  /** Every file a tag or the helpers load at once, relative to the ESM folder. */
  files: readonly string[];
  /** Tag → indexes in `files`: its own module first, then the chunks it imports. */
  tags: Readonly<Record<string, readonly number[]>>;
  /** The helpers' module (indexes in `files`, as for a tag). */
  api: readonly number[];
}

declare const __RESORT_LOADER__: LoaderConfig;

type Api = Record<string, unknown> & { version: string; ready: Promise<Api> };

/** Where the ESM build is: `data-esm-base`, else `../esm/` from a `umd/` folder, else `esm/` beside the script. */
export function esmBase(script: HTMLScriptElement | null, esmDir: string, pageUrl: string): string {
  const here = script?.src || pageUrl;
  const configured = script?.getAttribute('data-esm-base');
  if (configured) return new URL(configured, here).href;
  return new URL(/\/umd\/[^/]*$/.test(new URL(here).pathname) ? `../${esmDir}/` : `${esmDir}/`, here).href;
}

export interface Loader {
  api: Api;
  /** Looks for our tags in `root` (and below it) and defines the ones not defined yet. */
  scan(root: ParentNode): void;
  /** Also watches `root` (a shadow root) for tags inserted later. */
  watch(root: Node): void;
}

type Importer = (url: string) => Promise<Record<string, unknown>>;
const nativeImport: Importer = (url) => import(/* @vite-ignore */ url) as Promise<Record<string, unknown>>;

export function startLoader(config: LoaderConfig, base: string, win: Window & typeof globalThis = window, importModule: Importer = nativeImport): Loader {
  const doc = win.document;
  const tagNames = Object.keys(config.tags);
  const selector = tagNames.join(',');
  const requested = new Set<string>();
  const preloaded = new Set<number>();
  const url = (index: number) => new URL(config.files[index] ?? '', base).href;

  // Every file of a module at once, instead of one round trip per level of its imports.
  const preload = (indexes: readonly number[]) => {
    for (const index of indexes) {
      if (preloaded.has(index)) continue;
      preloaded.add(index);
      if (doc.querySelector(`link[rel="modulepreload"][href="${url(index)}"]`)) continue;
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = url(index);
      doc.head.append(link);
    }
  };

  const load = (indexes: readonly number[]): Promise<Record<string, unknown>> => {
    preload(indexes);
    return importModule(url(indexes[0] ?? -1));
  };

  // Widget code waits for the page's first paint: the server-rendered content shows first, and
  // no widget download competes with it (each tag's box is reserved by the host stylesheet).
  let painted = false;
  const waiting: (() => void)[] = [];
  const afterPaint = (run: () => void) => (painted ? run() : waiting.push(run));
  const paint = () => {
    if (painted) return;
    painted = true;
    for (const run of waiting.splice(0)) run();
  };
  win.requestAnimationFrame(() => win.setTimeout(paint, 0));
  win.setTimeout(paint, 100); // a hidden tab paints no frame

  const pending: Promise<unknown>[] = [];
  const define = (tag: string) => {
    const indexes = config.tags[tag];
    if (!indexes || requested.has(tag)) return;
    requested.add(tag);
    if (win.customElements.get(tag)) return; // another copy of the library defined it
    pending.push(
      new Promise<void>((resolve) => afterPaint(resolve))
        .then(() => (win.customElements.get(tag) ? undefined : load(indexes)))
        .catch((error: unknown) => {
          console.error(`resort-widgets: ${tag} could not be loaded from ${url(indexes[0] ?? -1)}.`, error);
        }),
    );
  };

  const scan = (root: ParentNode) => {
    if (requested.size === tagNames.length) return;
    if (root instanceof win.Element && config.tags[root.localName]) define(root.localName);
    for (const element of root.querySelectorAll(selector)) define(element.localName);
  };

  const observer = new win.MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof win.Element) scan(node);
    }
    if (requested.size === tagNames.length) observer.disconnect();
  });
  const watch = (root: Node) => {
    if (requested.size === tagNames.length) return;
    observer.observe(root, { childList: true, subtree: true });
  };

  const existing = (win as unknown as Record<string, unknown>)[config.global] as Api | undefined;
  const api: Api = existing ?? ({ version: config.version } as Api);
  if (!existing) (win as unknown as Record<string, unknown>)[config.global] = api;

  watch(doc.documentElement);
  scan(doc);
  if (!existing) {
    // The helpers load when the host first asks for them (`ResortWidgets.ready`), not on every
    // page: most pages only show tags, and the helpers' own code (the purchase event, the page
    // data's setters) would cost each of them a request and its bytes. Once asked, they follow
    // the tags found at start, so they never hold back what the shopper sees.
    let ready: Promise<Api> | undefined;
    Object.defineProperty(api, 'ready', {
      configurable: true,
      enumerable: true,
      get: () =>
        (ready ??= new Promise<void>((resolve) => afterPaint(resolve)).then(async () => {
          const helpers = await load(config.api);
          await Promise.all(pending);
          for (const [name, value] of Object.entries(helpers)) if (!(name in api)) api[name] = value;
          return api;
        })),
    });
  }
  // Tags the parser adds after this script (a script without `defer`) arrive through the observer.
  shared<ShadowRootWatchers>(SHADOW_ROOT_WATCHERS, () => new Set()).add((root) => {
    scan(root);
    watch(root);
  });
  return { api, scan, watch };
}

if (typeof __RESORT_LOADER__ !== 'undefined' && typeof document !== 'undefined') {
  const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;
  startLoader(__RESORT_LOADER__, esmBase(script, __RESORT_LOADER__.esmDir, location.href));
}
