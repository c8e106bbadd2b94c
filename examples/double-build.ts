/**
 * How a provider double (`square-double/`, `braintree-double/`) reaches a browser: its scripts
 * bundled in memory by esbuild and its frame's page and stylesheet read as they are, once per
 * process. The demo store serves the result (`server/checkout/double-files-route.ts`) and
 * Storybook's dev server and build take it from `double-vite-plugin.ts`; the library's own build
 * never includes it.
 */
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { build } from 'esbuild';

export interface BuiltFile {
  type: string;
  body: string;
}

/** A double's files by name, built on first use (a failed build is tried again next time). */
export type DoubleFiles = () => Promise<ReadonlyMap<string, BuiltFile>>;

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

async function bundle(entry: string): Promise<string> {
  const result = await build({ entryPoints: [entry], bundle: true, format: 'iife', target: 'es2020', minify: true, write: false, legalComments: 'none' });
  return result.outputFiles[0]?.text ?? '';
}

/**
 * `scripts` maps each served script's name to the TypeScript entry it is bundled from; `files` are
 * served as written. Both are relative to `dir`, the double's folder.
 */
export function doubleFiles(dir: string, scripts: Readonly<Record<string, string>>, files: readonly string[]): DoubleFiles {
  let built: Promise<ReadonlyMap<string, BuiltFile>> | null = null;
  const typeOf = (name: string) => TYPES[extname(name)] ?? 'application/octet-stream';
  return () => {
    built ??= (async () => {
      const made = await Promise.all([
        ...Object.entries(scripts).map(async ([name, entry]) => [name, { type: typeOf(name), body: await bundle(join(dir, entry)) }] as const),
        ...files.map(async (name) => [name, { type: typeOf(name), body: await readFile(join(dir, name), 'utf8') }] as const),
      ]);
      return new Map(made);
    })();
    built.catch(() => {
      built = null;
    });
    return built;
  };
}
