import type { Locator, Page } from '@playwright/test';
import { test, expect, callFailed, loadFailed, type ConsoleErrors } from './fixtures.ts';
import { ON_DEMAND_TAG } from '../on-demand.mjs';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { signIn, tookOver } from './helpers.ts';
import { registerCustomer } from './payment-helpers.ts';
import { addHouseholdMember } from './checkout-helpers.ts';
import { SETTLE_MS } from '../../src/island/hold.ts';

const require = createRequire(import.meta.url);
const product = (page: Page) => page.locator('main resort-product');

/** The island is up: the server-rendered fallback form inside the tag is hidden. */
async function ready(page: Page): Promise<Locator> {
  await tookOver(page.locator('main resort-product'));
  await expect(product(page).getByRole('button', { name: /Add to cart|Update cart item/ })).toBeVisible();
  return product(page);
}

/** axe-core in the page (open shadow roots included): every violation, whatever its impact. */
async function axeViolations(page: Page): Promise<{ id: string; nodes: unknown[] }[]> {
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target) }));
  });
}

/** The first day the calendar offers: its button, found by the name the calendar gives it. */
async function calendar(widget: Locator): Promise<Locator> {
  const dialog = widget.getByRole('dialog', { name: 'Start Date: calendar' });
  await expect(dialog.getByRole('grid')).toBeVisible();
  return dialog;
}

