/**
 * `npm run bench`: boot cost of the islands on the demo store, in headless Chromium.
 *
 * - render time: from the widget script's arrival until every island on `/` and `/cart` shows its
 *   loaded state, median of 15 loads with the CPU throttled 4×, beside a baseline page that renders
 *   the same components in one plain React root (the ratio is the figure);
 * - the longest main-thread task during boot;
 * - `/api/minicart` requests on `/cart` (four cart islands) with and without the cart in page data;
 * - gzip sizes (scripts/size-lib.mjs);
 * - heap growth after 1,000 insert/remove cycles of `<resort-minicart>`;
 * - the payment schedule editor with 50 ranges of 12 payments (schedule-validation.mjs);
 * - lists answered with 10,000 entries until settled, CPU 1× (lists.mjs);
 * - JavaScript over the wire per page through the loader (brotli, cache off), beside React's floor
 *   and the chosen stack's floor (React, zod/mini, nanostores, r2wc, none of our code), built in
 *   the same run (page-bytes.mjs);
 * - Lighthouse (mobile) on the same pages, each beside the same page without widgets
 *   (`?widgets=off`), median of 3, the worse of simulated and applied throttling (lighthouse.mjs).
 * Needs `npm run build` first. Timings on shared machines are noisy: read the ratios.
 * `BENCH_ONLY=lighthouse` runs only the Lighthouse part, `BENCH_ONLY=lists` only the long lists;
 * `BENCH_ONLY=pages` only the page table (JavaScript over the wire per page, beside the floor);
 * `BENCH_ONLY=interactions` only the interaction table (input to the next frame painted, CPU 4×);
 * `BENCH_LIGHTHOUSE_RUNS` sets Lighthouse's runs. `-- --write` writes the interaction table it measured into
 * docs/performance.md between its markers (scripts/bench-figures.mjs).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, existsSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { measureSizes, KB } from '../../scripts/size-lib.mjs';
import { scheduleBenchRows } from './schedule-validation.mjs';
import { productBenchRows } from './product.mjs';
import { pricingCalendarBenchRows } from './pricing-calendar.mjs';
import { lighthouseFigures, lighthouseTable, METHODS } from './lighthouse.mjs';
import { listBenchRows } from './lists.mjs';
import { pageBytesTable } from './page-bytes.mjs';
import { interactionRows } from './interactions.mjs';
import { writeBlock } from '../../scripts/bench-figures.mjs';

const LOADS = Number(process.env.BENCH_LOADS ?? 15);
const THROTTLE = 4;
const CYCLES = 1000;
const port = Number(process.env.BENCH_PORT ?? 8271);
const base = `http://127.0.0.1:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CART_ISLANDS = 'resort-minicart, resort-cart, resort-order-summary, resort-discount-code';
// Every tag on `/` and `/cart`; the baseline renders the same ones.
const ISLANDS = `${CART_ISLANDS}, resort-signin-menu, resort-category-nav, resort-voucher-box, resort-payment-schedule`;
const RENDER_TIMEOUT_MS = 60_000;
const ONLY_LIGHTHOUSE = process.env.BENCH_ONLY === 'lighthouse';
const ONLY_LISTS = process.env.BENCH_ONLY === 'lists';
const ONLY_PAGES = process.env.BENCH_ONLY === 'pages';
const ONLY_INTERACTIONS = process.env.BENCH_ONLY === 'interactions';
/** `npm run bench -- --write`: the tables it measured written into docs/performance.md (scripts/bench-figures.mjs). */
const WRITE = process.argv.includes('--write');
/** How busy the machine was as the run began: a figure taken on a loaded machine says so beside it. */
const LOAD_AT_START = loadavg()[0];
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
// A quicker look: `BENCH_LIGHTHOUSE_PAGES=/,/cart` and `BENCH_LIGHTHOUSE_METHODS=devtools`.
const LIGHTHOUSE_PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
const LIGHTHOUSE_METHODS = /** @type {('simulate' | 'devtools')[] | undefined} */ (process.env.BENCH_LIGHTHOUSE_METHODS?.split(','));

if (!existsSync('dist/resort-widgets.js')) {
  console.error('bench: dist/ is missing; run `npm run build` first.');
  process.exit(1);
}

