/**
 * `npm run test:consumer`: installs the package as a stranger would, from the tarball `npm pack`
 * makes of the built dist/, and renders a tag in Chromium two ways:
 *
 * 1. The CDN case: the tarball's dist/ served as a static folder on another origin
 *    (`/resort-widgets@<version>/dist/`), and a plain HTML page that loads the stylesheet and the
 *    loader with the SRI hashes the build wrote (`dist/integrity.json`). The same page with a
 *    wrong hash must not run the loader nor apply the stylesheet. Then a page with each UMD file
 *    as its only script: the UMD file fetches the tag's part from `umd/chunks/`, the complete
 *    file nothing.
 * 2. The bundler case: a fresh Vite + TypeScript app depending on the tarball (`file:`), importing
 *    the package's ESM entry, one tag's entry and the stylesheet, setting a tag's typed property
 *    and listening to a typed event (a `@ts-expect-error` line proves a wrong property type is
 *    refused by the shipped types), checked with `tsc --noEmit`, built with `vite build`, served
 *    and opened.
 *
 * Before either, it checks the tarball holds every file package.json names (entries, exports,
 * types, the manifest and the editors' data) and that the editors' data lists every tag of the
 * manifest with its attributes. Needs `npm run build` first; prints each step's seconds and the
 * CPU time it used. Temporary folders are removed, also on failure (`KEEP_CONSUMER_TMP=1` keeps them).
 */
/* global document, customElements -- read inside page.evaluate, in the browser */
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
import { integrityOf } from './cdn.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const TAG = 'resort-countdown';

class ConsumerError extends Error {}
const fail = (message) => {
  throw new ConsumerError(message);
};

const started = performance.now();
const timings = [];
async function step(name, run) {
  const start = performance.now();
  try {
    return await run();
  } finally {
    timings.push([name, (performance.now() - start) / 1000]);
  }
}

/** Runs a command; resolves with what it printed on stdout, rejects with all it printed when it fails. */
function exec(command, args, cwd) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } });
    let stdout = '';
    let output = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolvePromise(stdout) : reject(new ConsumerError(`\`${command} ${args.join(' ')}\` in ${cwd} failed (exit ${code}):\n${output.trim()}`))));
  });
}

// ── the tarball ─────────────────────────────────────────────────────────────

/**
 * Every file package.json promises: its entry fields, `bin`, and each `exports` target, a pattern
 * (`"./resort-*"`) filled in for each of `tags` it matches.
 */
