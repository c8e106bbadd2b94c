// @vitest-environment node
/**
 * Several store processes, one truth: two real store processes (`main.ts`) on one PostgreSQL
 * database, spoken to over HTTP as a balancer that is not sticky would spread a client's requests.
 * The account lockout, the per-address limits and a day's last tickets must hold across both, as
 * they do in one process. Runs in `npm run test:postgres` (PGlite is one process per folder, so
 * there is nothing to share without a server).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES, DEFAULT_SIGN_IN_LIMITS, lockedForNowMessage } from './account/sign-in.ts';
import { REGISTER_MESSAGES } from './account/registration.ts';
import { addDays } from '../../src/core/dates.ts';
import { storeEarliestDate } from './catalog/product-rules.ts';
import { PURCHASE_MESSAGES } from './buying/purchase-checks.ts';
import { SEED_PASSWORD } from './catalog/seed.ts';
import { testServerUrl } from './test-support/test-databases.ts';
import { HttpVisitor, startStoreProcess, type HttpAnswer, type StoreProcess } from './test-support/test-processes.ts';
import { freshDatabase, STARTUP_TIMEOUT_MS, type TestDatabase } from './test-support/test-support.ts';

const limits = DEFAULT_SIGN_IN_LIMITS;
let database: TestDatabase | undefined;
let stores: StoreProcess[] = [];

/** Store process 0 or 1, alternately for the i-th of several requests. */
const storeFor = (index: number): string => (stores[index % 2] as StoreProcess).address;
const body = (answer: HttpAnswer): unknown => JSON.parse(answer.text);
const login = (visitor: HttpVisitor, email: string, password: string) => visitor.postJson('/api/user/login', { Email: email, Password: password });
const count = <T,>(values: readonly T[], value: T) => values.filter((candidate) => candidate === value).length;

