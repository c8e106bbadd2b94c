/**
 * `npm run load`: on-sale morning against the demo store, bounded and on loopback only (not part of
 * `npm test`).
 *
 * Starts a throwaway PostgreSQL cluster (`pg-cluster.ts`) and two store processes on it, then
 * `LOAD_SHOPPERS` (200) shoppers for `LOAD_SECONDS` (60) s, half on each process, each in a loop:
 * open the season pass page, read the lift ticket's day prices, add a lift ticket for a day to the
 * cart (some on the day with 8 left, so shoppers race for its last tickets). It prints p50 / p95 /
 * p99 latency and throughput per route, then checks, and fails (exit 1) unless all hold:
 * - no answer was a 5xx (nor a dropped connection);
 * - no day is oversold: for every day, tickets held in carts plus sold never exceed its capacity;
 * - no cart was lost: every visitor's cart, read back from the other process, holds exactly the
 *   tickets the store said it added.
 * Results go to stdout (and as JSON to `LOAD_REPORT` when set); `docs/performance.md` records them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { freePort } from './free-port.ts';
import { startCluster } from './pg-cluster.ts';
import { openPostgres } from '../examples/server/db/db-postgres.ts';
import { loadCatalog } from '../examples/server/catalog/catalog.ts';
import { heldItems } from '../examples/server/buying/repo.ts';
import { resortDate } from '../examples/server/shell/resort-date.ts';
import { addDays } from '../src/core/dates.ts';

const root = join(import.meta.dirname, '..');
const SHOPPERS = Number(process.env.LOAD_SHOPPERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const HOST = '127.0.0.1';
const SEASON_PASS_PAGE = '/season-pass-adult';
const LIFT_TICKET = { id: 3, dateAttribute: 301, ageAttribute: 302, adult: 3021 };
const PRICES_PATH = '/DynamicPricingCalendar/GetProductVariants';
const ADD_PATH = `/addproducttocart/details/${LIFT_TICKET.id}/1`;
const ROUTES = { page: `GET ${SEASON_PASS_PAGE}`, prices: `POST ${PRICES_PATH}`, add: `POST ${ADD_PATH}` } as const;
type Route = keyof typeof ROUTES;

if (!(SHOPPERS >= 2 && SHOPPERS <= 1000 && SECONDS >= 5 && SECONDS <= 600)) {
  console.error('LOAD_SHOPPERS must be 2–1000 and LOAD_SECONDS 5–600: the test is bounded.');
  process.exit(1);
}

/** One shopper: one autocannon connection, its cookies, token and what the store said it added. */
interface Shopper {
  id: number;
  cookies: Map<string, string>;
  token: string;
  added: number;
  sentAt: bigint;
  port: number;
}

const shoppers: Shopper[] = [];
const latencies: Record<Route, number[]> = { page: [], prices: [], add: [] };
const statuses = new Map<string, number>();
let onSaleDays: string[] = [];
let lowDay = '';

/**
 * autocannon starts each connection's round (page, prices, add) with a fresh context: each round is
 * a new visitor, with cookies and a cart of its own, while `LOAD_SHOPPERS` rounds run at once.
 */
function shopperOf(context: object, port: number): Shopper {
  const holder = context as { shopper?: Shopper };
  if (!holder.shopper) {
    holder.shopper = { id: shoppers.length, cookies: new Map(), token: '', added: 0, sentAt: 0n, port };
    shoppers.push(holder.shopper);
  }
  return holder.shopper;
}