export function promisedFiles(pkg, tags) {
  const files = [];
  const add = (path, from) => {
    if (typeof path === 'string') files.push({ file: path.replace(/^\.\//, ''), from });
  };
  for (const field of ['main', 'module', 'types', 'customElements', 'web-types']) add(pkg[field], `"${field}"`);
  for (const [name, path] of Object.entries(pkg.bin ?? {})) add(path, `"bin".${name}`);
  for (const [key, target] of Object.entries(pkg.exports ?? {})) {
    const conditions = typeof target === 'string' ? { default: target } : target;
    const [prefix, suffix] = key.split('*');
    const stars = suffix === undefined ? [null] : tags.map((tag) => `./${tag}`).filter((sub) => sub.startsWith(prefix) && sub.endsWith(suffix)).map((sub) => sub.slice(prefix.length, sub.length - suffix.length));
    for (const [condition, path] of Object.entries(conditions)) {
      for (const star of stars) add(star === null ? path : path.replaceAll('*', star), `exports["${key}"].${condition}`);
    }
  }
  return files;
}

async function pack(work) {
  const out = await exec('npm', ['pack', '--json', '--pack-destination', work], root);
  const [info] = JSON.parse(out);
  const tarball = join(work, info.filename);
  const unpacked = join(work, 'unpacked');
  mkdirSync(unpacked);
  await exec('tar', ['-xzf', tarball, '-C', unpacked], work);
  return { tarball, dir: join(unpacked, 'package'), files: info.files.map((file) => file.path), size: info.size };
}

function checkContents(pkgDir, files) {
  const inTarball = new Set(files);
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  const manifest = JSON.parse(readFileSync(join(pkgDir, 'dist', 'custom-elements.json'), 'utf8'));
  const elements = manifest.modules.flatMap((module) => module.declarations.map((element) => ({ ...element, module: module.path })));
  if (elements.length === 0) fail('custom-elements.json in the tarball lists no tag');
  const tags = elements.map((element) => element.tagName);
  // A tag with an export of its own (the staff tags) is resolved by it, never by `./resort-*`.
  const byPattern = tags.filter((tag) => !Object.hasOwn(pkg.exports ?? {}, `./${tag}`));
  const missing = promisedFiles(pkg, byPattern)
    .concat(elements.map((element) => ({ file: element.module, from: `custom-elements.json (${element.tagName})` })))
    .concat(tags.map((tag) => ({ file: `dist/types/tags/${tag}.d.ts`, from: `the types of ${tag}'s entry` })))
    .filter(({ file }) => !inTarball.has(file));
  if (missing.length > 0) fail(`the tarball lacks files package.json or the manifest names (check "files" and "exports"):\n${missing.map(({ file, from }) => `  ${file}  (named by ${from})`).join('\n')}`);

  const integrity = JSON.parse(readFileSync(join(pkgDir, 'dist', 'integrity.json'), 'utf8'));
  for (const name of ['resort-widgets.js', 'resort-widgets.css']) {
    const actual = integrityOf(readFileSync(join(pkgDir, 'dist', name)));
    if (integrity[name] !== actual) fail(`dist/integrity.json says ${integrity[name] ?? 'nothing'} for ${name}, the file in the tarball hashes to ${actual}`);
  }

  const vscode = JSON.parse(readFileSync(join(pkgDir, 'dist', 'vscode.html-custom-data.json'), 'utf8'));
  const webTypes = JSON.parse(readFileSync(join(pkgDir, pkg['web-types']), 'utf8'));
  const lists = {
    'vscode.html-custom-data.json': new Map(vscode.tags.map((tag) => [tag.name, tag.attributes.map((attribute) => attribute.name)])),
    'web-types.json': new Map(webTypes.contributions.html.elements.map((element) => [element.name, element.attributes.map((attribute) => attribute.name)])),
  };
  for (const [file, byTag] of Object.entries(lists)) {
    for (const element of elements) {
      const expected = element.attributes.map((attribute) => attribute.name).join(', ');
      const listed = byTag.get(element.tagName);
      if (!listed) fail(`${file} does not list <${element.tagName}>`);
      if (listed.join(', ') !== expected) fail(`${file} lists <${element.tagName}> with attributes [${listed.join(', ')}], the manifest with [${expected}]`);
    }
  }
  return { pkg, tags, integrity };
}

// ── serving ─────────────────────────────────────────────────────────────────

const types = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.html': 'text/html; charset=utf-8', '.map': 'application/json', '.svg': 'image/svg+xml' };

/** A static server on loopback: `prefix` + path → a file under `dir`; `cors` as a CDN answers. */
function serve(dir, { prefix = '/', cors = false } = {}) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = resolve(dir, `.${sep}${path.startsWith(prefix) ? path.slice(prefix.length) : '\0'}`);
    const headers = cors ? { 'access-control-allow-origin': '*' } : {};
    const target = existsSync(file) && statSync(file).isDirectory() ? join(file, 'index.html') : file;
    if (!target.startsWith(dir) || !existsSync(target)) {
      response.writeHead(404, headers).end('not found');
      return;
    }
    response.writeHead(200, { ...headers, 'content-type': types[extname(target)] ?? 'application/octet-stream' });
    createReadStream(target).pipe(response);
  });
  return new Promise((resolvePromise) => server.listen(0, '127.0.0.1', () => resolvePromise({ server, origin: `http://127.0.0.1:${server.address().port}` })));
}

// ── the CDN page ────────────────────────────────────────────────────────────

export function cdnPage(base, hashes) {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Lift tickets</title>
  <link rel="stylesheet" href="${base}/resort-widgets.css" integrity="${hashes.css}" crossorigin="anonymous">
</head>
<body>
  <script type="application/json" id="resort-page-data">{"locale": "en-US", "currency": "USD"}</script>
  <main>
    <h1>Lift tickets</h1>
    <p>The sale ends in <${TAG} id="sale" seconds="5400"></${TAG}>.</p>
  </main>
  <script src="${base}/resort-widgets.js" integrity="${hashes.js}" crossorigin="anonymous" defer></script>
</body>
</html>
`;
}

async function checkCdnPage(browser, origin, base) {
  const page = await browser.newPage();
  try {
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/index.html`);
    const timer = page.getByRole('timer');
    await timer.waitFor({ timeout: 15_000 }).catch(() => fail(`the CDN page shows no <${TAG}> timer (page errors: ${errors.join('; ') || 'none'})`));
    const text = (await timer.textContent())?.trim() ?? '';
    if (!/^1:(30:00|29:[0-5]\d)$/.test(text)) fail(`the CDN page's <${TAG} seconds="5400"> shows "${text}", not 1:30:00 counting down`);
    const css = await page.evaluate((href) => [...document.styleSheets].some((sheet) => sheet.href === href && sheet.cssRules.length > 0), `${base}/resort-widgets.css`);
    if (!css) fail('the CDN page did not apply resort-widgets.css');
  } finally {
    await page.close();
  }

  // A wrong hash must stop both files: proof the page really checks them.
  const wrong = await browser.newPage();
  try {
    const refused = [];
    wrong.on('console', (message) => {
      if (/integrity/i.test(message.text())) refused.push(message.text());
    });
    await wrong.goto(`${origin}/wrong-hash.html`, { waitUntil: 'load' });
    await wrong.waitForTimeout(500);
    const state = await wrong.evaluate((tag) => ({ defined: Boolean(customElements.get(tag)), css: [...document.styleSheets].some((sheet) => sheet.href?.endsWith('resort-widgets.css')) }), TAG);
    if (state.defined || state.css) fail(`with a wrong integrity hash the browser still ran the loader (${state.defined}) or applied the stylesheet (${state.css}): the hash check is not in effect`);
    if (refused.length < 2) fail(`with a wrong integrity hash Chromium reported ${refused.length} refused file(s), not 2`);
  } finally {
    await wrong.close();
  }
}

