import type { Page, Locator } from '@playwright/test';
import { test, expect, loadFailed } from './fixtures.ts';
import { ON_DEMAND_TAG } from '../on-demand.mjs';
import { answersFromThePage, axeViolations, chooseDate, expectDate, scriptPaths, signIn as signInAt } from './helpers.ts';

const BASE = '/Admin/PaymentPlans/Configure';

/** Signs in through the login page and lands on `returnUrl` (which the area may then redirect). */
const signIn = (page: Page, email: string, returnUrl = '/'): Promise<void> => signInAt(page, returnUrl, email);

const admin = (page: Page): Locator => page.locator('resort-payment-plans-admin');
const title = (page: Page, name: string): Locator => admin(page).getByRole('heading', { level: 1, name, exact: true });

test.describe('the admin Payment Plans area', () => {
  test('a store page loads no admin code, and the admin page loads only the admin bundle', async ({ page }) => {
    const scripts = scriptPaths(page);
    await page.goto('/');
    await expect(page.locator('resort-minicart').getByRole('button')).toBeVisible();
    expect(scripts).toContain('/static/resort-widgets.js');
    expect(scripts.filter((path) => path.includes('admin'))).toEqual([]);

    await signIn(page, 'admin@example.com', `${BASE}/Schedules`);
    scripts.length = 0;
    await page.reload();
    await expect(title(page, 'Payment Schedules')).toBeVisible();
    expect(scripts).toContain('/static/resort-widgets-admin.js');
    expect(scripts.filter((path) => path === '/static/resort-widgets.js' || path.startsWith('/static/esm/'))).toEqual([]);
    expect(await page.evaluate(() => customElements.get('resort-minicart'))).toBeUndefined();
  });

  test('a shopper or a guest gets the login page, and every admin call answers 401 or 403', async ({ page, consoleErrors }) => {
    consoleErrors.expect(loadFailed(403));
    await page.goto(`${BASE}/Schedules`);
    await expect(page).toHaveURL(/\/login\?returnUrl=%2FAdmin%2FPaymentPlans%2FConfigure%2FSchedules/);

    await signIn(page, 'shopper@example.com');
    await page.goto(`${BASE}/Enrollments`);
    await expect(page).toHaveURL(/\/login\?returnUrl=/);

    const api = '/api/admin/payment-plans';
    const statuses = await answersFromThePage(page, [
      ['GET', `${api}/enrollment-status`],
      ['GET', `${api}/enrollments?pageNumber=1&pageSize=15&ascending=true`],
      ['PUT', `${api}/enrollments/1/status`, 2],
      ['GET', `${api}/enrollments/1/payments`],
      ['GET', `${api}/enrollments/create-missing-orders`],
      ['GET', '/paymentplan/getAllowedPaymentStatuses/1'],
      ['GET', '/paymentplan/updateScheduledPaymentPaymentStatus/1/2'],
      ['GET', '/paymentplan/getScheduledPaymentById/1'],
      ['GET', `${api}/products?includeProductAttributes=true`],
      ['GET', `${api}/payment-products`],
      ['GET', `${api}/assignments`],
      ['POST', `${api}/assignments`, {}],
      ['DELETE', `${api}/assignments/1`],
      ['GET', `${api}/assignments/1/pricing`],
      ['PUT', `${api}/assignments/1/pricing`, []],
      ['GET', `${api}/pricing-schedules?embed=true`],
      ['GET', `${api}/pricing-schedules/1`],
      ['POST', `${api}/pricing-schedules`, {}],
      ['PUT', `${api}/pricing-schedules/1`, {}],
      ['DELETE', `${api}/pricing-schedules/1`],
      ['GET', `${api}/payment-schedules/amount-types`],
      ['GET', `${api}/payment-schedules?embed=true`],
      ['GET', `${api}/payment-schedules/1`],
      ['POST', `${api}/payment-schedules`, {}],
      ['PUT', `${api}/payment-schedules/1`, {}],
      ['DELETE', `${api}/payment-schedules/1`],
    ]);
    expect(statuses).toHaveLength(26);
    for (const line of statuses) expect(line).toMatch(/ 403$/);
  });

  test('create a payment schedule with two ranges, see the overlap message, fix it, apply, reload and find it', async ({ page }) => {
    await signIn(page, 'admin@example.com', `${BASE}/Schedules`);
    await expect(title(page, 'Payment Schedules')).toBeVisible();
    await admin(page).getByRole('link', { name: 'Add Payment Schedule' }).click();
    await expect(page).toHaveURL(`${BASE}/Schedules/add`);
    await expect(title(page, 'Add Payment Schedule')).toBeVisible();

    const dialog = admin(page).getByRole('dialog');
    const name = dialog.getByRole('textbox', { name: 'Payment Schedule Name' });
    await expect(name).toBeFocused();
    await name.fill('Spring Lift Layaway');
    await name.press('Enter');
    const first = dialog.getByRole('region', { name: 'Date range 1' });
    await chooseDate(first.getByRole('group', { name: 'Purchase Effective Date' }), '2027-01-01');
    await chooseDate(first.getByRole('group', { name: 'Purchase Expiration Date' }), '2027-01-31');
    await chooseDate(first.getByRole('group', { name: 'Payment 1 date, date range 1' }), '2027-02-01');
    await first.getByRole('textbox', { name: 'Payment 1 amount in percent, date range 1' }).fill('40');
    await chooseDate(first.getByRole('group', { name: 'Payment 2 date, date range 1' }), '2027-03-01');
    await expect(first.getByLabel('Payment 2 amount in percent, date range 1')).toHaveText('60.00');

    await dialog.getByRole('button', { name: 'Add Date Range' }).click();
    const second = dialog.getByRole('region', { name: 'Date range 2' });
    await expectDate(second.getByRole('group', { name: 'Purchase Effective Date' }), '2027-02-01');
    await chooseDate(second.getByRole('group', { name: 'Purchase Effective Date' }), '2027-01-20');
    await chooseDate(second.getByRole('group', { name: 'Purchase Expiration Date' }), '2027-02-28');
    await chooseDate(second.getByRole('group', { name: 'Payment 1 date, date range 2' }), '2027-03-15');
    await expect(first.getByText('This date range overlaps the next date range')).toBeVisible();
    const apply = dialog.getByRole('button', { name: 'Apply' });
    await expect(apply).toBeDisabled();
    expect(await axeViolations(page)).toEqual([]);

    await chooseDate(second.getByRole('group', { name: 'Purchase Effective Date' }), '2027-02-01');
    await expect(dialog.getByText('This date range overlaps the next date range')).toHaveCount(0);
    await expect(apply).toBeEnabled();
    await apply.click();

    await expect(page).toHaveURL(`${BASE}/Schedules`);
    await expect(dialog).toHaveCount(0);
    const link = admin(page).getByRole('link', { name: 'Edit Spring Lift Layaway' });
    await expect(link).toBeVisible();
    await page.reload();
    await expect(link).toBeVisible();
    await expect(admin(page).getByRole('row', { name: /Spring Lift Layaway/ })).toContainText('Jan 01 2027 – Feb 28 2027 · 2 date ranges');

    await link.click();
    const reopened = admin(page).getByRole('dialog');
    await expectDate(reopened.getByRole('region', { name: 'Date range 2' }).getByRole('group', { name: 'Purchase Effective Date' }), '2027-02-01');
    await expect(reopened.getByRole('region', { name: 'Date range 1' }).getByLabel('Payment 2 amount in percent, date range 1')).toHaveText('60.00');
  });

  test('back, forward and reload work on every route', async ({ page }) => {
    await signIn(page, 'admin@example.com', `${BASE}/`);
    await expect(page).toHaveURL(`${BASE}/Enrollments`);
    await expect(title(page, 'Enrollments')).toBeVisible();

    await admin(page).getByRole('link', { name: 'Payment Schedules' }).click();
    await expect(page).toHaveURL(`${BASE}/Schedules`);
    await admin(page).getByRole('link', { name: 'Edit Season Pass 3-Pay' }).click();
    await expect(title(page, 'Payment Schedule Detail')).toBeVisible();
    await expect(admin(page).getByRole('dialog').getByRole('region', { name: 'Date range 1' })).toBeVisible();

    await page.reload();
    await expect(admin(page).getByRole('dialog').getByRole('heading', { level: 2 })).toContainText('Season Pass 3-Pay');
    await page.goBack();
    await expect(page).toHaveURL(`${BASE}/Schedules`);
    await expect(admin(page).getByRole('dialog')).toHaveCount(0);
    await page.goBack();
    await expect(title(page, 'Enrollments')).toBeVisible();
    await page.goForward();
    await page.goForward();
    await expect(title(page, 'Payment Schedule Detail')).toBeVisible();
    await admin(page).getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`${BASE}/Schedules`);

    // Opened from the list, the overlay gives the focus back to its link when it closes.
    const link = admin(page).getByRole('link', { name: 'Edit Season Pass 3-Pay' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(admin(page).getByRole('dialog').getByRole('region', { name: 'Date range 1' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(`${BASE}/Schedules`);
    await expect(link).toBeFocused();
  });

  test('a pricing schedule: overlap flagged, gap only warned, saved with the keyboard', async ({ page }) => {
    await signIn(page, 'admin@example.com', `${BASE}/Pricing/add`);
    const dialog = admin(page).getByRole('dialog');
    await expect(dialog.getByRole('textbox', { name: 'Pricing Schedule Name' })).toBeFocused();
    await page.keyboard.type('Spring 2027');
    const first = dialog.getByRole('region', { name: 'Purchase window 1' });
    await chooseDate(first.getByRole('group', { name: 'Purchase Effective Date' }), '2027-03-01');
    await chooseDate(first.getByRole('group', { name: 'Purchase Expiration Date' }), '2027-03-31');
    await dialog.getByRole('button', { name: 'Add Date Range' }).click();
    const second = dialog.getByRole('region', { name: 'Purchase window 2' });
    await chooseDate(second.getByRole('group', { name: 'Purchase Effective Date' }), '2027-03-31');
    await chooseDate(second.getByRole('group', { name: 'Purchase Expiration Date' }), '2027-04-30');
    await expect(first.getByText('This date range overlaps the next date range')).toBeVisible();
    await chooseDate(second.getByRole('group', { name: 'Purchase Effective Date' }), '2027-04-03');
    await expect(first.getByText('This date range has a gap to the next date range')).toBeVisible();
    const apply = dialog.getByRole('button', { name: 'Apply' });
    await apply.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${BASE}/Pricing`);
    await expect(admin(page).getByRole('link', { name: 'Edit Spring 2027' })).toBeVisible();
  });

  test('filter enrollments and page, change a status and a scheduled payment status, reprocess', async ({ page }) => {
    await signIn(page, 'admin@example.com', `${BASE}/Enrollments`);
    await expect(admin(page).getByText('Search for plan enrollments using the search filters above.')).toBeVisible();

    const filters = admin(page).getByRole('search', { name: 'Search plan enrollments' });
    await filters.getByRole('switch', { name: 'Has Failed Payments' }).check();
    await filters.getByRole('button', { name: 'Apply' }).click();
    const table = admin(page).getByRole('table', { name: 'Plan enrollments' });
    const pager = admin(page).getByRole('navigation', { name: 'Plan enrollments' });
    await expect(pager).toContainText(/Page 1 of \d+ · \d+ records/);
    await expect(table.locator('tbody > tr')).toHaveCount(15);
    const flags = await table.locator('tbody > tr > td:nth-child(10)').allTextContents();
    expect(new Set(flags)).toEqual(new Set(['Yes']));
    const firstIds = await table.locator('tbody > tr > td:first-child').allTextContents();
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toContainText('Page 2 of');
    const secondIds = await table.locator('tbody > tr > td:first-child').allTextContents();
    expect(secondIds[0]).not.toBe(firstIds[0]);
    expect(Number(secondIds[0]!.replace(/\D/g, ''))).toBeGreaterThan(Number(firstIds.at(-1)!.replace(/\D/g, '')));

    await filters.getByRole('switch', { name: 'Has Failed Payments' }).uncheck();
    await filters.getByRole('textbox', { name: 'Order ID', exact: true }).fill('100007');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(pager).toContainText('Page 1 of 1 · 1 record');
    const row = table.locator('tbody > tr').first();
    await expect(row).toContainText('100007');

    const menuButton = row.getByRole('button', { name: 'Actions for enrollment 7' });
    await menuButton.click();
    const menu = admin(page).getByRole('menu', { name: 'Actions for enrollment 7' });
    await expect(menu.getByRole('menuitem')).toHaveText(['Set to Active', 'Set to Completed', 'Set to Cancelled', 'Set to On Hold', 'Reprocess Failed Payments', 'Reprocess POS Records']);
    expect(await axeViolations(page)).toEqual([]);
    await menu.getByRole('menuitem', { name: 'Set to Cancelled' }).click();
    await expect(row.locator('td:nth-child(9)')).toHaveText('Cancelled');
    await expect(admin(page).getByRole('status').filter({ hasText: 'Enrollment 7 is now Cancelled.' })).toBeVisible();

    await row.getByRole('button', { name: 'Scheduled payments of enrollment 7' }).click();
    const payments = admin(page).getByRole('table', { name: 'Scheduled payments of enrollment 7' });
    const pending = payments.getByRole('combobox').filter({ has: page.locator('option:checked', { hasText: 'Pending' }) }).first();
    await expect(pending).toBeEnabled();
    const label = await pending.getAttribute('aria-label');
    await pending.selectOption({ label: 'Paid' });
    await expect(payments.getByRole('combobox', { name: label! })).toHaveValue('2');
    expect(await axeViolations(page)).toEqual([]);

    // Stored: a new search finds the new statuses.
    await page.reload();
    await filters.getByRole('textbox', { name: 'Order ID', exact: true }).fill('100007');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(table.locator('tbody > tr').first().locator('td:nth-child(9)')).toHaveText('Cancelled');
    await table.getByRole('button', { name: 'Scheduled payments of enrollment 7' }).click();
    await expect(admin(page).getByRole('table', { name: 'Scheduled payments of enrollment 7' }).getByRole('combobox', { name: label! })).toHaveValue('2');

    await filters.getByRole('button', { name: 'Reprocess POS Fails' }).click();
    await expect(admin(page).getByRole('status').filter({ hasText: /Successfully reporcessed POS records/ })).toBeVisible();
  });

  test('create, edit, price and delete an assignment', async ({ page }) => {
    await signIn(page, 'admin@example.com', `${BASE}/Assignments`);
    const table = admin(page).getByRole('table', { name: 'Product assignments' });
    await expect(table.getByRole('cell', { name: 'Season Pass - Adult', exact: true })).toBeVisible();

    // Create
    await admin(page).getByRole('link', { name: 'Add Assignment' }).click();
    await expect(page).toHaveURL(`${BASE}/Assignments/add`);
    const panel = admin(page).getByRole('dialog', { name: 'Add Product Assignment' });
    const apply = panel.getByRole('button', { name: 'Apply Changes' });
    await expect(panel.getByRole('spinbutton', { name: 'Failed Payment Retry Days' })).toHaveValue('1');
    await expect(panel.getByRole('spinbutton', { name: 'Failed Payment Hotlist Code' })).toHaveValue('0');
    await expect(apply).toBeDisabled();
    await panel.getByRole('combobox', { name: 'Product Name' }).selectOption({ label: '1-Day Lift Ticket' });
    await panel.getByRole('checkbox', { name: 'Age Group: Adult' }).check();
    await panel.getByRole('checkbox', { name: 'Age Group: Senior (65+)' }).check();
    await panel.getByRole('combobox', { name: 'Payment Schedule' }).selectOption({ label: 'Season Pass Monthly' });
    await panel.getByRole('combobox', { name: 'Pricing Schedule' }).selectOption({ label: '2026/27 Season Pass Pricing' });
    const retry = panel.getByRole('spinbutton', { name: 'Failed Payment Retry Days' });
    await retry.fill('0');
    await expect(panel.getByText('Value must be at least 1.')).toBeVisible();
    await retry.fill('2');
    await panel.getByRole('combobox', { name: 'Payment Product' }).selectOption({ label: 'Payment Plan Installment' });
    await expect(apply).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);
    await apply.click();
    await expect(page).toHaveURL(`${BASE}/Assignments`);
    const row = table.getByRole('row').filter({ hasText: '1-Day Lift Ticket' });
    await expect(row).toContainText('Age Group: Adult, Age Group: Senior (65+)');
    await expect(row).toContainText('Season Pass Monthly');

    // Edit
    const menuButton = row.getByRole('button', { name: 'Actions for 1-Day Lift Ticket' });
    await menuButton.click();
    await admin(page).getByRole('menuitem', { name: 'Edit Assignment' }).click();
    const edit = admin(page).getByRole('dialog', { name: 'Product Assignment' });
    await expect(edit.getByText('Category: Lift Tickets')).toBeVisible();
    await edit.getByRole('checkbox', { name: 'Age Group: Senior (65+)' }).uncheck();
    await edit.getByRole('spinbutton', { name: 'Failed Payment Hotlist Code' }).fill('21');
    await edit.getByRole('button', { name: 'Apply Changes' }).click();
    await expect(page).toHaveURL(`${BASE}/Assignments`);
    await expect(row).toContainText('Age Group: Adult');
    await expect(row).not.toContainText('Senior');
    await expect(row.locator('td:nth-child(7)')).toHaveText('Yes');
    await expect(row.locator('td:nth-child(8)')).toHaveText('21');
    await expect(menuButton).toBeFocused();

    // Price
    await menuButton.click();
    await admin(page).getByRole('menuitem', { name: 'Attribute Pricing' }).click();
    await expect(page).toHaveURL(/\/Assignments\/\d+\/editProductPricing$/);
    const pricing = admin(page).getByRole('dialog', { name: 'Attribute Pricing 1-Day Lift Ticket' });
    const sections = pricing.getByRole('heading', { level: 3 });
    await expect(sections).toHaveText(['Mar 01, 2026 - May 31, 2026', 'Jun 01, 2026 - Oct 15, 2026', 'Oct 16, 2026 - Apr 18, 2027']);
    await pricing.getByRole('button', { name: 'Jun 01, 2026 - Oct 15, 2026' }).click();
    const price = pricing.getByRole('textbox', { name: 'Price of Adult from Jun 01, 2026' });
    await expect(price).toHaveValue('129');
    await price.fill('119.5');
    expect(await axeViolations(page)).toEqual([]);
    await pricing.getByRole('button', { name: 'Apply Changes' }).click();
    await expect(page).toHaveURL(`${BASE}/Assignments`);
    await page.goBack();
    await expect(admin(page).getByRole('dialog', { name: 'Attribute Pricing 1-Day Lift Ticket' })).toBeVisible();
    await admin(page).getByRole('button', { name: 'Jun 01, 2026 - Oct 15, 2026' }).click();
    await expect(admin(page).getByRole('textbox', { name: 'Price of Adult from Jun 01, 2026' })).toHaveValue('119.5');
    await admin(page).getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(`${BASE}/Assignments`);

    // Delete
    await row.getByRole('button', { name: 'Actions for 1-Day Lift Ticket' }).click();
    await admin(page).getByRole('menuitem', { name: 'Delete Assignment' }).click();
    const confirm = admin(page).getByRole('dialog', { name: 'Delete Assignment' });
    await expect(confirm).toContainText('Delete the assignment of 1-Day Lift Ticket?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(table.getByRole('cell', { name: 'Season Pass - Adult', exact: true })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: '1-Day Lift Ticket' })).toHaveCount(0);
  });

  // Every route of the area, signed in once, each page loaded and checked as the admin reaches it.
  // On demand (`test/on-demand.mjs`): the staff journey runs axe after every step it takes in the area.
  test('no accessibility violation of any impact on any route of the area', { tag: [ON_DEMAND_TAG] }, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, 'admin@example.com', `${BASE}/Enrollments`);
    for (const [path, role, ready] of [
      ['/Enrollments', 'text', 'Search for plan enrollments using the search filters above.'],
      ['/Schedules', 'link', 'Edit Season Pass 3-Pay'],
      ['/Schedules/add', 'region', 'Date range 1'],
      ['/Schedules/1', 'region', 'Date range 1'],
      ['/Pricing', 'link', 'Edit Winter Rentals'],
      ['/Pricing/add', 'region', 'Purchase window 1'],
      ['/Pricing/1', 'region', 'Purchase window 3'],
      ['/Assignments', 'link', 'Add Assignment'],
      ['/Assignments/add', 'dialog', 'Add Product Assignment'],
      ['/Assignments/1/edit', 'dialog', 'Product Assignment'],
      ['/Assignments/1/editProductPricing', 'region', 'Mar 01, 2026 - May 31, 2026'],
    ] as const) {
      await test.step(path, async () => {
        await page.goto(`${BASE}${path}`);
        const shown = role === 'text' ? admin(page).getByText(ready) : admin(page).getByRole(role, { name: ready });
        await expect(shown.first()).toBeVisible();
        expect.soft(await axeViolations(page), path).toEqual([]);
      });
    }
  });
});

// A side panel's Cancel and Apply at its foot. In French their labels side by side are wider than
// the panel: Apply wrapped below Cancel and went past the screen's bottom edge with the form's end
// (1280 × 800), and on a phone both were out of sight below a long form.
test.describe('the assignment panel in French', () => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 320, height: 568 }]) {
    test(`at ${viewport.width} px: Cancel Changes and Apply Changes are in sight at the panel's foot, their labels whole`, async ({ page, context, baseURL }) => {
      await page.setViewportSize(viewport);
      await signIn(page, 'admin@example.com');
      await context.addCookies([{ name: 'resort_lang', value: 'fr-CA', url: baseURL ?? '' }]);
      await page.goto(`${BASE}/Assignments/add`);
      const panel = admin(page).getByRole('dialog', { name: 'Ajouter une association de produit' });
      await expect(panel.getByRole('combobox', { name: 'Nom du produit' })).toBeVisible({ timeout: 20_000 });
      // A product with price attributes: the form as long as a staff member meets it.
      await panel.getByRole('combobox', { name: 'Nom du produit' }).selectOption({ label: 'Beginner Lesson Package' });
      await expect(panel.getByRole('checkbox', { name: 'Discipline: Ski' })).toBeVisible();
      for (const name of ['Annuler les modifications', 'Appliquer les modifications']) {
        const button = panel.getByRole('button', { name });
        await expect(button, name).toBeInViewport({ ratio: 1 });
        expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth + 1 && element.scrollHeight <= element.clientHeight + 1), `${name}: its label fits`).toBe(true);
      }
    });
  }
});

// The enrollments' twelve columns at a laptop's width: the list was 48 px wider than its 1200 px
// box in English, its row menus half out of sight behind the shade that says there is more.
test('at 1280 px the enrollments list fits its box, its row menus whole in it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin@example.com', `${BASE}/Enrollments`);
  await admin(page).getByRole('search', { name: 'Search plan enrollments' }).getByRole('button', { name: 'Apply' }).click();
  const table = admin(page).getByRole('table', { name: 'Plan enrollments' });
  await expect(table.locator('tbody > tr')).toHaveCount(15);
  const wrap = admin(page).locator('.rw-ppa__table-wrap');
  const { scrollWidth, clientWidth, right } = await wrap.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth, right: element.getBoundingClientRect().right }));
  expect(scrollWidth, `the list's width in its ${clientWidth} px box`).toBeLessThanOrEqual(clientWidth);
  const menu = await table.getByRole('button', { name: 'Actions for enrollment 1', exact: true }).evaluate((element) => element.getBoundingClientRect().right);
  expect(menu, "the first row's menu, against the box's right edge").toBeLessThanOrEqual(right);
});