function cookieHeader(shopper: Shopper): string {
  return [...shopper.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

function keepCookies(shopper: Shopper, headers: Record<string, string | string[]> | undefined): void {
  const raw = headers?.['set-cookie'] ?? headers?.['Set-Cookie'];
  for (const line of Array.isArray(raw) ? raw : raw ? [raw] : []) {
    const [pair] = line.split(';');
    const at = pair?.indexOf('=') ?? -1;
    if (pair && at > 0) shopper.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
}

function record(route: Route, shopper: Shopper, status: number): void {
  latencies[route].push(Number(process.hrtime.bigint() - shopper.sentAt) / 1e6);
  const key = `${ROUTES[route]} ${status}`;
  statuses.set(key, (statuses.get(key) ?? 0) + 1);
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

function requests(port: number): Request[] {
  const headersFor = (shopper: Shopper, form: boolean): Record<string, string> => ({
    ...(shopper.cookies.size > 0 ? { cookie: cookieHeader(shopper) } : {}),
    ...(form ? { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8', 'x-requested-with': 'XMLHttpRequest', requestverificationtoken: shopper.token } : {}),
  });
  return [
    {
      method: 'GET',
      path: SEASON_PASS_PAGE,
      setupRequest: (request, context) => {
        const shopper = shopperOf(context, port);
        shopper.sentAt = process.hrtime.bigint();
        return { ...request, headers: headersFor(shopper, false) };
      },
      onResponse: (status, body, context, headers) => {
        const shopper = shopperOf(context, port);
        record('page', shopper, status);
        keepCookies(shopper, headers as Record<string, string | string[]>);
        const token = /name="__RequestVerificationToken"[^>]*value="([^"]+)"/.exec(body)?.[1];
        if (token) shopper.token = token;
      },
    },
    {
      method: 'POST',
      path: PRICES_PATH,
      setupRequest: (request, context) => {
        const shopper = shopperOf(context, port);
        // A month of the calendar, as the product page asks for it.
        const start = pick(onSaleDays);
        const end = addDays(start, 30);
        shopper.sentAt = process.hrtime.bigint();
        return { ...request, headers: headersFor(shopper, true), body: new URLSearchParams({ 'Filter.ProductId': String(LIFT_TICKET.id), 'Filter.StartDate': start, 'Filter.EndDate': end }).toString() };
      },
      onResponse: (status, _body, context) => record('prices', shopperOf(context, port), status),
    },
    {
      method: 'POST',
      path: ADD_PATH,
      setupRequest: (request, context) => {
        const shopper = shopperOf(context, port);
        // One shopper in five goes for the day with 8 left: they race for its last tickets.
        const day = Math.random() < 0.2 ? lowDay : pick(onSaleDays);
        shopper.sentAt = process.hrtime.bigint();
        return {
          ...request,
          headers: headersFor(shopper, true),
          body: new URLSearchParams({ [`product_attribute_${LIFT_TICKET.dateAttribute}`]: day, [`product_attribute_${LIFT_TICKET.ageAttribute}`]: String(LIFT_TICKET.adult) }).toString(),
        };
      },
      onResponse: (status, body, context, headers) => {
        const shopper = shopperOf(context, port);
        record('add', shopper, status);
        keepCookies(shopper, headers as Record<string, string | string[]>);
        if (status === 200 && /"success":true/.test(body)) shopper.added += 1;
      },
    },
  ];
}

function startStore(port: number, databaseUrl: string, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'examples/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Resort demo store:')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`the store on port ${port} stopped (${code}): ${errors}`)));
  });
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const cluster = await startCluster({ maxConnections: 200 });
if ('error' in cluster) {
  console.error(`Load test not run: ${cluster.error}`);
  process.exit(1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'resort-load-'));
