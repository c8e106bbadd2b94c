import { test, expect, callFailed, loadFailed } from './fixtures.ts';
import { axeViolations } from './helpers.ts';

test.describe('category navigation on the demo store', () => {
  test("the I'm looking for list links to /s{category url}, with the keyboard alone", async ({ page }) => {
    await page.goto('/');
    const nav = page.locator('header resort-category-nav');
    const toggle = nav.getByRole('button', { name: "I'm looking for" });
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Season Passes' })).toBeFocused();
    await expect(nav.getByRole('link')).toHaveText(['Season Passes', 'Lift Tickets', 'Rentals', 'Activities', 'Vouchers']);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Lift Tickets' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/s\/lift-tickets$/);
    await expect(page.getByRole('heading', { name: 'Lift Tickets', level: 1 })).toBeVisible();

    // The category page lists its products and subcategories through <resort-category>.
    const category = page.locator('resort-category');
    const products = category.getByRole('region', { name: 'Products' });
    await expect(products.getByRole('link', { name: '1-Day Lift Ticket' })).toHaveAttribute('href', '/lift-ticket-1-day');
    await expect(products.getByText('$129.00')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await category.getByRole('navigation', { name: 'Subcategories' }).getByRole('link', { name: 'Multi-Day Tickets' }).click();
    await expect(page.getByRole('heading', { name: 'Multi-Day Tickets', level: 1 })).toBeVisible();
    await page.locator('resort-category').getByRole('region', { name: 'Products' }).getByRole('link', { name: '4-Day Flex Lift Ticket' }).click();
    await expect(page).toHaveURL(/\/lift-ticket-4-day-flex$/);
  });

  test('a failed load says so, and Retry loads the list', async ({ page, consoleErrors }) => {
    consoleErrors.expect(loadFailed(500));
    consoleErrors.expect(callFailed('GET /api/categories', 'http', 'HTTP 500: down'));
    // The demo store puts the categories in page data; a host that does not makes the list load them.
    await page.route(/\/$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(/,"categories":\[[^\]]*\]/, '') });
    });
    await page.route('**/api/categories*', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    await page.goto('/');
    const nav = page.locator('header resort-category-nav');
    await nav.getByRole('button', { name: "I'm looking for" }).click();
    await expect(nav.getByRole('alert')).toContainText('The categories could not be loaded.');
    await page.unroute('**/api/categories*');
    await nav.getByRole('button', { name: 'Retry' }).click();
    await expect(nav.getByRole('link', { name: 'Rentals' })).toHaveAttribute('href', '/s/rentals');
  });
});

test.describe('countdown', () => {
  test('counts down in a real page and sends resort:countdown:expired at 0', async ({ page }) => {
    await page.goto('/');
    const expired = page.evaluate(
      () =>
        new Promise<{ id: string | null; seconds: number; at: number }>((resolve) => {
          window.addEventListener('resort:countdown:expired', (event) => {
            const detail = (event as CustomEvent<{ id: string | null; seconds: number }>).detail;
            resolve({ id: detail.id, seconds: detail.seconds, at: Date.now() });
          });
        }),
    );
    const started = await page.evaluate(() => {
      const countdown = document.createElement('resort-countdown');
      countdown.id = 'status-timer';
      countdown.setAttribute('seconds', '2');
      document.querySelector('main')?.prepend(countdown);
      return Date.now();
    });
    await expect(page.locator('resort-countdown').getByRole('timer')).toHaveText(/^[12] seconds$/);
    const result = await expired;
    expect(result).toMatchObject({ id: 'status-timer', seconds: 2 });
    expect(result.at - started).toBeGreaterThanOrEqual(1900);
    await expect(page.locator('resort-countdown').getByRole('timer')).toHaveText('0 seconds');
  });
});
