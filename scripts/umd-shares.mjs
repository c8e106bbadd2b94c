/**
 * What each tag takes of the UMD files, measured. The UMD budgets are generated as a base (what
 * belongs to no tag: React, the shared core, the parts' define function) plus each tag's figures
 * from its folder's `tags.ts` (`budget.umd`); this is how those figures are measured.
 *
 * A module belongs to a tag when every import path from the file's entry to it goes through that
 * tag's element module (`widgets/<folder>/elements/<tag>.ts`): it would leave the file with the
 * tag. A module that tags of one folder share is split between them evenly; one that several
 * folders or the entry reach counts in the base. Gzip compresses the file as one stream, so no
 * module has a size of its own in it: the file's gzip is shared out in proportion to each
 * module's gzip alone, which the bundle map (`dist/bundle-map/<file>.json`, written by the build)
 * records. The base is the rest, so the base and the tags' shares add up to the file exactly.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The four UMD files: the budget key each has in size-budgets.json, the bundle whose tags it
 * holds and the figure of `budget.umd` that counts in it (`first`: the first file, whose parts
 * are in umd/chunks/; `complete`: the one-file form).
 */
export const UMD_FILES = [
  { key: 'umd', file: 'resort-widgets.umd.js', map: 'resort-widgets.umd', bundle: 'storefront', part: 'first' },
  { key: 'umdComplete', file: 'resort-widgets.complete.umd.js', map: 'resort-widgets.complete.umd', bundle: 'storefront', part: 'complete' },
  { key: 'umdAdmin', file: 'resort-widgets-admin.umd.js', map: 'resort-widgets-admin.umd', bundle: 'admin', part: 'first' },
  { key: 'umdAdminComplete', file: 'resort-widgets-admin.complete.umd.js', map: 'resort-widgets-admin.complete.umd', bundle: 'admin', part: 'complete' },
];

const ELEMENT = /\/widgets\/([^/]+)\/elements\/(resort-[a-z0-9-]+)\.ts$/;

/**
 * For each module of a bundle map, the tags it belongs to (one, or several of one folder), or
 * null for the base.
 * @param {{ nodeMetas: Record<string, { id: string, imported: { uid: string }[] }> }} data
 * @returns {Map<string, string[] | null>}  module uid → tags
 */
