/**
 * Vite serves Storybook (a plain config) and, with `RESORT_BUILD=esm`, builds the ESM library:
 * one self-contained entry per tag (`dist/esm/<tag>.js`) plus `dist/esm/index.js`, with shared
 * code in `dist/esm/chunks/`. React and every other dependency are bundled, so a page can load a
 * single tag's module alone. `scripts/build.mjs` drives it; vitest has its own config.
 */
import { resolve } from 'node:path';
import { defineConfig, type UserConfig } from 'vite';

// Vite 8 transforms TS/TSX with oxc; spell out React's automatic runtime (`react/jsx-runtime`).
const oxc: UserConfig['oxc'] = { jsx: { runtime: 'automatic', importSource: 'react' } };

export default defineConfig(async (): Promise<UserConfig> => {
  if (process.env.RESORT_BUILD !== 'esm') return { oxc };

  // Loaded only for the library build, so Storybook never depends on the widget list compiling.
  const { widgetEntries } = await import('./widgets/entries.ts');
  const entry: Record<string, string> = { index: 'src/index.ts' };
  for (const { meta, module } of widgetEntries) entry[meta.tag] = module;
  const platform = platformChunk(resolve(entry['resort-minicart'] ?? 'widgets/cart/elements/resort-minicart.ts'));

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
        // Libraries' `"use client"` directives mean nothing in a bundle (as in rollup.config.mjs).
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
        // An entry may export more than its module does; saves a re-export facade per tag.
        preserveEntrySignatures: 'allow-extension',
        output: {
          chunkFileNames: 'chunks/[name]-[hash].js',
          codeSplitting: { groups: [{ name: platform, debugName: 'platform' }] },
          // Library mode keeps whitespace and annotations for downstream bundlers; these files
          // are meant to be loaded as they are, so minify them fully.
          minify: true,
          comments: false,
        },
      },
    },
  };
});

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * The mini cart is on every page, so everything it loads at boot is one shared `platform` chunk
 * that every other tag also loads: without this, each new tag that uses only part of it would
 * split it into more files (each compressed on its own), and the mini cart page would pay for
 * that. Code of other tags stays in their own chunks.
 */
function platformChunk(minicartEntry: string) {
  let closure: Set<string> | null = null;
  return (id: string, graph: ModuleGraph): string | null => {
    if (!closure) {
      closure = new Set();
      const visit = (module: string) => {
        if (closure!.has(module)) return;
        closure!.add(module);
        for (const imported of graph.getModuleInfo(module)?.importedIds ?? []) visit(imported);
      };
      visit(minicartEntry);
      closure.delete(minicartEntry);
    }
    return closure.has(id) ? 'platform' : null;
  };
}
