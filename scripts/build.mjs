/**
 * `npm run build`: cleans dist/ (keeping dist/storybook), then builds
 *   dist/esm/                 vite, one module per storefront tag + index.js, shared chunks, manifest.json
 *   dist/esm-admin/           vite, the same for the staff tags + admin.js, sharing no file with dist/esm/
 *   dist/umd/                 rollup, resort-widgets.umd.js and resort-widgets-admin.umd.js with their parts in
 *                             umd/chunks/, and the complete single files *.complete.umd.js (+ .map, + .sri.txt)
 *   dist/resort-widgets.js    the CDN loaders (and resort-widgets-admin.js), from the ESM manifests (+ .map, + .sri.txt)
 *   dist/resort-widgets.css   the host stylesheet: each tag's box before it starts
 *   dist/types/               tsc, declarations of src/ and widgets/; types/tags/<tag>.d.ts for each tag's entry
 *   dist/custom-elements.json from the widget metas, and from it the editors' completion data
 *                             (vscode.html-custom-data.json, web-types.json)
 *   dist/cli/resort-widgets.js the package's command (`npx resort-widgets check-host`), esbuild, for Node
 * and prints the loaders', the UMD files' and the host stylesheet's subresource-integrity hashes
 * (sha384), also written to `dist/integrity.json` (path in dist/ → hash) for release notes and tests. Any failing step fails the build.
 *
 * The bundlers run in this process one after the other while tsc and the manifest script run in
 * child processes beside them (two cores).
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cdnBase, integrityOf } from './cdn.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const scriptFiles = [
  ...['resort-widgets.js', 'resort-widgets-admin.js'].map((name) => join(dist, name)),
  ...['resort-widgets.umd.js', 'resort-widgets-admin.umd.js', 'resort-widgets.complete.umd.js', 'resort-widgets-admin.complete.umd.js'].map((name) => join(dist, 'umd', name)),
];
const styleFiles = [join(dist, 'resort-widgets.css')];
const keep = new Set(['storybook']);

process.chdir(root);

function seconds(start) {
  return `${((performance.now() - start) / 1000).toFixed(1)} s`;
}

/** Runs one step, logs its time, and rethrows its error with the step's name. */
async function step(name, run) {
  const start = performance.now();
  try {
    const result = await run();
    console.log(`build: ${name} done in ${seconds(start)}`);
    return result;
  } catch (error) {
    throw new Error(`build: ${name} failed${error instanceof Error ? `: ${error.message}` : ''}`, { cause: error });
  }
}

/** Runs `node ...args`; resolves when it exits 0, rejects with its output otherwise. */
function node(args) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolvePromise(output.trim());
      else reject(new Error(`exit code ${code}\n${output.trim()}`));
    });
  });
}

async function clean() {
  const names = await readdir(dist).catch(() => []);
  await Promise.all(names.filter((name) => !keep.has(name)).map((name) => rm(join(dist, name), { recursive: true, force: true })));
}

async function buildEsm(target) {
  process.env.RESORT_BUILD = target;
  const { build } = await import('vite');
  await build({ configFile: join(root, 'vite.config.ts'), mode: 'production' });
}

async function buildUmd() {
  const { rollup } = await import('rollup');
  const { default: config } = await import('../rollup.config.mjs');
  // The complete file of an entry reuses the modules its light build has just compiled.
  const caches = new Map();
  for (const options of [config].flat()) {
    const bundle = await rollup({ ...options, cache: caches.get(options.input) });
    caches.set(options.input, bundle.cache);
    try {
      for (const output of [options.output ?? []].flat()) await bundle.write(output);
    } finally {
      await bundle.close();
    }
  }
}

/**
 * The declarations are written by TypeScript 7 (`typescript-7`, the native compiler: 2.8 CPU
 * seconds here against 10.5 for TypeScript 5.9), whose output the packed-tarball check compiles
 * with the TypeScript 5.9 a consumer may still have. `RESORT_TYPES_CHECKED=1` says the caller
 * type-checks the whole repository itself (`npm test`'s lint, with oxlint's `--type-check`): the declarations are then
 * written without checking the same files a second time (`--noCheck`).
 */
