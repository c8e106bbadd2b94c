import type { Page } from '@playwright/test';
import { ON_DEMAND_TAG } from '../on-demand.mjs';
import { test, expect, callFailed, loadFailed } from './fixtures.ts';
import { signIn, tookOver } from './helpers.ts';
import { LANGUAGE_COOKIE } from '../../examples/server/shell/language.ts';
import { axeViolations, cardFrame, firstCardInput, PROVIDERS, registerCustomer, typeCard, typeProviderCard, useProvider, VISA } from './payment-helpers.ts';
import { addHouseholdMember, addRental, drawWithMouse, readToTheEnd, waiverOf } from './checkout-helpers.ts';
import { ga4Problems } from '../ga4-schema.ts';

const CARD_DIGITS = /4111\s?1111\s?1111\s?1111/;
const LOG_KEY = 'e2e-data-layer';

/**
 * Keeps every push to `window.dataLayer` of this tab, across its pages, in sessionStorage (as a tag
 * manager would read them, in order): a click that leaves the page still has its event counted.
 */
async function recordDataLayer(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...entries: unknown[]) => {
      const log = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      sessionStorage.setItem(key, JSON.stringify([...log, ...entries]));
      return push(...entries);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  }, LOG_KEY);
}

async function dataLayerLog(page: Page): Promise<{ event?: string; ecommerce?: unknown }[]> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as { event?: string; ecommerce?: unknown }[], LOG_KEY);
}

/** What the payment form says beside its Place order. */
const orderNotice = (page: Page) => page.locator('resort-payment-form .rw-place-order [role="alert"]');

/**
 * Waits for the confirmation page after Place order. Where the form answers on the checkout
 * instead (its alert beside Place order says why not), the journey fails at once with those
 * words, not after its whole timeout.
 */
async function toConfirmation(page: Page): Promise<void> {
  const said = orderNotice(page).filter({ hasText: /\S/ }).filter({ hasNotText: 'Order placed.' });
  const refusal = await Promise.race([
    page.waitForURL(/\/checkout\/completed\/\d+$/).then(() => null),
    said
      .waitFor()
      .then(async () => (await said.textContent()) ?? '')
      // The page went on to the confirmation: nothing more to say.
      .catch(() => new Promise<never>(() => undefined)),
  ]);
  if (refusal !== null) throw new Error(`Place order was answered on the checkout: "${refusal}"`);
}

/** Adds a season pass from its product page through <resort-product>, with the keyboard. */
async function addSeasonPass(page: Page, member?: string, pass: 'adult' | 'child' = 'adult'): Promise<void> {
  // Already there when the shopper came by the category page's link.
  if (new URL(page.url()).pathname !== `/season-pass-${pass}`) await page.goto(`/season-pass-${pass}`);
  const product = page.locator('main resort-product');
  // The island is up: the server-rendered fallback form inside the tag is gone.
  await tookOver(page.locator('main resort-product'));
  if (member) await product.getByRole('radio', { name: new RegExp(member) }).check();
  await product.getByRole('button', { name: 'Add to cart' }).focus();
  await page.keyboard.press('Enter');
  await expect(product.getByRole('status').filter({ hasText: /was added to your cart/ })).toBeVisible();
}

