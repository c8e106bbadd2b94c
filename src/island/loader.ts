/**
 * The CDN loader (`dist/resort-widgets.js`, `dist/resort-widgets-admin.js`): one small classic
 * script that defines each tag when it first appears in the document — at load, inserted later by
 * legacy code, or inside the shadow root of one of our islands — by importing that tag's module
 * from the ESM build beside it. React and the shared code load once, as the ESM chunks every tag
 * imports, so a page pays only for the tags it shows.
 *
 * A tag written `loading="lazy"` (as on `<img>`) waits until the shopper nears it: the loader
 * watches it and defines the tag when the first lazy copy comes near the viewport, takes the focus
 * or a pointer, when the page is printed, or when it stops being lazy. A tag is defined once per
 * page, so one copy that is not lazy defines it at once for every copy.
 *
 * It also puts the helpers on `window.ResortWidgets` (or `ResortWidgetsAdmin`): `version` and
 * `ready` at once, everything else (`$cart`, `defineWidget`, …) once `ready` has resolved. The
 * helpers' module is fetched only when a host script first reads `ready`.
 *
 * In a browser below the support floor (`support.ts`) it does nothing at all, before it fetches
 * anything. A tag whose code cannot be fetched stays undefined, over the store's own markup, and is
 * reported (`resort:error`).
 *
 * The build (`scripts/build-loader.mjs`) fills in `__RESORT_LOADER__` from the ESM manifest.
 */
import { shared } from '../core/shared.ts';
import { onFirstUse } from '../core/on-first-use.ts';
import type { ErrorReport } from '../core/report-on-use.ts';
import { pageIsLeaving } from '../core/page-leaving.ts';
import { SHADOW_ROOT_WATCHERS, type ShadowRootWatchers } from './shadow-roots.ts';
import { meetsFloor } from './support.ts';

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
  /** The error reporter's module (`src/core/report.ts`), for a tag whose code cannot be fetched. */
  reporter?: readonly number[];
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

  // The same reporter every island uses (one slot per page, whichever copy loads it first).
  const reporterFiles = config.reporter;
  const reporter = reporterFiles ? onFirstUse<[ErrorReport]>('error reporter', () => load(reporterFiles)) : null;

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
          // The tag stays undefined: the store's own markup inside it stays in use (fallback.ts).
          if (pageIsLeaving()) return;
          console.error(`resort-widgets: ${tag} could not be loaded from ${url(indexes[0] ?? -1)}.`, error);
          reporter?.call({ widget: tag, operation: 'load', message: 'The widget could not be loaded.' });
        }),
    );
  };

  // The tags only `loading="lazy"` copies ask for, until one of them is wanted.
  const lazy = new Set<string>();
  const Observer = win.IntersectionObserver as typeof IntersectionObserver | undefined;
  const isLazy = (element: Element) => Observer !== undefined && element.getAttribute('loading')?.toLowerCase() === 'lazy';
  /** Defines `tag` now, for every copy of it on the page. */
  const request = (tag: string) => {
    lazy.delete(tag);
    define(tag);
  };
  const wake = (event: Event) => request((event.currentTarget as Element).localName);
  // One viewport height ahead, above and below (a percentage of the implicit root is of the
  // viewport). Measured on the demo store's checkout at 320×640 (Chromium, CPU 4× slower, cache
  // off), from the shopper reaching a lazy island to it showing its content: a waiver 0.3 s on fast
  // 4G (165 ms, 9 Mbit/s) and 0.8 s on slow 4G (562 ms, 1.4 Mbit/s), the media cards 0.8 s and 2 s,
  // the payment form 2.1 s and 5 s (its provider's script and card frame come after its code, as
  // they did when it loaded at once). A shopper reading the page takes longer than that to scroll
  // one more screen, so most islands are ready when they come into view. Two screens would load
  // the checkout's payment form and the account's payment plans with the page on a desktop
  // (1280×720), which is what `loading="lazy"` is there to avoid. Chrome's `<img loading="lazy">`
  // starts 1250 px ahead on a fast connection.
  const near = Observer
    ? new Observer(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            near?.unobserve(entry.target);
            request(entry.target.localName);
          }
        },
        { rootMargin: '100% 0px' },
      )
    : undefined;
  // A printout shows every island: what has not loaded starts now.
  if (near) win.addEventListener('beforeprint', () => [...lazy].forEach(request));
  // Observing a target twice and adding the same listener twice change nothing, so a copy found
  // again (a move, an attribute change) is simply watched again. A copy of a tag defined since
  // keeps its listeners and observation: they then ask for nothing.
  const watchLazy = (element: Element) => {
    lazy.add(element.localName);
    near?.observe(element);
    // `pointerover` comes with a finger's touch too, before its press.
    for (const type of ['focusin', 'pointerover']) element.addEventListener(type, wake, { passive: true });
  };

  const found = (element: Element) => {
    const tag = element.localName;
    if (requested.has(tag)) return;
    if (isLazy(element) && !win.customElements.get(tag)) watchLazy(element);
    else request(tag);
  };

  const scan = (root: ParentNode) => {
    if (requested.size === tagNames.length) return;
    if (root instanceof win.Element && config.tags[root.localName]) found(root);
    for (const element of root.querySelectorAll(selector)) found(element);
  };

  const observer = new win.MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        // A lazy copy made eager (or its attribute removed) is wanted now.
        const target = record.target as Element;
        if (config.tags[target.localName]) found(target);
        continue;
      }
      for (const node of record.addedNodes) if (node instanceof win.Element) scan(node);
    }
    if (requested.size === tagNames.length) observer.disconnect();
  });
  const watch = (root: Node) => {
    if (requested.size === tagNames.length) return;
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['loading'] });
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
    // the tags found at start, so they never hold back what the shopper sees. Lazy tags the
    // shopper has not neared by then do not hold them back (they may never load).
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

// Below the support floor (support.ts) the loader fetches nothing and defines nothing.
if (typeof __RESORT_LOADER__ !== 'undefined' && typeof document !== 'undefined' && meetsFloor(window)) {
  const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;
  startLoader(__RESORT_LOADER__, esmBase(script, __RESORT_LOADER__.esmDir, location.href));
}
