import { esmBase, startLoader, type LoaderConfig } from './loader.ts';
import { announceShadowRoot } from './shadow-roots.ts';
import { resetShared } from '../core/shared.ts';
import { onFirstUse } from '../core/on-first-use.ts';
import type { ErrorReport } from '../core/report-on-use.ts';
import { FLOOR_FEATURES, meetsFloor } from './support.ts';
import { errorReports } from '../../test/error-reports.ts';

const config: LoaderConfig = {
  esmDir: 'esm',
  global: 'ResortWidgetsLoaderTest',
  version: '9.9.9',
  files: ['resort-a.js', 'chunks/shared.js', 'resort-b.js', 'api.js'],
  tags: { 'resort-a': [0, 1], 'resort-b': [2, 1] },
  api: [3, 1],
};
const BASE = 'https://cdn.test/rw/esm/';

function start(imported: string[]) {
  return startLoader(config, BASE, window, (url) => {
    imported.push(url.replace(BASE, ''));
    return Promise.resolve(url.endsWith('api.js') ? { helper: 'yes', version: 'not-this-one' } : {});
  });
}

// The loader starts after the first paint (a frame, or 100 ms at most).
const tick = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('the CDN loader', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    delete (window as unknown as Record<string, unknown>)[config.global];
    resetShared();
  });

  it('imports the module of each tag on the page once, preloading its chunks, and nothing for tags not there', async () => {
    document.body.innerHTML = '<resort-a></resort-a><div><resort-a></resort-a></div><resort-unknown></resort-unknown>';
    const imported: string[] = [];
    start(imported);
    await tick();
    expect(imported).toEqual(['resort-a.js']);
    expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual([
      `${BASE}resort-a.js`,
      `${BASE}chunks/shared.js`,
    ]);
  });

  it('defines a tag inserted later, in the document or in one of our islands’ shadow roots', async () => {
    const imported: string[] = [];
    start(imported);
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    announceShadowRoot(root);
    root.innerHTML = '<p><resort-b></resort-b></p>';
    await tick();
    expect(imported).toContain('resort-b.js');
    document.body.insertAdjacentHTML('beforeend', '<section><resort-a></resort-a></section>');
    await tick();
    expect(imported.filter((file) => file.startsWith('resort-'))).toEqual(['resort-b.js', 'resort-a.js']);
  });

  it('puts version and ready on the global at once and the helpers when ready resolves; a second copy keeps the first global', async () => {
    const imported: string[] = [];
    const { api } = start(imported);
    const global = (window as unknown as Record<string, typeof api>)[config.global];
    expect(global).toBe(api);
    expect(api.version).toBe('9.9.9');
    expect(api.helper).toBeUndefined();
    await tick();
    expect(imported).not.toContain('api.js');
    expect(api.ready).toBe(api.ready);
    await expect(api.ready).resolves.toBe(api);
    expect(imported.filter((file) => file === 'api.js')).toEqual(['api.js']);
    expect(api.helper).toBe('yes');
    expect(api.version).toBe('9.9.9');
    expect(start([]).api).toBe(api);
  });

  it('leaves a tag another copy of the library already defined', async () => {
    customElements.define('resort-b', class extends HTMLElement {});
    document.body.innerHTML = '<resort-b></resort-b>';
    const imported: string[] = [];
    start(imported);
    await tick();
    expect(imported).not.toContain('resort-b.js');
  });
});