// ── the UMD files from the CDN folder ───────────────────────────────────────

const UMD_TAG = 'resort-date-field';

/** A page whose only script is a UMD file, with a tag whose code is one of the UMD file's parts. */
export function umdPage(base, file, hash) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Your details</title></head>
<body>
  <form><${UMD_TAG} name="born" label="Date of birth"></${UMD_TAG}></form>
  <script src="${base}/umd/${file}" integrity="${hash}" crossorigin="anonymous" defer></script>
</body>
</html>
`;
}

/**
 * The UMD file fetches the tag's part from `umd/chunks/` on the CDN's origin (with the script
 * tag's crossorigin); the complete file asks for nothing beside itself.
 */
async function checkUmdPage(browser, url, { parts }) {
  const page = await browser.newPage();
  try {
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const fetched = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(url);
    await page.getByRole('combobox', { name: 'Month' }).waitFor({ timeout: 15_000 }).catch(() => fail(`${url} shows no <${UMD_TAG}> (page errors: ${errors.join('; ') || 'none'})`));
    const fromFolder = fetched.filter((path) => /\/dist\/(umd\/chunks|esm)\//.test(path));
    if (parts && !fromFolder.some((path) => path.includes('/umd/chunks/'))) fail(`${url} rendered <${UMD_TAG}> without fetching its part from umd/chunks/`);
    if (!parts && fromFolder.length > 0) fail(`${url}, the complete file, fetched ${fromFolder.join(', ')}`);
    if (errors.length > 0) fail(`${url} threw: ${errors.join('; ')}`);
  } finally {
    await page.close();
  }
}

// ── the Vite app ────────────────────────────────────────────────────────────

const viteMain = `import 'resort-widgets/resort-widgets.css';
import 'resort-widgets/${TAG}';
import { on, version, type ResortEvents } from 'resort-widgets';

const app = document.querySelector<HTMLElement>('#app');
if (!app) throw new Error('no #app');

// The element type comes from the package's HTMLElementTagNameMap.
const countdown = document.createElement('${TAG}');
countdown.seconds = 2;
countdown.continuous = false;
// @ts-expect-error: the shipped types say seconds is a number
countdown.seconds = 'two';
countdown.seconds = 2;

window.addEventListener('resort:countdown:expired', (event) => {
  const seconds: number = event.detail.seconds;
  document.body.dataset.expired = String(seconds);
});
const stop = on('resort:cart:changed', (detail: ResortEvents['resort:cart:changed']) => detail.cart);
stop();

const heading = document.createElement('h1');
heading.textContent = \`Tickets (resort-widgets \${version})\`;
app.append(heading, countdown);
`;

function writeViteApp(dir, tarball) {
  const ours = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).devDependencies;
  const files = {
    'package.json': JSON.stringify(
      {
        name: 'resort-consumer-app',
        private: true,
        type: 'module',
        scripts: { build: 'tsc --noEmit && vite build' },
        dependencies: { 'resort-widgets': `file:${tarball}` },
        devDependencies: { typescript: ours.typescript, vite: ours.vite },
      },
      null,
      2,
    ),
    // Vite's own vanilla-ts template settings.
    'tsconfig.json': JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          useDefineForClassFields: true,
          module: 'ESNext',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          types: ['vite/client'],
          skipLibCheck: true,
          moduleResolution: 'bundler',
          allowImportingTsExtensions: true,
          verbatimModuleSyntax: true,
          moduleDetection: 'force',
          noEmit: true,
          strict: true,
          noUnusedLocals: true,
          noUnusedParameters: true,
          noFallthroughCasesInSwitch: true,
          noUncheckedSideEffectImports: true,
        },
        include: ['src'],
      },
      null,
      2,
    ),
    'index.html': `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Tickets</title></head>\n<body>\n<div id="app"></div>\n<script type="module" src="/src/main.ts"></script>\n</body>\n</html>\n`,
    'src/main.ts': viteMain,
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