const baselineBundle = (
  await build({
    entryPoints: ['test/bench/baseline.tsx'],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    jsx: 'automatic',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [(await import('../../scripts/minify-css-literals.mjs')).minifyCssLiterals()].map((plugin) => ({
      name: plugin.name,
      setup(b) {
        b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
          const { readFile } = await import('node:fs/promises');
          const code = await readFile(args.path, 'utf8');
          const out = plugin.transform(code, args.path);
          return { contents: out ? out.code : code, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
        });
      },
    })),
  })
).outputFiles[0].text;

// Baseline styles: the islands' stylesheets, once, scoped by .rw-root like in the islands.
const { baseStyles } = await import('../../src/ui/base-styles.ts').catch(() => ({ baseStyles: '' }));

const server = spawn(process.execPath, ['--import', 'tsx', 'examples/server/main.ts', '--reset'], {
  // A fresh PGlite folder, never a DATABASE_URL of the shell (`--reset` would empty it).
  env: { ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'resort-bench-')), DATABASE_URL: '' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let serverOutput = '';
server.stdout.on('data', (chunk) => (serverOutput += chunk));
for (let waited = 0; !serverOutput.includes('Resort demo store:'); waited += 100) {
  if (waited > 60_000) throw new Error('bench: the demo store did not start');
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--js-flags=--expose-gc'],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A context whose cart holds a few products, so the islands render real content. */
async function shopperContext() {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto('/');
  for (const name of ['Season Pass - Adult', 'Guided Snowshoe Tour', 'Tee Time - Mountain Course']) {
    const tile = page.locator('article.legacy-tile', { has: page.getByRole('link', { name, exact: true }) });
    // A tile asks its date with <resort-date-field>: its day, month and year selects, set to the first day it allows.
    for (const field of await tile.locator('resort-date-field').all()) {
      const [year, month, day] = ((await field.getAttribute('min')) ?? '2027-06-12').split('-').map(Number);
      for (const [part, value] of [['year', year], ['month', month], ['day', day]]) await field.locator(`.rw-datefield__part--${part} select`).selectOption(String(value));
    }
    await tile.getByRole('button', { name: 'Add to cart' }).click();
    await tile.locator('.legacy-notice').filter({ hasText: /added/i }).waitFor();
  }
  await page.close();
  return context;
}

/** Serves `path` either as is (islands) or rewritten to the one-root baseline. */
async function routeBaseline(page) {
  await page.route('**/__bench/baseline.js', (route) => route.fulfill({ contentType: 'text/javascript', body: baselineBundle }));
  await page.route(/\/(cart)?(\?.*)?$/, async (route) => {
    if (!route.request().url().includes('baseline=1')) return route.continue();
    const response = await route.fetch({ url: route.request().url().replace(/[?&]baseline=1/, '') });
    const html = (await response.text())
      // A tag's light-DOM children are its no-JavaScript fallback (the header's sign-in links).
      .replace(/<(resort-[a-z-]+)([^>]*)>[\s\S]*?<\/\1>/g, '<div data-baseline="$1"$2></div>')
      .replace(/\/static\/resort-widgets\.js/, '/__bench/baseline.js')
      .replace(/<link rel="modulepreload"[^>]*>/g, '')
      .replace('</head>', `<style>${baseStyles}</style></head>`);
    return route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-length': String(Buffer.byteLength(html)) } });
  });
}

/** Loads `path` once and returns ms from the widget script's arrival to every island rendered. */
async function bootTime(context, path, baseline) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  if (baseline) await routeBaseline(page);
  await page.goto(path + (baseline ? (path.includes('?') ? '&' : '?') + 'baseline=1' : ''));
  const selector = baseline ? '[data-baseline]' : ISLANDS;
  const elapsed = await page.evaluate(
    ({ selector, baseline, timeout }) =>
      new Promise((resolve, reject) => {
        const pending = () =>
          [...document.querySelectorAll(selector)].filter((element) => {
            const root = baseline ? element : element.shadowRoot;
            return !root?.querySelector('.rw-root') || root.querySelector('.rw-spinner');
          });
        const started = performance.now();
        const check = () => {
          const left = pending();
          if (left.length === 0) {
            const script = performance.getEntriesByType('resource').find((entry) => /resort-widgets\.js|baseline\.js/.test(entry.name));
            resolve(performance.now() - (script ? script.responseEnd : 0));
          } else if (performance.now() - started > timeout) {
            // A tag the baseline cannot render (or an island stuck loading) must fail the run, not hang it.
            reject(new Error(`never rendered: ${left.map((element) => element.getAttribute('data-baseline') ?? element.localName).join(', ')}`));
          } else requestAnimationFrame(check);
        };
        check();
      }),
    { selector, baseline, timeout: RENDER_TIMEOUT_MS },
  );
  await page.close();
  return elapsed;
}

/** Longest main-thread task while `path` boots (Chrome trace). */
async function longestTask(context, path, { baseline = false, throttle = THROTTLE } = {}) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  if (baseline) await routeBaseline(page);
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(path + (baseline ? (path.includes('?') ? '&' : '?') + 'baseline=1' : ''));
  await page.waitForFunction(
    ({ selector, baseline }) =>
      [...document.querySelectorAll(selector)].every((element) => {
        const root = baseline ? element : element.shadowRoot;
        return root?.querySelector('.rw-root') && !root.querySelector('.rw-spinner');
      }),
    { selector: baseline ? '[data-baseline]' : ISLANDS, baseline },
  );
  const trace = JSON.parse((await browser.stopTracing()).toString());
  await page.close();
  const events = trace.traceEvents ?? trace;
  const mainThreads = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const tasks = events.filter((event) => event.name === 'RunTask' && event.dur && mainThreads.has(`${event.pid}:${event.tid}`));
  return Math.max(...tasks.map((event) => event.dur / 1000));
}

