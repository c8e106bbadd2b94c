// @vitest-environment node
/**
 * `resort-widgets check-host` against the demo store: every call passes for the shopper and for the
 * admin (with `--write`, on this test copy, the calls that change data too), and a copy of the store
 * whose answers are broken — a renamed field, a number sent as a string, an HTML page with status
 * 200, a call that hangs — is reported call by call, with the place in the answer. Every API route
 * of the store is a call of the registry, so a widget's new call cannot be left out of the check.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
// @ts-expect-error: a plain .mjs build helper without type declarations
import { buildCli as untypedBuildCli } from '../../scripts/build-cli.mjs';
import { SEED_PASSWORD } from '../../examples/server/catalog/seed.ts';
import { addToCart, Browser, forMember, householdOf, testStoreForFile } from '../../examples/server/test-support/test-support.ts';
import { VOUCHER_DISCOUNT_ID } from '../../examples/server/vouchers/seed.ts';
import { callRegistry } from '../../widgets/calls.ts';
import { PASSWORD_ENV } from './args.ts';
import { checkHost } from './main.ts';
import type { Fetch } from './http.ts';
import type { CallReport, Report } from './run.ts';

const handle = testStoreForFile();
const STORE = 'http://store.test/';
const SEASON_PASS = 1;
const SKI_RENTAL = 4;

const storeFetch: Fetch = async (request) => handle.store.fetch(request);

interface Run {
  code: number;
  out: string;
  err: string;
  report: Report | null;
}

async function run(argv: string[], fetch: Fetch = storeFetch, password = SEED_PASSWORD): Promise<Run> {
  let out = '';
  let err = '';
  const code = await checkHost(argv, callRegistry, {
    fetch,
    print: (text) => (out += `${text}\n`),
    status: { write: (text) => (err += text), live: false },
    env: { [PASSWORD_ENV]: password },
    readSecret: () => Promise.resolve(null),
  });
  return { code, out, err, report: argv.includes('--json') ? (JSON.parse(out) as Report) : null };
}

const callsOf = (report: Report | null): (CallReport & { family: string })[] =>
  report?.families.flatMap((family) => family.calls.map((call) => ({ ...call, family: family.family }))) ?? [];
const named = (report: Report | null, outcome: CallReport['outcome']) =>
  callsOf(report)
    .filter((call) => call.outcome === outcome)
    .map((call) => `${call.family}: ${call.name}`);

/** The shopper has a season pass in the cart, as a shopper about to check out would. */
async function seasonPassInShoppersCart(): Promise<void> {
  const shopper = new Browser(() => handle.store);
  await shopper.signIn('shopper@example.com', SEED_PASSWORD);
  // A season pass is for a person: the shopper buys it for themself.
  const { me } = await householdOf(shopper);
  const added = await addToCart(shopper, SEASON_PASS, forMember(SEASON_PASS, me));
  expect(added.status, await added.clone().text()).toBe(200);
}

beforeAll(seasonPassInShoppersCart);

