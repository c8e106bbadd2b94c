/**
 * Vite serves Storybook (a plain config) and, with `RESORT_BUILD=esm`, builds the ESM library:
 * one self-contained entry per tag (`dist/esm/<tag>.js`) plus `dist/esm/index.js`, with shared
 * code in `dist/esm/chunks/`. React and every other dependency are bundled, so a page can load a
 * single tag's module alone. `scripts/build.mjs` drives it; vitest has its own config.
 */
import { defineConfig, type UserConfig } from 'vite';

/**
 * One shared `core` chunk: the island runtime, the stores and API client, and the header's mini
 * cart (every store page has one), with everything they import. Left to itself, the bundler
 * splits shared code by which entries use it, so each new tag added a few small chunks that every
 * page paid for (gzip works per file).
 */
const CORE_CHUNK_ROOTS = [
  'src/core/island/define-widget.tsx',
  'src/stores/cart.ts',
  'src/ui/use-labels.ts',
  'src/ui/Spinner.tsx',
  'widgets/cart/meta.ts',
  'widgets/cart/use-cart.ts',
  'widgets/cart/MiniCart.tsx',
];
const inCoreChunk = (id: string) => CORE_CHUNK_ROOTS.some((root) => id.replaceAll('\\', '/').endsWith(`/${root}`));

// Vite 8 transforms TS/TSX with oxc; spell out React's automatic runtime (`react/jsx-runtime`).
const oxc: UserConfig['oxc'] = { jsx: { runtime: 'automatic', importSource: 'react' } };

export default defineConfig(async (): Promise<UserConfig> => {
  if (process.env.RESORT_BUILD !== 'esm') return { oxc };

  // Loaded only for the library build, so Storybook never depends on the widget list compiling.
  const { widgetEntries } = await import('./widgets/entries.ts');
  const entry: Record<string, string> = { index: 'src/index.ts' };
  for (const { meta, module } of widgetEntries) entry[meta.tag] = module;

  // @ts-expect-error: a plain .mjs build helper without type declarations
  const { minifyCssLiterals } = (await import('./scripts/minify-css-literals.mjs')) as { minifyCssLiterals: () => import('vite').Plugin };
  return {
    oxc,
    plugins: [minifyCssLiterals()],
    // Library mode leaves `process.env.NODE_ENV` alone: without this the bundle carries React's
    // development build and throws `process is not defined` in the browser.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    publicDir: false,
    logLevel: 'warn',
    build: {
      outDir: 'dist/esm',
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
        // An entry may export more than its module does; saves a re-export facade per tag.
        preserveEntrySignatures: 'allow-extension',
        output: {
          chunkFileNames: 'chunks/[name]-[hash].js',
          codeSplitting: { groups: [{ name: 'core', test: inCoreChunk }] },
          // Library mode keeps whitespace and annotations for downstream bundlers; these files
          // are meant to be loaded as they are, so minify them fully.
          minify: true,
          comments: false,
        },
      },
    },
  };
});
