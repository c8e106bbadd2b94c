import { esmBase, startLoader, type LoaderConfig } from './loader.ts';
import { announceShadowRoot } from './shadow-roots.ts';
import { resetShared } from '../core/shared.ts';

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
