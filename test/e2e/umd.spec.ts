import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { scriptPaths, signIn } from './helpers.ts';
import { cardFrame } from './payment-helpers.ts';
import { chromiumLaunchOptions } from '../chromium.ts';

// These tests answer the store's pages themselves (to swap the script tag), and Chromium counts a
// page a test answered as one from the public internet: Local Network Access then refuses its calls
// to the card doubles' own origin, on the loopback address, as "Permission was denied for this
// request to access the `loopback` address space". The store's own pages are on the loopback
// address like the doubles and never meet that check, so it is off for this file only.
test.use({ launchOptions: { ...chromiumLaunchOptions, args: [...(chromiumLaunchOptions.args ?? []), '--disable-features=LocalNetworkAccessChecks'] } });

/**
 * The demo pages load the CDN loader; a host that can serve one script uses a UMD file instead.
 * Each test serves the store's pages with the loader's script tag swapped for a UMD file and
 * checks what a shopper reaches last: the product's calendar and the card form.
 */
async function useUmdFile(page: Page, file: string): Promise<string[]> {
  const scripts = scriptPaths(page);
  await page.route('**/*', async (route) => {
    // The store's pages only: the card frame's own document stays as it is.
    if (route.request().resourceType() !== 'document' || route.request().frame() !== page.mainFrame()) return route.fallback();
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes('<script src="/static/resort-widgets.js" defer></script>')) return route.fulfill({ response, body });
    return route.fulfill({ response, body: body.replace('<script src="/static/resort-widgets.js" defer></script>', `<script src="/static/umd/${file}" defer></script>`) });
  });
  return scripts;
}

async function calendarAndCardForm(page: Page): Promise<void> {
  await page.goto('/lift-ticket-1-day');
  const product = page.locator('main resort-product');
  await product.getByRole('button', { name: /^(Choose a date|Change date): Start Date$/ }).click();
  const calendar = product.getByRole('dialog', { name: 'Start Date: calendar' });
  await expect(calendar.getByRole('grid')).toBeVisible();
  await expect(calendar.getByRole('button', { name: /: \$\d+/ }).first()).toBeVisible();
  await calendar.getByRole('button', { name: /: \$\d+/ }).first().click();
  await expect(calendar).toBeHidden();
  await expect(product.locator('.rw-product__amount')).toHaveText(/^\$\d+\.\d\d$/);

  await signIn(page, '/userinfo/paymentplans');
  const plans = page.locator('resort-my-payment-plans');
  await plans.getByRole('checkbox', { name: 'Select Season Pass - Child for Sam Morgan' }).check();
  await plans.getByRole('button', { name: 'Update Credit Card' }).click();
  await expect(plans.getByRole('dialog', { name: 'Update Your Credit Card' })).toBeVisible();
  // Through the UMD file the card form comes from its folder, then the double's frame and its
  // script: three loads in a row, which took over 7 s once on a machine busy with the whole gate.
  await expect(cardFrame(page).locator('input[name="cardNumber"]')).toBeVisible({ timeout: 15_000 });
}

test.describe('the UMD files on the demo store', () => {
  test('the UMD file as the page’s only script: every tag from it, the calendar and the card form from its folder', async ({ page }) => {
    test.setTimeout(60_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const scripts = await useUmdFile(page, 'resort-widgets.umd.js');
    await calendarAndCardForm(page);
    expect(scripts).not.toContain('/static/resort-widgets.js');
    // The calendar and the card form are parts of the UMD build, sharing its React…
    expect(scripts.filter((path) => /^\/static\/umd\/chunks\/(Calendar|PaymentForm)-/.test(path))).toHaveLength(2);
    // …and Square's loader is the ESM build's own chunk, shared with pages on the loader.
    expect(scripts.some((path) => path.startsWith('/static/esm/chunks/'))).toBe(true);
    expect(errors).toEqual([]);
  });

  test('the complete UMD file needs nothing beside it', async ({ page }) => {
    test.setTimeout(60_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const refused: string[] = [];
    await page.route(/\/static\/(esm|esm-admin|umd\/chunks)\//, (route) => {
      refused.push(new URL(route.request().url()).pathname);
      return route.abort();
    });
    const scripts = await useUmdFile(page, 'resort-widgets.complete.umd.js');
    await calendarAndCardForm(page);
    expect(refused).toEqual([]);
    expect(new Set(scripts.filter((path) => /^\/static\/(umd|esm|resort-widgets)/.test(path)))).toEqual(new Set(['/static/umd/resort-widgets.complete.umd.js']));
    expect(errors).toEqual([]);
  });
});