/**
 * An IntersectionObserver double: like the browser's, it reports each target once soon after it is
 * observed (near the viewport or not, as `nearViewport` says), and again when a test scrolls to it.
 */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  static nearViewport = new Set<Element>();
  static scrollTo(element: Element) {
    FakeIntersectionObserver.nearViewport.add(element);
    for (const observer of FakeIntersectionObserver.all) if (observer.targets.has(element)) observer.report(element);
  }
  readonly targets = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(element: Element) {
    this.targets.add(element);
    setTimeout(() => this.report(element), 0);
  }
  unobserve(element: Element) {
    this.targets.delete(element);
  }
  disconnect() {
    this.targets.clear();
  }
  report(element: Element) {
    if (!this.targets.has(element)) return;
    const entry = { target: element, isIntersecting: FakeIntersectionObserver.nearViewport.has(element) } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

describe('the CDN loader and loading="lazy"', () => {
  const globals = window as unknown as Record<string, unknown>;
  const original = globals.IntersectionObserver;
  const tags = (imported: string[]) => imported.filter((file) => file.startsWith('resort-'));
  // Tags of their own: the tests above define resort-b for good.
  const lazyConfig: LoaderConfig = {
    ...config,
    files: ['resort-a.js', 'chunks/shared.js', 'resort-c.js', 'api.js'],
    tags: { 'resort-a': [0, 1], 'resort-c': [2, 1] },
  };
  const start = (imported: string[]) =>
    startLoader(lazyConfig, BASE, window, (url) => {
      imported.push(url.replace(BASE, ''));
      return Promise.resolve({});
    });

  beforeEach(() => {
    document.body.innerHTML = '';
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    delete globals[config.global];
    resetShared();
    FakeIntersectionObserver.all = [];
    FakeIntersectionObserver.nearViewport.clear();
    globals.IntersectionObserver = FakeIntersectionObserver;
  });
  afterEach(() => {
    globals.IntersectionObserver = original;
  });

  it('imports nothing of a lazy tag below the fold, and ready resolves without it; scrolling near it imports it', async () => {
    document.body.innerHTML = '<resort-c></resort-c><resort-a loading="lazy"></resort-a>';
    const imported: string[] = [];
    const { api } = start(imported);
    await tick();
    await expect(api.ready).resolves.toBe(api);
    expect(imported).toEqual(['resort-c.js', 'api.js']);
    expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).not.toContain(`${BASE}resort-a.js`);

    FakeIntersectionObserver.scrollTo(document.querySelector('resort-a')!);
    await tick();
    expect(imported).toEqual(['resort-c.js', 'api.js', 'resort-a.js']);
  });

  it('watches with a margin of one viewport height above and below', () => {
    document.body.innerHTML = '<resort-a loading="lazy"></resort-a>';
    start([]);
    expect(FakeIntersectionObserver.all.map((observer) => observer.options.rootMargin)).toEqual(['100% 0px']);
  });

  it('loads a lazy tag already near the viewport at start with the first paint', async () => {
    document.body.innerHTML = '<resort-a loading="lazy"></resort-a>';
    FakeIntersectionObserver.nearViewport.add(document.querySelector('resort-a')!);
    const imported: string[] = [];
    start(imported);
    await tick();
    expect(tags(imported)).toEqual(['resort-a.js']);
  });

  it('defines a tag at once when one copy of it is not lazy, and imports it once however many copies near the viewport', async () => {
    document.body.innerHTML = '<resort-a loading="lazy"></resort-a><resort-a></resort-a><resort-c loading="LAZY"></resort-c><resort-c loading="lazy"></resort-c>';
    const imported: string[] = [];
    start(imported);
    await tick();
    expect(tags(imported)).toEqual(['resort-a.js']);
    for (const copy of document.querySelectorAll('resort-a, resort-c')) FakeIntersectionObserver.scrollTo(copy);
    await tick();
    expect(tags(imported)).toEqual(['resort-a.js', 'resort-c.js']);
  });

  it('follows the same rule for tags inserted later, in the document or in an island’s shadow root', async () => {
    const imported: string[] = [];
    start(imported);
    await tick();
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    announceShadowRoot(root);
    root.innerHTML = '<p><resort-c loading="lazy"></resort-c></p>';
    document.body.insertAdjacentHTML('beforeend', '<section><resort-a loading="lazy"></resort-a></section>');
    await tick();
    expect(tags(imported)).toEqual([]);

    FakeIntersectionObserver.scrollTo(root.querySelector('resort-c')!);
    await tick();
    expect(tags(imported)).toEqual(['resort-c.js']);
    document.body.insertAdjacentHTML('beforeend', '<resort-a></resort-a>');
    await tick();
    expect(tags(imported)).toEqual(['resort-c.js', 'resort-a.js']);
  });

  it('loads a lazy tag at once when the focus moves into its box or a pointer or finger reaches it', async () => {
    document.body.innerHTML = '<resort-a loading="lazy"><a href="#terms">Terms</a></resort-a><resort-c loading="lazy"></resort-c>';
    const imported: string[] = [];
    start(imported);
    await tick();
    expect(tags(imported)).toEqual([]);
    document.querySelector<HTMLElement>('resort-a a')!.focus();
    await tick();
    expect(tags(imported)).toEqual(['resort-a.js']);
    document.querySelector('resort-c')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await tick();
    expect(tags(imported)).toEqual(['resort-a.js', 'resort-c.js']);
  });

  it('loads every lazy tag when the page is printed', async () => {
    document.body.innerHTML = '<resort-a loading="lazy"></resort-a><resort-c loading="lazy"></resort-c>';
    const imported: string[] = [];
    start(imported);
    await tick();
    expect(tags(imported)).toEqual([]);
    window.dispatchEvent(new Event('beforeprint'));
    await tick();
    expect(tags(imported)).toEqual(['resort-a.js', 'resort-c.js']);
  });

  it('loads a lazy tag once its copy is made eager or loses the attribute', async () => {
    document.body.innerHTML = '<resort-a loading="lazy"></resort-a><resort-c loading="lazy"></resort-c>';
    const imported: string[] = [];
    start(imported);
    await tick();
    expect(tags(imported)).toEqual([]);
    document.querySelector('resort-a')!.setAttribute('loading', 'eager');
    await tick();
    expect(tags(imported)).toEqual(['resort-a.js']);
    document.querySelector('resort-c')!.removeAttribute('loading');
    await tick();
    expect(tags(imported)).toEqual(['resort-a.js', 'resort-c.js']);
  });

  it('loads lazy tags as eager ones where the browser has no IntersectionObserver', async () => {
    globals.IntersectionObserver = undefined;
    document.body.innerHTML = '<resort-a loading="lazy"></resort-a>';
    const imported: string[] = [];
    start(imported);
    await tick();
    expect(imported).toEqual(['resort-a.js']);
  });
});