const stores: ChildProcess[] = [];
let failed = false;
try {
  const ports = [await freePort(), await freePort()];
  // The first migrates and seeds; the second waits for its lock, then finds the work done.
  for (const port of ports) stores.push(await startStore(port, cluster.url, dataDir));
  const base = (port: number) => `http://${HOST}:${port}`;

  // The days on sale and the day with few left, as the pricing calendar reads them.
  const page = await fetch(`${base(ports[0]!)}${SEASON_PASS_PAGE}`);
  const cookie = (page.headers.getSetCookie?.() ?? []).map((line) => line.split(';')[0]).join('; ');
  const token = /name="__RequestVerificationToken"[^>]*value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  // The calendar answers at most 62 days at a time: ask month by month over the year ahead.
  const counts: Record<string, number> = {};
  for (let start = resortDate(); start < addDays(resortDate(), 360); start = addDays(start, 60)) {
    const answer = await fetch(`${base(ports[0]!)}${PRICES_PATH}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest', requestverificationtoken: token },
      body: new URLSearchParams({ 'Filter.ProductId': String(LIFT_TICKET.id), 'Filter.StartDate': start, 'Filter.EndDate': addDays(start, 59) }).toString(),
    });
    if (!answer.ok) throw new Error(`the day prices answered ${answer.status}: ${await answer.text()}`);
    Object.assign(counts, ((await answer.json()) as { inventory: { InventoryCounts: Record<string, number> } }).inventory.InventoryCounts);
  }
  onSaleDays = Object.keys(counts).filter((day) => (counts[day] ?? 0) > 0).sort();
  lowDay = onSaleDays.find((day) => (counts[day] ?? 0) <= 10) ?? onSaleDays[0]!;
  if (onSaleDays.length === 0) throw new Error('the lift ticket has no day on sale');

  console.log(`Load: ${SHOPPERS} shoppers for ${SECONDS} s on two store processes (${cluster.version}), ${onSaleDays.length} days on sale, the low day ${lowDay} (${counts[lowDay]} left)`);
  const started = Date.now();
  const runs = await Promise.all(
    ports.map((port) =>
      autocannon({ url: base(port), connections: SHOPPERS / 2, duration: SECONDS, pipelining: 1, timeout: 30, requests: requests(port) }),
    ),
  );
  const elapsed = (Date.now() - started) / 1000;

  console.log('\nroute | requests | per second | p50 ms | p95 ms | p99 ms | max ms');
  for (const route of Object.keys(ROUTES) as Route[]) {
    const sorted = [...latencies[route]].sort((a, b) => a - b);
    const row = [ROUTES[route], sorted.length, (sorted.length / elapsed).toFixed(1), ...[50, 95, 99].map((p) => percentile(sorted, p).toFixed(0)), (sorted.at(-1) ?? Number.NaN).toFixed(0)];
    console.log(row.join(' | '));
  }
  console.log(`\nanswers: ${[...statuses].sort().map(([key, count]) => `${key}: ${count}`).join(', ')}`);
  const errors = runs.reduce((sum, run) => sum + run.errors + run.timeouts, 0);
  const serverErrors = [...statuses].filter(([key]) => / 5\d\d$/.test(key)).reduce((sum, [, count]) => sum + count, 0);

  // No day oversold: every day's tickets held in carts, plus those sold, within its capacity.
  const db = await openPostgres(cluster.url);
  const catalog = await loadCatalog(db);
  const product = catalog.productById.get(LIFT_TICKET.id)!;
  const held = new Map<string, number>();
  for (const item of await heldItems(db, product)) for (const day of item.dates) held.set(day, (held.get(day) ?? 0) + item.quantity);
  const capacity = await db.query<{ date: string; capacity: number; sold: number }>(`select to_char(date, 'YYYY-MM-DD') as date, capacity, sold from product_date_inventory where product_id = $1`, [LIFT_TICKET.id]);
  const oversold = capacity.rows.filter((row) => row.sold + (held.get(row.date) ?? 0) > row.capacity).map((row) => `${row.date}: ${row.sold + (held.get(row.date) ?? 0)} of ${row.capacity}`);
  const lowHeld = held.get(lowDay) ?? 0;
  await db.close();

  // No cart lost: each shopper's cart, read from the other process, holds what the store said it added.
  const lost: string[] = [];
  const queue = [...shoppers];
  const readBack = async () => {
    for (let shopper = queue.shift(); shopper; shopper = queue.shift()) {
      const other = ports.find((port) => port !== shopper.port)!;
      const answer = await fetch(`${base(other)}/api/minicart?ts=${Date.now()}`, { headers: { cookie: cookieHeader(shopper), 'x-requested-with': 'XMLHttpRequest' } });
      const total = answer.ok ? ((await answer.json()) as { TotalProducts: number }).TotalProducts : -1;
      if (total !== shopper.added) lost.push(`visitor ${shopper.id}: added ${shopper.added}, cart holds ${total}`);
    }
  };
  await Promise.all(Array.from({ length: 10 }, readBack));
  const added = shoppers.reduce((sum, shopper) => sum + shopper.added, 0);

  console.log(`\nchecks: ${serverErrors} 5xx answers, ${errors} errors or timeouts; oversold days: ${oversold.length}; the low day holds ${lowHeld} of ${counts[lowDay]}; ${shoppers.length} visitors' carts read back from the other process, ${lost.length} differ (${added} tickets added in all)`);
  for (const line of [...oversold, ...lost].slice(0, 20)) console.log(`  ${line}`);
  failed = serverErrors > 0 || errors > 0 || oversold.length > 0 || lost.length > 0;
  if (process.env.LOAD_REPORT) {
    writeFileSync(process.env.LOAD_REPORT, JSON.stringify({ shoppers: SHOPPERS, seconds: SECONDS, elapsed, statuses: Object.fromEntries(statuses), latencies: Object.fromEntries((Object.keys(ROUTES) as Route[]).map((route) => [ROUTES[route], latencies[route].length])), oversold, lost, added }, null, 2));
  }
  console.log(failed ? '\nLoad test FAILED.' : '\nLoad test passed.');
} catch (error) {
  failed = true;
  console.error(`Load test failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  for (const store of stores) store.kill('SIGTERM');
  await Promise.all(stores.map((store) => new Promise((resolve) => (store.exitCode === null ? store.once('exit', resolve) : resolve(null)))));
  cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
