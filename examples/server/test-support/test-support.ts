/** Helpers for the store's tests: a temporary store and a tiny cookie-keeping browser. */
import { cpSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { cartSchema, type Cart } from '../../../src/api/cart-schemas.ts';
import { createApp, type Store, type StoreOptions } from '../app.ts';
import type { DbLocation } from '../db/db.ts';
import { createDatabase, dropDatabase, testServerUrl, uniqueDatabaseName } from './test-databases.ts';
import { SESSION_COOKIE } from '../platform/sessions.ts';

// A cold start migrates a database: on a two-core machine running the other lanes of `npm test`
// (load near 18 once seen) that took over a minute. A stuck test fails later; a slow one never fails.
export const STARTUP_TIMEOUT_MS = 180_000;

export interface TestStore {
  store: Store;
  /** The store's folder (the outbox; and its PGlite database unless `database.databaseUrl`). */
  dataDir: string;
  /** Where its database is, for `openDb` while the store is closed. */
  database: DbLocation;
  /** Closes the store and opens a new one on the same database. */
  restart: () => Promise<Store>;
  dispose: () => Promise<void>;
}

export interface TestDatabase extends DbLocation {
  /** Removes the folder and, on a PostgreSQL server, drops the database. */
  dispose: () => Promise<void>;
}

/**
 * A fresh database for one store: a copy of the run's seeded one (see
 * `seeded-data-dir.global.ts`), or an empty one that the store migrates and seeds itself when the
 * test seeds differently (`DEMO_ENROLLMENTS`), asks for it (`seeded: false`) or runs outside that
 * setup. PGlite in a temporary folder, or with `TEST_DATABASE_URL` a database of its own on that
 * server (see `test-databases.ts`).
 */
export async function freshDatabase({ seeded = true }: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'resort-store-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  const from = seeded && !process.env.DEMO_ENROLLMENTS ? inject('seededStore') : undefined;
  const serverUrl = testServerUrl();
  if (serverUrl === undefined) {
    if (from?.engine === 'pglite') cpSync(from.dataDir, dataDir, { recursive: true });
    return { dataDir, dispose: removeDir };
  }
  const name = uniqueDatabaseName('store');
  const url = await createDatabase(serverUrl, name, from?.engine === 'postgres' ? from.database : undefined);
  return {
    dataDir,
    databaseUrl: url,
    dispose: async () => {
      await dropDatabase(serverUrl, name);
      await removeDir();
    },
  };
}

export async function startTestStore(options: Partial<StoreOptions> = {}): Promise<TestStore> {
  const database = await freshDatabase();
  const location = { dataDir: database.dataDir, databaseUrl: database.databaseUrl };
  const open = () => createApp({ testRoutes: true, ...options, ...location });
  let store: Store;
  try {
    store = await open();
  } catch (error) {
    await database.dispose();
    throw error;
  }
  const handle: TestStore = {
    store,
    dataDir: database.dataDir,
    database: location,
    restart: async () => {
      await handle.store.close();
      handle.store = await open();
      return handle.store;
    },
    dispose: async () => {
      await handle.store.close();
      await database.dispose();
    },
  };
  return handle;
}

/**
 * One temporary store for the whole test file: started before its first test, disposed after its
 * last. The returned handle reads the running store, so tests use it as they would a `TestStore`.
 */
export function testStoreForFile(options: Partial<StoreOptions> = {}): TestStore {
  let started: TestStore | undefined;
  beforeAll(async () => {
    started = await startTestStore(options);
  }, STARTUP_TIMEOUT_MS);
  afterAll(async () => {
    await started?.dispose();
  });
  const current = (): TestStore => {
    if (!started) throw new Error('the test store is not running: use it inside a test');
    return started;
  };
  return {
    get store() {
      return current().store;
    },
    get dataDir() {
      return current().dataDir;
    },
    get database() {
      return current().database;
    },
    restart: () => current().restart(),
    dispose: () => current().dispose(),
  };
}

/** Where the anti-forgery token goes: the page's in the header or a field, none, or a given one (`wrong` or `value`) in the header. */
export type TokenPlacement = 'header' | 'field' | 'none' | { wrong: string } | { value: string };

export interface FormOptions {
  token?: TokenPlacement;
  xhr?: boolean;
  /** Posted as a browser posts the store's own form: no `X-Requested-With`, a page wanted back (`Referer` when given). */
  page?: boolean | { referer: string };
}

export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly getStore: () => Store) {}

  get sessionId(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await this.getStore().app.request(path, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.request(path, { headers });
  }

  /** The anti-forgery token the store rendered into a page for this browser. */
  async token(): Promise<string> {
    const page = await (await this.get('/cart')).text();
    const match = /name="__RequestVerificationToken" value="([^"]+)"/.exec(page);
    if (!match?.[1]) throw new Error('No anti-forgery token on the page.');
    return match[1];
  }

  async postForm(path: string, fields: Record<string, string>, options: FormOptions = {}): Promise<Response> {
    const placement = options.token ?? 'header';
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    const body = new URLSearchParams(fields);
    if (placement === 'header') headers.RequestVerificationToken = await this.token();
    if (placement === 'field') body.set('__RequestVerificationToken', await this.token());
    if (typeof placement === 'object') headers.RequestVerificationToken = 'wrong' in placement ? placement.wrong : placement.value;
    if (options.page) {
      headers.Accept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
      if (typeof options.page === 'object') headers.Referer = options.page.referer;
    } else if (options.xhr ?? true) headers['X-Requested-With'] = 'XMLHttpRequest';
    return this.request(path, { method: 'POST', headers, body: body.toString() });
  }

  async getWithToken(path: string): Promise<Response> {
    return this.get(path, { RequestVerificationToken: await this.token() });
  }

  /** `GET /api/minicart`, asserting the answer matches the widgets' schema, with the store's cart version. */
  async cart(): Promise<Cart & { CartVersion: number }> {
    const response = await this.get(`/api/minicart?ts=${Date.now()}`);
    expect(response.status).toBe(200);
    const json: unknown = await response.json();
    const parsed = cartSchema.safeParse(json);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    const version = (json as { CartVersion?: unknown }).CartVersion;
    expect(Number.isInteger(version), 'the cart answer carries its CartVersion').toBe(true);
    return { ...(parsed.success ? parsed.data : cartSchema.parse(json)), CartVersion: version as number };
  }

  async signIn(email: string, password: string): Promise<Response> {
    return this.postForm('/login', { Email: email, Password: password }, { token: 'field', xhr: false });
  }
}