describe.skipIf(testServerUrl() === undefined)('two store processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    database = await freshDatabase();
    const env = { DATABASE_URL: database.databaseUrl ?? '', DATA_DIR: database.dataDir };
    stores = await Promise.all([startStoreProcess(env), startStoreProcess(env)]);
  }, STARTUP_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.stop()));
    await database?.dispose();
  });

  it('locks an account after five wrong passwords sent at once, split across both; then both refuse even the right one', async () => {
    const email = 'two-processes@example.com';
    const owner = new HttpVisitor('127.0.0.2', storeFor(0));
    const registered = await owner.postForm('/register', { FirstName: 'Robin', LastName: 'Vale', Email: email, Password: SEED_PASSWORD, ConfirmPassword: SEED_PASSWORD, returnUrl: '/cart' });
    expect(registered.status).toBe(303);

    const guessers = Array.from({ length: limits.lockoutFailures }, (_, index) => new HttpVisitor('127.0.0.2', storeFor(index)));
    const tokens = await Promise.all(guessers.map((guesser) => guesser.token()));
    const answers = await Promise.all(guessers.map((guesser, index) => guesser.postJson('/api/user/login', { Email: email, Password: `wrong-${index}` }, tokens[index])));
    const texts = answers.map((answer) => JSON.stringify(body(answer)));
    const locked = JSON.stringify({ '': [lockedForNowMessage(limits)] });
    expect(count(texts, JSON.stringify({ Password: [LOGIN_MESSAGES.wrongPassword] })), texts.join('\n')).toBe(limits.lockoutFailures - 1);
    expect(count(texts, locked), texts.join('\n')).toBe(1);

    for (const index of [0, 1]) {
      const sixth = await login(new HttpVisitor('127.0.0.2', storeFor(index)), email, SEED_PASSWORD);
      expect(sixth.status).toBe(400);
      expect(JSON.stringify(body(sixth))).toBe(locked);
    }
  });

  it('counts failed sign-ins from one address across both: the limit is the limit, however they are spread', async () => {
    const tries = limits.failuresPerAddress + 10;
    // One session (a failed sign-in keeps it), its requests spread over both processes.
    const visitor = new HttpVisitor('127.0.0.3', storeFor(0));
    const token = await visitor.token();
    const answers = await Promise.all(
      Array.from({ length: tries }, (_, index) => visitor.to(storeFor(index)).postJson('/api/user/login', { Email: `nobody-${index}@example.com`, Password: 'x' }, token)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(count(statuses, 400), statuses.join(' ')).toBe(limits.failuresPerAddress);
    expect(count(statuses, 429), statuses.join(' ')).toBe(10);

    for (const index of [0, 1]) {
      const right = await login(new HttpVisitor('127.0.0.3', storeFor(index)), 'shopper@example.com', SEED_PASSWORD);
      expect(right.status).toBe(429);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
      expect(body(right)).toEqual({ success: false, message: LOGIN_MESSAGES.tooManyAttempts });
    }
    // Another address is not held back by this one's failures.
    expect((await login(new HttpVisitor('127.0.0.4', storeFor(1)), 'shopper@example.com', SEED_PASSWORD)).status).toBe(200);
  });

  it('counts account lookups and new accounts from one address across both', async () => {
    const lookups = await Promise.all(
      Array.from({ length: limits.lookupsPerAddress + 6 }, (_, index) => new HttpVisitor('127.0.0.5', storeFor(index)).send('GET', `/api/customer/exists?id=someone-${index}%40example.com`)),
    );
    const lookupStatuses = lookups.map((answer) => answer.status);
    expect(count(lookupStatuses, 200), lookupStatuses.join(' ')).toBe(limits.lookupsPerAddress);
    expect(lookups.filter((answer) => answer.status === 429).map(body)).toEqual(Array.from({ length: 6 }, () => ({ success: false, message: LOGIN_MESSAGES.tooManyLookups })));

    const newcomers = Array.from({ length: limits.registrationsPerAddress + 2 }, (_, index) => new HttpVisitor('127.0.0.6', storeFor(index)));
    const tokens = await Promise.all(newcomers.map((newcomer) => newcomer.token()));
    const registrations = await Promise.all(
      newcomers.map((newcomer, index) => {
        const password = 'Powder-Day-42';
        return newcomer.postForm('/register', { FirstName: 'Robin', LastName: 'Vale', Email: `newcomer-${index}@example.com`, Password: password, ConfirmPassword: password, returnUrl: '/cart' }, tokens[index]);
      }),
    );
    const registrationStatuses = registrations.map((answer) => answer.status);
    expect(count(registrationStatuses, 303), registrationStatuses.join(' ')).toBe(limits.registrationsPerAddress);
    expect(registrations.filter((answer) => answer.status === 429).every((answer) => answer.text.includes(REGISTER_MESSAGES.tooMany))).toBe(true);
    expect(count(registrationStatuses, 429)).toBe(2);
  });

  it('sells a day\'s last tickets exactly once: 40 shoppers at once, split across both', async () => {
    const day = addDays(storeEarliestDate(Date.now(), {}), 3);
    const [year, month, date] = day.split('-').map(Number);
    const fields = { product_attribute_301_day: String(date), product_attribute_301_month: String(month), product_attribute_301_year: String(year), product_attribute_302: '3021' };
    const leftOn = async (store: string): Promise<number | undefined> =>
      (body(await new HttpVisitor('127.0.0.7', store).send('GET', '/api/productdetails/3')) as { DateInventory?: Record<string, number> }).DateInventory?.[day];

    const before = await leftOn(storeFor(0));
    expect(before).toBeGreaterThan(0);
    const shoppers = Array.from({ length: 40 }, (_, index) => new HttpVisitor('127.0.0.7', storeFor(index)));
    const tokens = await Promise.all(shoppers.map((shopper) => shopper.token()));
    const answers = await Promise.all(shoppers.map((shopper, index) => shopper.postForm('/addproducttocart/details/3/1', fields, tokens[index])));
    const statuses = answers.map((answer) => answer.status);
    expect(count(statuses, 200), statuses.join(' ')).toBe(before);
    const refusals = answers.filter((answer) => answer.status !== 200).map((answer) => (body(answer) as { message?: string }).message);
    expect(new Set(refusals)).toEqual(new Set([PURCHASE_MESSAGES.soldOut('1-Day Lift Ticket', day)]));
    expect(await leftOn(storeFor(0))).toBe(0);
    expect(await leftOn(storeFor(1))).toBe(0);
  });
});