async function minicartRequests(context, path) {
  const page = await context.newPage();
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/minicart') count += 1;
  });
  await page.goto(path);
  await page.waitForFunction((selector) => [...document.querySelectorAll(selector)].every((element) => element.shadowRoot?.querySelector('.rw-root') && !element.shadowRoot.querySelector('.rw-spinner')), ISLANDS);
  await page.waitForTimeout(500);
  const islands = await page.locator(CART_ISLANDS).count();
  await page.close();
  return { count, islands };
}

async function heapGrowth(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto('/');
  await page.locator('header resort-minicart').getByRole('button').waitFor();
  const cycle = (times) =>
    page.evaluate(async (times) => {
      const frame = () => new Promise((resolve) => setTimeout(resolve, 0));
      for (let index = 0; index < times; index += 1) {
        const element = document.createElement('resort-minicart');
        document.body.append(element);
        await frame();
        element.remove();
        await frame();
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }, times);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await page.evaluate(() => globalThis.gc?.());
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  await cycle(50); // warm up: code, caches and shared stylesheets are created once
  const before = await heap();
  await cycle(CYCLES);
  const after = await heap();
  const left = await page.evaluate(() => document.querySelectorAll('body > resort-minicart').length);
  await page.close();
  return { growth: after - before, left };
}

const rows = [];
const add = (measure, value, aim) => {
  rows.push({ measure, value, aim });
  // A run takes minutes: each figure is reported as soon as it is measured.
  console.error(`bench: ${measure}: ${value}`);
};

/** A context signed in through the login page (for the pages only a customer or the admin sees). */
async function signedInContext(email, { rental = false } = {}) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto('/login');
  const form = page.locator('main resort-signin-form');
  await form.getByRole('textbox', { name: 'Email or username' }).fill(email);
  await form.getByRole('button', { name: 'Continue' }).click();
  // The tag's own field: the store's form inside the tag (for a page without our script) has one too.
  await form.locator('input.rw-input[type="password"]').fill('Resort!2026');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  if (rental) {
    // Through the legacy form of the page without widgets: the product widget replaces it otherwise.
    await page.goto('/ski-rental-package?widgets=off');
    const date = page.locator('form.legacy-add-to-cart input[type="date"]');
    await date.fill((await date.getAttribute('min')) ?? '2026-12-20');
    // Every renter is a member: the skis are for the first of the household.
    await page.locator('form.legacy-add-to-cart').getByLabel('Who is this for?').selectOption({ index: 1 });
    await page.locator('form.legacy-add-to-cart').getByRole('button', { name: 'Add to cart' }).click();
    await page.locator('form.legacy-add-to-cart .legacy-notice').filter({ hasText: /added/i }).waitFor();
  }
  const cookies = (await context.cookies()).map(({ name, value }) => ({ name, value }));
  await context.close();
  return cookies;
}