async function checkViteApp(browser, origin) {
  const page = await browser.newPage();
  try {
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/index.html`);
    await page.getByRole('heading', { name: /^Tickets \(resort-widgets \d+\.\d+\.\d+\)$/ }).waitFor({ timeout: 15_000 }).catch(() => fail(`the Vite app did not start (page errors: ${errors.join('; ') || 'none'})`));
    await page.getByRole('timer').waitFor({ timeout: 15_000 }).catch(() => fail(`the Vite app shows no <${TAG}> timer (page errors: ${errors.join('; ') || 'none'})`));
    await page.waitForFunction(() => document.body.dataset.expired, undefined, { timeout: 15_000 }).catch(() => fail('the Vite app never heard resort:countdown:expired from its 2-second countdown'));
    const expired = await page.evaluate(() => document.body.dataset.expired);
    if (expired !== '2') fail(`resort:countdown:expired reached the Vite app with seconds ${expired}, not 2`);
    if (errors.length > 0) fail(`the Vite app threw: ${errors.join('; ')}`);
  } finally {
    await page.close();
  }
}

// ── the run ─────────────────────────────────────────────────────────────────

/** CPU seconds of this process and the children it waited for (Linux; 0 elsewhere for children). */
function cpuSeconds() {
  const self = process.cpuUsage();
  let children = 0;
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    children = (Number(fields[13]) + Number(fields[14])) / 100; // cutime + cstime, in clock ticks (100/s)
  } catch {
    children = 0;
  }
  return (self.user + self.system) / 1e6 + children;
}

async function main() {
  for (const file of ['dist/resort-widgets.js', 'dist/integrity.json', 'dist/types/widgets/index.d.ts', `dist/types/tags/${TAG}.d.ts`]) {
    if (!existsSync(join(root, file))) fail(`${file} is missing: run \`npm run build\` first`);
  }
  if (!existsSync(chromiumPath)) fail(`no Chromium at ${chromiumPath} (set CHROMIUM_PATH)`);
  const work = mkdtempSync(join(tmpdir(), 'resort-consumer-'));
  const servers = [];
  let browser;
  try {
    const packed = await step('npm pack', () => pack(work));
    const { pkg, integrity } = await step('tarball contents and editor data', () => checkContents(packed.dir, packed.files));
    console.log(`consumer: ${packed.files.length} files, ${(packed.size / 1024).toFixed(0)} KB packed`);

    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

    await step('plain page from a CDN folder (Chromium)', async () => {
      const prefix = `/resort-widgets@${pkg.version}/dist/`;
      const cdn = await serve(join(packed.dir, 'dist'), { prefix, cors: true });
      servers.push(cdn.server);
      const base = `${cdn.origin}${prefix.slice(0, -1)}`;
      const site = join(work, 'site');
      mkdirSync(site);
      writeFileSync(join(site, 'index.html'), cdnPage(base, { js: integrity['resort-widgets.js'], css: integrity['resort-widgets.css'] }));
      const wrong = 'sha384-' + Buffer.alloc(48).toString('base64');
      writeFileSync(join(site, 'wrong-hash.html'), cdnPage(base, { js: wrong, css: wrong }));
      for (const file of ['resort-widgets.umd.js', 'resort-widgets.complete.umd.js']) writeFileSync(join(site, file.replace(/js$/, 'html')), umdPage(base, file, integrity[`umd/${file}`]));
      const host = await serve(site);
      servers.push(host.server);
      await checkCdnPage(browser, host.origin, base);
      await checkUmdPage(browser, `${host.origin}/resort-widgets.umd.html`, { parts: true });
      await checkUmdPage(browser, `${host.origin}/resort-widgets.complete.umd.html`, { parts: false });
    });

    const app = join(work, 'vite-app');
    writeViteApp(app, packed.tarball);
    await step('vite app: npm install from the tarball', () => exec('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app));
    await step('vite app: tsc --noEmit', () => exec(join(app, 'node_modules', '.bin', 'tsc'), ['--noEmit', '-p', 'tsconfig.json'], app));
    await step('vite app: vite build', () => exec(join(app, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], app));
    await step('vite app in Chromium', async () => {
      const served = await serve(join(app, 'dist'));
      servers.push(served.server);
      await checkViteApp(browser, served.origin);
    });
  } finally {
    await browser?.close();
    for (const server of servers) server.close();
    if (process.env.KEEP_CONSUMER_TMP) console.log(`consumer: kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

try {
  await main();
  console.log('consumer: the packed package renders on a plain CDN page (the loader and both UMD files) and in a Vite + TypeScript app');
} catch (error) {
  console.error(`consumer test failed: ${error instanceof ConsumerError ? error.message : error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  for (const [name, seconds] of timings) console.log(`  ${name.padEnd(44)} ${seconds.toFixed(1).padStart(6)} s`);
  console.log(`  ${'total (wall)'.padEnd(44)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s, CPU ${cpuSeconds().toFixed(1)} s`);
}
