// @vitest-environment node
import { runInNewContext } from 'node:vm';
import type { Plugin, TransformPluginContext, PluginContext, OutputBundle, NormalizedOutputOptions } from 'rollup';
// @ts-expect-error: a plain .mjs build helper without type declarations
import * as untyped from './umd-parts.mjs';

type Define = ((id: string, deps: string[], factory: (...args: unknown[]) => void) => void) & {
  scriptUrl?: (url: string) => unknown;
  base: (prefix: string, folder: { href: string; esm?: string; nonce?: string; crossOrigin: string | null }) => void;
  folder: (prefix: string) => { href: string; esm?: string } | undefined;
};
type Require = (ids: string[], loaded: (...modules: Record<string, unknown>[]) => void, failed: (error: Error) => void) => void;

const parts = untyped as {
  installPartsRuntime: (g: object, doc: object) => void;
  partsBanner: (prefix: string, esmBaseSnippet: string) => string;
  partsWithoutCycles: () => Plugin;
  tagsAsParts: (options?: { inline?: readonly string[] }) => Plugin;
};

interface FakeScript {
  src: string;
  async: boolean;
  nonce?: string;
  crossOrigin?: string | null;
  onerror: (() => void) | null;
}

/** A page: its `<head>` collects the scripts the runtime adds. */
function page() {
  const added: FakeScript[] = [];
  const doc = {
    createElement: () => ({ src: '', async: false, onerror: null }) as FakeScript,
    head: { appendChild: (script: FakeScript) => added.push(script) },
  };
  const g: { __resortWidgetsDefine?: Define } = {};
  parts.installPartsRuntime(g, doc);
  const define = g.__resortWidgetsDefine as Define;
  define.base('resort-widgets@1.0.0/', { href: 'https://cdn.example.com/rw/umd/', nonce: 'n0nce', crossOrigin: 'anonymous' });
  return { g, doc, define, added };
}

const PREFIX = 'resort-widgets@1.0.0/';