async function lighthouseRows() {
  const shopper = await signedInContext('shopper@example.com', { rental: true });
  const admin = await signedInContext('admin@example.com');
  const pages = [
    { name: '`/`', url: `${base}/` },
    { name: '`/cart`', url: `${base}/cart` },
    { name: '`/login`', url: `${base}/login` },
    { name: '`/lift-ticket-1-day`', url: `${base}/lift-ticket-1-day` },
    { name: '`/season-pass-adult` (signed in)', url: `${base}/season-pass-adult`, cookies: shopper },
    { name: '`/onepagecheckout` (signed in, a rental)', url: `${base}/onepagecheckout`, cookies: shopper },
    { name: '`/userinfo` (signed in)', url: `${base}/userinfo`, cookies: shopper },
    { name: 'admin `/Admin/PaymentPlans/Configure/Enrollments`', url: `${base}/Admin/PaymentPlans/Configure/Enrollments`, cookies: admin },
  ].filter((page) => !LIGHTHOUSE_PAGES || LIGHTHOUSE_PAGES.some((path) => new URL(page.url).pathname === path));
  const methods = LIGHTHOUSE_METHODS ?? METHODS;
  const results = await lighthouseFigures({ chromePath: chromiumPath, pages, runs: LIGHTHOUSE_RUNS, methods, log: (line) => console.error(`bench: lighthouse ${line}`) });
  return lighthouseTable(results, LIGHTHOUSE_RUNS);
}

/**
 * The pages with their goals for our own code (KiB over the wire through the loader, less the
 * stack's floor and the loader; `dates`: the page's tags show dates, so its floor has dayjs: the
 * header's mini cart shows its lines' dates, so every storefront page does).
 */
async function pageRows() {
  const shopper = await signedInContext('shopper@example.com', { rental: true });
  const admin = await signedInContext('admin@example.com');
  const pages = [
    { name: '`/` (mini cart, sign-in menu, category nav)', url: `${base}/`, goal: 18, dates: true },
    { name: '`/login`', url: `${base}/login`, goal: 18, dates: true },
    { name: '`/cart`', url: `${base}/cart`, goal: 30, dates: true },
    { name: '`/userinfo` (signed in)', url: `${base}/userinfo`, goal: 30, dates: true, cookies: shopper },
    { name: '`/lift-ticket-1-day`', url: `${base}/lift-ticket-1-day`, goal: 36, dates: true },
    { name: '`/season-pass-adult` (signed in)', url: `${base}/season-pass-adult`, goal: 36, dates: true, cookies: shopper },
    { name: '`/onepagecheckout` (signed in, a rental)', url: `${base}/onepagecheckout`, goal: 36, dates: true, cookies: shopper },
    { name: 'admin `/Admin/PaymentPlans/Configure/Enrollments`', url: `${base}/Admin/PaymentPlans/Configure/Enrollments`, goal: 30, dates: true, cookies: admin },
    { name: 'admin `/Admin/Subscriptions`', url: `${base}/Admin/Subscriptions`, goal: 30, dates: true, cookies: admin },
  ];
  const { table } = await pageBytesTable(browser, pages, (line) => console.error(`bench: page ${line}`));
  return table;
}

/** The interaction table: each interaction's median beside its goal. */
async function interactionTable() {
  const shopper = await signedInContext('shopper@example.com', { rental: true });
  const found = await interactionRows({ browser, base, shopper });
  for (const row of found) console.error(`bench: ${row.measure}: ${row.value}`);
  return ['| interaction | median | goal |', '| --- | --- | --- |', ...found.map((row) => `| ${row.measure} | ${row.value} | ${row.aim} |`)].join('\n');
}