async function buildTypes() {
  const noCheck = process.env.RESORT_TYPES_CHECKED === '1' ? ['--noCheck'] : [];
  await node([join(root, 'node_modules', 'typescript-7', 'bin', 'tsc'), '-p', 'tsconfig.build.json', ...noCheck]);
  await writeTagTypes();
}

/**
 * `dist/types/tags/<tag>.d.ts` for each tag's own entry (`resort-widgets/resort-countdown`):
 * package.json's `./resort-*` export can name one path pattern, while the element declarations sit
 * in their widget's folder. Each also brings the tags' element types (widgets/tag-types.ts).
 */
async function writeTagTypes() {
  const types = join(dist, 'types');
  const elements = (await readdir(join(types, 'widgets'), { recursive: true })).filter((file) => /(^|[\\/])elements[\\/]resort-[a-z-]+\.d\.ts$/.test(file));
  if (elements.length === 0) throw new Error('no element declarations under dist/types/widgets/*/elements/');
  await mkdir(join(types, 'tags'), { recursive: true });
  for (const file of elements) {
    const from = `../widgets/${file.split('\\').join('/').replace(/\.d\.ts$/, '.ts')}`;
    const name = file.split(/[\\/]/).at(-1);
    await writeFile(join(types, 'tags', name), `import type {} from '../widgets/tag-types.ts';\nexport * from '${from}';\n`);
  }
}

function buildCustomElements() {
  return node(['--import', 'tsx', 'scripts/custom-elements.ts', join(dist, 'custom-elements.json')]);
}

function buildHostCss() {
  return node(['--import', 'tsx', 'scripts/host-css.ts', join(dist, 'resort-widgets.css')]);
}

async function buildLoaders() {
  const { buildLoaders: build } = await import('./build-loader.mjs');
  await build(root, dist);
}

async function buildCommand() {
  const { buildCli } = await import('./build-cli.mjs');
  await buildCli(root, join(dist, 'cli', 'resort-widgets.js'));
}

async function integrity(file) {
  const hash = integrityOf(await readFile(file));
  await writeFile(`${file}.sri.txt`, `${hash}\n`);
  return hash;
}

async function main() {
  const start = performance.now();
  await step('clean', clean);
  await mkdir(dist, { recursive: true });

  const bundles = (async () => {
    await step('esm (vite)', () => buildEsm('esm'));
    await step('esm-admin (vite)', () => buildEsm('esm-admin'));
    await step('loaders (esbuild)', buildLoaders);
    await step('umd (rollup)', buildUmd);
  })();
  const results = await Promise.allSettled([
    bundles,
    step('types (tsc)', buildTypes),
    step('custom-elements.json', buildCustomElements),
    step('resort-widgets.css', buildHostCss),
    step('cli (esbuild)', buildCommand),
  ]);
  const failures = results.filter((result) => result.status === 'rejected');
  if (failures.length > 0) {
    for (const failure of failures) console.error(failure.reason instanceof Error ? failure.reason.message : failure.reason);
    process.exitCode = 1;
    return;
  }

  const { version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
  const base = cdnBase(version);
  console.log(`\nbuild: done in ${seconds(start)}`);
  const hashes = {};
  for (const file of [...scriptFiles, ...styleFiles]) {
    const hash = await integrity(file);
    const path = relative(dist, file).split('\\').join('/');
    hashes[path] = hash;
    console.log(`${relative(root, file)} integrity: ${hash}`);
    console.log(
      file.endsWith('.css')
        ? `<link rel="stylesheet" href="${base}/${path}" integrity="${hash}" crossorigin="anonymous">`
        : `<script src="${base}/${path}" integrity="${hash}" crossorigin="anonymous" defer></script>`,
    );
  }
  await writeFile(join(dist, 'integrity.json'), `${JSON.stringify(hashes, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
