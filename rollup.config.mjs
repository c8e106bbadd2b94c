/**
 * The UMD bundles for a plain `<script>` tag, React inside each, two of each kind:
 * - `resort-widgets.umd.js`: every storefront tag, `window.ResortWidgets` (set by `widgets/umd.ts`);
 * - `resort-widgets-admin.umd.js`: the staff tags, `window.ResortWidgetsAdmin` (`widgets/admin-umd.ts`).
 * These are for a host that serves the package's folder: the first file defines every tag and holds
 * React and the shared core; each tag's code and every part reached later comes from `umd/chunks/`
 * (parts built for this file, sharing its React: `scripts/umd-parts.mjs`), heavy dependencies from
 * the ESM build (`esm/`, `esm-admin/`, which must be built first), shared with the CDN loader.
 * - `resort-widgets.complete.umd.js` and `resort-widgets-admin.complete.umd.js`: the same tags with
 *   everything inside, for a host that can serve one file and nothing beside it.
 * None has exports, so none needs a global `name`.
 * Run by `scripts/build.mjs`; `npx rollup -c` works too.
 */
import { readFileSync } from 'node:fs';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild, { minify } from 'rollup-plugin-esbuild';
import { minifyCssLiterals } from './scripts/minify-css-literals.mjs';
import { baseSnippet, lazyChunksFromEsm } from './scripts/umd-lazy-chunks.mjs';
import { ELEMENT_MODULE, partsBanner, partsEsmBase, partsWithoutCycles, tagsAsParts } from './scripts/umd-parts.mjs';
import { visualizer } from 'rollup-plugin-visualizer';

const extensions = ['.mjs', '.js', '.json', '.ts', '.tsx'];
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/**
 * What the ESM build hands its bundler as files (a stylesheet as text, a JSON file as data), for the
 * complete files, which carry them inside.
 * @returns {import('rollup').Plugin}
 */