let lighthouseTableText = '';
let pageTableText = '';
let interactionTableText = '';
try {
  if (ONLY_PAGES) {
    pageTableText = await pageRows();
  } else if (ONLY_INTERACTIONS) {
    interactionTableText = await interactionTable();
  } else if (ONLY_LIGHTHOUSE) {
    lighthouseTableText = await lighthouseRows();
  } else if (ONLY_LISTS) {
    for (const row of await listBenchRows({ browser, base, cookies: await signedInContext('shopper@example.com') })) add(row.measure, row.value, row.aim);
  } else {
    const context = await shopperContext();
    for (const path of ['/', '/cart']) {
      const islands = [];
      const baseline = [];
      await bootTime(context, path, false); // warm the HTTP cache and the server
      await bootTime(context, path, true);
      for (let load = 0; load < LOADS; load += 1) {
        // Interleaved, so drift on a busy machine hits both sides alike.
        islands.push(await bootTime(context, path, false));
        baseline.push(await bootTime(context, path, true));
      }
      const ratio = median(islands) / median(baseline);
      add(`${path} render, islands (median of ${LOADS}, CPU ${THROTTLE}×)`, `${median(islands).toFixed(1)} ms`, '');
      add(`${path} render, one React root baseline`, `${median(baseline).toFixed(1)} ms`, '');
      add(`${path} ratio islands / baseline`, ratio.toFixed(2), '≤ 1.15');
    }
    const TRACES = 5;
    const longest = async (path, options) => {
      const values = [];
      for (let run = 0; run < TRACES; run += 1) values.push(await longestTask(context, path, options));
      return `${median(values).toFixed(1)} ms`;
    };
    for (const path of ['/', '/cart']) {
      add(`${path} longest main-thread task during boot, islands (CPU ${THROTTLE}×, median of ${TRACES})`, await longest(path), '< 50 ms');
      add(`${path} longest main-thread task during boot, baseline (CPU ${THROTTLE}×)`, await longest(path, { baseline: true }), '');
      add(`${path} longest main-thread task during boot, islands (no throttling)`, await longest(path, { throttle: 1 }), '< 50 ms');
    }
    const live = await minicartRequests(context, '/cart');
    add(`/api/minicart requests, /cart with ${live.islands} cart islands`, String(live.count), '1');
    const embedded = await minicartRequests(context, '/cart?embedCart=1');
    add(`/api/minicart requests, same page with the cart in page data`, String(embedded.count), '0');
    for (const row of measureSizes('dist')) {
      if (row.kind === 'addedToMinicart') continue;
      add(`gzip ${row.name}`, `${(row.gzip / KB).toFixed(2)} KB`, row.budget ? `≤ ${row.budget} KB` : '');
    }
    const heap = await heapGrowth(context);
    add(`heap growth after ${CYCLES} insert/remove cycles of <resort-minicart>`, `${(heap.growth / 1024).toFixed(0)} KB`, '< 1024 KB');
    add('elements left in the page after the cycles', String(heap.left), '0');
    for (const row of await scheduleBenchRows({ browser, base })) add(row.measure, row.value, row.aim);
    for (const row of await productBenchRows({ browser, base })) add(row.measure, row.value, row.aim);
    for (const row of await pricingCalendarBenchRows({ browser, base })) add(row.measure, row.value, row.aim);
    for (const row of await listBenchRows({ browser, base, cookies: await signedInContext('shopper@example.com') })) add(row.measure, row.value, row.aim);
    await context.close();
    pageTableText = await pageRows();
    interactionTableText = await interactionTable();
    lighthouseTableText = await lighthouseRows();
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await once(server, 'exit');
}

if (rows.length > 0) {
  const width = Math.max(...rows.map((row) => row.measure.length));
  console.log(`\n${'measure'.padEnd(width)}  ${'value'.padStart(12)}  aim`);
  for (const row of rows) console.log(`${row.measure.padEnd(width)}  ${row.value.padStart(12)}  ${row.aim}`);
}
if (pageTableText) console.log(`\nJavaScript per page over the wire, beside the floor built in this run:\n${pageTableText}`);
if (interactionTableText) console.log(`\nWhat a shopper feels, input to the next frame painted:\n${interactionTableText}`);
if (WRITE && interactionTableText) {
  const day = new Date().toISOString().slice(0, 10);
  writeBlock('docs/performance.md', 'interactions', [
    `Measured on ${day} by \`BENCH_ONLY=interactions npm run bench -- --write\` (${cpus()[0]?.model.trim() ?? 'a CPU'}, ${cpus().length} cores, load ${LOAD_AT_START.toFixed(1)} as it began):`,
    '',
    interactionTableText,
  ]);
  console.log('\nbench: wrote the interaction table to docs/performance.md');
}
if (!ONLY_LISTS && !ONLY_PAGES && !ONLY_INTERACTIONS) console.log(`\nLighthouse, with widgets ÷ without (?widgets=off):\n${lighthouseTableText}`);
