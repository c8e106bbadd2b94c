import type { Page } from '@playwright/test';
import { test, expect, callFailed, loadFailed, networkFailed } from './fixtures.ts';
import { ON_DEMAND_TAG } from '../on-demand.mjs';
import { axeViolations, issueVoucher, tookOver } from './helpers.ts';
import { registerCustomer, typeCard, VISA } from './payment-helpers.ts';
import { LANGUAGE_COOKIE } from '../../examples/server/shell/language.ts';

const box = (page: Page) => page.locator('resort-voucher-box');
const dialog = (page: Page) => box(page).getByRole('dialog', { name: 'Voucher' });

/** Whether keyboard focus is on something of the page outside the voucher dialog. */
function focusOutsideDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return false;
    return !active.closest('dialog');
  });
}

async function redeem(page: Page, code: string): Promise<void> {
  // The store's own voucher form inside the tag is in use until the widget has drawn its box.
  await tookOver(box(page));
  await box(page).getByRole('textbox', { name: 'Voucher ID' }).fill(code);
  await box(page).getByRole('button', { name: 'Redeem' }).click();
}

test.describe('the voucher box on the demo store', () => {
  test('?code= of a discount voucher on the voucher-product route (read from the address; the tag has no code attribute) opens the modal and validates at once', async ({ page }) => {
    // One of its own: the seeded VCH-DISCOUNT-1 is kept on the cart of the first shopper who validates it.
    const code = await issueVoucher('DISCOUNT-401');
    const token = page.waitForRequest((request) => request.url().includes('/api/vouchers/validate'));
    await page.goto(`/voucher-product/gift-voucher-100?code=${code}`);
    const sent = await token;
    expect(new URL(sent.url()).searchParams.get('voucherid')).toBe(code);
    expect(sent.headers()['requestverificationtoken']).toBeTruthy();
    await expect(dialog(page)).toContainText('Your voucher is valid. Its discount is applied to your order at checkout.');
    await expect(dialog(page)).toContainText(`Voucher ID: ${code}`);
    expect(await axeViolations(page)).toEqual([]);
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(box(page).getByRole('button', { name: 'Redeem' })).toBeFocused();
  });

  test("an unknown code shows the error and keeps what was typed; a used one shows its Status", async ({ page }) => {
    await page.goto('/');
    await expect(box(page).locator('.vouchers-enabled')).toBeVisible();
    await redeem(page, 'VCH-TYPO-9');
    await expect(dialog(page).getByRole('alert')).toContainText('The voucher ID you entered is not valid.');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(box(page).getByRole('textbox', { name: 'Voucher ID' })).toHaveValue('VCH-TYPO-9');
    await redeem(page, 'VCH-USED-1');
    await expect(dialog(page).getByRole('alert')).toContainText('This voucher has already been redeemed.');
  });

  test("the product voucher's Continue button lands on the product, carrying the voucher", async ({ page }) => {
    await page.goto('/');
    await redeem(page, 'VCH-PRODUCT-1');
    await expect(dialog(page)).toContainText('Season Pass - Adult');
    await expect(dialog(page)).toContainText('Voucher ID: VCH-PRODUCT-1');
    expect(await axeViolations(page)).toEqual([]);
    await dialog(page).getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/season-pass-adult\?voucher=VCH-PRODUCT-1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Season Pass - Adult' })).toBeVisible();
  });

  test('a product voucher redeems: Continue opens its product paid by it, the cart holds it at $0.00 with its ID, and it goes in one cart once', async ({ page }) => {
    const code = await issueVoucher('SEASON-PASS-ADULT');
    await page.goto('/');
    await redeem(page, code);
    // The product asks the store about its choice with the voucher, as Add to cart names it: no payment plan for what costs nothing.
    const asked: string[] = [];
    await page.route('**/shoppingcart/productdetails_attributechange*', (route) => (asked.push(route.request().postData() ?? ''), route.continue()));
    const priced = page.waitForResponse((response) => response.url().includes('/shoppingcart/productdetails_attributechange'));
    await dialog(page).getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/season-pass-adult\\?voucher=${code}$`));
    expect(((await (await priced).json()) as { PaymentSchedule: unknown }).PaymentSchedule).toEqual({ ValidRequest: true, PaymentPlan: null });
    expect(new URLSearchParams(asked[0]).get('addtocart_1.VoucherId')).toBe(code);
    const product = page.locator('main resort-product');
    await tookOver(product);
    await expect(product.locator('.rw-product__price')).toContainText('$0.00');
    await expect(product.locator('.rw-product__price')).toContainText('Paid by voucher');
    await expect(product.getByRole('region').getByText(`Voucher ID: ${code}`)).toBeVisible();
    await expect(product.getByRole('textbox', { name: 'Quantity' })).toHaveCount(0);
    // Free with the voucher: the page shows no payment plan.
    await expect(page.locator('main resort-payment-schedule')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    const add = product.getByRole('button', { name: 'Add to cart' });
    await add.click();
    // Heard as one piece of news: what happened, then why not again.
    await expect(product.getByRole('status').filter({ hasText: 'Season Pass - Adult was added to your cart. Your voucher has paid for the one now in your cart.' })).toBeVisible();
    // The voucher is spent on the item in the cart: no second press, and the reason beside Add to
    // cart, its description once the focus it was pressed with has left it.
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Shift+Tab');
    await expect(add).toHaveAccessibleDescription('Your voucher has paid for the one now in your cart.');
    // The page asked again: the store says why the voucher no longer pays, and sells the pass as without it.
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: `Voucher ${code} is already in your cart.` })).toBeVisible();
    await tookOver(product);
    await expect(product.getByText('Paid by voucher')).toHaveCount(0);
    await page.goto('/cart');
    const cart = page.locator('main resort-cart');
    await tookOver(cart);
    const line = cart.locator('li.rw-item').filter({ hasText: `Voucher ID: ${code}` });
    await expect(line).toContainText('Season Pass - Adult');
    await expect(line).toContainText('$0.00');
  });

  for (const { width, height } of [{ width: 320, height: 568 }, { width: 1280, height: 800 }]) {
    for (const language of ['en-US', 'fr-CA'] as const) {
      test(`a product paid by its voucher shows the price the cart will hold, paid by it, and offers no payment plan at ${width} px in ${language}`, async ({ page, context, baseURL }) => {
        await page.setViewportSize({ width, height });
        if (language === 'fr-CA') await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'fr-CA', url: baseURL ?? 'http://127.0.0.1:8181' }]);
        const code = await issueVoucher('SEASON-PASS-ADULT');
        const priced = page.waitForResponse((response) => response.url().includes('/shoppingcart/productdetails_attributechange'));
        await page.goto(`/season-pass-adult?voucher=${code}`);
        const product = page.locator('main resort-product');
        await tookOver(product);
        // The store answers what the cart will hold it at, and that the voucher pays: the product shows it.
        expect(await (await priced).json()).toMatchObject({ price: language === 'fr-CA' ? expect.stringMatching(/^0,00\s\$/) : '$0.00', priceValue: 0, paidByVoucher: code, PaymentSchedule: { ValidRequest: true, PaymentPlan: null } });
        await expect(product.locator('.rw-product__amount')).toHaveText(language === 'fr-CA' ? /^0,00\s\$/ : '$0.00');
        await expect(product.locator('.rw-product__price')).toContainText(language === 'fr-CA' ? 'Payé avec votre bon' : 'Paid by voucher');
        // Whole on the screen once scrolled to, at either width.
        await product.locator('.rw-product__price').scrollIntoViewIfNeeded();
        await expect(product.locator('.rw-product__price')).toBeInViewport({ ratio: 1 });
        await expect(page.locator('main resort-payment-schedule')).toHaveCount(0);
        await expect(page.getByRole('button', { name: language === 'fr-CA' ? 'Voir le calendrier des paiements' : 'View Payment Schedule' })).toHaveCount(0);
        await expect(page.getByText(language === 'fr-CA' ? /Payez en plusieurs versements/ : /Pay over time/)).toHaveCount(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `page width at ${width} px`).toBeLessThanOrEqual(width);
      });
    }
  }

  for (const language of ['en-US', 'fr-CA'] as const) {
    test(`a product voucher that no longer pays says why in the product's status once, without the focus moving, at 1280 px in ${language}`, async ({ page, context, baseURL }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      if (language === 'fr-CA') await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'fr-CA', url: baseURL ?? 'http://127.0.0.1:8181' }]);
      const code = await issueVoucher('SEASON-PASS-ADULT');
      await page.goto(`/season-pass-adult?voucher=${code}`);
      const product = page.locator('main resort-product');
      await tookOver(product);
      await expect(product.locator('.rw-product__price')).toContainText(language === 'fr-CA' ? 'Payé avec votre bon' : 'Paid by voucher');
      // Every text the product's status is given, as a screen reader is told of it.
      const status = product.locator('.rw-product__status [role="status"]');
      await status.evaluate((region) => {
        const heard: string[] = [];
        (window as unknown as { heard: string[] }).heard = heard;
        new MutationObserver(() => void (region.textContent && heard.push(region.textContent))).observe(region, { childList: true, characterData: true, subtree: true });
      });
      await product.getByRole('button', { name: language === 'fr-CA' ? 'Ajouter au panier' : 'Add to cart' }).click();
      await expect(product.locator('.rw-product__done')).toBeVisible();
      // Another choice: the store says the voucher is in the cart now, shown under the price and said.
      const passType = product.getByRole('combobox');
      await passType.focus();
      await passType.selectOption('1012');
      const why = language === 'fr-CA' ? `Le bon ${code} est déjà dans votre panier.` : `Voucher ${code} is already in your cart.`;
      await expect(status).toHaveText(why);
      await expect(product.locator('.rw-product__voucher')).toHaveText(why);
      await expect(product.locator('.rw-product__price')).not.toContainText(language === 'fr-CA' ? 'Payé avec votre bon' : 'Paid by voucher');
      // The same answer for the next choice: shown still, not said again.
      const answered = page.waitForResponse((response) => response.url().includes('/shoppingcart/productdetails_attributechange'));
      await passType.selectOption('1011');
      await answered;
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await expect(product.locator('.rw-product__voucher')).toHaveText(why);
      expect((await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).filter((words) => words === why)).toEqual([why]);
      await expect(passType).toBeFocused();
    });
  }

  test('a discount voucher keeps its promise: the cart lists it and names it on its discount line, the checkout charges the lower total, and the order spends it and names it', async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    await registerCustomer(page);
    await page.goto('/season-pass-adult');
    const product = page.locator('main resort-product');
    await tookOver(product);
    await product.getByRole('radio', { name: /Robin Buyer/ }).check();
    await product.getByRole('button', { name: 'Add to cart' }).click();
    await expect(product.getByRole('status').filter({ hasText: /was added to your cart/ })).toBeVisible();
    const code = await issueVoucher('DISCOUNT-401');
    await page.goto('/');
    await redeem(page, code);
    await expect(dialog(page)).toContainText('Your voucher is valid. Its discount is applied to your order at checkout.');
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await page.goto('/cart');
    const discountBox = page.locator('main resort-discount-code');
    await tookOver(discountBox);
    await expect(discountBox.getByRole('button', { name: `Remove code ${code}` })).toBeVisible();
    const summary = page.locator('main resort-order-summary');
    await tookOver(summary);
    const discountRow = summary.getByRole('rowheader', { name: `Order Total Discount (${code})` });
    await expect(discountRow).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/onepagecheckout');
    const checkoutSummary = page.locator('resort-order-summary');
    await expect(checkoutSummary.getByRole('rowheader', { name: `Order Total Discount (${code})` })).toBeVisible();
    const form = page.locator('resort-payment-form');
    await form.getByRole('textbox', { name: 'Cardholder name' }).fill('Robin Buyer');
    await typeCard(page, VISA);
    await form.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/checkout\/completed\/\d+$/);
    // The placed order names the voucher on its discount line, on its confirmation and its details.
    const orderDiscount = page.locator('main dl.legacy-order-discount dt');
    await expect(orderDiscount).toHaveText(`Order Total Discount (${code})`);
    await page.getByRole('link', { name: 'Order details' }).click();
    await expect(orderDiscount).toHaveText(`Order Total Discount (${code})`);
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'fr-CA', url: baseURL ?? 'http://127.0.0.1:8181' }]);
    await page.reload();
    await expect(orderDiscount).toHaveText(`Rabais sur le total (${code})`);
    // On a phone the voucher's code wraps inside the page.
    await page.setViewportSize({ width: 320, height: 568 });
    await expect(orderDiscount).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'page width at 320 px').toBeLessThanOrEqual(320);
    await page.setViewportSize({ width: 1280, height: 800 });
    await context.clearCookies({ name: LANGUAGE_COOKIE });

    // Spent: the voucher box says so, and the cart is empty of it.
    await page.goto('/');
    await redeem(page, code);
    await expect(dialog(page).getByRole('alert')).toContainText('This voucher has already been redeemed.');
  });

  test('works with the keyboard alone: Enter validates, Escape closes and focus returns to the button', async ({ page }) => {
    await page.goto('/');
    await tookOver(box(page));
    const input = box(page).getByRole('textbox', { name: 'Voucher ID' });
    await input.focus();
    await page.keyboard.type(await issueVoucher('DISCOUNT-401'));
    await page.keyboard.press('Enter');
    await expect(dialog(page).getByRole('button', { name: 'OK' })).toBeVisible();
    // The rest of the page is inert while the dialog is open: Tab never reaches it.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await focusOutsideDialog(page)).toBe(false);
    }
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(box(page).getByRole('button', { name: 'Redeem' })).toBeFocused();
    await expect(input).toHaveValue('');
  });

  test('a failed product fetch says "Could not find associated product."', async ({ page, consoleErrors }) => {
    consoleErrors.expect(loadFailed(404));
    consoleErrors.expect(callFailed('GET /api/productdetails/1', 'http', 'HTTP 404: Product not found.'));
    await page.route('**/api/productdetails/**', (route) => route.fulfill({ status: 404, json: { success: false, message: 'Product not found.' } }));
    await page.goto('/');
    await redeem(page, 'VCH-PRODUCT-1');
    await expect(dialog(page).getByRole('alert')).toContainText('Could not find associated product.');
  });

  test('a 500, an answer of the wrong shape or a dropped network is a clear error with Retry, never a blank page', async ({ page, consoleErrors }) => {
    consoleErrors.expect(loadFailed(500));
    consoleErrors.expect(networkFailed('ERR_TIMED_OUT'));
    consoleErrors.expect(callFailed('POST /api/vouchers/validate', 'http', 'HTTP 500: Database down'));
    consoleErrors.expect(callFailed('POST /api/vouchers/validate', 'invalid-response', 'POST /api/vouchers/validate: unexpected answer — IsValid: expected boolean'));
    consoleErrors.expect(callFailed('POST /api/vouchers/validate', 'network', 'Failed to fetch'));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await page.route('**/api/vouchers/validate*', (route) => route.fulfill({ status: 500, json: { message: 'Database down' } }));
    await redeem(page, 'VCH-DISCOUNT-1');
    await expect(dialog(page).getByRole('alert')).toContainText('Your voucher could not be checked. The store could not complete this request.');
    await page.route('**/api/vouchers/validate*', (route) => route.fulfill({ json: { IsValid: 'maybe' } }));
    await dialog(page).getByRole('button', { name: 'Retry' }).click();
    await expect(dialog(page).getByRole('alert')).toContainText('The store sent an answer we could not read.');
    await page.route('**/api/vouchers/validate*', (route) => route.abort('timedout'));
    await dialog(page).getByRole('button', { name: 'Retry' }).click();
    await expect(dialog(page).getByRole('alert')).toContainText('We could not reach the store.');
    await page.unroute('**/api/vouchers/validate*');
    await dialog(page).getByRole('button', { name: 'Retry' }).click();
    await expect(dialog(page).getByRole('button', { name: 'OK' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  for (const [name, code] of [
    ['spaces', 'VCH PRODUCT 1'],
    ['unicode', 'VCH-ÜBER-🎿'],
    ['10,000 characters', 'X'.repeat(10_000)],
  ] as const) {
    // The code with spaces on demand (`test/on-demand.mjs`): the unicode code is encoded the same way, and more of it.
    test(`a code with ${name} is sent encoded and answered with the invalid message`, { tag: name === 'spaces' ? [ON_DEMAND_TAG] : [] }, async ({ page }) => {
      await page.goto('/');
      const sent = page.waitForRequest((request) => request.url().includes('/api/vouchers/validate'));
      await redeem(page, code);
      expect(new URL((await sent).url()).searchParams.get('voucherid')).toBe(code);
      await expect(dialog(page).getByRole('alert')).toContainText('The voucher ID you entered is not valid.');
    });
  }
});
