// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PASSWORD } from '../catalog/seed.ts';
import { Browser, startTestStore, STARTUP_TIMEOUT_MS, type TestStore } from '../test-support/test-support.ts';
import { CLIENT_ERROR_BEACONS_PER_MINUTE, CLIENT_ERRORS_LIMITED, CLIENT_ERRORS_PATH } from './routes.ts';
import { CLIENT_ERRORS_PAGE } from './pages.ts';

let handle: TestStore;
beforeAll(async () => {
  handle = await startTestStore();
}, STARTUP_TIMEOUT_MS);
afterAll(() => handle.dispose());

const browser = () => new Browser(() => handle.store);

/** As `navigator.sendBeacon` sends it: text/plain, the session cookie, no anti-forgery header. */
const beacon = (visitor: Browser, body: unknown) =>
  visitor.request(CLIENT_ERRORS_PATH, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: typeof body === 'string' ? body : JSON.stringify(body) });

const report = { widget: 'resort-discount-code', operation: 'GET /api/discount/apply/NOPE', status: 400, reference: 'ab12cd34', message: "The coupon code you entered couldn't be applied to your order.", page: '/cart' };

async function adminList(): Promise<string> {
  const admin = browser();
  await admin.signIn('admin@example.com', SEED_PASSWORD);
  const response = await admin.get(CLIENT_ERRORS_PAGE);
  expect(response.status).toBe(200);
  return response.text();
}

describe('client error reports', () => {
  it('every answer carries a reference (X-Request-Id), a refused one too', async () => {
    const response = await browser().get('/api/discount/apply/NOPE');
    expect(response.status).toBe(400);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}$/);
    expect((await browser().get('/api/minicart')).headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}$/);
  });

  it('a guest’s beacon is stored and listed for admins with its reference, newest first', async () => {
    expect((await beacon(browser(), { project: 'summit-peak-demo', reports: [report] })).status).toBe(204);
    expect((await beacon(browser(), { project: 'summit-peak-demo', reports: [{ ...report, reference: 'ffee0011', operation: 'render', status: undefined }] })).status).toBe(204);
    const page = await adminList();
    expect(page).toContain('<h1>Client errors</h1>');
    const row = /<tr data-reference="ab12cd34">(.*?)<\/tr>/.exec(page)?.[1] ?? '';
    expect(row).toContain('<td>resort-discount-code</td><td>GET /api/discount/apply/NOPE</td><td>400</td><td><code>ab12cd34</code></td>');
    expect(row).toContain('couldn&#39;t be applied');
    expect(row).toContain('<td>/cart</td>');
    expect(page.indexOf('ffee0011')).toBeLessThan(page.indexOf('ab12cd34'));
  });

  it('only admins read the list', async () => {
    const shopper = browser();
    await shopper.signIn('shopper@example.com', SEED_PASSWORD);
    for (const visitor of [browser(), shopper]) {
      const response = await visitor.get(CLIENT_ERRORS_PAGE);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toMatch(/^\/login\?returnUrl=/);
    }
  });

  it('scrubs what a page not ours might send: card numbers, e-mail addresses, tokens', async () => {
    const secretive = { ...report, reference: 'cafe0042', message: 'Card 4111 1111 1111 1111 of shopper@example.com, password: Resort!2026', page: '/login/shopper@example.com' };
    expect((await beacon(browser(), { project: 'summit-peak-demo', reports: [secretive] })).status).toBe(204);
    const row = /<tr data-reference="cafe0042">(.*?)<\/tr>/.exec(await adminList())?.[1] ?? '';
    expect(row).toContain('Card [number] of [email], password: [hidden]');
    for (const secret of ['4111', '@example.com', 'Resort!2026']) expect(row).not.toContain(secret);
  });

  it.each([
    ['a body that is not JSON', 'not json', 'Send the error reports as JSON.'],
    ['no project code', { project: '', reports: [report] }, 'Send the project code.'],
    ['no reports', { project: 'p', reports: [] }, 'Send at least one report.'],
    ['more reports than a beacon holds', { project: 'p', reports: Array.from({ length: 21 }, () => report) }, 'Send at most 20 reports at once.'],
    ['a status that is no HTTP status', { project: 'p', reports: [{ ...report, status: 99 }] }, 'A status is an HTTP status from 100 to 599.'],
    ['an operation too long', { project: 'p', reports: [{ ...report, operation: 'x'.repeat(201) }] }, 'Use at most 200 characters.'],
    ['no widget', { project: 'p', reports: [{ ...report, widget: '' }] }, 'Name the widget.'],
  ])('answers %s with 400 and a message', async (_, body, message) => {
    const response = await beacon(browser(), body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message });
  });

  // Last: it uses up the address's allowance.
  it(`answers 429 after ${CLIENT_ERROR_BEACONS_PER_MINUTE} beacons a minute from one address`, async () => {
    let last: Response | undefined;
    for (let i = 0; i <= CLIENT_ERROR_BEACONS_PER_MINUTE; i += 1) last = await beacon(browser(), { project: 'p', reports: [report] });
    expect(last?.status).toBe(429);
    expect(await last?.json()).toMatchObject({ message: CLIENT_ERRORS_LIMITED });
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
