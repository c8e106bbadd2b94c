/**
 * The store still sells when our script cannot run: with the widgets' loader blocked (a CDN
 * outage, a firewall, a content blocker) and with JavaScript off in the browser, a shopper signs in
 * (or registers), adds a dated ticket for a household member through the product's own form, sees
 * it in the cart and removes it, using only the store's own markup inside our tags.
 */
import { formatDisplayDate } from '../../src/core/format.ts';
import type { Page } from '@playwright/test';
import { expect, networkFailed, test } from './fixtures.ts';
import { axeViolations, issueVoucher } from './helpers.ts';
import { addHouseholdMember } from './checkout-helpers.ts';
import { ON_DEMAND_TAG } from '../on-demand.mjs';

const PASSWORD = 'Resort!2026';
const WIDTHS = [320, 1280] as const;
const MODES = ['the loader blocked', 'JavaScript off'] as const;
type Mode = (typeof MODES)[number];

/** A season day a few weeks out, different for each journey, so journeys running side by side never share one. */
function ticketDay(earliest: string, journey: number): string {
  const day = new Date(`${earliest}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 21 + journey * 2);
  return day.toISOString().slice(0, 10);
}

/** Fails the journey on an error in the page: the only one expected is the blocked loader's. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource: net::ERR_FAILED/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

async function signInAsShopper(page: Page): Promise<void> {
  await page.locator('header').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const form = page.locator('main form[action="/login"]');
  await form.getByLabel('Email').fill('shopper@example.com');
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('header')).toContainText('Hi, Alex');
}

async function registerNewCustomer(page: Page, firstName: string): Promise<void> {
  await page.locator('header').getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Create An Account' }).click();
  await expect(page).toHaveURL(/\/register/);
  const form = page.locator('main form[action="/register"]');
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill('Nocode');
  await form.getByLabel('Email').fill(`${firstName.toLowerCase()}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`);
  await form.getByLabel('Date of birth').fill('1990-03-14');
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create An Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('header')).toContainText(`Hi, ${firstName}`);
}

/**
 * The store's own markup inside our tags is what the shopper reads here, so it is held to the bar
 * of the widgets it stands for: no axe violation of any impact. (With the loader blocked: axe is a
 * script, and the page looks the same with JavaScript off.)
 */
async function expectAccessible(page: Page, mode: Mode, where: string): Promise<void> {
  if (mode === 'the loader blocked') expect(await axeViolations(page), where).toEqual([]);
}

/** From the home page: the product's own form, a day, the member; then the cart. */
async function addTicket(page: Page, mode: Mode, member: string, ageGroup: string, journey: number): Promise<string> {
  await expectAccessible(page, mode, 'the home page');
  await page.getByRole('link', { name: '1-Day Lift Ticket', exact: true }).click();
  const form = page.locator('main resort-product form[action^="/addproducttocart/"]');
  await expectAccessible(page, mode, "the product's own form");
  const date = form.getByLabel('Start Date');
  const day = ticketDay((await date.getAttribute('min')) ?? '', journey);
  await date.fill(day);
  // Its options carry their price adjustment ("Child (6-12) (−$40.00)").
  const ages = form.getByLabel('Age Group');
  await ages.selectOption((await ages.locator('option', { hasText: ageGroup }).getAttribute('value')) ?? '');
  await form.getByLabel('Who is this for?').selectOption({ label: member });
  await form.getByRole('button', { name: 'Add to cart' }).click();
  if (mode === 'the loader blocked') {
    // The store's own page script posts the form in the background and says so.
    await expect(form.locator('.legacy-notice')).toHaveText('Added to cart');
    await page.locator('header').getByRole('link', { name: /^Cart \(\d+\)$/ }).click();
  }
  await expect(page).toHaveURL(/\/cart$/);
  return day;
}

async function seeAndRemove(page: Page, mode: Mode, member: string, day: string): Promise<void> {
  const cart = page.locator('main resort-cart');
  // The store writes the day as a date, never its raw value (`Jan 15, 2027`).
  const ticket = page.locator('tr', { hasText: `Start Date: ${formatDisplayDate(day, 'en-US')}` });
  const row = cart.locator(ticket);
  await expect(row).toContainText('1-Day Lift Ticket');
  await expect(cart.locator('tbody', { has: ticket }).locator('th')).toHaveText(member);
  await expect(page.locator('main resort-order-summary')).toContainText('Total');
  await expectAccessible(page, mode, 'the cart as the store draws it');
  await row.getByRole('button', { name: 'Remove 1-Day Lift Ticket' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(row).toHaveCount(0);
}

/**
 * Every change walks each way the script can be missing at one width, each at the other's: the
 * blocked loader on a phone (320 px), JavaScript off on a desktop (1280 px). The markup is the same
 * in both; what differs is whether the store's own page script runs. The other two pairs run on
 * demand (`test/on-demand.mjs`).
 */
const onEveryChange = (mode: Mode, width: (typeof WIDTHS)[number]) => (mode === 'the loader blocked') === (width === 320);

let journeys = 0;
for (const mode of MODES) {
  for (const width of WIDTHS) {
    test.describe(`${mode}, ${width} px`, { tag: onEveryChange(mode, width) ? [] : [ON_DEMAND_TAG] }, () => {
      test.use({ viewport: { width, height: 800 }, javaScriptEnabled: mode !== 'JavaScript off' });

      test.beforeEach(async ({ page, consoleErrors }) => {
        if (mode === 'the loader blocked') {
          // The blocked loader is the one error these journeys log.
          consoleErrors.expect(networkFailed('ERR_FAILED'));
          await page.route('**/resort-widgets.js', (route) => route.abort());
        }
      });

      const seeded = ++journeys;
      test('the seeded shopper signs in, adds a dated ticket for Sam through the product form, sees it in the cart and removes it', async ({ page }) => {
        const errors = watchErrors(page);
        await page.goto('/');
        await signInAsShopper(page);
        const day = await addTicket(page, mode, 'Sam Morgan', 'Child (6-12)', seeded);
        await seeAndRemove(page, mode, 'Sam Morgan', day);
        expect(errors).toEqual([]);
      });

      const fresh = ++journeys;
      test('a brand-new customer registers, adds a dated ticket for themself, sees it in the cart and removes it', async ({ page }) => {
        const errors = watchErrors(page);
        const firstName = `Nojs${fresh}`;
        await page.goto('/');
        await registerNewCustomer(page, firstName);
        const day = await addTicket(page, mode, `${firstName} Nocode`, 'Adult', fresh);
        await seeAndRemove(page, mode, `${firstName} Nocode`, day);
        expect(errors).toEqual([]);
      });
    });
  }
}

test.describe('the loader blocked, the store\'s own page script', () => {
  test("adds a home tile's product in the background and the header's Cart link counts it", async ({ page, consoleErrors }) => {
    consoleErrors.expect(networkFailed('ERR_FAILED'));
    await page.route('**/resort-widgets.js', (route) => route.abort());
    await page.goto('/');
    const header = page.locator('header');
    await expect(header.getByRole('link', { name: 'Cart (0)' })).toBeVisible();
    const tile = page.locator('article.legacy-tile', { has: page.getByRole('link', { name: 'Guided Snowshoe Tour', exact: true }) });
    const date = tile.locator('input[type="date"]');
    await date.fill((await date.getAttribute('min')) ?? '');
    await tile.getByRole('button', { name: 'Add to cart' }).click();
    await expect(tile.locator('.legacy-notice')).toHaveText('Added to cart');
    await expect(header.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('the loader blocked, a rental', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("a new family rents skis for the adult it added through the store's own form, which asks who they are for, as the widget does", async ({ page, consoleErrors }) => {
    consoleErrors.expect(networkFailed('ERR_FAILED'));
    await page.route('**/resort-widgets.js', (route) => route.abort());
    await page.goto('/');
    await registerNewCustomer(page, 'Norent');
    // The family's second adult (My Account's group member panel adds one the same way).
    await addHouseholdMember(page, { FirstName: 'Casey', LastName: 'Nocode', DateOfBirth: '1991-08-30' });
    await page.goto('/ski-rental-package');
    const form = page.locator('main resort-product form[action^="/addproducttocart/"]');
    const date = form.getByLabel('Start Date');
    await date.fill((await date.getAttribute('min')) ?? '');
    const who = form.getByLabel('Who is this for?');
    await expect(who).toHaveAttribute('required', '');
    // Not chosen: the browser keeps the form, as the store would refuse it.
    await form.getByRole('button', { name: 'Add to cart' }).click();
    expect(await who.evaluate((select: HTMLSelectElement) => select.validity.valueMissing)).toBe(true);
    await expect(form.locator('.legacy-notice')).toHaveText('');
    await expect(who.locator('option')).toHaveText(['Choose a group member', 'Norent Nocode', 'Casey Nocode']);
    await who.selectOption({ label: 'Casey Nocode' });
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await expect(form.locator('.legacy-notice')).toHaveText('Added to cart');
    await page.goto('/cart');
    const cart = page.locator('main resort-cart');
    await expect(cart.locator('tbody', { has: page.locator('tr', { hasText: 'Ski Rental Package' }) }).locator('th')).toHaveText('Casey Nocode');
  });
});

for (const mode of MODES) {
  test.describe(`${mode}, a gift voucher, 320 px`, () => {
    test.use({ viewport: { width: 320, height: 800 }, javaScriptEnabled: mode !== 'JavaScript off' });

    test("redeems a product voucher through the store's own forms: its product is paid by it, the cart holds it at $0.00 with its ID, once", async ({ page, consoleErrors }) => {
      if (mode === 'the loader blocked') {
        consoleErrors.expect(networkFailed('ERR_FAILED'));
        await page.route('**/resort-widgets.js', (route) => route.abort());
      }
      const errors = watchErrors(page);
      const code = await issueVoucher('SEASON-PASS-ADULT');
      await page.goto('/');
      const box = page.locator('resort-voucher-box form');
      await box.getByLabel('Voucher ID').fill(code);
      await box.getByRole('button', { name: 'Redeem' }).click();
      await page.locator('resort-voucher-box').getByRole('status').getByRole('link', { name: 'Season Pass - Adult' }).click();
      await expect(page).toHaveURL(new RegExp(`/season-pass-adult\\?voucher=${code}$`));
      const product = page.locator('main resort-product');
      await expect(product.locator('.legacy-price')).toHaveText('$0.00 Paid by voucher');
      await expect(product.getByText(`Voucher ID: ${code}`)).toBeVisible();
      const form = product.locator('form[action^="/addproducttocart/"]');
      await expect(form.locator('input[type="hidden"][name="addtocart_1.VoucherId"]')).toHaveValue(code);
      await expect(form.getByLabel('Quantity')).toHaveCount(0);
      await expectAccessible(page, mode, 'the product paid by a voucher');
      await form.getByRole('button', { name: 'Add to cart' }).click();
      if (mode === 'the loader blocked') {
        await expect(form.locator('.legacy-notice')).toHaveText('Added to cart');
        await page.goto('/cart');
      }
      await expect(page).toHaveURL(/\/cart$/);
      const row = page.locator('main resort-cart tr', { hasText: `Voucher ID: ${code}` });
      await expect(row).toContainText('Season Pass - Adult');
      await expect(row).toContainText('$0.00');
      // Once: the product page says why it cannot pay for another.
      await page.goto(`/season-pass-adult?voucher=${code}`);
      await expect(page.getByRole('alert')).toHaveText(`Voucher ${code} is already in your cart.`);
      await expect(page.locator('main resort-product .legacy-price')).not.toContainText('Paid by voucher');
      expect(errors).toEqual([]);
    });

    test("keeps a discount voucher through the store's own form: the cart names it on its discount line, lower total, and its Remove frees it", async ({ page, consoleErrors }) => {
      if (mode === 'the loader blocked') {
        consoleErrors.expect(networkFailed('ERR_FAILED'));
        await page.route('**/resort-widgets.js', (route) => route.abort());
      }
      const errors = watchErrors(page);
      const code = await issueVoucher('DISCOUNT-401');
      await page.goto('/season-pass-adult');
      // The store's answer to the add first: with the loader blocked, the store's own page script
      // adds in the background, and going to the cart at once could leave before it was sent.
      const added = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/addproducttocart/'));
      await page.locator('main resort-product form[action^="/addproducttocart/"]').getByRole('button', { name: 'Add to cart' }).click();
      await added;
      if (mode === 'the loader blocked') await page.goto('/cart');
      await expect(page).toHaveURL(/\/cart$/);
      const summary = page.locator('main resort-order-summary');
      const total = summary.locator('dt', { hasText: /^Total$/ }).locator('xpath=following-sibling::dd[1]');
      await expect(total).not.toHaveText('$0.00');
      const before = await total.textContent();
      await page.goto('/');
      const box = page.locator('resort-voucher-box form');
      await box.getByLabel('Voucher ID').fill(code);
      await box.getByRole('button', { name: 'Redeem' }).click();
      await expect(page.locator('resort-voucher-box').getByRole('status')).toHaveText('Your voucher is valid. Its discount is applied to your order at checkout.');
      await page.goto('/cart');
      await expect(summary.locator('dt', { hasText: `Order Total Discount (${code})` })).toBeVisible();
      await expect(total).not.toHaveText(before ?? '');
      await expectAccessible(page, mode, 'the cart with a discount voucher');
      const discount = page.locator('main resort-discount-code');
      await discount.getByRole('button', { name: `Remove code ${code}` }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(summary.locator('dt', { hasText: 'Order Total Discount' })).toHaveCount(0);
      await expect(total).toHaveText(before ?? '');
      expect(errors).toEqual([]);
    });
  });
}
