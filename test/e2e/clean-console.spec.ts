import { test, expect } from './fixtures.ts';

/**
 * The clean-console rule of every journey (`fixtures.ts`), tested once: a widget that logs an
 * error fails the journey that shows it, though every step of the journey passes, and the same
 * journey passes where the test expects that message.
 */
const UNREADABLE = /^resort-widgets: GET \/api\/minicart failed \(invalid-response\)/;

async function cartThatLogs(page: import('@playwright/test').Page): Promise<void> {
  // The cart's first answer of the wrong shape: the library logs the failed call, and the store's
  // own cart inside the tag stays in use (an island whose first answer fails never takes over).
  await page.route('**/api/minicart*', (route) => route.fulfill({ json: { Items: 'nope' } }));
  const logged = page.waitForEvent('console', (message) => UNREADABLE.test(message.text()));
  await page.goto('/cart');
  await logged;
  await expect(page.locator('resort-cart > [data-resort-fallback]').first()).toBeVisible();
}

test.describe('a clean console is part of passing', () => {
  test('a widget logging an error fails the journey that shows it, every step of which passed', async ({ page }) => {
    test.fail(true, 'the cart logs its failed call and the test does not expect it: the fixture fails the test after its last step');
    await cartThatLogs(page);
  });

  test('the same journey passes when the test expects that message', async ({ page, consoleErrors }) => {
    consoleErrors.expect(UNREADABLE);
    await cartThatLogs(page);
  });

  test('a securitypolicyviolation in the page fails the test, whether or not the browser logs it', async ({ page }) => {
    test.fail(true, 'an inline script the store’s policy refuses: the fixture fails the test');
    await page.goto('/login');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__ran = true';
      document.body.append(script);
    });
    expect(await page.evaluate(() => (window as { __ran?: boolean }).__ran)).toBeUndefined();
  });
});