describe('a tag whose code cannot be fetched', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    resetShared();
  });

  it('stays undefined over the store markup inside it, and is reported once through the reporter it fetches', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<resort-broken><a data-resort-fallback href="/cart">Cart (2)</a></resort-broken><resort-working></resort-working>';
    const imported: string[] = [];
    const files = ['resort-broken.js', 'chunks/shared.js', 'resort-working.js', 'api.js', 'chunks/report.js'];
    startLoader({ ...config, files, tags: { 'resort-broken': [0, 1], 'resort-working': [2, 1] }, reporter: [4, 1] }, BASE, window, async (url) => {
      const file = url.replace(BASE, '');
      imported.push(file);
      if (file === 'resort-broken.js') throw new TypeError('Failed to fetch dynamically imported module');
      if (file === 'chunks/report.js') {
        // What the reporter's chunk does when it runs (src/core/report.ts, last line).
        const { reportError } = await import('../core/report.ts');
        onFirstUse<[ErrorReport]>('error reporter', () => Promise.resolve()).provide((report) => void reportError(report));
      }
      return {};
    });
    await vi.waitFor(() => expect(errorReports()).toEqual([{ widget: 'resort-broken', operation: 'load', message: 'The widget could not be loaded.' }]));
    expect(imported).toEqual(['resort-broken.js', 'resort-working.js', 'chunks/report.js']);
    expect(customElements.get('resort-broken')).toBeUndefined();
    expect(error).toHaveBeenCalledWith(`resort-widgets: resort-broken could not be loaded from ${BASE}resort-broken.js.`, expect.any(TypeError));
  });
});

describe('the support floor', () => {
  const modern = () =>
    ({
      customElements: { define() {} },
      Element: { prototype: { attachShadow() {} } },
      HTMLScriptElement: { prototype: { noModule: false } },
      Document: { prototype: { adoptedStyleSheets: [] } },
      CSS: { supports: (property: string, value: string) => property === 'color' && value.startsWith('color-mix(') },
    }) as unknown as Window & typeof globalThis;

  it('is met by a browser with every feature the widgets need', () => {
    expect(meetsFloor(modern())).toBe(true);
  });

  it.each(FLOOR_FEATURES.map((feature) => feature.name))('is not met without %s', (name) => {
    const browser = modern() as unknown as Record<string, unknown>;
    const missing: Record<string, () => void> = {
      'custom elements': () => delete browser.customElements,
      'shadow DOM': () => (browser.Element = { prototype: {} }),
      'module scripts': () => (browser.HTMLScriptElement = { prototype: {} }),
      'constructable stylesheets': () => (browser.Document = { prototype: {} }),
      'color-mix()': () => (browser.CSS = { supports: () => false }),
    };
    missing[name]!();
    expect(meetsFloor(browser as unknown as Window & typeof globalThis)).toBe(false);
  });
});

describe('esmBase', () => {
  const script = (src: string, base?: string) => {
    const element = document.createElement('script');
    element.src = src;
    if (base) element.setAttribute('data-esm-base', base);
    return element;
  };

  it('finds the ESM folder beside the script, one up from a umd/ folder, or where data-esm-base says', () => {
    expect(esmBase(script('https://cdn.test/rw/1.0/resort-widgets.js'), 'esm', 'https://shop.test/')).toBe('https://cdn.test/rw/1.0/esm/');
    expect(esmBase(script('https://cdn.test/rw/1.0/umd/loader.js'), 'esm-admin', 'https://shop.test/')).toBe('https://cdn.test/rw/1.0/esm-admin/');
    expect(esmBase(script('https://cdn.test/rw/1.0/resort-widgets.js', '/assets/widgets/'), 'esm', 'https://shop.test/')).toBe('https://cdn.test/assets/widgets/');
    expect(esmBase(null, 'esm', 'https://shop.test/page')).toBe('https://shop.test/esm/');
  });
});
