// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { rollup, type Plugin } from 'rollup';
// @ts-expect-error: a plain .mjs build helper without type declarations
import { baseSnippet as untypedSnippet, lazyChunksFromEsm as untyped } from './umd-lazy-chunks.mjs';

const lazyChunksFromEsm = untyped as (options: { root: string; manifestFile: string }) => Plugin;
const baseSnippet = untypedSnippet as (esmDir?: string) => string;
const root = join(__dirname, '..');

async function buildUmd(entry: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'umd-lazy-'));
  const manifestFile = join(dir, 'manifest.json');
  writeFileSync(
    manifestFile,
    JSON.stringify({
      'node_modules/signature_pad/dist/signature_pad.js': { file: 'chunks/signature_pad-abc123.js', isDynamicEntry: true },
      'node_modules/dayjs/locale/fr-ca.js': { file: 'chunks/fr-ca-def456.js', isDynamicEntry: true },
    }),
  );
  const virtual: Plugin = {
    name: 'virtual-entry',
    resolveId: (id) => (id === 'entry' ? id : null),
    load: (id) => (id === 'entry' ? entry : null),
  };
  const bundle = await rollup({ input: 'entry', plugins: [virtual, lazyChunksFromEsm({ root, manifestFile }), nodeResolve({ rootDir: root })], logLevel: 'silent' });
  const { output } = await bundle.generate({ format: 'umd', name: 'Test', inlineDynamicImports: true });
  await bundle.close();
  return output[0].code;
}

/** Where the UMD file, loaded as a classic script from `src`, looks for the chunks. */
function esmBase(src: string, dataEsmBase: string | null = null, esmDir = 'esm'): string {
  const script = { src, getAttribute: (name: string) => (name === 'data-esm-base' ? dataEsmBase : null) };
  const sandbox = { document: { currentScript: script }, location: { href: src }, URL };
  return runInNewContext(`${baseSnippet(esmDir)}\n__resortEsmBase`, sandbox) as string;
}

describe('the UMD bundle and the heavy dependencies', () => {
  it("imports a package loaded on demand from the ESM build's chunk instead of bundling it", async () => {
    const code = await buildUmd("export const load = () => import('signature_pad');");
    expect(code).toContain("import(new URL('chunks/signature_pad-abc123.js', __resortEsmBase).href)");
    expect(code).not.toContain('_strokeBegin');
  });

  it("keeps dayjs's French names in the UMD build, where they register on the UMD file's own dayjs", async () => {
    const code = await buildUmd("export const load = () => import('dayjs/locale/fr-ca.js');");
    expect(code).not.toContain('__resortEsmBase).href');
    expect(code).toContain('janvier_février');
  });

  it('finds the chunks in ../esm/ beside a umd/ folder, in esm/ beside the file, or where data-esm-base says', async () => {
    const code = await buildUmd("export const load = () => import('signature_pad');");
    expect(code).toContain(baseSnippet().split('\n')[0]);
    expect(esmBase('https://cdn.example.com/resort-widgets/0.1.0/umd/resort-widgets.umd.js')).toBe('https://cdn.example.com/resort-widgets/0.1.0/esm/');
    expect(esmBase('http://127.0.0.1:8080/static/resort-widgets.umd.js')).toBe('http://127.0.0.1:8080/static/esm/');
    expect(esmBase('http://127.0.0.1:8080/static/resort-widgets.umd.js', '/assets/widgets/')).toBe('http://127.0.0.1:8080/assets/widgets/');
  });

  it("the admin bundle finds its own build's chunks in ../esm-admin/ or esm-admin/", () => {
    expect(esmBase('https://cdn.example.com/resort-widgets/0.1.0/umd/resort-widgets-admin.umd.js', null, 'esm-admin')).toBe(
      'https://cdn.example.com/resort-widgets/0.1.0/esm-admin/',
    );
    expect(esmBase('http://127.0.0.1:8080/static/resort-widgets-admin.umd.js', null, 'esm-admin')).toBe('http://127.0.0.1:8080/static/esm-admin/');
  });
});
