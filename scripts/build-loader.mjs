/**
 * Builds the CDN loaders from an ESM build's manifest (see src/island/loader.ts):
 *   dist/resort-widgets.js        storefront tags, from dist/esm/,       window.ResortWidgets
 *   dist/resort-widgets-admin.js  staff tags,      from dist/esm-admin/, window.ResortWidgetsAdmin
 * Each carries, for every tag, its module and the chunks that module imports statically, so it can
 * ask for all of them at once. Run by scripts/build.mjs after the ESM builds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { facadeOf } from './size-lib.mjs';

/** The loaders `npm run build` writes, with where each finds its tags. */
export const loaders = [
  { file: 'resort-widgets.js', esmDir: 'esm', global: 'ResortWidgets', api: 'api' },
  { file: 'resort-widgets-admin.js', esmDir: 'esm-admin', global: 'ResortWidgetsAdmin', api: 'admin-api' },
];

/**
 * The loader's table from `dist/<esmDir>/manifest.json`: every tag entry (`resort-*`) and the
 * helpers' entry, each as its file and the files it imports statically (transitively).
 * @param {string} distDir
 * @param {{ esmDir: string, global: string, api: string }} loader
 * @param {string} version
 * @returns {import('../src/island/loader.ts').LoaderConfig}
 */
export function loaderConfig(distDir, { esmDir, global, api }, version) {
  /** @type {Record<string, {file: string, name?: string, isEntry?: boolean, imports?: string[]}>} */
  const manifest = JSON.parse(readFileSync(join(distDir, esmDir, 'manifest.json'), 'utf8'));
  /** @type {string[]} */
  const files = [];
  const indexOf = (file) => {
    if (!files.includes(file)) files.push(file);
    return files.indexOf(file);
  };
  const closure = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, seen);
    return seen;
  };
  /** @type {Record<string, number[]>} */
  const tags = {};
  let apiFiles;
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    const name = chunk.file.replace(/\.js$/, '');
    if (name.startsWith('resort-')) tags[name] = [...closure(facadeOf(distDir, esmDir, chunk, manifest) ?? key)].map(indexOf);
    else if (name === api) apiFiles = [...closure(key)].map(indexOf);
  }
  if (!apiFiles) throw new Error(`${esmDir}/manifest.json has no "${api}" entry`);
  // The error reporter, which the loader fetches to report a tag whose code it could not fetch.
  const reporterKey = Object.keys(manifest).find((key) => key === 'src/core/report.ts');
  const reporter = reporterKey ? [...closure(reporterKey)].map(indexOf) : undefined;
  if (Object.keys(tags).length === 0) throw new Error(`${esmDir}/manifest.json has no tag entries`);
  return { esmDir, global, version, files, tags, api: apiFiles, ...(reporter ? { reporter } : {}) };
}

/**
 * Writes every loader into `distDir` (a classic script, minified, with its source map).
 * @param {string} root  the repository
 * @param {string} distDir
 */
export async function buildLoaders(root, distDir) {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  for (const loader of loaders) {
    await build({
      absWorkingDir: root,
      entryPoints: ['src/island/loader.ts'],
      outfile: join(distDir, loader.file),
      bundle: true,
      format: 'iife',
      // Dynamic import() and optional chaining: every browser the ESM build runs in has them.
      target: 'es2020',
      minify: true,
      sourcemap: true,
      legalComments: 'none',
      define: { __RESORT_LOADER__: JSON.stringify(loaderConfig(distDir, loader, version)) },
      logLevel: 'warning',
    });
  }
}