test.describe('<resort-product> on the demo store', () => {
  test('a shopper picks a date with the keyboard and a member, adds the ticket, sees it under that member and edits it from the cart', async ({ page }) => {
    // Sign-in, a purchase and an edit: one journey, longer than one page's test.
    test.setTimeout(60_000);
    await signIn(page, '/lift-ticket-1-day');
    const widget = await ready(page);
    await expect(widget.getByRole('radio', { name: /Sam Morgan/ })).toBeDisabled();
    await expect(widget.getByText('Sam Morgan is 11; Adult is for ages 13 to 64.')).toBeVisible();
    // Jordan has no birth date yet, so the age limits cannot be checked for Jordan.
    await expect(widget.getByText("Add Jordan Morgan's birth date to check the age limits.")).toBeVisible();

    // Keyboard only: the calendar opens on the first day offered; the day after it is sold out.
    await widget.getByRole('button', { name: 'Choose a date: Start Date' }).focus();
    await page.keyboard.press('Enter');
    const dialog = await calendar(widget);
    const soldOut = dialog.getByRole('button', { name: /sold out$/ }).first();
    await expect(soldOut).toBeDisabled();
    expect(await axeViolations(page)).toEqual([]);
    const focusedDay = dialog.locator('[role="grid"] button:focus');
    await expect(focusedDay).toHaveCount(1);
    const chosenName = (await focusedDay.getAttribute('aria-label')) ?? '';
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(widget.getByRole('button', { name: 'Change date: Start Date' })).toBeFocused();
    await expect(widget.getByText(chosenName.split(':')[0] ?? chosenName)).toBeVisible();

    await widget.getByRole('radio', { name: /Alex Morgan/ }).check();
    await widget.getByRole('button', { name: 'Add to cart' }).click();
    await expect(widget.getByRole('status').filter({ hasText: '1-Day Lift Ticket was added to your cart' })).toBeVisible();
    // Other tests share the shopper's cart: find this ticket in it rather than count the cart.
    await page.locator('header resort-minicart').getByRole('button', { name: /^Open shopping cart, \d+ items?$/ }).click();
    const alex = page.locator('header resort-minicart').getByRole('region', { name: 'Alex Morgan' });
    await expect(alex).toContainText('1-Day Lift Ticket');

    // Edit from the cart: the same choices, member and quantity; saving updates that item.
    await alex.getByRole('link', { name: 'Edit 1-Day Lift Ticket' }).first().click();
    await ready(page);
    await expect(widget.getByText('You are changing an item in your cart.')).toBeVisible();
    await expect(widget.getByRole('radio', { name: /Alex Morgan/ })).toBeChecked();
    await widget.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await widget.getByRole('button', { name: 'Update cart item' }).click();
    // Shown where the shopper pressed, and heard once from the widget's status.
    await expect(widget.locator('.rw-product__done')).toHaveText('Your cart item was updated. View cart');
    await expect(widget.getByRole('status').filter({ hasText: 'Your cart item was updated.' })).toHaveCount(1);
  });

  test('a sold-out day cannot be bought, and a late attribute answer for an old choice is dropped', async ({ page }) => {
    let delayed = false;
    await page.route('**/shoppingcart/productdetails_attributechange*', async (route) => {
      const body = route.request().postData() ?? '';
      // The first answer for "Child" is held back until after the next choice was answered.
      if (!delayed && body.includes('product_attribute_302=3022')) {
        delayed = true;
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      await route.continue();
    });
    await page.goto('/lift-ticket-1-day');
    const widget = await ready(page);
    const ageGroup = widget.getByRole('combobox', { name: 'Age Group' });
    await ageGroup.selectOption({ label: 'Child (6-12) (−$40.00)' });
    await ageGroup.selectOption({ label: 'Senior (65+) (−$30.00)' });
    const amount = widget.locator('.rw-product__amount');
    await expect(amount).toHaveText('$99.00');
    await page.waitForTimeout(1700);
    await expect(amount).toHaveText('$99.00');

    await widget.getByRole('button', { name: 'Choose a date: Start Date' }).click();
    const dialog = await calendar(widget);
    const soldOut = dialog.getByRole('button', { name: /sold out$/ }).first();
    await expect(soldOut).toBeDisabled();
    await soldOut.click({ force: true });
    await expect(dialog).toBeVisible();
    await expect(widget.getByText('No date chosen')).toBeVisible();
  });
});

// A household of one (a brand-new customer's, or the seeded staff account's): signing in as the
// staff account, as the store counts the accounts registered from one address.
test("a household of one: the member list takes the room of one member, not of three", async ({ page }) => {
  await signIn(page, '/', 'admin@example.com');
  await page.goto('/season-pass-adult');
  const widget = await ready(page);
  const you = widget.getByRole('radio', { name: /Taylor Brooks \(you\)/ });
  await expect(you).toBeVisible();
  // The room the island keeps for the list (`members`, written on the tag by the store)
  // ends within a line of the one member's card: Quantity follows the list, not a gap.
  const card = await you.locator('xpath=ancestor::label[1]').boundingBox();
  const quantity = await widget.getByText('Quantity', { exact: true }).boundingBox();
  expect(card && quantity && quantity.y - (card.y + card.height)).toBeLessThan(48);
});

/**
 * The same walk in each language the widgets ship. A new family (registered a moment ago, an adult
 * added to it) gives the skis to that adult on a 320 px phone: what happened leads, in sight where
 * Add to cart was pressed, and nothing above it reads like a failure.
 */
const AFTER_ADD = {
  'en-US': {
    chooseDate: /^Choose a date/,
    legend: 'Who is this for?',
    add: 'Add to cart',
    added: /^.+ was added to your cart for Casey Buyer\. View cart$/,
    heard: /^.+ was added to your cart for Casey Buyer\. To add one for someone else, choose who it is for\.$/,
    someoneElse: 'To add one for someone else, choose who it is for.',
    none: 'No one in your group can have this product with these choices.',
  },
  'fr-CA': {
    chooseDate: /^Choisir une date/,
    legend: 'Pour qui est cet achat\u202f?',
    add: 'Ajouter au panier',
    added: /^Votre panier contient maintenant .+ pour Casey Buyer\. Voir le panier$/,
    heard: /^Votre panier contient maintenant .+ pour Casey Buyer\. Pour en ajouter un pour quelqu’un d’autre, choisissez pour qui\.$/,
    someoneElse: 'Pour en ajouter un pour quelqu’un d’autre, choisissez pour qui.',
    none: 'Personne dans votre groupe ne peut avoir ce produit avec ces choix.',
  },
} as const;

test.describe('a rental for a member of a new household, on a phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const language of ['en-US', 'fr-CA'] as const) {
    const words = AFTER_ADD[language];
    // In French at 320 px, the new family's journey (test/journeys/) does the same on every change.
    test(`a new family gives skis to the adult it just added, and sees first that they were added (${language})`, { tag: language === 'fr-CA' ? [ON_DEMAND_TAG] : [] }, async ({ page }) => {
      await registerCustomer(page, 'Robin');
      await addHouseholdMember(page, { FirstName: 'Casey', LastName: 'Buyer', DateOfBirth: '1991-08-30' });
      await page.goto(`/language?to=${language}&returnUrl=%2Fski-rental-package`);
      const widget = product(page);
      await tookOver(widget);
      await widget.getByRole('button', { name: words.chooseDate }).click();
      await widget.getByRole('grid').locator('button:not([disabled])').first().click();
      // Every renter is a member: the household the family built a moment ago, the new adult in it.
      const who = widget.getByRole('group', { name: words.legend });
      await who.getByRole('radio', { name: /Casey Buyer/ }).check();
      const add = widget.getByRole('button', { name: words.add });
      await add.scrollIntoViewIfNeeded();
      await add.click();

      // What happened, with the way to the cart; a screen reader hears it from the widget's
      // status, then how to add another, as one piece of news.
      await expect(widget.getByRole('status').filter({ hasText: words.heard })).toHaveCount(1);
      const done = widget.locator('.rw-product__done');
      await expect(done).toHaveText(words.added);
      // In sight, whole, where the shopper pressed; the page does not scroll sideways.
      await expect(done).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      // Then, calmly, how to add another; nothing reads like a failure.
      await expect(widget.locator('.rw-product__reason').getByText(words.someoneElse)).toBeVisible();
      await expect(widget.getByText(words.none)).toHaveCount(0);
      await expect(widget.getByRole('alert')).toHaveCount(0);

      // The skis are Casey's in the cart.
      await page.goto('/cart');
      await expect(page.locator('main resort-cart').getByRole('heading', { name: 'Casey Buyer' })).toBeVisible();
    });
  }

  test("the store refuses skis for no one, and the widget says what is missing, keeping every choice", async ({ page, consoleErrors }) => {
    await refusedForNoOne(page, consoleErrors);
  });
});

