/**
 * What the two hostile walks of the store share (`platform/hostile-routes.test.ts`: every route,
 * every field at once; `platform/hostile-examples.test.ts`: each route's well-formed request broken
 * one value at a time): the values a careless client or an attacker sends — a NUL byte, int4 + 1,
 * 1e10, 1e308, 1.5, -1, a 1 MB string, impossible dates, invalid UTF-8, wrong JSON types — and a
 * store to send them to. Two files, so the walks run side by side.
 *
 * The store runs with its database-error net switched off (`databaseErrorNet: false`), so a value
 * that reached the database and was refused there is a 500 here, not a 400: the walks prove the
 * input layer turns every such value away by itself. (With the net on, the same walk can only do
 * better: the net turns some 500s into 400s and nothing else.)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { SEED_PASSWORD } from '../catalog/seed.ts';
import type { Visitor } from './hostile-examples.ts';
import { Browser, startTestStore, STARTUP_TIMEOUT_MS, type TestStore } from './test-support.ts';

export let handle: TestStore;
/** Signed in once, before the tight limits below are used up by the walk's own failed sign-ins. */
export let visitors: [Visitor, Browser][];

/** Starts this file's store (its own copy of the seeded data) and signs its visitors in. */
export function useHostileStore(): void {
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

}

export const MEGABYTE = 1024 * 1024;
/** Hostile text: what goes into query and form fields of the well-formed requests. */
export const HOSTILE_TEXT = ['a\u0000b', '2147483648', '1e10', '1e308', '1.5', '-1', '2031-02-30', '2031-03-01xyz', 'not a date'];
/** The part of it that every route gets in every query field at once (the rest go to the fields the examples name). */
export const GENERIC_TEXT = ['a\u0000b', '2147483648', '1e308', '1.5', '-1', '2031-02-30'];
/** Hostile path parameters: the ids' and names' enemies, and a byte sequence that is not UTF-8. */
export const HOSTILE_PATH = ['a%00b', '2147483648', '1e10', '1.5', '-1', '%F0%28%8C%28'];
/** Hostile JSON values: the same, as numbers where they are numbers, and every wrong type. */
export const HOSTILE_JSON: unknown[] = ['a\u0000b', 2147483648, 1e10, 1e308, 1.5, -1, '2031-02-30', null, true, [1, 2, 3], { nested: { deep: [null] } }];
/** Bodies no field-by-field value says: an array, a number that JSON cannot hold, a schedule range deleted with a bad date. */
export const HOSTILE_BODIES = [
  JSON.stringify(HOSTILE_JSON),
  '{"Id": 1e999, "statusId": 1e999}',
  JSON.stringify({ PaymentScheduleName: 'x', PricingScheduleName: 'x', PurchaseDates: [{ PurchaseDateId: 1, PurchaseEffectiveDate: 'not a date', PurchaseExpirationDate: '2031-02-01 junk', IsDeleted: true, ScheduledPayments: [{ PaymentDateId: 1, PaymentDate: '2031-01-01T25:99', Amount: 1e308, AmountType: 2147483648, IsDeleted: true }] }] }),
];

/** Every key a route or a schema of the store names: the fields a hostile query or body fills. */
export function fieldNames(): string[] {
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
export const longValue = (bytes: number, count: number) => 'x'.repeat(Math.max(300, Math.floor(bytes / Math.max(1, count))));

export interface Route {
  method: string;
  path: string;
}

export function routesOf(store: TestStore): Route[] {
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

export const hasParameters = (path: string) => /[:*]/.test(path);
/** The route's path with each parameter (and wildcard) replaced by `value`. */
export const fill = (path: string, value: string) => path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, value).replace(/\*/g, value);

/** Turned away before the route reads anything: refused, or sent to the sign-in page. */
export const turnedAway = (response: Response) =>
  response.status === 401 || response.status === 403 || ((response.status === 302 || response.status === 303) && (response.headers.get('location') ?? '').startsWith('/login'));

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** `value` with the place at `path` replaced by `next`. */
export function replaced(value: JsonValue, path: readonly (string | number)[], next: JsonValue): JsonValue {
  if (path.length === 0) return next;
  const [step, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === step ? replaced(item, rest, next) : item));
  if (value !== null && typeof value === 'object') return { ...value, [step!]: replaced(value[step as string] ?? null, rest, next) };
  return value;
}

/** Every place in `value`: the root, each key of an object and each item of an array, at any depth. */
export function places(value: JsonValue, prefix: (string | number)[] = []): (string | number)[][] {
  const inner = Array.isArray(value)
    ? value.flatMap((item, index) => places(item, [...prefix, index]))
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, item]) => places(item, [...prefix, key]))
      : [];
  return [prefix, ...inner];
}

/** Each of `values` in each place of `value`, one at a time. */
export const variants = (value: JsonValue, values: readonly JsonValue[]) => places(value).flatMap((path) => values.map((next) => replaced(value, path, next)));

/** A multipart body of `fields`, the `file` field as a file (the browser sets the content type and its boundary). */
export function uploadOf(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'file') data.append(name, new Blob([value], { type: 'image/jpeg' }), 'photo.jpg');
    else data.append(name, value);
  }
  return data;
}

/** Each of `values` in each field of a form, one at a time. */
export const formVariants = (form: Record<string, string>, values: readonly string[]) =>
  Object.keys(form).flatMap((key) => values.map((value) => ({ ...form, [key]: value })));

