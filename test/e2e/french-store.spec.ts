import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { ON_DEMAND_TAG } from '../on-demand.mjs';
import { tookOver } from './helpers.ts';
import { typeCard, VISA } from './payment-helpers.ts';
import { englishLeftIn } from '../../examples/server/test-support/store-english.ts';
import { storeTextFrCA } from '../../examples/server/text/fr-CA.ts';
import { addDays } from '../../src/core/dates.ts';
import { storeEarliestDate } from '../../examples/server/catalog/product-rules.ts';

/**
 * A family that chose Français, from registering to My Account: at every step the page says it is
 * French (`<html lang="fr-CA">`) and what the shopper sees of the store's own (its headings, notes,
 * forms, data and the markup under each tag, with the widgets' light-DOM text) has no word of the
 * store's English, no raw date or `|`-joined value and no amount written the English way
 * (`examples/server/test-support/store-english.ts`). `FRENCH_SHOTS=<dir>` keeps a picture of each
 * step to look at.
 */
/**
 * On every change, the phone's width, where the most words have to fit; `FRENCH_WIDTHS=320,1280`
 * walks the desktop's too (the server's page sweep reads every page's words at any width).
 */
const WIDTHS = (process.env.FRENCH_WIDTHS ?? '320').split(',').map(Number);