// At 1280 × 800 the button sits at the screen's foot too, and a header island gives back its
// room once the page has scrolled: the page must not scroll with it while nothing in sight moves.
test('a rental for no one at 1280 px: the refusal is in sight whole, and stays so', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await refusedForNoOne(page, consoleErrors);
  await page.waitForTimeout(SETTLE_AND_MORE_MS);
  await expect(product(page).getByRole('alert')).toBeInViewport({ ratio: WHOLE });
});

/** In sight whole, to the pixel: a box laid out at a fraction of a pixel may end that fraction below a whole scroll position. */
const WHOLE = 0.99;

/** How long after a scroll the islands give back the room they kept, twice over. */
const SETTLE_AND_MORE_MS = 2 * SETTLE_MS;

/** The rental added for no one (the member the shopper chose dropped on the way): the store's refusal, in sight. */
async function refusedForNoOne(page: Page, consoleErrors: ConsoleErrors) {
  const refusal = 'Choose who Ski Rental Package is for: each renter signs the Equipment Rental Release as themself.';
  consoleErrors.expect(loadFailed(400));
  consoleErrors.expect(callFailed('POST /addproducttocart/details/4/1', 'http', `HTTP 400: ${refusal}`));
  await registerCustomer(page, 'Robin');
  await page.goto('/ski-rental-package');
  const widget = product(page);
  await tookOver(widget);
  // The member the shopper chose never reaches the store (a page older than the household, a proxy that drops a field).
  await page.route('**/addproducttocart/details/4/1', (route) => {
    const form = new URLSearchParams(route.request().postData() ?? '');
    form.delete('addtocart_4.LegacyContactId');
    return route.continue({ postData: form.toString() });
  });
  await widget.getByRole('button', { name: /^Choose a date/ }).click();
  await widget.getByRole('grid').locator('button:not([disabled])').first().click();
  const robin = widget.getByRole('radio', { name: /Robin Buyer/ });
  await robin.check();
  await widget.getByRole('button', { name: 'Add to cart' }).click();
  await expect(widget.getByRole('alert')).toHaveText(refusal);
  await expect(widget.getByRole('alert')).toBeInViewport({ ratio: WHOLE });
  await expect(robin).toBeChecked();
  await expect(widget.getByRole('status')).toHaveText('');
}
