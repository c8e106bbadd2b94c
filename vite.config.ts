/**
 * Vite serves Storybook (a plain config) and builds the two ESM libraries:
 * - `RESORT_BUILD=esm`: the storefront tags, one self-contained entry per tag
 *   (`dist/esm/<tag>.js`) plus `dist/esm/index.js`, with shared code in `dist/esm/chunks/`;
 * - `RESORT_BUILD=esm-admin`: the staff tags, the same way in `dist/esm-admin/` (with `admin.js`),
 *   built apart so that no chunk is shared with the storefront: admin code never lands in a file
 *   a shopper's page loads.
 * React and every other dependency are bundled, so a page can load a single tag's module alone.
 * `scripts/build.mjs` drives it; vitest has its own config.
 */
import { defineConfig, type Plugin, type UserConfig } from 'vite';

const SHARED_UI = /\/src\/ui\/(ErrorNotice|error-text|common-labels|control-styles)\.tsx?$/;

// Vite 8 transforms TS/TSX with oxc; spell out React's automatic runtime (`react/jsx-runtime`).
const oxc: UserConfig['oxc'] = { jsx: { runtime: 'automatic', importSource: 'react' } };

export default defineConfig(async (): Promise<UserConfig> => {
  const target = process.env.RESORT_BUILD;
  if (target !== 'esm' && target !== 'esm-admin') return { oxc };
  const admin = target === 'esm-admin';

  // Loaded only for the library build, so Storybook never depends on the widget list compiling.
  const { entriesOf } = await import('./widgets/entries.ts');
  // Besides the tags: every tag at once (`index`, `admin`) and the helpers alone, which the CDN
  // loader imports for `window.ResortWidgets` (`api`, `admin-api`).
  const entry: Record<string, string> = admin
    ? { admin: 'widgets/admin.ts', 'admin-api': 'widgets/admin-api.ts' }
    : { index: 'widgets/index.ts', api: 'widgets/api.ts' };
  for (const { meta, module } of entriesOf(admin ? 'admin' : 'storefront')) entry[meta.tag] = module;

  // @ts-expect-error: a plain .mjs build helper without type declarations
  const { minifyCssLiterals } = (await import('./scripts/minify-css-literals.mjs')) as { minifyCssLiterals: () => Plugin };
  // The mini cart is on every page, so everything it loads at boot goes into one chunk that the
  // other tags share. Left to the automatic splitting, every tag family that does not use the
  // cart's own modules (its element specs, its store) cut them out into extra small chunks, each
  // costing the mini cart a request and its import/export lists.
  const minicartEntry = 'widgets/cart/elements/resort-minicart.ts';
  const minicartBoot = new Set<string>();
  const collectMinicartBoot: Plugin = {
    name: 'resort:minicart-boot',
    buildEnd() {
      const start = [...this.getModuleIds()].find((id) => id.endsWith(minicartEntry));
      const stack = start ? [start] : [];
      while (stack.length > 0) {
        for (const imported of this.getModuleInfo(stack.pop()!)?.importedIds ?? []) {
          if (minicartBoot.has(imported)) continue;
          minicartBoot.add(imported);
          stack.push(imported);
        }
      }
    },
  };

  return {
    oxc,
    plugins: [minifyCssLiterals(), collectMinicartBoot],
    // Library mode leaves `process.env.NODE_ENV` alone: without this the bundle carries React's
    // development build and throws `process is not defined` in the browser.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    publicDir: false,
    logLevel: 'warn',
    build: {
      outDir: admin ? 'dist/esm-admin' : 'dist/esm',
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      manifest: 'manifest.json',
      lib: {
        entry,
        formats: ['es'],
        fileName: (_format, entryName) => `${entryName}.js`,
      },
      rolldownOptions: {
        onwarn(warning, warn) {
          // Libraries' `"use client"` directives mean nothing in a bundle (as in rollup.config.mjs).
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
        // An entry may export more than its module does; saves a re-export facade per tag.
        preserveEntrySignatures: 'allow-extension',
        output: {
          chunkFileNames: 'chunks/[name]-[hash].js',
          // Library mode keeps whitespace and annotations for downstream bundlers; these files
          // are meant to be loaded as they are, so minify them fully.
          minify: true,
          comments: false,
          // The staff build keeps the automatic splitting: these groups are about the storefront's
          // pages, where the mini cart is always loaded.
          codeSplitting: admin ? true : {
            groups: [
              { name: 'minicart-boot', test: (id: string) => minicartBoot.has(id), priority: 2 },
              // The error box, its wording and the control styles travel together: as four files
              // of a few hundred bytes each, gzip's per-file cost was a large part of their weight.
              { name: 'shared-ui', test: (id: string) => SHARED_UI.test(id.replaceAll('\\', '/')), priority: 1 },
            ],
          },
        },
      },
    },
  };
});