describe('resort-widgets check-host on the demo store', () => {
  it('passes every call a guest may send, and says why the others were not sent', async () => {
    const { code, report } = await run([STORE, '--page', '/cart', '--product', String(SEASON_PASS), '--json']);
    expect(named(report, 'fail')).toEqual([]);
    expect(code).toBe(0);
    expect(report?.pages).toMatchObject([{ path: '/cart', status: 200, outcome: 'pass' }]);
    expect(named(report, 'pass')).toEqual(
      expect.arrayContaining([
        'sign-in: registration settings',
        'sign-in: customer lookup',
        'cart: cart',
        'category-nav: categories',
        'category: category',
        'voucher-box: validate voucher',
        'product: product details',
        'product: product attributes',
        'product: attribute change',
        'product: day prices',
        'payment-schedule: cart schedules',
      ]),
    );
    const reasons = Object.fromEntries(callsOf(report).map((call) => [`${call.family}: ${call.name}`, call.reason]));
    expect(reasons['payment-schedule: order schedules']).toBe('needs a signed-in customer: give --login or --cookie');
    expect(reasons['payment-plans-admin: enrollments']).toBe('needs a signed-in admin: give --login or --cookie');
    expect(reasons['cart: remove item']).toBe('changes data: sent only with --write --test-store');
    expect(reasons['rental-locations: pickup sites']).toBe('needs --rental-product (no earlier answer gave one)');
    expect(reasons['group-members: group members']).toBe('needs a signed-in customer: give --login or --cookie');
    expect(reasons['product: add to cart']).toBe('changes data: sent only with --write --test-store');
  });

  it('signed in as the shopper with --write --test-store, passes every call a customer may send, ids learnt from the cart, the household or given', async () => {
    const { code, report, out } = await run([STORE, '--login', 'shopper@example.com', '--page', '/cart', '--write', '--test-store', '--order', '1001', '--rental-product', String(SKI_RENTAL), '--json']);
    expect(named(report, 'fail')).toEqual([]);
    expect(code).toBe(0);
    expect(report?.signedIn).toBe('shopper@example.com');
    const sent = callsOf(report).filter((call) => call.outcome === 'pass');
    expect(sent.map((call) => call.sent)).toEqual(
      expect.arrayContaining([
        '/api/user/login',
        '/api/minicart',
        `/api/productdetails/${SEASON_PASS}`,
        `/api/ui/paymentplans/schedules/${SEASON_PASS}`,
        expect.stringMatching(/^\/api\/ui\/paymentplans\/schedules\/cart\/\d+$/),
        '/api/ui/paymentplans/schedules/orders/1001',
        `/api/product/rentallocations/${SKI_RENTAL}`,
        `/api/products/productattributes/${SEASON_PASS}`,
        `/addproducttocart/details/${SEASON_PASS}/1`,
        '/api/product/assignablecontact',
        '/api/checkout/guestinfobase',
        expect.stringMatching(/^\/api\/customer\/history\/\d+\/100$/),
        '/api/checkout/mediarequirements',
        '/api/ui/paymentplans/schedules/contacts',
        '/api/ui/paymentplans/config/',
      ]),
    );
    // The household's changes are sent so that they change nothing: Alex's own card, a birthday as it is, a member who exists.
    expect(callsOf(report).filter((call) => ['group-members', 'add-media'].includes(call.family) && call.outcome !== 'pass').map((call) => call.name)).toEqual(['upload photo']);
    expect(callsOf(report).filter((call) => call.family === 'my-payment-plans').map((call) => [call.name, call.outcome])).toEqual([
      ['my payment plans', 'pass'],
      ['payment plan settings', 'pass'],
      ['update card', 'not sent'],
      ['pay now', 'not sent'],
    ]);
    // What the shopper may not see is not checked, and not counted as a failure.
    expect(callsOf(report).find((call) => call.name === 'enrollments')).toMatchObject({ outcome: 'not sent', status: 403 });
    expect(out).not.toContain(SEED_PASSWORD);
  });

  it('signed in as the admin with --write --test-store, passes every call, the changes included', async () => {
    // The voucher discount's requirement, as its edit page gives it to <resort-voucher-templates>.
    const admin = new Browser(() => handle.store);
    await admin.signIn('admin@example.com', SEED_PASSWORD);
    const editPage = await (await admin.get(`/Admin/Discount/Edit/${VOUCHER_DISCOUNT_ID}`)).text();
    const requirement = /discount-requirement-id="(\d+)"/.exec(editPage)?.[1] ?? '';
    expect(Number(requirement)).toBeGreaterThan(0);
    const { code, report } = await run([
      STORE,
      ...['--login', 'admin@example.com', '--page', '/Admin/PaymentPlans/Configure/', '--write', '--test-store', '--json'],
      ...['--order', '1002', '--product', String(SEASON_PASS), '--rental-product', String(SKI_RENTAL), '--discount-code', 'WELCOME10'],
      // A template no product has yet (it is attached to the season pass and detached again).
      ...['--voucher-template', 'LESSON-PRIVATE', '--discount', String(VOUCHER_DISCOUNT_ID), '--discount-requirement', requirement],
    ]);
    expect(callsOf(report).filter((call) => call.outcome === 'fail')).toEqual([]);
    expect(code).toBe(0);
    for (const family of ['payment-plans-admin', 'subscriptions-admin', 'voucher-templates']) {
      expect(report?.families.find((candidate) => candidate.family === family)?.calls.filter((call) => call.outcome !== 'pass'), family).toEqual([]);
    }
    // An export is a file, not JSON.
    expect(callsOf(report).filter((call) => call.name === 'enrollments export').map((call) => call.note)).toEqual([
      expect.stringMatching(/^a file \(text\/csv, \d+ bytes\)/),
      expect.stringMatching(/^a file \(text\/csv, \d+ bytes\)/),
    ]);
    // The item the command added to the admin's empty cart is the one it removes again.
    const added = callsOf(report).find((call) => call.name === 'add to cart');
    expect(added).toMatchObject({ outcome: 'pass', sent: `/addproducttocart/details/${SEASON_PASS}/1` });
    expect(callsOf(report).find((call) => call.name === 'remove item')).toMatchObject({ outcome: 'pass' });
    // Only what is never sent is left, and the admin's household has no media card to assign again.
    expect(named(report, 'not sent').sort()).toEqual([
      'add-media: add media at checkout',
      'add-media: assign media',
      'group-members: upload photo',
      'my-payment-plans: pay now',
      'my-payment-plans: update card',
      'payment-form: vault a Braintree card',
      'product: cancel reservation',
      'profile: change username',
      'profile: save profile',
      'waiver: resort charge card',
      'waiver: sign waiver',
    ]);
  });
});

