import type { Page } from '@playwright/test';
import { test, expect, loadFailed } from './fixtures.ts';
import { addRental, signIn } from './checkout-helpers.ts';

/**
 * Every demo page under the store's Content-Security-Policy, the strictest a host sets (scripts
 * from the store and the card providers only, no inline script, no eval, no inline style, Trusted
 * Types required with the widgets' policy alone): the widgets start and work, and the browser
 * reports no violation. Every journey runs under the same policy and fails on a violation
 * (fixtures.ts); this file visits every page, and checks the one place the widgets write HTML.
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

const guestPages = [
  '/',
  '/s/season-passes',
  '/s/rentals',
  '/season-pass-adult',
  '/lift-ticket-1-day',
  '/ski-rental-package',
  '/guided-snowshoe-tour',
  '/cart',
  '/login',
  '/register',
  '/passwordrecovery',
  '/voucher-product/season-pass-adult?code=VCH-PRODUCT-1',
  '/__test/waiver-hostile',
  '/no-such-page',
];

test.describe('the Content-Security-Policy', () => {
  test('every page says it: scripts from the store only, no inline style, Trusted Types required with the widgets’ policy alone; scripts and answers, which no browser opens, go without it', async ({ request }) => {
    const page = await request.get('/');
    const policy = page.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toMatch(/style-src 'self'[^;']*;/);
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy).toContain("require-trusted-types-for 'script'");
    expect(policy.split(/;\s*/)).toContain('trusted-types resort-widgets');
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

  test('no violation on the signed-in pages: a product for a member, checkout, an order, My Account', async ({ page }) => {
    const violations = await watchViolations(page);
    await signIn(page, '/');
    await addRental(page);
    for (const path of ['/season-pass-adult', '/onepagecheckout', '/orderdetails/1001', '/userinfo']) {
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

test.describe('HTML under Trusted Types', () => {
  test('server HTML reaches the page as TrustedHTML made by the widgets’ one policy, which React 19.3 writes through dangerouslySetInnerHTML unchanged', async ({ page, consoleErrors }) => {
    // The hostile waiver's one broken image (src="x") is the only error it may log.
    consoleErrors.expect(loadFailed(404));
    // Every value written to innerHTML on the page, by its type: React's write of the waiver text.
    await page.addInitScript(() => {
      const own = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
      const writes: string[] = [];
      (window as unknown as { __innerHtmlWrites: string[] }).__innerHtmlWrites = writes;
      Object.defineProperty(Element.prototype, 'innerHTML', {
        ...own,
        set(this: Element, value: unknown) {
          writes.push(Object.prototype.toString.call(value));
          own.set!.call(this, value);
        },
      });
    });
    await page.goto('/__test/waiver-hostile');
    const card = page.locator('resort-waiver');
    await card.getByRole('button', { name: 'Read and Sign' }).click();
    const documentBox = card.getByRole('region', { name: 'Waiver document' });
    await expect(documentBox).toContainText('Read me.');
    await expect(documentBox.locator('p#intro')).toHaveText('Read me.');
    // React 19.0–19.2 turned a TrustedHTML back into a string, which this page refuses (and the text
    // would be missing): the value React wrote is the policy's own object.
    const writes = await page.evaluate(() => (window as unknown as { __innerHtmlWrites: string[] }).__innerHtmlWrites);
    expect(writes.length).toBeGreaterThan(0);
    expect(new Set(writes)).toEqual(new Set(['[object TrustedHTML]']));
  });
});