async function step(page: Page, name: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await page.waitForLoadState('networkidle');
  // The card provider's own buttons are not the store's: their words are the provider's, in the
  // locale the payment form asks it for.
  const text = await page.evaluate(() => {
    const providers = [...document.querySelectorAll<HTMLElement>('[class^="sq-"], [class*=" sq-"]')];
    const before = providers.map((element) => element.style.getPropertyValue('display'));
    for (const element of providers) element.style.setProperty('display', 'none', 'important');
    const seen = document.body.innerText;
    providers.forEach((element, index) => element.style.setProperty('display', before[index] ?? ''));
    return seen;
  });
  expect(englishLeftIn(text), `${name}: what a French shopper reads`).toEqual([]);
  const shots = process.env.FRENCH_SHOTS;
  if (shots) await page.screenshot({ path: `${shots}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
}

test.describe('the demo store in French', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const width of WIDTHS) {
    // On demand (test/on-demand.mjs): the family journey walks this in French at 320 px on every change.
    test(`a family registers, buys a pass and a rental, signs, pays and reads the confirmation and My Account, all in French (${width} px)`, { tag: ON_DEMAND_TAG }, async ({ page, context, baseURL }) => {
      await page.setViewportSize({ width, height: width < 400 ? 640 : 720 });
      await context.addCookies([{ name: 'resort_lang', value: 'fr-CA', url: baseURL ?? '' }]);

      // Register, through the store's own form with its widgets.
      await page.goto('/register?returnUrl=%2F');
      await page.waitForLoadState('networkidle');
      await step(page, '1-register');
      const form = page.locator('form[action="/register"]');
      await form.locator('input[name="FirstName"]').fill('Camille');
      await form.locator('input[name="LastName"]').fill('Tremblay');
      await form.locator('input[name="Email"]').fill(`camille-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`);
      await form.locator('input[name="Password"]').fill('Poudreuse-2026');
      await form.locator('input[name="ConfirmPassword"]').fill('Poudreuse-2026');
      const born = form.locator('resort-date-field');
      await born.getByRole('combobox', { name: 'Jour' }).selectOption('14');
      await born.getByRole('combobox', { name: 'Mois' }).selectOption({ index: 3 });
      await born.getByRole('combobox', { name: 'Année' }).selectOption('1990');
      await form.getByRole('button', { name: 'Créer un compte' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect(page.locator('.legacy-greeting')).toContainText('Bonjour, Camille');
      await step(page, '2-home');

      // A season pass for Camille, through <resort-product>.
      await page.goto('/season-pass-adult');
      const product = page.locator('main resort-product');
      await tookOver(product);
      await step(page, '3-product');
      await product.getByRole('radio', { name: /Camille Tremblay/ }).check();
      await product.getByRole('button', { name: 'Ajouter au panier' }).click();
      await expect(product.getByRole('status').filter({ hasText: 'Votre panier contient maintenant' })).toBeVisible();

      // Skis for a day, through the store's add-to-cart call: the rental asks for a pickup site and a release.
      const token = await page.locator('input[name="__RequestVerificationToken"]').first().inputValue();
      const day = addDays(storeEarliestDate(Date.now(), {}), 9);
      // Every renter is a member: the skis are Camille's.
      const household = (await (await page.request.get('/api/checkout/guestinfobase')).json()) as { ContactInfoId: number; Me: boolean }[];
      const camille = String(household.find((member) => member.Me)?.ContactInfoId);
      const rented = await page.request.post('/addproducttocart/details/4/1', { form: { product_attribute_401: day, product_attribute_402: '4022', 'addtocart_4.LegacyContactId': camille }, headers: { RequestVerificationToken: token, 'X-Requested-With': 'XMLHttpRequest' } });
      expect(rented.status()).toBe(200);
      // The afternoon snowshoe tour: a time of day the store's data writes as `1:00 PM`.
      const toured = await page.request.post('/addproducttocart/details/5/1', { form: { product_attribute_501: day, product_attribute_502: '5022' }, headers: { RequestVerificationToken: token, 'X-Requested-With': 'XMLHttpRequest' } });
      expect(toured.status()).toBe(200);

      await page.goto('/cart');
      await tookOver(page.locator('resort-cart'));
      await step(page, '4-cart');

      // Checkout: the pickup site, the release (signed in the widget, in French), the card.
      await page.goto('/onepagecheckout');
      await step(page, '5-checkout');
      const sites = page.locator('resort-rental-locations');
      await tookOver(sites);
      await sites.getByRole('radio', { name: /Location du chalet de base/ }).check();
      await sites.getByRole('button', { name: 'Choisir ce lieu' }).click();
      await expect(sites.getByRole('region', { name: 'Lieu de cueillette' })).toContainText('Location du chalet de base');
      const waiver = page.locator('resort-waiver').first();
      await waiver.scrollIntoViewIfNeeded();
      await waiver.getByRole('button', { name: 'Lire et signer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Décharge pour la location d’équipement' });
      const documentBox = dialog.getByRole('region', { name: 'Texte de la décharge' });
      await expect(documentBox.locator('p').first()).toBeVisible();
      const progress = dialog.getByRole('progressbar', { name: 'Progression de la lecture' });
      // Read to the end: the document scrolled to its bottom, as a wheel or a finger would.
      await documentBox.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
      await expect(progress).toHaveAttribute('aria-valuenow', /^(9\d|100)$/);
      const pad = dialog.getByRole('img', { name: /Zone de signature/ });
      await expect(pad).toHaveAttribute('data-ready', 'true');
      await pad.scrollIntoViewIfNeeded();
      const box = (await pad.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.5);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.3, { steps: 8 });
      await page.mouse.up();
      await dialog.getByRole('textbox', { name: 'Saisissez votre nom complet' }).fill('Camille Tremblay');
      await dialog.getByRole('checkbox').check();
      await step(page, '6-waiver');
      await dialog.getByRole('button', { name: 'Signer', exact: true }).click();
      await dialog.getByRole('button', { name: 'Terminé' }).click();
      const payment = page.locator('resort-payment-form');
      await payment.scrollIntoViewIfNeeded();
      await payment.getByRole('textbox', { name: 'Nom du titulaire de la carte' }).fill('Camille Tremblay');
      await typeCard(page, VISA);
      await page.getByRole('button', { name: 'Passer la commande' }).click();
      await page.waitForURL(/\/checkout\/completed\/\d+$/);
      await tookOver(page.locator('resort-payment-schedule'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci de votre commande');
      await step(page, '7-confirmation');

      // The order's details, from the confirmation's link: its lines, amounts and plan schedule in French.
      await page.getByRole('link', { name: storeTextFrCA['order.details'] }).click();
      await page.waitForURL(/\/orderdetails\/\d+$/);
      await step(page, '8-order-details');

      await page.goto('/userinfo');
      await step(page, '9-my-account');
    });
  }
});
