/**
 * Gzip sizes of the built bundles, as a page pays for them: the two UMD files (storefront and
 * admin); the two CDN loaders, and a page with only `resort-minicart` through the loader (the
 * loader, the helpers' entry and the tag's files) against the same page from the ESM build; each
 * ESM entry of both ESM builds with every chunk it imports statically (transitively, read from
 * vite's manifests); and, for each cart widget, the bytes it adds to a page that already loads
 * `resort-minicart`.
 * Sizes are gzip level 9, summed per file (each file is its own request). 1 KB = 1024 bytes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const KB = 1024;
const BASE_ENTRY = 'resort-minicart';

/**
 * @typedef {object} SizeRow
 * @property {'umd' | 'loader' | 'entry' | 'onDemand' | 'addedToMinicart' | 'page'} kind  which budget group the row belongs to
 * @property {string} name       `umd`, `umd admin`, an entry name (`resort-minicart`, `index`, `admin`) or a cart tag
 * @property {string[]} files    files counted, relative to the dist directory
 * @property {number} bytes      raw (minified) bytes
 * @property {number} gzip       gzip bytes
 * @property {number | undefined} budget  budget in KB (1024 bytes), when there is one
 * @property {boolean} over      true when gzip exceeds the budget
 */

/** Gzip size of one file, cached by path. */
function sizer(distDir) {
  const cache = new Map();
  return (file) => {
    let size = cache.get(file);
    if (!size) {
      const code = readFileSync(join(distDir, file));
      size = { bytes: code.length, gzip: gzipSync(code, { level: 9 }).length };
      cache.set(file, size);
    }
    return size;
  };
}

/**
 * The chunk an entry only re-exports (`export{…}from"./chunks/core-….js"`), or null when the entry
 * has code of its own. The header's tags are such entries: their code is in `core`, which defines
 * them (scripts/chunk-groups.mjs), so the loader asks for `core` and skips a file of a few bytes
 * and its response headers.
 * @param {string} distDir
 * @param {string} esmDir
 * @param {{ file: string, imports?: string[] }} chunk
 * @param {Record<string, { file: string }>} manifest
 * @returns {string | null}  the re-exported chunk's manifest key
 */
export function facadeOf(distDir, esmDir, chunk, manifest) {
  const code = readFileSync(join(distDir, esmDir, chunk.file), 'utf8').trim();
  const target = /^export\s*\{[^}]*\}\s*from\s*["']\.\/([^"']+)["'];?$/.exec(code)?.[1];
  const key = chunk.imports?.length === 1 ? chunk.imports[0] : undefined;
  return target && key && manifest[key]?.file === target ? key : null;
}

/**
 * Reads dist/<esmDir>/manifest.json: entry name → files it loads (itself first), paths under dist/.
 * @param {string} distDir
 * @param {string} [esmDir]  `esm` (storefront) or `esm-admin`
 */
export function esmEntries(distDir, esmDir = 'esm') {
  const manifestFile = join(distDir, esmDir, 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`size: ${manifestFile} not found; run \`npm run build\` first`);
  /** @type {Record<string, {file: string, name?: string, src?: string, isEntry?: boolean, imports?: string[]}>} */
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

  const closure = (key, seen = new Set(), lazy = false) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, seen, lazy);
    if (lazy) for (const imported of chunk.dynamicImports ?? []) closure(imported, seen, lazy);
    return seen;
  };

  const entries = new Map();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    const name = chunk.file.replace(/\.js$/, '');
    entries.set(name, {
      src: chunk.src ?? key,
      files: [...closure(key)].map((file) => `${esmDir}/${file}`),
      // What the CDN loader fetches for it: an entry that only re-exports a chunk is skipped.
      loaderFiles: [...closure(facadeOf(distDir, esmDir, chunk, manifest) ?? key)].map((file) => `${esmDir}/${file}`),
      // With what it loads on demand (the mini cart's panel when opened).
      allFiles: [...closure(key, new Set(), true)].map((file) => `${esmDir}/${file}`),
    });
  }
  return entries;
}

