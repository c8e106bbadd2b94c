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

/**
 * The store's policy forbids inline styles and requires Trusted Types (security-headers.ts), as the
 * strictest host does: each way the widgets could break it, planted in a page of the store, fails
 * the test through the same clean-console rule, in whatever code it happens.
 */
test.describe('a violation of the strict page policy fails the test', () => {
  test('a style attribute written into the page', async ({ page }) => {
    test.fail(true, 'the store’s style-src has no unsafe-inline: the browser refuses the attribute and reports it; the fixture fails the test');
    await page.goto('/login');
    const applied = await page.evaluate(() => {
      const planted = document.createElement('p');
      planted.setAttribute('style', 'color: rgb(255, 0, 0)');
      planted.textContent = 'planted';
      document.body.append(planted);
      return getComputedStyle(planted).color;
    });
    expect(applied).not.toBe('rgb(255, 0, 0)');
  });

  test('a <style> element added to the page', async ({ page }) => {
    test.fail(true, 'the store’s style-src has no unsafe-inline: the browser refuses the element and reports it; the fixture fails the test');
    await page.goto('/login');
    await page.evaluate(() => {
      const planted = document.createElement('style');
      planted.textContent = 'body { outline: 1px solid red }';
      document.head.append(planted);
    });
  });

  test('a string written to innerHTML, even where the code catches the refusal', async ({ page }) => {
    test.fail(true, 'the store requires Trusted Types: the browser refuses the string and reports it, though the error is caught; the fixture fails the test');
    await page.goto('/login');
    const written = await page.evaluate(() => {
      const planted = document.createElement('div');
      document.body.append(planted);
      try {
        planted.innerHTML = '<b>planted</b>';
      } catch {
        // As a widget's error boundary would: the refusal must still fail the test.
      }
      return planted.innerHTML;
    });
    expect(written).toBe('');
  });

  test('a script added by a plain string address', async ({ page }) => {
    test.fail(true, 'the store requires Trusted Types: a script address that is a string is refused and reported; the fixture fails the test');
    await page.goto('/login');
    await page.evaluate(() => {
      const planted = document.createElement('script');
      try {
        planted.src = '/static/resort-widgets.js';
      } catch {
        // Caught, as a loader would: the report stays.
      }
    });
  });
});