function inlineAssets() {
  return {
    name: 'resort-inline-assets',
    async resolveId(source, importer) {
      if (!source.endsWith('?raw')) return null;
      const resolved = await this.resolve(source.slice(0, -'?raw'.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}?raw` : null;
    },
    load(id) {
      if (id.endsWith('?raw')) return `export default ${JSON.stringify(readFileSync(id.slice(0, -'?raw'.length), 'utf8'))};`;
      if (id.endsWith('.json')) return `export default ${readFileSync(id, 'utf8')};`;
      return null;
    },
  };
}

/**
 * @param {{ esmDir: string, prefix?: string }} options  `esmDir`: the ESM build beside the UMD file,
 *   whose chunks it loads on demand; no `prefix`: the complete file, with everything inside
 * @returns {import('rollup').Plugin[]}
 */
const plugins = ({ esmDir, prefix }) => [
  ...(prefix
    ? [
        // The store header's tags, on every page: a part each would cost every page three requests.
        tagsAsParts({ inline: ['resort-minicart', 'resort-signin-menu', 'resort-category-nav'] }),
        // Heavy dependencies a widget loads on demand stay out of the UMD file (see the plugin).
        lazyChunksFromEsm({ root: process.cwd(), manifestFile: `dist/${esmDir}/manifest.json`, esmDir, esmBase: partsEsmBase(prefix) }),
      ]
    : [inlineAssets()]),
  minifyCssLiterals(),
  // First, so commonjs sees React's `if ("production" === 'production')` and keeps one branch.
  replace({
    preventAssignment: true,
    values: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  nodeResolve({ browser: true, extensions }),
  commonjs({ include: /node_modules/ }),
  // Dependencies too, so any syntax newer than the target is lowered here, inside the UMD wrapper,
  // rather than by the minifier, whose helpers would land outside it as page globals. ES2022 keeps
  // private class fields (ky, our islands) native: lowering them cost about 1 KB gzip.
  esbuild({
    include: /\.(m?js|tsx?)$/,
    exclude: [],
    loaders: { '.mjs': 'js' },
    target: 'es2022',
    jsx: 'automatic',
    jsxImportSource: 'react',
    // As tsconfig.json (target ES2022); given outright so packages' own tsconfigs are not read.
    tsconfig: false,
    tsconfigRaw: { compilerOptions: { useDefineForClassFields: true, verbatimModuleSyntax: true } },
    sourceMap: true,
  }),
];

/** @type {import('rollup').RollupOptions['onwarn']} */
function onwarn(warning, warn) {
  // Libraries' `"use client"` directives mean nothing in a bundle.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  // …and rollup cannot place that warning in their minified sources.
  if (warning.code === 'SOURCEMAP_ERROR' && warning.id?.includes('node_modules')) return;
  // Dependencies' comments that look like annotations but are not; Rollup drops them.
  if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
  // A circular import inside a dependency is its own business; ours are reported.
  if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every((id) => id.includes('node_modules'))) return;
  warn(warning);
}

/** What the file is made of, for `npm run size`'s bundle map (module sizes before minifying). */
const bundleMap = (name) => visualizer({ filename: `dist/bundle-map/${name}.json`, template: 'raw-data', gzipSize: true });

/**
 * The first file and its parts. Parts smaller than 5,000 bytes before minifying are merged into
 * the chunks that use them (or the first file), as each part costs a request: without it the
 * storefront build made 68 parts, many under 1 KB gzip; at 5,000 it makes 29 and the first file
 * grows by 5 KB gzip; at 20,000, 24 parts and 8 KB.
 * @param {{ input: string, name: string, esmDir: string }} bundle
 * @returns {import('rollup').RollupOptions}
 */
const umdWithParts = ({ input, name, esmDir }) => {
  const prefix = `${name}@${version}/`;
  const basePath = prefix.slice(0, -1); // Rollup puts the slash between
  return {
    input,
    plugins: plugins({ esmDir, prefix }),
    output: {
      dir: 'dist/umd',
      format: 'amd',
      amd: { define: '__resortWidgetsDefine', autoId: true, basePath },
      entryFileNames: `${name}.umd.js`,
      chunkFileNames: 'chunks/[name]-[hash].js',
      experimentalMinChunkSize: 5_000,
      banner: (chunk) => (chunk.isEntry ? partsBanner(prefix, baseSnippet(esmDir)) : ''),
      // Maps the minified files back to the original, unminified sources (sourcesContent included).
      sourcemap: true,
      plugins: [minify({ target: 'es2022', legalComments: 'none' }), partsWithoutCycles(), bundleMap(`${name}.umd`)],
    },
    onwarn,
    // How many parts were merged: `npm run size` prints what matters.
    onLog: (level, log, handler) => (log.code === 'OPTIMIZE_CHUNK_STATUS' ? undefined : handler(level, log)),
  };
};

/**
 * One classic script with everything inside: our own on-demand modules and the dependencies the
 * other builds fetch on demand (Square's and Braintree's own hosted scripts stay theirs).
 * @param {{ input: string, name: string, esmDir: string }} bundle
 * @returns {import('rollup').RollupOptions}
 */
const completeUmd = ({ input, name, esmDir }) => ({
  input,
  plugins: [
    // Built after the light file with its cache (`scripts/build.mjs`): the element modules that
    // build rewrote are compiled again as they are.
    { name: 'resort-umd-own-elements', shouldTransformCachedModule: ({ id }) => ELEMENT_MODULE.test(id) },
    // It has no parts, so nothing to hand the Trusted Types policy to (0.5 KB gzip in the admin file).
    { name: 'resort-umd-complete-no-parts', load: (id) => (id.endsWith('/widgets/umd-parts-policy.ts') ? 'export function handPolicyToParts() {}' : null) },
    ...plugins({ esmDir }),
  ],
  output: {
    file: `dist/umd/${name}.complete.umd.js`,
    // It exports nothing, so it simply runs: a UMD wrapper would hand it to a page's RequireJS as
    // an anonymous module, which RequireJS refuses from a plain script tag.
    format: 'iife',
    inlineDynamicImports: true,
    sourcemap: true,
    // Its map is what `npm run size` attributes to each tag's folder (scripts/umd-budgets.mjs).
    plugins: [minify({ target: 'es2022', legalComments: 'none' }), bundleMap(`${name}.complete.umd`)],
  },
  onwarn,
});

const storefront = { input: 'widgets/umd.ts', name: 'resort-widgets', esmDir: 'esm' };
const admin = { input: 'widgets/admin-umd.ts', name: 'resort-widgets-admin', esmDir: 'esm-admin' };

export default [umdWithParts(storefront), umdWithParts(admin), completeUmd(storefront), completeUmd(admin)];
