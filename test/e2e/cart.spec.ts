import { test, expect, callFailed, loadFailed } from './fixtures.ts';
import { addFromTile, minicartButton, axeViolations, signIn, tookOver } from './helpers.ts';

test.describe('the cart widgets on the demo store', () => {
  test('a legacy tile adds to the cart and the mini cart updates', async ({ page }) => {
    await page.goto('/');
    await expect(minicartButton(page, 0)).toBeVisible();
    await addFromTile(page, 'Season Pass - Adult');
    await expect(minicartButton(page, 1)).toBeVisible();
    await minicartButton(page, 1).click();
    const panel = page.locator('header resort-minicart');
    await expect(panel.getByRole('heading', { name: 'Shopping Cart (1)' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Season Pass - Adult', exact: true })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Unassigned' })).toBeVisible();
    // An item's actions are secondary: link-style, as on the cart page, not filled buttons.
    const remove = panel.getByRole('button', { name: 'Remove Season Pass - Adult' });
    await expect(remove).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(remove).toHaveCSS('text-decoration-line', 'underline');
  });

  test("another tab's mini cart follows a change made in this tab, with one reload", async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/');
    await second.goto('/');
    await expect(minicartButton(second, 0)).toBeVisible();
    const reloads: string[] = [];
    second.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/minicart') reloads.push(request.url());
    });
    await addFromTile(first, 'Season Pass - Adult');
    await expect(minicartButton(first, 1)).toBeVisible();
    await expect(minicartButton(second, 1)).toBeVisible();
    // Wait for anything late, then count: one reload in the other tab, none echoed back.
    await first.waitForTimeout(500);
    expect(reloads).toHaveLength(1);
  });

  test('removing an item asks for confirmation first', async ({ page }) => {
    await page.goto('/');
    await addFromTile(page, 'Season Pass - Adult');
    await addFromTile(page, 'Guided Snowshoe Tour');
    await page.goto('/cart');
    const cart = page.locator('resort-cart');
    // The store's own table has a Remove button of the same name, which posts the page: the
    // widget must have taken over first (on a busy machine the press landed on the store's).
    await tookOver(cart);
    // The widget's heading is Cart, said once (no "Shopping Cart (2)" under it).
    await expect(cart.getByRole('button', { name: 'Remove Guided Snowshoe Tour' })).toBeVisible();
    await expect(cart.getByRole('heading', { name: 'Cart', exact: true })).toHaveCount(1);
    await expect(cart.getByRole('heading', { name: /Shopping Cart/ })).toHaveCount(0);
    await cart.getByRole('button', { name: 'Remove Guided Snowshoe Tour' }).click();
    const dialog = cart.getByRole('dialog', { name: 'Remove item' });
    await expect(dialog).toContainText('Are you sure you want to remove this item from your cart?');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(cart.getByText('Guided Snowshoe Tour was removed from your cart.')).toBeAttached();
    // The store's own table, hidden under the widget since it took over, still lists what the page was drawn with.
    await expect(cart.getByText('Guided Snowshoe Tour', { exact: true }).filter({ visible: true })).toHaveCount(0);
    // The header's mini cart shares the same store.
    await expect(minicartButton(page, 1)).toBeVisible();
  });

  test('the confirmation closes on Escape and focus returns to the Remove button', async ({ page }) => {
    await page.goto('/');
    await addFromTile(page, 'Guided Snowshoe Tour');
    await page.goto('/cart');
    const cart = page.locator('resort-cart');
    // The widget has taken over from the store's own table (whose Remove would post the page).
    await expect(cart.locator('.rw-cart')).toBeVisible();
    const remove = cart.getByRole('button', { name: 'Remove Guided Snowshoe Tour' });
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(cart.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cart.getByRole('dialog')).toBeHidden();
    await expect(remove).toBeFocused();
  });

  test('WELCOME10 applies 10% off the order and an unknown code is refused', async ({ page, consoleErrors }) => {
    consoleErrors.expect(loadFailed(400));
    consoleErrors.expect(callFailed('GET /api/discount/apply/NOT-A-CODE', 'http', "HTTP 400: The coupon code you entered couldn't be applied to your order."));
    await page.goto('/');
    await addFromTile(page, 'Season Pass - Adult');
    await page.goto('/cart');
    const box = page.locator('resort-discount-code');
    const summary = page.locator('resort-order-summary');
    await expect(summary.getByRole('rowheader', { name: 'Total', exact: true })).toBeVisible();

    await box.getByRole('button', { name: 'Have a discount code?' }).click();
    await box.getByRole('textbox', { name: 'Discount code' }).fill('NOT-A-CODE');
    const refusal = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/discount/apply/NOT-A-CODE');
    await box.getByRole('button', { name: 'Apply' }).click();
    const reference = (await refusal).headers()['x-request-id'] ?? '';
    expect(reference).toMatch(/^[0-9a-f]{8}$/);
    await expect(box.getByRole('alert')).toHaveText("The coupon code you entered couldn't be applied to your order.");
    await expect(box.getByRole('textbox', { name: 'Discount code' })).toHaveValue('NOT-A-CODE');

    await box.getByRole('textbox', { name: 'Discount code' }).fill('WELCOME10');
    await box.getByRole('button', { name: 'Apply' }).click();
    await expect(box.getByText('WELCOME10')).toBeVisible();
    await expect(box.getByRole('textbox')).toHaveCount(0);
    await expect(summary.getByRole('rowheader', { name: 'Order Total Discount' })).toBeVisible();

    await box.getByRole('button', { name: 'Remove code WELCOME10' }).click();
    await expect(summary.getByRole('rowheader', { name: 'Order Total Discount' })).toHaveCount(0);

    // The refusal reached the store's admin list by beacon, under the reference its answer carried.
    await signIn(page, '/Admin/ClientErrors', 'admin@example.com');
    const row = page.locator(`tr[data-reference="${reference}"]`);
    await expect(async () => {
      await page.reload();
      await expect(row).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(row.locator('td')).toHaveText(
      [/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/, 'resort-discount-code', 'GET /api/discount/apply/{code}', '400', reference, "The coupon code you entered couldn't be applied to your order.", '/cart'],
    );
  });

  test('one island that throws shows its own error while the others keep working', async ({ page, consoleErrors }) => {
    consoleErrors.expect(/^Error: boom\n/);
    consoleErrors.expect(/^resort-test-throws: the widget failed and was replaced by an error message\. Error: boom\n/);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/__test/islands');
    await expect(page.locator('resort-test-throws').getByRole('alert')).toContainText('This part of the page could not be shown.');
    await expect(page.locator('main resort-order-summary, resort-order-summary').first().getByRole('rowheader', { name: 'Total', exact: true })).toBeVisible();
    await expect(page.locator('resort-minicart').first().getByRole('button', { name: /Open shopping cart/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the cart page keeps its layout under the hostile legacy stylesheet', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await addFromTile(page, 'Season Pass - Adult');
    await addFromTile(page, 'Tee Time - Mountain Course');
    await page.goto('/cart');
    const cart = page.locator('resort-cart');
    const checkout = cart.getByRole('link', { name: 'Checkout' });
    await expect(checkout).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('cart-hostile-css.png'), fullPage: true });

    const styles = await checkout.evaluate((element) => {
      const style = getComputedStyle(element);
      return { font: style.fontFamily, transform: style.textTransform, float: style.cssFloat, color: style.color, background: style.backgroundColor };
    });
    // The link's text must be readable on its own background.
    expect(styles.color).not.toBe(styles.background);
    expect(styles.font).not.toMatch(/Comic Sans|Impact/);
    expect(styles.transform).toBe('none');
    expect(styles.float).toBe('none');

    // Nothing of the island spills out of the page or collapses.
    const viewport = page.viewportSize()!;
    for (const name of ['Checkout', 'Continue Shopping']) {
      const box = (await cart.getByRole('link', { name }).boundingBox())!;
      expect(box.width).toBeGreaterThan(40);
      expect(box.height).toBeGreaterThan(20);
      expect(box.height).toBeLessThan(80);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
    const title = (await cart.getByRole('heading', { name: 'Cart', exact: true }).boundingBox())!;
    const firstItem = (await cart.getByRole('link', { name: 'Season Pass - Adult', exact: true }).boundingBox())!;
    expect(firstItem.y).toBeGreaterThan(title.y + title.height - 1);
    const summary = page.locator('resort-order-summary').getByRole('table');
    expect(await summary.evaluate((table) => getComputedStyle(table).borderTopStyle)).not.toBe('dotted');
  });

  test('no serious or critical accessibility violations on / and /cart', async ({ page }) => {
    await page.goto('/');
    await addFromTile(page, 'Season Pass - Adult');
    await minicartButton(page, 1).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/cart');
    await expect(page.locator('resort-cart').getByRole('link', { name: 'Checkout' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await tookOver(page.locator('resort-cart'));
    await page.locator('resort-cart').getByRole('button', { name: 'Remove Season Pass - Adult' }).click();
    await expect(page.locator('resort-cart').getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the cart page is usable with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await addFromTile(page, 'Guided Snowshoe Tour');
    await page.goto('/cart');
    const box = page.locator('resort-discount-code');
    await expect(page.locator('resort-cart').getByRole('link', { name: 'Checkout' })).toBeVisible();
    await box.getByRole('button', { name: 'Have a discount code?' }).focus();
    await page.keyboard.press('Enter');
    await expect(box.getByRole('textbox', { name: 'Discount code' })).toBeFocused();
    await page.keyboard.type('WELCOME10');
    await page.keyboard.press('Enter');
    await expect(box.getByText('WELCOME10')).toBeVisible();
  });

  test('three cart islands share one /api/minicart request, and none when the page data carries the cart', async ({ page }) => {
    let requests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/minicart') requests += 1;
    });
    await page.goto('/cart');
    await expect(page.locator('resort-order-summary').getByRole('rowheader', { name: 'Total', exact: true })).toBeVisible();
    await expect(page.locator('resort-cart').getByText('Your Shopping Cart is empty').filter({ visible: true })).toBeVisible();
    expect(requests).toBe(1);
    requests = 0;
    await page.goto('/cart?embedCart=1');
    await expect(page.locator('resort-order-summary').getByRole('rowheader', { name: 'Total', exact: true })).toBeVisible();
    expect(requests).toBe(0);
  });
});