test.describe('checkout with <resort-payment-form>', () => {
  // Journeys of several pages each, on a machine shared with other test runs.
  test.describe.configure({ timeout: 90_000 });

  for (const provider of PROVIDERS) {
    // Braintree's in Chromium on demand (test/on-demand.mjs): the Firefox and WebKit journeys pay through it on every change.
    test(`a full purchase with the keyboard alone, paying through ${provider}, from the category page to the confirmation, with its GA4 events, and the plan in the admin’s Enrollments`, { tag: provider === 'Braintree' ? [ON_DEMAND_TAG] : [] }, async ({ page, browser, context, baseURL }) => {
      await useProvider(context, baseURL, provider);
      const seen: string[] = [];
      page.on('console', (message) => seen.push(message.text()));
      page.on('request', (request) => seen.push(`${request.url()} ${request.postData() ?? ''}`));
      await recordDataLayer(page);
      await registerCustomer(page);
      // The category page lists the pass; its link leads to the pass's page.
      await page.goto('/s/season-passes');
      await page.locator('resort-category .rw-category__grid').getByRole('link', { name: 'Season Pass - Adult' }).click();
      await page.waitForURL(/\/season-pass-adult$/);
      // The pass is for the new customer: a season pass is always for someone.
      await addSeasonPass(page, 'Robin Buyer');
      // To the checkout the shopper's way: the cart, then its Checkout.
      await page.goto('/cart');
      await page.locator('resort-cart').getByRole('link', { name: 'Checkout' }).click();
      await page.waitForURL(/\/onepagecheckout$/);
      const form = page.locator('resort-payment-form');
      await expect(form.getByRole('heading', { name: 'Payment Details' })).toBeVisible();
      await expect(firstCardInput(page, provider)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await form.getByRole('textbox', { name: 'Cardholder name' }).focus();
      await page.keyboard.type('Robin Buyer');
      await page.keyboard.press('Tab');
      await expect(firstCardInput(page, provider)).toBeFocused();
      await typeProviderCard(page, provider, VISA);
      const placeOrder = page.getByRole('button', { name: 'Place order' });
      await placeOrder.focus();
      await page.keyboard.press('Enter');

      await toConfirmation(page);
      const orderNumber = (await page.locator('.legacy-order-number strong').textContent()) ?? '';
      expect(orderNumber).toMatch(/^SR\d+$/);
      await expect(page.getByRole('region', { name: 'Robin Buyer' })).toContainText('Season Pass - Adult');
      // The store's own schedule table stays in the tag, hidden, once the widget has drawn its own.
      await tookOver(page.locator('resort-payment-schedule'));
      await expect(page.locator('resort-payment-schedule').getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // GA4: the whole purchase, in order, each event of GA4's documented shape, one product throughout.
      await expect.poll(async () => (await dataLayerLog(page)).map((entry) => entry.event).filter(Boolean)).toContain('purchase');
      const log = await dataLayerLog(page);
      expect(log.flatMap(ga4Problems)).toEqual([]);
      expect(log.map((entry) => entry.event).filter(Boolean)).toEqual(['sign_up', 'view_item_list', 'select_item', 'view_item', 'add_to_cart', 'view_cart', 'begin_checkout', 'add_payment_info', 'purchase']);
      log.forEach((entry, index) => {
        // Every ecommerce event comes right after GA4's clearing push.
        if (entry.ecommerce) expect(log[index - 1], `before ${String(entry.event)}`).toEqual({ ecommerce: null });
      });
      const events = Object.fromEntries(log.filter((entry) => entry.event).map((entry) => [entry.event, entry])) as Record<string, { ecommerce?: { transaction_id?: string; value: number; items: { item_id: string; item_member_role?: string }[] } }>;
      expect(events.view_item_list?.ecommerce).toMatchObject({ item_list_name: 'Season Passes' });
      expect(events.select_item?.ecommerce).toMatchObject({ item_list_name: 'Season Passes', items: [{ item_name: 'Season Pass - Adult' }] });
      const ids = ['select_item', 'view_item', 'add_to_cart', 'view_cart', 'begin_checkout', 'add_payment_info', 'purchase'].map((name) => events[name]?.ecommerce?.items.map((item) => item.item_id));
      expect(new Set(ids.map(String)).size, 'one item_id for the pass in every event').toBe(1);
      expect(events.add_to_cart?.ecommerce?.items[0]?.item_member_role).toBe('account_holder');
      expect(events.purchase?.ecommerce?.transaction_id).toBe(orderNumber);
      expect(events.purchase?.ecommerce?.value).toBe(events.begin_checkout?.ecommerce?.value);
      // Nothing personal: not the buyer's name or e-mail, not the card.
      expect(JSON.stringify(log)).not.toMatch(/Robin|Buyer|@example\.com|4111/);
      // A reload of the confirmation never counts the sale again.
      await page.reload();
      await tookOver(page.locator('resort-payment-schedule'));
      await expect(page.locator('resort-payment-schedule').getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();
      await page.evaluate(() => (window as unknown as { ResortWidgets: { ready: Promise<unknown> } }).ResortWidgets.ready);
      expect((await dataLayerLog(page)).filter((entry) => entry.event === 'purchase')).toHaveLength(1);

      // The card number never reached the page: not its DOM, not its console, not a request.
      expect(await page.content()).not.toMatch(CARD_DIGITS);
      expect(seen.filter((line) => CARD_DIGITS.test(line))).toEqual([]);
      // Each provider's page loads only its own provider's code.
      const other = provider === 'Square' ? /braintree|hosted-fields-/i : /square/i;
      expect(seen.filter((line) => line.startsWith('http') && other.test(line.split(' ')[0] ?? ''))).toEqual([]);

      const staff = await browser.newPage();
      await signIn(staff, '/Admin/PaymentPlans/Configure/Enrollments', 'admin@example.com');
      await staff.getByLabel('Order ID', { exact: true }).fill(orderNumber.slice(2));
      await staff.getByRole('button', { name: 'Apply' }).click();
      await expect(staff.getByRole('row', { name: new RegExp(`Season Pass - Adult`) })).toContainText('Robin Buyer');
      await staff.close();
    });
  }

  test('on a French checkout the card provider’s frame asks for the card in French, and pays', async ({ page, context, baseURL }) => {
    await registerCustomer(page);
    await addSeasonPass(page, 'Robin Buyer');
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'fr-CA', url: baseURL ?? 'http://127.0.0.1:8181' }]);
    await page.goto('/onepagecheckout');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    // The test browser speaks US English: Square would draw its fields in it unless asked for the page's.
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    const frame = cardFrame(page);
    const placeholders = async () => frame.locator('input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).placeholder));
    await expect.poll(placeholders).toEqual(['Numéro de carte', 'MM/AA', 'CVV', 'Code postal']);
    await expect(frame.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.locator('resort-payment-form').getByRole('button', { name: 'Acheter avec Google Pay' })).toBeVisible();
    await page.locator('resort-payment-form').getByRole('textbox', { name: 'Nom du titulaire de la carte' }).fill('Robin Buyer');
    await typeCard(page, VISA);
    await page.getByRole('button', { name: 'Passer la commande' }).click();
    await expect(page).toHaveURL(/\/checkout\/completed\/\d+/);
  });

  test('a declined card (CVV 911) shows why and places nothing; a double-click on Place order then places one order', async ({ page, consoleErrors }) => {
    consoleErrors.expect(loadFailed(402));
    consoleErrors.expect(callFailed('POST /api/checkout/complete', 'http', 'HTTP 402: Your card was declined: the security code (CVV) did not match. Check it or use another card.'));
    await registerCustomer(page);
    await addSeasonPass(page, 'Robin Buyer');
    await page.goto('/onepagecheckout');
    const form = page.locator('resort-payment-form');
    await form.getByRole('textbox', { name: 'Cardholder name' }).fill('Robin Buyer');
    await typeCard(page, { ...VISA, cvv: '911' });
    const placeOrder = page.getByRole('button', { name: 'Place order' });
    await placeOrder.click();
    await expect(orderNotice(page)).toHaveText('Your card was declined: the security code (CVV) did not match. Check it or use another card.');
    await expect(placeOrder).toBeFocused();
    await expect(page).toHaveURL(/\/onepagecheckout$/);

    // The cart is as it was: pay again with a good card, double-clicking.
    await page.reload();
    await page.locator('resort-payment-form').getByRole('textbox', { name: 'Cardholder name' }).fill('Robin Buyer');
    await typeCard(page, VISA);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/checkout/complete')) posts.push(request.method());
    });
    await page.getByRole('button', { name: 'Place order' }).dblclick();
    await toConfirmation(page);
    expect(posts).toEqual(['POST']);
  });

  test('a cart changed in another tab since the checkout showed its total (409) charges nothing; the new total is shown and the order then goes through', async ({ page, consoleErrors }) => {
    consoleErrors.expect(loadFailed(409));
    const stale = /^Your cart changed in another tab or window since this page showed its total: it now holds 1 item for \$[\d,.]+\. Nothing was charged\. Check your order and place it again\.$/;
    consoleErrors.expect(/^resort-widgets: POST \/api\/checkout\/complete failed \(http\): HTTP 409: Your cart changed in another tab/);
    await registerCustomer(page);
    await addSeasonPass(page, 'Robin Buyer');
    await page.goto('/onepagecheckout');
    const due = page.locator('.legacy-checkout-due');
    const dueBefore = await due.textContent();
    const form = page.locator('resort-payment-form');
    await form.getByRole('textbox', { name: 'Cardholder name' }).fill('Robin Buyer');
    await typeCard(page, VISA);
    // Another tab applies a discount code: the cart's total is not the one this page shows.
    const token = await page.locator('input[name="__RequestVerificationToken"]').first().inputValue();
    const applied = await page.request.get('/api/discount/apply/WELCOME10', { headers: { RequestVerificationToken: token, 'X-Requested-With': 'XMLHttpRequest' } });
    expect(applied.status()).toBe(200);
    const orders: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/checkout/complete')) orders.push(String(response.status()));
    });

    await form.getByRole('button', { name: 'Place order' }).click();
    await expect(orderNotice(page)).toHaveText(stale);
    await expect(page).toHaveURL(/\/onepagecheckout$/);
    await form.getByRole('button', { name: 'Show my cart’s new total' }).click();
    await expect(due).not.toHaveText(dueBefore ?? '');
    await page.locator('resort-payment-form').getByRole('textbox', { name: 'Cardholder name' }).fill('Robin Buyer');
    await typeCard(page, VISA);
    await page.locator('resort-payment-form').getByRole('button', { name: 'Place order' }).click();
    await toConfirmation(page);
    expect(orders).toEqual(['409', '200']);
  });

  // On demand (test/on-demand.mjs): the new family's journey rents skis for a member on every change.
  test('a brand-new family rents skis for the member it just added: refused until that member\'s release is signed, signed on the checkout, then paid, the order holding the skis for that member', { tag: ON_DEMAND_TAG }, async ({ page, consoleErrors }) => {
    consoleErrors.expect(loadFailed(400));
    consoleErrors.expect(callFailed('POST /api/checkout/complete', 'http', 'HTTP 400: The waiver for Casey Buyer (Equipment Rental Release) is not signed yet. Sign it to place your order.'));
    await registerCustomer(page);
    await addHouseholdMember(page, { FirstName: 'Casey', LastName: 'Buyer', DateOfBirth: '1991-08-30' });
    // Through the product's widget: "Who is this for?" lists the member added a moment ago.
    await addRental(page, /Casey Buyer/);
    await page.goto('/onepagecheckout');
    const pickup = page.locator('resort-rental-locations');
    // The store's own pickup form inside the tag is in use until the widget has drawn its sites.
    await tookOver(pickup);
    await pickup.getByRole('radio', { name: /Base Lodge Rentals/ }).check();
    await pickup.getByRole('button', { name: 'Select This Location' }).click();
    await expect(pickup.getByRole('region', { name: 'Pickup location' })).toContainText('Base Lodge Rentals');
    // The skis are for Casey: Casey's release, and no one else's, is asked for.
    const card = waiverOf(page, 'Casey');
    await expect(waiverOf(page, 'Robin')).toHaveCount(0);
    await expect(card.getByText('Not signed yet')).toBeVisible();

    // Down to the payment step, as the shopper scrolls: the form is written loading="lazy".
    const form = page.locator('resort-payment-form');
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('textbox', { name: 'Cardholder name' }).fill('Robin Buyer');
    await typeCard(page, VISA);
    const placeOrder = page.getByRole('button', { name: 'Place order' });
    await placeOrder.click();
    const refusal = 'The waiver for Casey Buyer (Equipment Rental Release) is not signed yet. Sign it to place your order.';
    await expect(orderNotice(page)).toHaveText(refusal);
    await expect(page).toHaveURL(/\/onepagecheckout$/);
    // The card says it too, with its button.
    const open = card.getByRole('button', { name: 'Read and Sign' });
    await expect(card.getByText(refusal)).toBeVisible();
    await expect(open).toHaveAccessibleDescription(refusal);
    expect(await axeViolations(page)).toEqual([]);

    // Back up the page to the card (the refusal is read beside Place order, further down).
    await card.scrollIntoViewIfNeeded();
    await open.click();
    const dialog = card.getByRole('dialog', { name: 'Equipment Rental Release' });
    await readToTheEnd(dialog);
    await drawWithMouse(dialog.getByRole('img', { name: /Signature pad/ }));
    await dialog.getByRole('textbox', { name: 'Type your full name' }).fill('Casey Buyer');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    // The signed release lingers, unseen, until a screen reader has heard the focus back on the card.
    await expect(dialog).toBeHidden();
    await expect(card.getByText(/^Signed by Casey Buyer on /)).toBeVisible();
    await expect(card.getByText(refusal)).toHaveCount(0);

    await placeOrder.click();
    await toConfirmation(page);
    await expect(page.getByRole('region', { name: 'Casey Buyer' })).toContainText('Ski Rental Package');
    await expect(page.getByRole('region', { name: 'Not assigned to a member' })).toHaveCount(0);
  });
});