/** The demo store, with some answers broken the way a legacy store might break them. */
function brokenStore(): Fetch {
  return async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/user/settings') {
      // Hangs until the command gives up.
      return new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    }
    if (pathname === '/api/categories') {
      return new Response('<!DOCTYPE html><html><head><title>Server Error</title></head><body>Oops</body></html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
    }
    const response = await handle.store.fetch(request);
    if (pathname === '/api/minicart') {
      const cart = (await response.json()) as { TotalProducts: number; Items: { UnitPrice: number }[] };
      const { TotalProducts, ...rest } = cart;
      const broken = { ...rest, totalProducts: TotalProducts, Items: cart.Items.map((item) => ({ ...item, UnitPrice: item.UnitPrice.toFixed(2) })) };
      return Response.json(broken, { headers: response.headers });
    }
    return response;
  };
}

describe('resort-widgets check-host on a store whose answers are broken', () => {
  // The checks above changed the shopper's cart; the broken cart below needs an item in it.
  beforeAll(seasonPassInShoppersCart);

  it('reports each broken answer on its call, with the place in the answer, and exits with 1', async () => {
    const { code, report } = await run([STORE, '--login', 'shopper@example.com', '--timeout', '0.3', '--json'], brokenStore());
    expect(code).toBe(1);
    const failed: Record<string, CallReport & { family: string }> = Object.fromEntries(callsOf(report).filter((call) => call.outcome === 'fail').map((call) => [call.sent ?? call.path, call]));
    expect(Object.keys(failed).sort()).toEqual(['/api/categories', '/api/minicart', '/api/user/settings']);
    expect(failed['/api/minicart']).toMatchObject({ family: 'cart', name: 'cart', status: 200 });
    expect(failed['/api/minicart']?.issues).toEqual(['TotalProducts: missing (expected a number)', expect.stringMatching(/^Items\[0\]\.UnitPrice: expected a number, got "\d+\.\d\d"$/)]);
    expect(failed['/api/categories']).toMatchObject({ family: 'category-nav', status: 200, reason: 'answered an HTML page (titled "Server Error"), not JSON' });
    expect(failed['/api/user/settings']).toMatchObject({ family: 'sign-in', name: 'registration settings', status: null, reason: 'no answer within 0.3 s (timed out)' });
    // The rest still passes: one broken answer costs only its own call.
    expect(named(report, 'pass')).toEqual(expect.arrayContaining(['sign-in: sign in', 'voucher-box: validate voucher', 'payment-schedule: cart schedules']));
  });

  it('prints a table per tag family with the failure and its first issues below the call', async () => {
    const { code, out } = await run([STORE, '--timeout', '0.3'], brokenStore());
    expect(code).toBe(1);
    expect(out).toMatch(/^cart \(<resort-minicart>, <resort-cart>, <resort-order-summary>, <resort-discount-code>\)$/m);
    expect(out).toMatch(/^ {2}cart +GET \/api\/minicart +200 +\d+ ms +fail\n {6}the answer does not match the widget's schema\n {6}TotalProducts: missing \(expected a number\)$/m);
    expect(out).toMatch(/^ {2}categories +GET \/api\/categories +200 +\d+ ms +fail\n {6}answered an HTML page \(titled "Server Error"\), not JSON$/m);
    expect(out).toMatch(/^ {2}remove item +POST \/ShoppingCart\/RemoveShoppingCartItem +- +- +not sent: changes data: sent only with --write --test-store$/m);
    expect(out).toMatch(/^\d+ passed, 3 failed, \d+ not sent$/m);
  });

  it('reports a refused sign-in on the sign-in call and checks the rest as a guest', async () => {
    const { code, report } = await run([STORE, '--login', 'shopper@example.com', '--json'], storeFetch, 'not the password');
    expect(code).toBe(1);
    expect(report?.signedIn).toBe('guest (signing in as shopper@example.com failed)');
    expect(callsOf(report).find((call) => call.name === 'sign in')).toMatchObject({ outcome: 'fail', status: 400, reason: expect.stringMatching(/^HTTP 400/) as string });
    expect(callsOf(report).find((call) => call.name === 'order schedules')).toMatchObject({ outcome: 'not sent', reason: 'needs a signed-in customer (signing in failed)' });
  });

  it('says so once when the store cannot be reached, without sending the rest', async () => {
    const { code, report } = await run([STORE, '--json'], () => Promise.reject(new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }) })));
    expect(code).toBe(1);
    expect(report?.pages).toMatchObject([{ outcome: 'fail', reason: 'the store could not be reached: connect ECONNREFUSED 127.0.0.1:9' }]);
    expect(named(report, 'fail')).toEqual([]);
  });
});

