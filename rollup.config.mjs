/**
 * The UMD bundles for a plain `<script>` tag, React inside each:
 * - `resort-widgets.umd.js`: every storefront tag, `window.ResortWidgets` (set by `widgets/umd.ts`);
 * - `resort-widgets-admin.umd.js`: the staff tags, `window.ResortWidgetsAdmin` (`widgets/admin-umd.ts`).
 * Neither has exports, so neither needs a global `name`. Each loads its heavy dependencies from its
 * own ESM build (`esm/`, `esm-admin/`), which must be built first.
 * Run by `scripts/build.mjs`; `npx rollup -c` works too.
 */
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild, { minify } from 'rollup-plugin-esbuild';
import { minifyCssLiterals } from './scripts/minify-css-literals.mjs';
import { lazyChunksFromEsm } from './scripts/umd-lazy-chunks.mjs';
import { visualizer } from 'rollup-plugin-visualizer';

const extensions = ['.mjs', '.js', '.json', '.ts', '.tsx'];

/**
 * @param {string} esmDir  the ESM build beside the UMD file, whose chunks it loads on demand
 * @returns {import('rollup').Plugin[]}
 */
const plugins = (esmDir) => [
  // Heavy dependencies a widget loads on demand stay out of the UMD file (see the plugin).
  lazyChunksFromEsm({ root: process.cwd(), manifestFile: `dist/${esmDir}/manifest.json`, esmDir }),
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

/**
 * @param {{ input: string, file: string, esmDir: string }} bundle
 * @returns {import('rollup').RollupOptions}
 */
const umdBundle = ({ input, file, esmDir }) => ({
  input,
  plugins: plugins(esmDir),
  output: {
    file,
    format: 'umd',
    // One classic script: our own on-demand modules (the admin area's screens) are inlined.
    inlineDynamicImports: true,
    // Maps the minified file back to the original, unminified sources (sourcesContent included).
    sourcemap: true,
    plugins: [
      minify({ target: 'es2022', legalComments: 'none' }),
      // What the file is made of, for `npm run size`'s bundle map (module sizes before minifying).
      visualizer({ filename: `dist/bundle-map/${file.replace(/^.*\//, '').replace(/\.js$/, '')}.json`, template: 'raw-data', gzipSize: true }),
    ],
  },
  onwarn,
});

export default [
  umdBundle({ input: 'widgets/umd.ts', file: 'dist/umd/resort-widgets.umd.js', esmDir: 'esm' }),
  umdBundle({ input: 'widgets/admin-umd.ts', file: 'dist/umd/resort-widgets-admin.umd.js', esmDir: 'esm-admin' }),
];
