import { test, expect, callFailed, loadFailed, networkFailed } from './fixtures.ts';
import { addFromTile, tookOver } from './helpers.ts';

test.describe('bad input and a bad network', () => {
  test("a dropped network on the cart's first answer leaves the store's own cart in use, with its Remove buttons", async ({ page, consoleErrors }) => {
    consoleErrors.expect(networkFailed('ERR_INTERNET_DISCONNECTED'));
    consoleErrors.expect(callFailed('GET /api/minicart', 'network', 'Failed to fetch'));
    await page.goto('/');
    await addFromTile(page, 'Guided Snowshoe Tour');
    await page.route('**/api/minicart*', (route) => route.abort('internetdisconnected'));
    await page.goto('/cart');
    const cart = page.locator('resort-cart');
    // The island could not start: the store's markup inside the tag stays what the shopper uses.
    await expect(cart.locator('.rw-mount')).toBeHidden();
    await expect(cart.locator('[data-resort-fallback]')).toBeVisible();
    await expect(cart.locator('[data-resort-fallback]')).toContainText('Guided Snowshoe Tour');
    await expect(cart.locator('[data-resort-fallback]').getByRole('button', { name: /Remove/ }).first()).toBeVisible();
  });

  test("a cart answer of the wrong shape or a 500 leaves the store's own cart in use, not a blank page", async ({ page, consoleErrors }) => {
    consoleErrors.expect(loadFailed(500));
    consoleErrors.expect(callFailed('GET /api/minicart', 'http', 'HTTP 500: Database down'));
    consoleErrors.expect(/^resort-widgets: GET \/api\/minicart failed \(invalid-response\): GET \/api\/minicart: unexpected answer — /);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route('**/api/minicart*', (route) => route.fulfill({ json: { Items: 'nope' } }));
    await page.goto('/cart');
    await expect(page.locator('resort-order-summary .rw-mount')).toBeHidden();
    await expect(page.locator('resort-cart [data-resort-fallback]')).toContainText('Your Shopping Cart is empty');
    await page.route('**/api/minicart*', (route) => route.fulfill({ status: 500, json: { message: 'Database down' } }));
    await page.reload();
    await expect(page.locator('resort-cart [data-resort-fallback]')).toContainText('Your Shopping Cart is empty');
    await expect(page.locator('resort-cart').getByText('Database down')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('malformed page data falls back to defaults and the widgets still work', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route(/\/cart$/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/(<script type="application\/json" id="resort-page-data">)[\s\S]*?(<\/script>)/, '$1{"locale": 42, "user": "nobody", oops$2');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/cart');
    await expect(page.locator('resort-cart .rw-cart__empty')).toHaveText('Your Shopping Cart is empty');
    expect(warnings.join('\n')).toContain('resort-page-data');
  });

  test('two copies of the library on one page share one cart store', async ({ page }) => {
    await page.goto('/');
    await addFromTile(page, 'Season Pass - Adult');
    const shared = await page.evaluate(async () => {
      // The helpers of the copy the page loaded (through the loader), as a host script gets them.
      const umd = await (window as unknown as { ResortWidgets: { ready: Promise<{ $cart: unknown }> } }).ResortWidgets.ready;
      // The ESM build, loaded next to the UMD file the page already has.
      const esmUrl = new URL('/static/esm/index.js', location.href).href;
      const esm = (await import(esmUrl)) as { $cart: unknown; loadCart: (options: { fresh: boolean }) => Promise<unknown> };
      await esm.loadCart({ fresh: true });
      return esm.$cart === umd.$cart;
    });
    expect(shared).toBe(true);
    await expect(page.locator('header resort-minicart').getByRole('button', { name: 'Open shopping cart, 1 item' })).toBeVisible();
  });

  test('a store answering 503 with Retry-After keeps the shopper’s choices, says it is busy, and adds to the cart when it recovers', async ({ page, consoleErrors }) => {
    consoleErrors.expect(loadFailed(503));
    // On-sale morning, shortened: the store answers the first two adds 503 with Retry-After: 1
    // (the client's unit tests hold the 10-second figure), then recovers.
    let refused = 0;
    const adds: string[] = [];
    await page.route('**/addproducttocart/**', async (route) => {
      adds.push(route.request().method());
      if (refused < 2) {
        refused += 1;
        await route.fulfill({ status: 503, headers: { 'Retry-After': '1' }, json: { message: 'Too many shoppers' } });
        return;
      }
      await route.fallback();
    });
    await page.goto('/season-pass-adult');
    const widget = page.locator('main resort-product');
    await tookOver(page.locator('main resort-product'));
    const passType = widget.getByRole('combobox', { name: /Pass Type/ });
    await passType.selectOption('1012');

    await widget.getByRole('button', { name: 'Add to cart' }).click();
    const notice = page.locator('[data-resort-connection-notice]').getByRole('status');
    await expect(notice).toContainText('The store is very busy right now. Your choices are kept.');
    await expect(notice).toContainText(/Trying again (in \d seconds\.|now…)/);
    await expect(passType).toHaveValue('1012');

    await expect(widget.getByRole('status').filter({ hasText: 'Season Pass - Adult was added to your cart' })).toBeVisible();
    await expect(notice).toBeEmpty();
    expect(adds).toEqual(['POST', 'POST', 'POST']);
    await expect(page.locator('header resort-minicart').getByRole('button', { name: 'Open shopping cart, 1 item' })).toBeVisible();
  });
});
