/**
 * Bundle maps: what each entry of the build pays for, module by module. The builds write
 * rollup-plugin-visualizer's raw data (`dist/bundle-map/<build>.json`: esm, esm-admin and the two
 * UMD files); from it `npm run size` writes
 *   dist/bundle-map/<build>.html   the visualizer's treemap of the whole build
 *   dist/bundle-map/<entry>.txt    one entry (a tag with every chunk it imports statically, or the
 *                                  first file of a UMD build): its packages and source files, largest first
 * Sizes are the modules' code as rendered into the chunk before minifying, raw and gzip; read
 * them as shares, the gzip figures of `npm run size` as the cost.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { esmEntries } from './size-lib.mjs';

/** Leaves of the visualizer's tree under `node`: [path inside the chunk, sizes]. */
function leaves(node, parts, path = '') {
  if (node.uid) return [[path, parts[node.uid]]];
  return (node.children ?? []).flatMap((child) => leaves(child, parts, path ? `${path}/${child.name}` : child.name));
}

/** `react-dom`, `@r2wc/core` for a dependency; the path in the repository for our own code. */
function owner(path) {
  const dependency = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(path);
  if (dependency) return dependency[1];
  return path.replace(/^.*?\/((src|widgets)\/)/, '$1');
}

/** One entry's map as text: its files, then owners by rendered size. */
export function entryMap(name, files, data) {
  const chunks = new Map((data.tree.children ?? []).map((chunk) => [chunk.name, chunk]));
  const totals = new Map();
  for (const file of files) {
    const chunk = chunks.get(file);
    if (!chunk) continue;
    for (const [path, part] of leaves(chunk, data.nodeParts)) {
      const key = owner(path);
      const total = totals.get(key) ?? { raw: 0, gzip: 0 };
      total.raw += part.renderedLength;
      total.gzip += part.gzipLength ?? 0;
      totals.set(key, total);
    }
  }
  const all = [...totals.values()].reduce((sum, total) => sum + total.raw, 0) || 1;
  const rows = [...totals].sort((a, b) => b[1].raw - a[1].raw);
  return [
    `${name}: ${files.length} file(s): ${files.join(', ')}`,
    'module (rendered before minifying)            raw KB   gzip KB   share',
    ...rows.map(([key, total]) => `${key.padEnd(44)} ${(total.raw / 1024).toFixed(1).padStart(7)} ${(total.gzip / 1024).toFixed(1).padStart(9)} ${((total.raw / all) * 100).toFixed(1).padStart(6)} %`),
    '',
  ].join('\n');
}

/**
 * Writes every map it has data for; returns the files written (relative to `distDir`).
 * @param {string} distDir
 */
export function writeBundleMaps(distDir) {
  const mapDir = join(distDir, 'bundle-map');
  const written = [];
  const builds = [
    { data: 'esm', esmDir: 'esm' },
    { data: 'esm-admin', esmDir: 'esm-admin' },
    { data: 'resort-widgets.umd', file: 'resort-widgets.umd.js' },
    { data: 'resort-widgets-admin.umd', file: 'resort-widgets-admin.umd.js' },
  ];
  // The package exports only its plugin (dist/plugin/); its command sits beside it in dist/bin/.
  const cli = join(fileURLToPath(import.meta.resolve('rollup-plugin-visualizer')), '..', '..', 'bin', 'cli.js');
  for (const build of builds) {
    const source = join(mapDir, `${build.data}.json`);
    if (!existsSync(source)) continue;
    const data = JSON.parse(readFileSync(source, 'utf8'));
    execFileSync(process.execPath, [cli, '--template', 'treemap', '--filename', join(mapDir, `${build.data}.html`), source], { stdio: 'ignore' });
    written.push(`bundle-map/${build.data}.html`);
    if (build.file) {
      // The first file alone, as its budget counts it; its parts are in the treemap.
      const text = entryMap(build.file, [build.file], data);
      writeFileSync(join(mapDir, `${build.data}.txt`), text);
      written.push(`bundle-map/${build.data}.txt`);
      continue;
    }
    for (const [name, entry] of esmEntries(distDir, build.esmDir)) {
      const files = entry.files.map((file) => file.slice(build.esmDir.length + 1));
      writeFileSync(join(mapDir, `${name}.txt`), entryMap(`${build.esmDir}/${name}.js`, files, data));
      written.push(`bundle-map/${name}.txt`);
    }
  }
  return written;
}
