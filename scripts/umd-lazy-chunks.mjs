/**
 * The UMD file is one classic script, so it cannot split code: left alone, Rollup would refuse a
 * dynamic `import()` (or, inlined, carry signature_pad, DOMPurify and intl-tel-input with its
 * 60 KB utils into every page). This plugin keeps the heavy dependencies out of it: each dynamic
 * import of a package (or of a `?raw` file) becomes a native `import()` of the chunk the ESM build
 * already made for it, read from `dist/esm/manifest.json`. Those chunks are self-contained
 * (vendor code, no React), so a page that never needs them never loads them. The French label sets
 * (`*.fr-CA.ts`, plain data) are kept out the same way: an English page carries none of their text.
 *
 * The chunks are found next to the UMD file: `../esm/` when it sits in a `umd/` folder (the
 * published layout: `…/umd/resort-widgets.umd.js` and `…/esm/`), else `esm/` beside it; a host
 * that moves them sets `data-esm-base` on the script tag.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * The code put inside the UMD wrapper: where the ESM chunks are (the `esmDir` build), decided once
 * at load time.
 */
export const baseSnippet = (esmDir = 'esm') => `var __resortEsmBase = (function () {
  var script = typeof document !== 'undefined' ? document.currentScript : null;
  var here = script && script.src ? script.src : (typeof location !== 'undefined' ? location.href : '');
  var configured = script && script.getAttribute('data-esm-base');
  if (configured) return new URL(configured, here).href;
  return new URL(/\\/umd\\/[^/]*$/.test(new URL(here).pathname) ? '../${esmDir}/' : '${esmDir}/', here).href;
})();`;

/** A label set's translation (`labels.fr-CA.ts`): kept out of the UMD file like a heavy dependency. */
export const TRANSLATION_FILE = /\.fr-CA\.ts$/;

/**
 * Loaded on demand but bundled as a part of the UMD build (a few hundred bytes): a dayjs locale,
 * whose ESM chunk would register its names on the ESM build's dayjs, not the UMD file's.
 */
export const OWN_DEPENDENCY_PART = /^dayjs\/locale\//;

/**
 * @param {{ root: string, manifestFile: string, esmDir?: string, esmBase?: string }} options  `esmDir`:
 *   the ESM build's folder name (`esm`, `esm-admin`), looked for beside the UMD file; `esmBase`: the
 *   code that sets `__resortEsmBase` in each chunk instead (a part of the UMD build runs after its
 *   script has ended, so it asks the first file: `scripts/umd-parts.mjs`)
 * @returns {import('rollup').Plugin}
 */
export function lazyChunksFromEsm({ root, manifestFile, esmDir = 'esm', esmBase = baseSnippet(esmDir) }) {
  /** @type {Record<string, { file: string, isDynamicEntry?: boolean }>} */
  let manifest = {};
  /** External ids (ESM chunk paths) that this plugin made. */
  const lazyIds = new Set();
  return {
    name: 'resort-umd-lazy-chunks',
    buildStart() {
      if (!existsSync(manifestFile)) this.error(`${manifestFile} not found: build the ESM bundle before the UMD one`);
      manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    },
    async resolveDynamicImport(specifier, importer) {
      if (typeof specifier !== 'string' || specifier.startsWith('/')) return null;
      // Our own modules are inlined, but for a second language's labels, which only its pages load.
      if (specifier.startsWith('.') && !TRANSLATION_FILE.test(specifier)) return null;
      // A dayjs locale registers itself on the dayjs it imports: it must be this file's own copy.
      if (OWN_DEPENDENCY_PART.test(specifier)) return null;
      const [path, query] = specifier.split('?');
      const resolved = await this.resolve(path, importer, { skipSelf: true });
      if (!resolved || resolved.external) return null;
      // A CommonJS package (braintree-web) resolves through the commonjs plugin, which marks its id
      // with a leading NUL and a `?commonjs-…` query: the manifest knows the file itself.
      const file = resolved.id.replace(/^\0/, '').split('?')[0] ?? resolved.id;
      const key = relative(root, file).split('\\').join('/') + (query ? `?${query}` : '');
      const chunk = manifest[key];
      if (!chunk?.isDynamicEntry) {
        this.warn(`${specifier} (from ${relative(root, importer ?? '')}) has no ESM chunk of its own; it is bundled into the UMD file`);
        return null;
      }
      lazyIds.add(chunk.file);
      return { id: chunk.file, external: true };
    },
    renderDynamicImport({ targetModuleId }) {
      // Rollup writes the chunk path between the two halves.
      if (!targetModuleId || !lazyIds.has(targetModuleId)) return null;
      return { left: 'import(new URL(', right: ', __resortEsmBase).href)' };
    },
    outputOptions(options) {
      return { ...options, intro: [options.intro, esmBase].filter(Boolean).join('\n') };
    },
  };
}