/**
 * Reads size-budgets.json (KB): `{ umdBase: {umd, …}, umd, umdAdmin, umdComplete, umdAdminComplete, loader, loaderOverhead,
 * entries: {name: KB}, addedToMinicart: {tag: KB}, umdTags: {tag: {first, complete}}, pages: {name: {tags, budget}} }`.
 * `loaderOverhead`: what a page with only `resort-minicart` may pay through the loader beyond the same page from the ESM
 * build. The UMD totals are `umdBase` plus the `umdTags` figures of their bundle's tags (`npm run tags` writes them).
 */
export function readBudgets(file) {
  const budgets = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  return {
    umd: budgets.umd,
    umdAdmin: budgets.umdAdmin,
    umdComplete: budgets.umdComplete,
    umdAdminComplete: budgets.umdAdminComplete,
    loader: budgets.loader,
    loaderOverhead: budgets.loaderOverhead,
    entries: budgets.entries ?? {},
    addedToMinicart: budgets.addedToMinicart ?? {},
    umdBase: budgets.umdBase ?? {},
    umdTags: budgets.umdTags ?? {},
    pages: budgets.pages ?? {},
  };
}

/**
 * Measures every bundle in `distDir` against the budgets (default: size-budgets.json beside
 * dist/). Returns the rows; the caller decides what an exceeded budget means.
 * @param {string} distDir
 * @param {{ budgetsFile?: string }} [options]
 * @returns {SizeRow[]}
 */
