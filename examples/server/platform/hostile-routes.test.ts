// @vitest-environment node
/**
 * Every route the store registers, sent the values a careless client or an attacker sends — a NUL
 * byte, int4 + 1, 1e10, 1e308, 1.5, -1, a 1 MB string, impossible dates, invalid UTF-8, wrong JSON
 * types — and the answer is never a 5xx: bad input gets 4xx and a message. Two walks:
 *
 * - each route's well-formed example (`hostile-examples.ts`: its query, form or JSON body), as the
 *   visitor it is for, broken one value at a time with every hostile value;
 * - every route, as the first of a guest, a shopper and an admin that it lets in, with hostile
 *   path parameters and every query field at once; and, as the admin, who may call them all,
 *   every body field at once, as a form and as JSON, and bodies of the wrong shape.
 *
 * A route added later without the input layer fails here, and one that takes a body without an
 * example fails the check between them.
 *
 * The store runs with its database-error net switched off (`databaseErrorNet: false`), so a value
 * that reached the database and was refused there is a 500 here, not a 400: the walk proves the
 * input layer turns every such value away by itself. (With the net on, the same walk can only do
 * better: the net turns some 500s into 400s and nothing else.)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PASSWORD } from '../catalog/seed.ts';
import { EXAMPLES, type Example, type Visitor } from '../test-support/hostile-examples.ts';
import { Browser, startTestStore, STARTUP_TIMEOUT_MS, type TestStore } from '../test-support/test-support.ts';

let handle: TestStore;
/** Signed in once, before the tight limits below are used up by the walk's own failed sign-ins. */
let visitors: [Visitor, Browser][];
beforeAll(async () => {
  // Tight sign-in limits: after the first few, well-formed sign-ins and registrations stop at the
  // limit (once the input layer has read them) instead of hashing a password each.
  handle = await startTestStore({ databaseErrorNet: false, signInLimits: { failuresPerAddress: 3, registrationsPerAddress: 2 } });
  const shopper = new Browser(() => handle.store);
  await shopper.signIn('shopper@example.com', SEED_PASSWORD);
  const admin = new Browser(() => handle.store);
  await admin.signIn('admin@example.com', SEED_PASSWORD);
  visitors = [
    ['guest', new Browser(() => handle.store)],
    ['shopper', shopper],
    ['admin', admin],
  ];
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  await handle.dispose();
});

const MEGABYTE = 1024 * 1024;
/** Hostile text: what goes into query and form fields of the well-formed requests. */
const HOSTILE_TEXT = ['a\u0000b', '2147483648', '1e10', '1e308', '1.5', '-1', '2031-02-30', '2031-03-01xyz', 'not a date'];
/** The part of it that every route gets in every query field at once (the rest go to the fields the examples name). */
const GENERIC_TEXT = ['a\u0000b', '2147483648', '1e308', '1.5', '-1', '2031-02-30'];
/** Hostile path parameters: the ids' and names' enemies, and a byte sequence that is not UTF-8. */
const HOSTILE_PATH = ['a%00b', '2147483648', '1e10', '1.5', '-1', '%F0%28%8C%28'];
/** Hostile JSON values: the same, as numbers where they are numbers, and every wrong type. */
const HOSTILE_JSON: unknown[] = ['a\u0000b', 2147483648, 1e10, 1e308, 1.5, -1, '2031-02-30', null, true, [1, 2, 3], { nested: { deep: [null] } }];
/** Bodies no field-by-field value says: an array, a number that JSON cannot hold, a schedule range deleted with a bad date. */
const HOSTILE_BODIES = [
  JSON.stringify(HOSTILE_JSON),
  '{"Id": 1e999, "statusId": 1e999}',
  JSON.stringify({ PaymentScheduleName: 'x', PricingScheduleName: 'x', PurchaseDates: [{ PurchaseDateId: 1, PurchaseEffectiveDate: 'not a date', PurchaseExpirationDate: '2031-02-01 junk', IsDeleted: true, ScheduledPayments: [{ PaymentDateId: 1, PaymentDate: '2031-01-01T25:99', Amount: 1e308, AmountType: 2147483648, IsDeleted: true }] }] }),
];

/** Every key a route or a schema of the store names: the fields a hostile query or body fills. */
function fieldNames(): string[] {
  const names = new Set(['code', 'email', 'embed', 'enrollmentId', 'id', 'phone', 'returnUrl', 'resetemail', 'token', 'voucherid', 'Email', 'Password']);
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
    });
  const root = join(import.meta.dirname, '..');
  const schemaFiles = [
    'payment-plans-admin/admin-schemas.ts',
    'payment-plans-admin/assignments/assignment-rules.ts',
    'subscriptions-admin/subscriptions-schemas.ts',
    'voucher-templates/voucher-templates-schemas.ts',
  ].map((file) => join(root, '../../widgets', file));
  for (const file of [...walk(root), ...schemaFiles]) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^\s+([A-Za-z][A-Za-z0-9_]*): (?:z\.|[a-zA-Z]+\(|optional)/gm)) names.add(match[1]!);
    for (const match of source.matchAll(/(?:query|get)\('([A-Za-z][A-Za-z0-9_.]*)'\)/g)) names.add(match[1]!);
  }
  return [...names].sort();
}

