// @vitest-environment node
/**
 * Every route the store registers, sent the values a careless client or an attacker sends — a NUL
 * byte, int4 + 1, 1e308, 1.5, -1, a huge string, an impossible date, invalid UTF-8, wrong JSON
 * types — in its path, its query and its body, as a guest, a shopper and an admin. The answer is
 * never a 5xx: bad input gets 4xx and a message. A route added later without the input layer fails
 * here.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PASSWORD } from '../catalog/seed-data.ts';
import { Browser, startTestStore, STARTUP_TIMEOUT_MS, type TestStore } from './test-support.ts';

let handle: TestStore;
beforeAll(async () => {
  handle = await startTestStore();
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  await handle.dispose();
});

const HOSTILE_TEXT = ['a\u0000b', '2147483648', '1.5', '2031-02-30'];
const HOSTILE_PATH = ['a%00b', '2147483648', '-1', 'x'.repeat(3000), '%F0%28%8C%28'];
const HOSTILE_JSON: unknown[] = ['a\u0000b', 2147483648, 1e308, 1.5, 'x'.repeat(100_000), null, [1, 2, 3], { nested: { deep: [null] } }];

/** Every key a route or a schema of the store names: the fields a hostile body fills. */
function fieldNames(): string[] {
  const names = new Set(['code', 'email', 'embed', 'enrollmentId', 'id', 'phone', 'returnUrl', 'token', 'voucherid', 'Email', 'Password']);
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
    });
  const root = join(import.meta.dirname, '..');
  const schemaFiles = [
    'payment-plans-admin/admin-schemas.ts',
    'subscriptions-admin/subscriptions-schemas.ts',
    'voucher-templates/voucher-templates-schemas.ts',
  ].map((file) => join(root, '../../widgets', file));
  for (const file of [...walk(root), ...schemaFiles]) {
    for (const match of readFileSync(file, 'utf8').matchAll(/^\s+([A-Za-z][A-Za-z0-9]*): z\./gm)) names.add(match[1]!);
  }
  return [...names].sort();
}

interface Route {
  method: string;
  path: string;
}

function routesOf(store: TestStore): Route[] {
  const seen = new Set<string>();
  const routes: Route[] = [];
  for (const { method, path } of store.store.app.routes) {
    if (method === 'ALL' || path === '*' || path === '/*') continue;
    const key = `${method} ${path}`;
    if (!seen.has(key)) routes.push({ method, path });
    seen.add(key);
  }
  return routes;
}

/** The route's path with each parameter (and wildcard) replaced by `value`. */
const fill = (path: string, value: string) => path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, value).replace(/\*/g, value);

async function visitors(): Promise<[string, Browser][]> {
  const guest = new Browser(() => handle.store);
  const shopper = new Browser(() => handle.store);
  await shopper.signIn('shopper@example.com', SEED_PASSWORD);
  const admin = new Browser(() => handle.store);
  await admin.signIn('admin@example.com', SEED_PASSWORD);
  return [
    ['guest', guest],
    ['shopper', shopper],
    ['admin', admin],
  ];
}

describe('every route, sent hostile input', () => {
  it('answers 4xx with a message, never 5xx', async () => {
    const routes = routesOf(handle);
    expect(routes.length).toBeGreaterThan(50);
    const fields = fieldNames();
    const failures: string[] = [];
    let sent = 0;
    const tokens = new Map<Browser, string>();
    const send = async (who: string, visitor: Browser, method: string, path: string, init: { body?: string; type?: string } = {}) => {
      if (!tokens.has(visitor)) tokens.set(visitor, await visitor.token());
      const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', RequestVerificationToken: tokens.get(visitor) ?? '' };
      if (init.type) headers['content-type'] = init.type;
      const response = await visitor.request(path, { method, headers, ...(init.body === undefined ? {} : { body: init.body }) });
      sent += 1;
      if (response.status >= 500) failures.push(`${who} ${method} ${path.slice(0, 120)} ${init.body?.slice(0, 80) ?? ''} → ${response.status}`);
    };
    for (const [who, visitor] of await visitors()) {
      for (const { method, path } of routes) {
        for (const value of HOSTILE_PATH) await send(who, visitor, method, fill(path, value));
        const target = fill(path, '1');
        for (const value of HOSTILE_TEXT) {
          const query = new URLSearchParams(fields.map((name) => [name, value])).toString();
          if (method === 'GET') await send(who, visitor, method, `${target}?${query.slice(0, 6000)}`);
          else await send(who, visitor, method, target, { body: query, type: 'application/x-www-form-urlencoded' });
        }
        if (method !== 'GET') {
          for (const value of HOSTILE_JSON) {
            await send(who, visitor, method, target, { body: JSON.stringify(Object.fromEntries(fields.map((name) => [name, value]))), type: 'application/json' });
          }
          await send(who, visitor, method, target, { body: '{"Id": 1e999, "PurchaseDates": [{"PurchaseEffectiveDate": "not a date", "IsDeleted": true}]', type: 'application/json' });
          await send(who, visitor, method, target, { body: JSON.stringify(HOSTILE_JSON), type: 'application/json' });
        }
      }
    }
    console.log(`hostile requests: ${sent} over ${routes.length} routes`);
    expect(failures).toEqual([]);
  }, 600_000);
});

describe('a value the database refuses', () => {
  it('is answered 400 with a message, not 500', async () => {
    const admin = new Browser(() => handle.store);
    await admin.signIn('admin@example.com', SEED_PASSWORD);
    const response = await admin.request('/api/admin/payment-plans/enrollments/1/status', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', RequestVerificationToken: await admin.token() },
      body: JSON.stringify(2147483648),
    });
    expect(response.status).toBeLessThan(500);
    expect(response.status).toBeGreaterThanOrEqual(400);
  });
});