export function measureSizes(distDir, options = {}) {
  const budgets = readBudgets(options.budgetsFile ?? join(distDir, '..', 'size-budgets.json'));
  const size = sizer(distDir);
  /** @type {SizeRow[]} */
  const rows = [];
  const row = (kind, name, files, budget) => {
    const bytes = files.reduce((sum, file) => sum + size(file).bytes, 0);
    const gzip = files.reduce((sum, file) => sum + size(file).gzip, 0);
    rows.push({ kind, name, files, bytes, gzip, budget, over: budget !== undefined && gzip > budget * KB });
  };

  // The first files (their parts load with the tags and on use), then the complete single files.
  for (const [name, file, budget] of [
    ['umd', 'umd/resort-widgets.umd.js', budgets.umd],
    ['umd admin', 'umd/resort-widgets-admin.umd.js', budgets.umdAdmin],
    ['umd complete', 'umd/resort-widgets.complete.umd.js', budgets.umdComplete],
    ['umd admin complete', 'umd/resort-widgets-admin.complete.umd.js', budgets.umdAdminComplete],
  ]) {
    if (!existsSync(join(distDir, file))) throw new Error(`size: ${join(distDir, file)} not found; run \`npm run build\` first`);
    row('umd', name, [file], budget);
  }

  // Entry names are unique across the two builds: tags, `index`, `api` (storefront), `admin`, `admin-api`.
  const entries = new Map([...esmEntries(distDir, 'esm'), ...esmEntries(distDir, 'esm-admin')]);

  for (const [name, file] of [
    ['loader', 'resort-widgets.js'],
    ['loader admin', 'resort-widgets-admin.js'],
  ]) {
    if (!existsSync(join(distDir, file))) throw new Error(`size: ${join(distDir, file)} not found; run \`npm run build\` first`);
    row('loader', name, [file], budgets.loader);
  }
  const minicart = entries.get(BASE_ENTRY);
  if (minicart) {
    const files = [...new Set(['resort-widgets.js', ...minicart.loaderFiles])];
    const esmKb = minicart.files.reduce((sum, file) => sum + size(file).gzip, 0) / KB;
    const budget = budgets.loaderOverhead === undefined ? undefined : Math.round((esmKb + budgets.loaderOverhead) * 100) / 100;
    row('loader', `${BASE_ENTRY} through the loader (ESM page + ${budgets.loaderOverhead ?? '?'} KB)`, files, budget);
  }
  for (const name of Object.keys(budgets.entries)) {
    if (!entries.has(name)) throw new Error(`size: size-budgets.json budgets entry "${name}" but the build has no dist/esm/${name}.js`);
  }
  const names = [...entries.keys()].sort((a, b) => (a === 'index' ? 1 : b === 'index' ? -1 : a.localeCompare(b)));
  // A tag without a budget could grow unseen: each has one, set in its folder's tags.ts.
  for (const name of names) {
    if (name.startsWith('resort-') && budgets.entries[name] === undefined && budgets.addedToMinicart[name] === undefined) {
      throw new Error(`size: ${name} has no budget in size-budgets.json: give it one in its folder's tags.ts (budget), then npm run tags`);
    }
  }
  for (const name of names) row('entry', name, entries.get(name).files, budgets.entries[name]);
  for (const name of names) {
    const { files, allFiles } = entries.get(name);
    if (allFiles.length > files.length && name !== 'index') row('onDemand', `${name} (+ on demand)`, allFiles, undefined);
  }

  const base = entries.get(BASE_ENTRY);
  if (base) {
    const loaded = new Set(base.files);
    const cartTags = names.filter((name) => name !== BASE_ENTRY && entries.get(name).src.startsWith('widgets/cart/'));
    for (const name of new Set([...cartTags, ...Object.keys(budgets.addedToMinicart)])) {
      const entry = entries.get(name);
      if (!entry) throw new Error(`size: size-budgets.json budgets addedToMinicart "${name}" but the build has no dist/esm/${name}.js`);
      row('addedToMinicart', name, entry.files.filter((file) => !loaded.has(file)), budgets.addedToMinicart[name]);
    }
  }
  // A demo store page through the loader: the loader and every file of its tags, once each (the
  // helpers' entry loads only when a host script asks for `ready`).
  for (const [name, page] of Object.entries(budgets.pages)) {
    const admin = page.tags.some((tag) => entries.get(tag)?.files[0]?.startsWith('esm-admin/'));
    const files = new Set([admin ? 'resort-widgets-admin.js' : 'resort-widgets.js']);
    for (const tag of page.tags) {
      const entry = entries.get(tag);
      if (!entry) throw new Error(`size: size-budgets.json budgets page "${name}" with tag "${tag}" but the build has no ${tag}.js`);
      for (const file of entry.loaderFiles) files.add(file);
    }
    row('page', name, [...files], page.budget);
  }
  return rows;
}

const groupTitle = { umd: 'UMD bundle', loader: 'CDN loader', entry: 'ESM entry + its static chunks', onDemand: 'with the chunks it loads on demand (not budgeted)', addedToMinicart: `added to a page with ${BASE_ENTRY}`, page: 'a demo store page through the loader (its tags at first load; npm run bench measures it over the wire)' };

/** A plain-text table of the rows (KB = 1024 bytes). */
export function formatSizes(rows) {
  const kb = (bytes) => `${(bytes / KB).toFixed(2)} KB`;
  const lines = [['', 'files', 'min', 'gzip', 'budget', '']];
  let group = '';
  for (const r of rows) {
    if (r.kind !== group) {
      group = r.kind;
      lines.push([groupTitle[r.kind]]);
    }
    const status = r.budget === undefined ? '' : r.over ? 'OVER' : 'ok';
    lines.push([`  ${r.name}`, String(r.files.length), kb(r.bytes), kb(r.gzip), r.budget === undefined ? '-' : `${r.budget} KB`, status]);
  }
  const widths = [0, 1, 2, 3, 4].map((i) => Math.max(...lines.filter((l) => l.length > 1).map((l) => l[i].length)));
  return lines
    .map((l) => (l.length === 1 ? l[0] : l.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : i < 5 ? cell.padStart(widths[i]) : cell)).join('  ')))
    .join('\n');
}