/** A string of about `bytes` characters, shared out between `count` fields (each over any text limit). */
const longValue = (bytes: number, count: number) => 'x'.repeat(Math.max(300, Math.floor(bytes / Math.max(1, count))));

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
  // Signing out ends the visitor's session for the routes after it: it goes last.
  return routes.sort((a, b) => Number(a.path === '/logout') - Number(b.path === '/logout'));
}

const hasParameters = (path: string) => /[:*]/.test(path);
/** The route's path with each parameter (and wildcard) replaced by `value`. */
const fill = (path: string, value: string) => path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, value).replace(/\*/g, value);

/** Turned away before the route reads anything: refused, or sent to the sign-in page. */
const turnedAway = (response: Response) =>
  response.status === 401 || response.status === 403 || ((response.status === 302 || response.status === 303) && (response.headers.get('location') ?? '').startsWith('/login'));

type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** `value` with the place at `path` replaced by `next`. */
function replaced(value: JsonValue, path: readonly (string | number)[], next: JsonValue): JsonValue {
  if (path.length === 0) return next;
  const [step, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === step ? replaced(item, rest, next) : item));
  if (value !== null && typeof value === 'object') return { ...value, [step!]: replaced(value[step as string] ?? null, rest, next) };
  return value;
}

/** Every place in `value`: the root, each key of an object and each item of an array, at any depth. */
function places(value: JsonValue, prefix: (string | number)[] = []): (string | number)[][] {
  const inner = Array.isArray(value)
    ? value.flatMap((item, index) => places(item, [...prefix, index]))
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, item]) => places(item, [...prefix, key]))
      : [];
  return [prefix, ...inner];
}

/** Each of `values` in each place of `value`, one at a time. */
const variants = (value: JsonValue, values: readonly JsonValue[]) => places(value).flatMap((path) => values.map((next) => replaced(value, path, next)));

/** A multipart body of `fields`, the `file` field as a file (the browser sets the content type and its boundary). */
function uploadOf(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'file') data.append(name, new Blob([value], { type: 'image/jpeg' }), 'photo.jpg');
    else data.append(name, value);
  }
  return data;
}

/** Each of `values` in each field of a form, one at a time. */
const formVariants = (form: Record<string, string>, values: readonly string[]) =>
  Object.keys(form).flatMap((key) => values.map((value) => ({ ...form, [key]: value })));