export function ownersOf(data) {
  const importers = new Map();
  for (const [uid, meta] of Object.entries(data.nodeMetas)) {
    for (const { uid: imported } of meta.imported) {
      const above = importers.get(imported);
      if (above) above.push(uid);
      else importers.set(imported, [uid]);
    }
  }
  const owners = new Map();
  for (const uid of Object.keys(data.nodeMetas)) {
    // Up the importers from the module: a tag's element module ends a path; a module nothing
    // imports (the entry) means a path that no tag holds.
    const tags = new Map();
    let base = false;
    const seen = new Set([uid]);
    const queue = [uid];
    while (queue.length > 0 && !base) {
      const current = queue.shift();
      const element = ELEMENT.exec(data.nodeMetas[current].id);
      if (element) {
        tags.set(element[2], element[1]);
        continue;
      }
      const above = importers.get(current) ?? [];
      if (above.length === 0) base = true;
      for (const next of above) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    const folders = new Set(tags.values());
    owners.set(uid, base || folders.size !== 1 ? null : [...tags.keys()].sort());
  }
  return owners;
}

/** The uids of the module parts rendered into one chunk of the map. */
function partsOf(node) {
  return node.uid ? [node.uid] : (node.children ?? []).flatMap(partsOf);
}

/**
 * One file's gzip shared out: the base and each tag's share, in bytes.
 * @param {{ tree: { children?: object[] }, nodeParts: Record<string, { gzipLength?: number, metaUid: string }>, nodeMetas: object }} data
 * @param {string} file  the chunk's name in the map (the file name)
 * @param {number} gzip  the file's gzip size
 * @returns {{ base: number, tags: Map<string, number> }}
 */
export function sharesOf(data, file, gzip) {
  const chunk = (data.tree.children ?? []).find((child) => child.name === file);
  if (!chunk) throw new Error(`umd-shares: the bundle map has no ${file}`);
  const owners = ownersOf(data);
  const parts = partsOf(chunk).map((uid) => data.nodeParts[uid]);
  const alone = parts.reduce((sum, part) => sum + (part.gzipLength ?? 0), 0);
  const scale = alone > 0 ? gzip / alone : 0;
  const tags = new Map();
  for (const part of parts) {
    const owner = owners.get(part.metaUid);
    if (!owner) continue;
    for (const tag of owner) tags.set(tag, (tags.get(tag) ?? 0) + ((part.gzipLength ?? 0) * scale) / owner.length);
  }
  const base = gzip - [...tags.values()].reduce((sum, bytes) => sum + bytes, 0);
  return { base, tags };
}

/**
 * Every UMD file of `distDir` shared out, with its gzip (level 9, as `npm run size` counts it).
 * @param {string} distDir
 * @returns {{ key: string, file: string, bundle: string, part: string, gzip: number, base: number, tags: Map<string, number> }[]}
 */
export function umdShares(distDir) {
  return UMD_FILES.map(({ key, file, map, bundle, part }) => {
    const mapFile = join(distDir, 'bundle-map', `${map}.json`);
    if (!existsSync(mapFile)) throw new Error(`umd-shares: ${mapFile} not found; run \`npm run build\` first`);
    const gzip = gzipSync(readFileSync(join(distDir, 'umd', file)), { level: 9 }).length;
    return { key, file, bundle, part, gzip, ...sharesOf(JSON.parse(readFileSync(mapFile, 'utf8')), file, gzip) };
  });
}

const KB = 1024;

/**
 * A plain-text table of the shares beside the figures they are budgeted at: `umdBase` and each
 * tag's `budget.umd` (size-budgets.json's `umdTags`, written from its tags.ts). A share above its
 * figure is marked: only the files' totals are budgets, but that row is where a total went over.
 * @param {ReturnType<typeof umdShares>} shares
 * @param {{ umdBase?: Record<string, number>, umdTags?: Record<string, { first: number, complete: number }> }} budgets
 */
export function formatShares(shares, budgets) {
  const lines = [['', 'first file', 'figure', 'complete', 'figure', '']];
  for (const bundle of ['storefront', 'admin']) {
    const first = shares.find((share) => share.bundle === bundle && share.part === 'first');
    const complete = shares.find((share) => share.bundle === bundle && share.part === 'complete');
    if (!first || !complete) continue;
    lines.push([`${bundle} (${first.file}, ${complete.file})`]);
    const row = (name, firstBytes, firstFigure, completeBytes, completeFigure) => {
      const above = (bytes, figure) => figure !== undefined && bytes > figure * KB;
      const cells = [[firstBytes, firstFigure], [completeBytes, completeFigure]].flatMap(([bytes, figure]) => [`${(bytes / KB).toFixed(2)} KB`, figure === undefined ? '-' : `${figure} KB`]);
      lines.push([`  ${name}`, ...cells, above(firstBytes, firstFigure) || above(completeBytes, completeFigure) ? 'above its figure' : '']);
    };
    row('base (no tag)', first.base, budgets.umdBase?.[first.key], complete.base, budgets.umdBase?.[complete.key]);
    const tags = [...new Set([...first.tags.keys(), ...complete.tags.keys()])].sort();
    for (const tag of tags) row(tag, first.tags.get(tag) ?? 0, budgets.umdTags?.[tag]?.first, complete.tags.get(tag) ?? 0, budgets.umdTags?.[tag]?.complete);
  }
  const widths = [0, 1, 2, 3, 4].map((i) => Math.max(...lines.filter((line) => line.length > 1).map((line) => line[i].length)));
  return lines.map((line) => (line.length === 1 ? line[0] : line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : i < 5 ? cell.padStart(widths[i]) : cell)).join('  ').trimEnd())).join('\n');
}
