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
import { visualizer } from 'rollup-plugin-visualizer';

interface ChunkGraph {
  tags: Map<string, { id: string; family: string }>;
  everyPage: string[];
  otherEntries: string[];
  importsOf: (id: string) => readonly string[];
  dynamicImportsOf?: (id: string) => readonly string[];
  sizeOf: (id: string) => number;
  coreShare: number;
  sharedGroup?: string;
  alwaysCore?: string[];
}

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
  // @ts-expect-error: a plain .mjs build helper without type declarations
  const { planChunkGroups } = (await import('./scripts/chunk-groups.mjs')) as { planChunkGroups: (graph: ChunkGraph) => Map<string, string> };
  // A page fetches few files: what every page loads and what several tags share in one `core`
  // chunk, a family's shared parts in one file (scripts/chunk-groups.mjs says why and how). The
  // mini cart is on every storefront page. The helpers' entry is not: the loader fetches it only
  // when a host script asks for `ResortWidgets.ready`, so what only it uses stays in its own file.
  const tagEntries = entriesOf(admin ? 'admin' : 'storefront');
  const everyPage = admin ? [] : ['widgets/cart/elements/resort-minicart.ts', 'widgets/signin/elements/resort-signin-menu.ts', 'widgets/category-nav/elements/resort-category-nav.ts'];
  const otherEntries = admin ? ['widgets/admin.ts'] : ['widgets/index.ts'];
  let groupOf = new Map<string, string>();
  const planGroups: Plugin = {
    name: 'resort:chunk-groups',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const idOf = (module: string) => ids.find((id) => id.replaceAll('\\', '/').endsWith(`/${module}`)) ?? module;
      groupOf = planChunkGroups({
        tags: new Map(tagEntries.map(({ meta, module }) => [meta.tag, { id: idOf(module), family: module.split('/')[1] ?? meta.tag }])),
        everyPage: everyPage.map(idOf),
        otherEntries: otherEntries.map(idOf),
        importsOf: (id) => this.getModuleInfo(id)?.importedIds ?? [],
        dynamicImportsOf: (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
        sizeOf: (id) => this.getModuleInfo(id)?.code?.length ?? Infinity,
        // Three of the storefront's twenty tags; two of the three staff tags.
        coreShare: admin ? 2 : 3,
        sharedGroup: admin ? 'core' : 'shared',
        // The part loader: the storefront's header uses it; the admin's screens of two tags do.
        alwaysCore: [idOf('src/ui/lazy-part.tsx')],
      });
      if (process.env.RESORT_GROUPS_DEBUG) console.log([...groupOf].map(([id, group]) => `${group} ${id}`).sort().join('\n'));
    },
  };

  return {
    oxc,
    plugins: [
      minifyCssLiterals(),
      planGroups,
      // What each chunk is made of, for `npm run size`'s bundle map of every entry (dist/bundle-map/).
      visualizer({ filename: `dist/bundle-map/${target}.json`, template: 'raw-data', gzipSize: true }),
    ],
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
          codeSplitting: {
            groups: [
              { debugName: 'resort-chunk-groups', name: (id: string) => groupOf.get(id) ?? null, test: (id: string) => groupOf.has(id) },
            ],
          },
        },
      },
    },
  };
});
