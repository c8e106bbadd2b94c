import { test, expect, callFailed, loadFailed, networkFailed } from './fixtures.ts';
import { addFromTile } from './helpers.ts';

test.describe('bad input and a bad network', () => {
  test('a dropped network shows a clear error with Retry, and Retry loads the cart', async ({ page, consoleErrors }) => {
    consoleErrors.expect(networkFailed('ERR_INTERNET_DISCONNECTED'));
    consoleErrors.expect(callFailed('GET /api/minicart', 'network', 'Failed to fetch'));
    await page.goto('/');
    await addFromTile(page, 'Guided Snowshoe Tour');
    await page.route('**/api/minicart*', (route) => route.abort('internetdisconnected'));
    await page.goto('/cart');
    const cart = page.locator('resort-cart');
    await expect(cart.getByRole('alert')).toContainText('Your cart could not be loaded. We could not reach the store.');
    await expect(page.locator('resort-order-summary').getByRole('alert')).toBeVisible();
    await page.unroute('**/api/minicart*');
    await cart.getByRole('button', { name: 'Retry' }).click();
    await expect(cart.getByRole('link', { name: 'Guided Snowshoe Tour', exact: true })).toBeVisible();
    // Every island shares the store, so the summary recovered too.
    await expect(page.locator('resort-order-summary').getByRole('rowheader', { name: 'Total', exact: true })).toBeVisible();
  });

  test('a cart answer of the wrong shape or a 500 is an error in the island, not a blank page', async ({ page, consoleErrors }) => {
    consoleErrors.expect(loadFailed(500));
    consoleErrors.expect(callFailed('GET /api/minicart', 'http', 'HTTP 500: Database down'));
    consoleErrors.expect(/^resort-widgets: GET \/api\/minicart failed \(invalid-response\): GET \/api\/minicart: unexpected answer — /);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route('**/api/minicart*', (route) => route.fulfill({ json: { Items: 'nope' } }));
    await page.goto('/cart');
    await expect(page.locator('resort-cart').getByRole('alert')).toContainText('The store sent an answer we could not read.');
    await page.route('**/api/minicart*', (route) => route.fulfill({ status: 500, json: { message: 'Database down' } }));
    await page.locator('resort-cart').getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('resort-cart').getByRole('alert')).toContainText('The store could not complete this request.');
    await expect(page.getByRole('heading', { name: 'Cart', exact: true })).toBeVisible();
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
    await expect(page.locator('resort-cart').getByText('Your Shopping Cart is empty').filter({ visible: true })).toBeVisible();
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
    await expect(page.locator('main resort-product [data-resort-fallback]')).toBeHidden();
    const passType = widget.getByRole('combobox', { name: /Pass Type/ });
    await passType.selectOption('1012');

    await widget.getByRole('button', { name: 'Add to cart' }).click();
    const notice = page.locator('[data-resort-connection-notice]').getByRole('status');
    await expect(notice).toContainText('The store is very busy right now. Your choices are kept.');
    await expect(notice).toContainText(/Trying again (in \d seconds\.|now…)/);
    await expect(passType).toHaveValue('1012');

    await expect(widget.getByRole('status').filter({ hasText: 'Season Pass - Adult was added to your cart.' })).toBeVisible();
    await expect(notice).toBeEmpty();
    expect(adds).toEqual(['POST', 'POST', 'POST']);
    await expect(page.locator('header resort-minicart').getByRole('button', { name: 'Open shopping cart, 1 item' })).toBeVisible();
  });
});
