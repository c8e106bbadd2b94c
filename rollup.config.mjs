/**
 * The UMD bundle for a plain `<script>` tag: every tag registered, React inside, and
 * `window.ResortWidgets` set by `src/umd.ts` itself (it has no exports, so no global `name`).
 * Run by `scripts/build.mjs`; `npx rollup -c` works too.
 */
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild, { minify } from 'rollup-plugin-esbuild';
import { minifyCssLiterals } from './scripts/minify-css-literals.mjs';

const extensions = ['.mjs', '.js', '.json', '.ts', '.tsx'];

/** @type {import('rollup').Plugin[]} */
const plugins = [
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

/** @type {import('rollup').OutputOptions[]} */
const outputs = [
  {
    file: 'dist/umd/resort-widgets.umd.js',
    format: 'umd',
    // One file: chunks that the ESM build loads on demand (a widget's screens) are inlined here.
    inlineDynamicImports: true,
    // Maps the minified file back to the original, unminified sources (sourcesContent included).
    sourcemap: true,
    plugins: [minify({ target: 'es2022', legalComments: 'none' })],
  },
];

/** @type {import('rollup').RollupOptions} */
const config = {
  input: 'src/umd.ts',
  plugins,
  output: outputs,
  onwarn(warning, warn) {
    // Libraries' `"use client"` directives mean nothing in a bundle.
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    // …and rollup cannot place that warning in their minified sources.
    if (warning.code === 'SOURCEMAP_ERROR' && warning.id?.includes('node_modules')) return;
    // Dependencies' comments that look like annotations but are not; Rollup drops them.
    if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
    // A circular import inside a dependency is its own business; ours are reported.
    if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every((id) => id.includes('node_modules'))) return;
    warn(warning);
  },
};

export default config;
