/**
 * JavaScript over the wire per demo page, as a shopper's browser pays for it: Chromium's DevTools
 * protocol with the cache off, the demo store compressing as a CDN does (brotli), every script the
 * page fetches until the network is idle (the loader, the tags' modules and their chunks), each
 * counted with its response headers (`encodedDataLength`), so many small chunks cost what they
 * really cost. Beside the pages: the floor no React page can go under, React 19 with
 * `react-dom/client` rendering one element, bundled and minified the same way, built and served
 * in the same run with the same compression.
 * Benchmark figures, never a pass/fail test.
 */
import { createServer } from 'node:http';
import { once } from 'node:events';
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'esbuild';

export const KIB = 1024;
const WIDGET_SCRIPT = /^\/(static\/(resort-widgets(-admin)?\.js|esm(-admin)?\/)|floor\.js$)/;

/** React and react-dom/client rendering one element: the floor no React page can go under. */
const REACT_FLOOR = `import { createRoot } from 'react-dom/client'; import { createElement } from 'react';
createRoot(document.getElementById('root')).render(createElement('p', null, 'Hello'));`;

/**
 * The chosen stack with none of our code: React, zod/mini reading one answer with the schema kinds
 * the library's answers use, asked for through a ky instance with the hooks and retry options the
 * client sets, a nanostores store, and r2wc defining one custom element that shows it. What every
 * page through the loader carries before the first line of ours.
 */
export const STACK_FLOOR = `import { createElement } from 'react'; import { createRoot } from 'react-dom/client';
import * as z from 'zod/mini'; import { atom } from 'nanostores'; import { useStore } from '@nanostores/react'; import r2wc from '@r2wc/react-to-web-component';
import ky, { HTTPError, TimeoutError } from 'ky';
const Answer = z.object({
  Items: z.array(z.object({ Id: z.int(), Name: z.string(), Quantity: z.number(), Price: z.optional(z.nullable(z.string())), Kind: z.enum(['pass', 'ticket']) })),
  Total: z.pipe(z.string(), z.transform((text) => Number(text))), Count: z.int(), SignedIn: z.boolean(),
  Extra: z.union([z.string(), z.number()]), Labels: z.record(z.string(), z.unknown()), Version: z.literal(1),
  Day: z.string().check(z.refine((text) => /^\\d{4}-\\d{2}-\\d{2}$/.test(text))),
});
const http = ky.create({ timeout: 15000, retry: { limit: 4, methods: ['get'], statusCodes: [429, 503], afterStatusCodes: [429, 503], maxRetryAfter: 30000, backoffLimit: 8000, jitter: (d) => d / 2 + Math.random() * d / 2, shouldRetry: ({ error }) => (error instanceof TimeoutError ? false : undefined) },
  hooks: { beforeRequest: [(request) => { request.headers.set('X-Requested-With', 'XMLHttpRequest'); }], beforeError: [(error) => { if (error instanceof HTTPError) console.warn(error.response.status); return error; }] } });
const $answer = atom(null);
http('answer.json').json().then((json) => { const parsed = z.safeParse(Answer, json); if (parsed.success) $answer.set(parsed.data); }, () => {});
/*DATES*/
function Count() { const answer = useStore($answer); return createElement('span', null, answer ? answer.Count + __DAY__ : 0); }
customElements.define('floor-count', r2wc(Count));
document.getElementById('root').append(document.createElement('floor-count'));`;

/** The stack's floor as every page carries it: no date library. */
export const STACK_FLOOR_PLAIN = STACK_FLOOR.replace('/*DATES*/', '').replace('__DAY__', "''");

/** The stack's floor of a page whose tags show dates: dayjs with the plugins `src/core/dates.ts` loads, reading and formatting one date. */
export const STACK_FLOOR_DATES = STACK_FLOOR.replace(
  '/*DATES*/',
  `import dayjs from 'dayjs'; import utc from 'dayjs/plugin/utc'; import customParseFormat from 'dayjs/plugin/customParseFormat';
dayjs.extend(utc); dayjs.extend(customParseFormat);
const day = dayjs.utc('2026-11-26', 'YYYY-MM-DD', true);
const DAY_TEXT = day.isValid() ? day.add(1, 'day').format('MMM DD, YYYY') : '';`,
).replace('__DAY__', 'DAY_TEXT');