describe('every route, sent hostile input', () => {
  it('every route that takes a body has a well-formed example to break', () => {
    const withBody = routesOf(handle).filter(({ method }) => method === 'POST' || method === 'PUT' || method === 'PATCH');
    expect(withBody.map(({ method, path }) => `${method} ${path}`).filter((key) => !(key in EXAMPLES))).toEqual([]);
  });

  it('answers 4xx, never 5xx, when one value of a well-formed request is broken, with the database-error net switched off', async () => {
    const browsers = Object.fromEntries(visitors) as Record<Visitor, Browser>;
    const { shopper, admin } = browsers;
    const tokens = new Map<Browser, string>();
    const failures: string[] = [];
    let sent = 0;
    const send = async (method: string, example: Example, init: { query?: Record<string, string>; body?: string; type?: string; upload?: Record<string, string> }) => {
      const browser = example.ownBrowser ? new Browser(() => handle.store) : browsers[example.visitor];
      if (!tokens.has(browser)) tokens.set(browser, await browser.token());
      const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', RequestVerificationToken: tokens.get(browser)! };
      if (init.type) headers['content-type'] = init.type;
      const query = init.query ? `?${new URLSearchParams(init.query).toString()}` : '';
      const body = init.upload ? uploadOf(init.upload) : init.body;
      const response = await browser.request(`${example.path}${query}`, { method, headers, ...(body === undefined ? {} : { body }) });
      sent += 1;
      if (response.status >= 500) failures.push(`${example.visitor} ${example.path}${query.slice(0, 100)} ${init.body?.slice(0, 160) ?? ''} → ${response.status}`);
    };
    const textValues = [...HOSTILE_TEXT, longValue(MEGABYTE, 1)];
    const jsonValues = [...HOSTILE_JSON, longValue(100 * 1024, 1)] as JsonValue[];
    for (const [key, build] of Object.entries(EXAMPLES)) {
      const method = key.split(' ')[0]!;
      const example = await build(admin, shopper);
      const form = example.form;
      const json = example.json as JsonValue | undefined;
      const plain = {
        ...(form ? (example.multipart ? { upload: form } : { body: new URLSearchParams(form).toString(), type: 'application/x-www-form-urlencoded' }) : {}),
        ...(json !== undefined ? { body: JSON.stringify(json), type: 'application/json' } : {}),
      };
      if (example.query) for (const query of formVariants(example.query, textValues)) await send(method, example, { ...plain, query });
      if (form && example.multipart) for (const variant of formVariants(form, textValues)) await send(method, example, { query: example.query ?? {}, upload: variant });
      else if (form) for (const variant of formVariants(form, textValues)) await send(method, example, { query: example.query ?? {}, body: new URLSearchParams(variant).toString(), type: 'application/x-www-form-urlencoded' });
      if (json !== undefined) for (const variant of variants(json, jsonValues)) await send(method, example, { body: JSON.stringify(variant), type: 'application/json' });
    }
    console.log(`broken well-formed requests: ${sent} over ${Object.keys(EXAMPLES).length} routes`);
    expect(failures).toEqual([]);
  }, 600_000);

  // Last: it deletes the seeded rows its DELETE routes name, which the examples above read.
  it('answers 4xx with a message, never 5xx, with the database-error net switched off', async () => {
    const routes = routesOf(handle);
    expect(routes.length).toBeGreaterThan(70);
    const fields = fieldNames();
    const failures: string[] = [];
    const walked = new Set<string>();
    let sent = 0;
    const send = async (who: string, visitor: Browser, token: string, method: string, path: string, init: { body?: string; type?: string } = {}) => {
      const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', RequestVerificationToken: token };
      if (init.type) headers['content-type'] = init.type;
      const response = await visitor.request(path, { method, headers, ...(init.body === undefined ? {} : { body: init.body }) });
      sent += 1;
      if (response.status >= 500) failures.push(`${who} ${method} ${path.slice(0, 120)} ${init.body?.slice(0, 100) ?? ''} → ${response.status}`);
      return response;
    };
    // Built once per value: a query or body of every field at once is up to a megabyte.
    const memo = <T,>(build: (value: T) => string) => {
      const built = new Map<T, string>();
      return (value: T) => built.get(value) ?? built.set(value, build(value)).get(value)!;
    };
    const query = memo((value: string) => new URLSearchParams(fields.map((name) => [name, value])).toString());
    const jsonBody = memo((value: unknown) => JSON.stringify(Object.fromEntries(fields.map((name) => [name, value]))));
    const longPath = longValue(MEGABYTE, 1);
    const longQuery = longValue(MEGABYTE, fields.length);
    const longForm = query(longValue(60 * 1024, fields.length));
    const longJson = jsonBody(longValue(500 * 1024, fields.length));
    const megabyteJson = JSON.stringify('x'.repeat(MEGABYTE));

    for (const [who, visitor] of visitors) {
      const token = await visitor.token();
      for (const { method, path } of routes) {
        const key = `${method} ${path}`;
        // Path and query: walked by the first visitor the route lets in (a guest, else a shopper,
        // else the admin); a visitor it turns away reads none of its input. Bodies: by the admin.
        const walkQuery = !walked.has(key);
        const walkBodies = who === 'admin' && method !== 'GET';
        if (!walkQuery && !walkBodies) continue;
        const target = fill(path, '1');
        if (turnedAway(await send(who, visitor, token, method, target, method === 'GET' ? {} : { body: '{}', type: 'application/json' }))) continue;
        if (walkQuery) {
          walked.add(key);
          if (hasParameters(path)) {
            for (const value of [...HOSTILE_PATH, longPath]) await send(who, visitor, token, method, fill(path, value));
          }
          for (const value of [...GENERIC_TEXT, longQuery]) await send(who, visitor, token, method, `${target}?${query(value)}`);
        }
        // Bodies: sent by the admin, who may call every route; the well-formed examples above
        // send each route's own body, broken one value at a time, as the visitor it is for.
        if (!walkBodies) continue;
        const form = 'application/x-www-form-urlencoded';
        for (const value of GENERIC_TEXT) await send(who, visitor, token, method, target, { body: query(value), type: form });
        await send(who, visitor, token, method, target, { body: longForm, type: form });
        for (const value of HOSTILE_JSON) await send(who, visitor, token, method, target, { body: jsonBody(value), type: 'application/json' });
        await send(who, visitor, token, method, target, { body: longJson, type: 'application/json' });
        await send(who, visitor, token, method, target, { body: megabyteJson, type: 'application/json' });
        for (const body of HOSTILE_BODIES) await send(who, visitor, token, method, target, { body, type: 'application/json' });
      }
    }
    console.log(`hostile requests: ${sent} over ${routes.length} routes (${walked.size} walked by a visitor they let in)`);
    expect(routes.filter(({ method, path }) => !walked.has(`${method} ${path}`))).toEqual([]);
    expect(failures).toEqual([]);
  }, 600_000);
});
