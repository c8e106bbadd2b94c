import { test, expect, loadFailed } from './fixtures.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { freePort } from '../../scripts/free-port.ts';
import { addFromTile, axeViolations } from './helpers.ts';
import { ON_DEMAND_TAG } from '../on-demand.mjs';

test.describe('the demo store server', () => {
  test('its page-not-found page is as accessible as the rest', async ({ page, consoleErrors }) => {
    consoleErrors.expect(loadFailed(404));
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('answers bad input with 400 and a message, and stays up', async ({ request }) => {
    await request.get('/');
    const noToken = await request.post('/ShoppingCart/RemoveShoppingCartItem', { form: { id: '1' } });
    expect(noToken.status()).toBe(400);
    expect(((await noToken.json()) as { message: string }).message).toMatch(/anti-forgery/i);

    const home = await (await request.get('/')).text();
    const token = /name="__RequestVerificationToken" value="([^"]+)"/.exec(home)?.[1] ?? '';
    const headers = { RequestVerificationToken: token, 'X-Requested-With': 'XMLHttpRequest' };
    const unknown = await request.post('/addproducttocart/details/999999/1', { form: {}, headers });
    expect(unknown.status()).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toBeTruthy();
    const badId = await request.post('/addproducttocart/details/abc/1', { form: {}, headers });
    expect(badId.status()).toBe(400);
    const badRemove = await request.post('/ShoppingCart/RemoveShoppingCartItem', { form: { id: 'x' }, headers });
    expect(badRemove.status()).toBe(400);
    expect((await request.get('/api/minicart')).status()).toBe(200);
  });

  test('a restart keeps the cart', { tag: ON_DEMAND_TAG }, async ({ browser }) => {
    // Two cold starts of the store (the first migrates and seeds a new database): generous limits,
    // so a busy machine is slower but never fails.
    test.setTimeout(300_000);
    // Not a fixed port: `npm test` runs the Firefox and WebKit journeys' store (8191) beside this test,
    // and a store that cannot listen never says it started.
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'resort-restart-'));
    const base = `http://127.0.0.1:${port}`;
    const running = new Set<ChildProcess>();
    const start = async (): Promise<ChildProcess> => {
      // Node itself (not an npx wrapper), so SIGTERM reaches the server and it closes its database.
      const child = spawn(process.execPath, ['--import', 'tsx', 'examples/server/main.ts'], { env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: ['ignore', 'pipe', 'inherit'] });
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      running.add(child);
      await expect.poll(() => output, { timeout: 120_000 }).toContain('Resort demo store:');
      return child;
    };
    const stop = async (child: ChildProcess) => {
      running.delete(child);
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    };

    try {
      let server = await start();
      const context = await browser.newContext({ baseURL: base });
      const page = await context.newPage();
      await page.goto('/');
      // The mini cart has started (it reads the cart once, then follows the tile's change); a
      // store just started answers its first requests slowly on a busy machine.
      await expect(page.locator('header resort-minicart').getByRole('button', { name: 'Open shopping cart, 0 items' })).toBeVisible({ timeout: 30_000 });
      await addFromTile(page, 'Guided Snowshoe Tour');
      await expect(page.locator('header resort-minicart').getByRole('button', { name: 'Open shopping cart, 1 item' })).toBeVisible();
      await stop(server);

      server = await start();
      await page.goto('/cart');
      await expect(page.locator('resort-cart').getByRole('link', { name: 'Guided Snowshoe Tour', exact: true })).toBeVisible({ timeout: 30_000 });
      await context.close();
      await stop(server);
    } finally {
      // A start that timed out leaves no server behind.
      for (const child of running) await stop(child);
    }
  });
});