/** A floor page's script, bundled and minified as the library's files are. */
async function floorScript(contents) {
  const [out] = (
    await build({
      stdin: { contents, resolveDir: process.cwd(), loader: 'js' },
      bundle: true,
      minify: true,
      format: 'esm',
      target: 'es2022',
      write: false,
      legalComments: 'none',
      define: { 'process.env.NODE_ENV': '"production"' },
    })
  ).outputFiles;
  return out.contents;
}

/**
 * Serves a floor page (`REACT_FLOOR` or `STACK_FLOOR`) on a free port with the demo store's
 * compression (brotli quality 11 for scripts, as its static files), until `close()`.
 */
export async function serveFloor(source = REACT_FLOOR) {
  const script = await floorScript(source);
  const packed = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: script.byteLength } });
  const page = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Floor</title></head><body><div id="root"></div><script type="module" src="/floor.js"></script></body></html>';
  const answer = JSON.stringify({ Items: [], Total: '0.00', Count: 3, SignedIn: false, Extra: '', Labels: {}, Version: 1, Day: '2026-11-26' });
  const server = createServer((request, response) => {
    if (request.url === '/floor.js') {
      const br = /\bbr\b/.test(request.headers['accept-encoding'] ?? '');
      response.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
        Vary: 'Accept-Encoding',
        ...(br ? { 'Content-Encoding': 'br' } : {}),
      });
      response.end(br ? packed : script);
    } else if (request.url === '/answer.json') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(answer);
    } else {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(page);
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}/`, rawBytes: script.byteLength, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Where each page is loaded: a desktop (Playwright's default) and a phone (Lighthouse's mobile). */
export const DESKTOP = { width: 1280, height: 720 };
export const PHONE = { width: 412, height: 823 };

/**
 * Loads `url` in a fresh context (with `cookies`) at `viewport`, cache off, without scrolling
 * (islands written `loading="lazy"` more than a screen below stay unfetched), and sums the
 * scripts it fetched.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ name: string, value: string }[]} [cookies]
 * @param {{ width: number, height: number }} [viewport]
 * @returns {Promise<{ scripts: number, bytes: number, files: { url: string, bytes: number }[] }>}
 */
export async function pageScriptBytes(browser, url, cookies = [], viewport = DESKTOP) {
  const context = await browser.newContext({ viewport });
  // The site's root as the cookie's URL: a page's own path would keep the session from the API.
  if (cookies.length) await context.addCookies(cookies.map(({ name, value }) => ({ name, value, url: new URL('/', url).href })));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map();
  const done = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    if (type === 'Script') scripts.set(requestId, request.url);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => done.set(requestId, encodedDataLength));
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  if (!response?.ok()) throw new Error(`page bytes: ${url} answered ${response?.status()}`);
  if (new URL(page.url()).pathname !== new URL(url).pathname) throw new Error(`page bytes: ${url} ended on ${page.url()}`);
  await context.close();
  // The widgets' scripts only: the loader and the modules it loads. The host's own scripts (the
  // legacy page script, a payment provider's script) are there without widgets too.
  const files = [...scripts].filter(([, file]) => WIDGET_SCRIPT.test(new URL(file).pathname)).map(([id, file]) => ({ url: file, bytes: done.get(id) ?? 0 }));
  return { scripts: files.length, bytes: files.reduce((sum, file) => sum + file.bytes, 0), files };
}

/** The loader itself (`resort-widgets.js`, `resort-widgets-admin.js`), which every page fetches first. */
const LOADER = /^\/static\/resort-widgets(-admin)?\.js$/;

/**
 * The page table: each page's scripts and KiB over the wire, and its own code: the page less its
 * stack's floor (with dayjs when its tags show dates) less the loader, beside its goal. A goal
 * holds only when both sizes (desktop and phone) meet it.
 * @param {{ name: string, url: string, goal: number, dates?: boolean, cookies?: { name: string, value: string }[] }[]} pages  goal in KiB of own code
 * @param {import('@playwright/test').Browser} browser
 * @param {(line: string) => void} [log]
 */
export async function pageBytesTable(browser, pages, log = () => {}) {
  const floor = await serveFloor();
  const stack = await serveFloor(STACK_FLOOR_PLAIN);
  const dated = await serveFloor(STACK_FLOOR_DATES);
  try {
    const floorFigures = await pageScriptBytes(browser, floor.url);
    log(`floor (React + react-dom/client, one element): ${(floorFigures.bytes / KIB).toFixed(1)} KiB`);
    const stackFigures = await pageScriptBytes(browser, stack.url);
    log(`the stack's floor (React, zod/mini, nanostores, r2wc, ky; one element reading one answer): ${(stackFigures.bytes / KIB).toFixed(1)} KiB`);
    const datedFigures = await pageScriptBytes(browser, dated.url);
    log(`the stack's floor with dates (and dayjs, utc, customParseFormat): ${(datedFigures.bytes / KIB).toFixed(1)} KiB`);
    const kib = (bytes) => (bytes / KIB).toFixed(1);
    const lines = [
      `| page | scripts | JS over the wire (brotli, cache off), ${DESKTOP.width} × ${DESKTOP.height} | its stack floor | loader | own code (page − floor − loader) | on a phone, ${PHONE.width} × ${PHONE.height}: own code | goal (own code) |`,
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      `| the floor: React 19 + \`react-dom/client\`, one element | ${floorFigures.scripts} | ${kib(floorFigures.bytes)} KiB | | | | | |`,
      `| the stack's floor: React 19, zod/mini, nanostores, r2wc and ky, one custom element reading one answer | ${stackFigures.scripts} | ${kib(stackFigures.bytes)} KiB | | | | | |`,
      `| the stack's floor with dates: and dayjs with utc and customParseFormat | ${datedFigures.scripts} | ${kib(datedFigures.bytes)} KiB | | | | | |`,
    ];
    let met = true;
    const own = (figures, floorBytes) => {
      const loader = figures.files.filter((file) => LOADER.test(new URL(file.url).pathname)).reduce((sum, file) => sum + file.bytes, 0);
      return { loader, own: figures.bytes - floorBytes - loader };
    };
    for (const page of pages) {
      const floorBytes = (page.dates ? datedFigures : stackFigures).bytes;
      const figures = await pageScriptBytes(browser, page.url, page.cookies);
      const phone = await pageScriptBytes(browser, page.url, page.cookies, PHONE);
      const desk = own(figures, floorBytes);
      const small = own(phone, floorBytes);
      // The goal holds only if both sizes meet it.
      const worst = Math.max(desk.own, small.own) / KIB;
      if (worst > page.goal) met = false;
      log(`${page.name}: ${figures.scripts} scripts, ${kib(figures.bytes)} KiB, own code ${kib(desk.own)} KiB (phone: ${phone.scripts}, ${kib(phone.bytes)} KiB, own ${kib(small.own)} KiB)${process.env.BENCH_PAGE_FILES ? `\n  ${figures.files.map((file) => `${kib(file.bytes)} ${file.url}`).join('\n  ')}` : ''}`);
      lines.push(
        `| ${page.name} | ${figures.scripts} | ${kib(figures.bytes)} KiB | ${kib(floorBytes)} KiB${page.dates ? ' (dates)' : ''} | ${kib(desk.loader)} KiB | ${kib(desk.own)} KiB | ${kib(small.own)} KiB | ≤ ${page.goal} KiB ${worst <= page.goal ? '✓' : '✗'} |`,
      );
    }
    return { table: lines.join('\n'), met };
  } finally {
    await floor.close();
    await stack.close();
    await dated.close();
  }
}