describe('the define function of the UMD parts', () => {
  it('runs the first file at once, so its tags are defined while it runs', () => {
    const { define } = page();
    let ran = false;
    define(`${PREFIX}resort-widgets.umd`, ['require', 'exports'], (_require, exports) => {
      (exports as Record<string, unknown>).React = 'the one React';
      ran = true;
    });
    expect(ran).toBe(true);
  });

  it('fetches a part from chunks/ beside the first file, with its nonce and crossorigin, and runs it against the first file’s exports', async () => {
    const { define, added } = page();
    let require: Require | undefined;
    define(`${PREFIX}resort-widgets.umd`, ['require', 'exports'], (req, exports) => {
      require = req as Require;
      (exports as Record<string, unknown>).React = 'the one React';
    });
    const loaded = new Promise<Record<string, unknown>>((resolve, reject) => require?.(['./chunks/Calendar-abc'], resolve, reject));
    expect(added.map((script) => [script.src, script.nonce, script.crossOrigin])).toEqual([['https://cdn.example.com/rw/umd/chunks/Calendar-abc.js', 'n0nce', 'anonymous']]);

    // The part's script runs: it names the first file relative to itself.
    let sawReact: unknown;
    define(`${PREFIX}chunks/Calendar-abc`, ['exports', '../resort-widgets.umd'], (exports, main) => {
      sawReact = (main as Record<string, unknown>).React;
      (exports as Record<string, unknown>).Calendar = 'calendar';
    });
    await expect(loaded).resolves.toEqual({ Calendar: 'calendar' });
    expect(sawReact).toBe('the one React');
  });

  it('gives a part the address the library’s Trusted Types policy makes, and fails it when the policy refuses', async () => {
    const { define, added } = page();
    const trusted = { toString: () => 'https://cdn.example.com/rw/umd/chunks/Calendar-abc.js' };
    define.scriptUrl = (url) => (url.endsWith('Calendar-abc.js') ? trusted : (() => {
      throw new TypeError(`resort-widgets: refused script ${url}`);
    })());
    let require: Require | undefined;
    define(`${PREFIX}resort-widgets.umd`, ['require', 'exports'], (req) => {
      require = req as Require;
    });
    void new Promise((resolve, reject) => require?.(['./chunks/Calendar-abc'], resolve, reject));
    expect(added[0]?.src).toBe(trusted);
    const refused = new Promise((resolve, reject) => require?.(['./chunks/Photo-def'], resolve, reject));
    await expect(refused).rejects.toThrow('resort-widgets: refused script https://cdn.example.com/rw/umd/chunks/Photo-def.js');
    expect(added).toHaveLength(1);
  });

  it('fetches a part two others need once, and runs each after what it imports', async () => {
    const { define, added } = page();
    const order: string[] = [];
    define(`${PREFIX}resort-widgets.umd`, ['exports'], () => order.push('main'));
    define(`${PREFIX}chunks/A-1`, ['exports', './shared-1'], () => order.push('A'));
    define(`${PREFIX}chunks/B-1`, ['exports', './shared-1'], () => order.push('B'));
    expect(added.map((script) => script.src)).toEqual(['https://cdn.example.com/rw/umd/chunks/shared-1.js']);
    define(`${PREFIX}chunks/shared-1`, ['exports', '../resort-widgets.umd'], () => order.push('shared'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['main', 'shared', 'A', 'B']);
  });

  it('says which file could not be loaded', async () => {
    const { define, added } = page();
    let require: Require | undefined;
    define(`${PREFIX}resort-widgets.umd`, ['require', 'exports'], (req) => {
      require = req as Require;
    });
    const loaded = new Promise((resolve, reject) => require?.(['./chunks/PaymentForm-x'], resolve, reject));
    added[0]?.onerror?.();
    await expect(loaded).rejects.toThrow('resort-widgets: https://cdn.example.com/rw/umd/chunks/PaymentForm-x.js could not be loaded');
  });

  it('keeps the define function and folders of the file that came first', () => {
    const { g, doc, define } = page();
    parts.installPartsRuntime(g, doc);
    expect(g.__resortWidgetsDefine).toBe(define);
    define.base(PREFIX, { href: 'https://elsewhere.example.com/', crossOrigin: null });
    expect(define.folder(PREFIX)?.href).toBe('https://cdn.example.com/rw/umd/');
  });
});

describe('the first file’s opening', () => {
  const run = (src: string, attributes: Record<string, string> = {}) => {
    const script = { src, nonce: '', crossOrigin: null, getAttribute: (name: string) => attributes[name] ?? null };
    const sandbox: Record<string, unknown> = { document: { currentScript: script, createElement: () => ({}), head: {} }, location: { href: 'https://shop.example.com/cart' }, URL };
    sandbox.globalThis = sandbox;
    const esmSnippet = `var __resortEsmBase = new URL('../esm/', ${JSON.stringify(src)}).href;`;
    runInNewContext(parts.partsBanner(PREFIX, esmSnippet), sandbox);
    return (sandbox.__resortWidgetsDefine as Define).folder(PREFIX);
  };

  it('finds the parts beside the file, or where data-umd-base says, and the ESM folder it shares', () => {
    expect(run('https://cdn.example.com/rw@1.0.0/dist/umd/resort-widgets.umd.js')).toMatchObject({
      href: 'https://cdn.example.com/rw@1.0.0/dist/umd/',
      esm: 'https://cdn.example.com/rw@1.0.0/dist/esm/',
    });
    expect(run('https://shop.example.com/js/widgets.js', { 'data-umd-base': '/assets/rw' })?.href).toBe('https://shop.example.com/assets/rw/');
  });
});

describe('the build of the parts', () => {
  // The rules of the build steps, called as Rollup calls them; only `error` is used.
  const errorContext = { error: (message: string) => { throw new Error(message); } };

  it('turns a tag’s component into a part, leaves the tags it is told to keep, and refuses an element module of another shape', () => {
    const plugin = parts.tagsAsParts({ inline: ['resort-minicart'] });
    const transform = plugin.transform as (this: TransformPluginContext, code: string, id: string) => { code: string } | null;
    const context = errorContext as unknown as TransformPluginContext;
    const element = "import { defineWidget } from '../../../src/island/define-widget.tsx';\nimport { Waiver } from '../Waiver.tsx';\nexport const WaiverElement = defineWidget({ ...waiverElement, component: Waiver, styles });\n";
    const out = transform.call(context, element, '/repo/widgets/waiver/elements/resort-waiver.ts');
    expect(out?.code).toContain("load: () => import('../Waiver.tsx').then((module) => ({ default: module.Waiver }))");
    expect(out?.code).not.toContain("import { Waiver }");
    expect(transform.call(context, element, '/repo/widgets/cart/elements/resort-minicart.ts')).toBeNull();
    expect(transform.call(context, element, '/repo/widgets/waiver/Waiver.tsx')).toBeNull();
    expect(() => transform.call(context, 'export const X = defineWidget({ ...meta, styles });\n', '/repo/widgets/x/elements/resort-x.ts')).toThrow('neither `component: Name` nor `load:`');
    expect(() => transform.call(context, "import { A, B } from '../A.tsx';\ndefineWidget({ component: A });\n", '/repo/widgets/x/elements/resort-x.ts')).toThrow('is not imported alone');
  });

  it('fails when two parts import each other, or when the first file imports a part', () => {
    const chunk = (fileName: string, imports: string[]) => ({ type: 'chunk', fileName, imports, isEntry: fileName === 'main.js' });
    const generate = parts.partsWithoutCycles().generateBundle as (this: PluginContext, options: NormalizedOutputOptions, bundle: OutputBundle) => void;
    const context = errorContext as unknown as PluginContext;
    const bundle = (files: ReturnType<typeof chunk>[]) => Object.fromEntries(files.map((file) => [file.fileName, file])) as unknown as OutputBundle;
    expect(() => generate.call(context, {} as NormalizedOutputOptions, bundle([chunk('main.js', []), chunk('chunks/A.js', ['main.js', 'chunks/B.js']), chunk('chunks/B.js', ['main.js'])]))).not.toThrow();
    expect(() => generate.call(context, {} as NormalizedOutputOptions, bundle([chunk('main.js', []), chunk('chunks/A.js', ['chunks/B.js']), chunk('chunks/B.js', ['chunks/A.js'])]))).toThrow(
      'the UMD parts import each other: chunks/A.js → chunks/B.js → chunks/A.js',
    );
    expect(() => generate.call(context, {} as NormalizedOutputOptions, bundle([chunk('main.js', ['chunks/A.js']), chunk('chunks/A.js', [])]))).toThrow('the UMD file main.js imports chunks/A.js: it must run on its own');
  });
});