export function addToCart(
  browser: Browser,
  productId: number | string,
  fields: Record<string, string> = {},
  options: FormOptions = {},
): Promise<Response> {
  return browser.postForm(`/addproducttocart/details/${productId}/1`, fields, options);
}

/** The signed-in customer's household as the store lists it: each member's id by first name, and their own (`Me`). */
export async function householdOf(browser: Browser): Promise<{ byName: ReadonlyMap<string, number>; me: number | null }> {
  const members = (await (await browser.get('/api/checkout/guestinfobase')).json()) as { ContactInfoId: number; FirstName: string; Me: boolean }[];
  return { byName: new Map(members.map((member) => [member.FirstName, member.ContactInfoId])), me: members.find((member) => member.Me)?.ContactInfoId ?? null };
}

/** The add-to-cart form's member field for `productId`: the item is for `memberId`. */
export const forMember = (productId: number, memberId: number | null): Record<string, string> =>
  memberId === null ? {} : { [`addtocart_${productId}.LegacyContactId`]: String(memberId) };

export async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

/** The page-data JSON a page rendered. */
export function pageData(page: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="resort-page-data">([\s\S]*?)<\/script>/.exec(page);
  if (!match?.[1]) throw new Error('No page data on the page.');
  return JSON.parse(match[1]) as Record<string, unknown>;
}
