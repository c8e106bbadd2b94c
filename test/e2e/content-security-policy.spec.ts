import type { Page } from '@playwright/test';
import { test, expect, loadFailed } from './fixtures.ts';
import { addRental, signIn } from './checkout-helpers.ts';

/**
 * Every demo page under the store's Content-Security-Policy (scripts from the store only, no
 * inline script, no eval): the widgets start and work, and the browser reports no violation.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__reportCsp', (line: string) => seen.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { __reportCsp: (line: string) => void }).__reportCsp(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

/**
 * Waits until every widget tag on the page is defined (the loader has run), after scrolling to the
 * end a screen at a time as a shopper would: the islands below the first screen (`loading="lazy"`)
 * load on the way.
 */
async function widgetsStarted(page: Page): Promise<void> {
  await page.evaluate(async () => {
    while (scrollY + innerHeight < document.documentElement.scrollHeight - 1) {
      scrollBy(0, innerHeight);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  });
  await page.waitForFunction(() => [...document.querySelectorAll('*')].filter((element) => element.localName.startsWith('resort-')).every((element) => customElements.get(element.localName) !== undefined), undefined, { timeout: 15_000 });
}

const guestPages = ['/', '/s/season-passes', '/season-pass-adult', '/cart', '/login', '/register', '/passwordrecovery', '/voucher-product/season-pass-adult?code=VCH-PRODUCT-1', '/__test/waiver-hostile', '/no-such-page'];

test.describe('the Content-Security-Policy', () => {
  test('every page says it: scripts from the store only; scripts and answers, which no browser opens, go without it', async ({ request }) => {
    const page = await request.get('/');
    expect(page.headers()['content-security-policy']).toContain("script-src 'self'");
    for (const path of ['/static/resort-widgets.js', '/api/minicart']) {
      const answer = await request.get(path);
      expect(answer.headers()['content-security-policy'], path).toBeUndefined();
      expect(answer.headers()['x-content-type-options'], path).toBe('nosniff');
    }
  });

  test('no violation on any page a guest sees', async ({ page, consoleErrors }) => {
    consoleErrors.expect(loadFailed(404));
    test.setTimeout(120_000);
    const violations = await watchViolations(page);
    for (const path of guestPages) {
      await test.step(path, async () => {
        const before = violations.length;
        await page.goto(path);
        await widgetsStarted(page);
        await page.waitForLoadState('networkidle');
        expect.soft(violations.slice(before), path).toEqual([]);
      });
    }
  });

  test('no violation on the signed-in pages: checkout and an order', async ({ page }) => {
    const violations = await watchViolations(page);
    await signIn(page, '/');
    await addRental(page);
    for (const path of ['/onepagecheckout', '/orderdetails/1001']) {
      await page.goto(path);
      await widgetsStarted(page);
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });

  test('no violation in the admin area, and no page may frame it', async ({ page }) => {
    const violations = await watchViolations(page);
    await signIn(page, '/Admin/PaymentPlans/Configure/Schedules', { email: 'admin@example.com', password: 'Resort!2026' });
    await widgetsStarted(page);
    await page.waitForLoadState('networkidle');
    for (const path of ['/Admin/Subscriptions?tab=types', '/Admin/Product/Edit/1', '/Admin/Discount/Edit/401']) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(response?.headers()['x-frame-options'], path).toBe('DENY');
      await widgetsStarted(page);
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });
});