describe('the call registry covers the store', () => {
  /**
   * Store routes no widget calls: files (a member's photo is an image's address), the checkout
   * page's own script, and calls the legacy pages make that the tags do without (adding and
   * deleting one member's media choice, which the checkout's selection saves whole instead), and
   * the error reports' beacon, which the reporter sends by `navigator.sendBeacon`, not the client,
   * and the demo store's own switches for the payment settings (a staff tool of the demo, which the
   * host's store has in its own admin).
   */
  const NOT_WIDGET_CALLS = [
    /^\/static\//,
    /^\/api\/waivers\/:contactId\/signature\.png$/,
    /^\/api\/checkout\/complete$/,
    /^\/api\/photo\/:contactId$/,
    /^\/api\/checkout\/(add|delete)mediaassignment\//,
    /^\/api\/client-errors$/,
    /^\/api\/admin\/payment-settings$/,
    // The cart page's own discount forms inside <resort-discount-code>, posted by a browser that runs no script of ours.
    /^\/ShoppingCart\/(Apply|Remove)DiscountCoupon$/,
  ];

  it('describes every API route of the demo store', () => {
    // `{name}` of a call and `:name` of a route both stand for any one segment; neither a trailing slash nor
    // the case of a letter is a difference (nopCommerce's routes ignore case).
    const described = callRegistry.flatMap((family) => family.calls.map((call) => `${call.method} ${call.path.replace(/\{(\w+)\}/g, ':id').replace(/\/$/, '')}`));
    const routes = handle.store.app.routes
      .filter((route) => route.method !== 'ALL' && /^\/(api|ShoppingCart|paymentplan|addproducttocart|DynamicPricingCalendar)\b/i.test(route.path))
      .filter((route) => !NOT_WIDGET_CALLS.some((pattern) => pattern.test(route.path)))
      .map((route) => `${route.method} ${route.path.replace(/\/$/, '')}`);
    const matches = (route: string) => new RegExp(`^${route.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`, 'i');
    expect(routes.filter((route) => !described.some((call) => matches(route).test(call)))).toEqual([]);
  });
});

const buildCli = untypedBuildCli as (root: string, outFile: string) => Promise<void>;

describe('the built command, as a user of the package runs it', () => {
  it('runs on plain Node against the store over HTTP: a table, exit code 0; and refuses --write without --test-store', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'resort-cli-'));
    const bin = join(dir, 'resort-widgets.js');
    const server = serve({ fetch: storeFetch, port: 0, hostname: '127.0.0.1' });
    try {
      await buildCli(resolve(import.meta.dirname, '../..'), bin);
      if (!server.listening) await new Promise((done) => server.once('listening', done));
      const { port } = server.address() as AddressInfo;
      const exec = (args: string[]) =>
        new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
          execFile(process.execPath, [bin, ...args], { timeout: 30_000 }, (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }));
        });
      const checked = await exec(['check-host', `http://127.0.0.1:${port}/`, '--page', '/cart']);
      expect(checked.stdout).toMatch(/^ {2}cart +GET \/api\/minicart +200 +\d+ ms +pass$/m);
      expect(checked.stdout).toMatch(/^\d+ passed, 0 failed, \d+ not sent$/m);
      expect(checked.code).toBe(0);
      const refused = await exec(['check-host', `http://127.0.0.1:${port}/`, '--write']);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('add --test-store to confirm this store is a test store');
    } finally {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
