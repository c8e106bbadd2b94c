import { test, expect, type Page } from '@playwright/test';
import { signIn } from './helpers.ts';
import { axeViolations, cardFrame, registerCustomer, typeCard, VISA } from './payment-helpers.ts';

const CARD_DIGITS = /4111\s?1111\s?1111\s?1111/;

/** Adds a season pass from its product page through <resort-product>, with the keyboard. */
async function addSeasonPass(page: Page, member?: string, pass: 'adult' | 'child' = 'adult'): Promise<void> {
  await page.goto(`/season-pass-${pass}`);
  const product = page.locator('main resort-product');
  // The island is up: the server-rendered fallback form inside the tag is gone.
  await expect(page.locator('main resort-product [data-resort-fallback]')).toHaveCount(0);
  if (member) await product.getByRole('radio', { name: new RegExp(member) }).check();
  await product.getByRole('button', { name: 'Add to cart' }).focus();
  await page.keyboard.press('Enter');
  await expect(product.getByRole('status').filter({ hasText: /was added to your cart\./ })).toBeVisible();
}

test.describe('checkout with <resort-payment-form>', () => {
  // Journeys of several pages each, on a machine shared with other test runs.
  test.describe.configure({ timeout: 90_000 });

  test('a full purchase with the keyboard alone, from the product page to the confirmation, and the plan in the admin’s Enrollments', async ({ page, browser }) => {
    const seen: string[] = [];
    page.on('console', (message) => seen.push(message.text()));
    page.on('request', (request) => seen.push(`${request.url()} ${request.postData() ?? ''}`));
    await registerCustomer(page);
    // The pass is for the new customer: a season pass is always for someone.
    await addSeasonPass(page, 'Robin Buyer');
    await page.goto('/onepagecheckout');
    const form = page.locator('resort-payment-form');
    await expect(form.getByRole('heading', { name: 'Payment Details' })).toBeVisible();
    await expect(cardFrame(page).locator('input[name="cardNumber"]')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await form.getByRole('textbox', { name: 'Cardholder name' }).focus();
    await page.keyboard.type('Robin Buyer');
    await page.keyboard.press('Tab');
    await expect(cardFrame(page).locator('input[name="cardNumber"]')).toBeFocused();
    await typeCard(page, VISA);
    const placeOrder = page.getByRole('button', { name: 'Place order' });
    await placeOrder.focus();
    await page.keyboard.press('Enter');

    await page.waitForURL(/\/checkout\/completed\/\d+$/);
    const orderNumber = (await page.locator('.legacy-order-number strong').textContent()) ?? '';
    expect(orderNumber).toMatch(/^SR\d+$/);
    await expect(page.getByRole('region', { name: 'Robin Buyer' })).toContainText('Season Pass - Adult');
    await expect(page.locator('resort-payment-schedule').getByText('Paid')).toBeVisible();
    const purchase = await page.evaluate(() => (window.dataLayer as { event?: string; ecommerce?: { transaction_id: string } }[]).find((entry) => entry.event === 'purchase'));
    expect(purchase?.ecommerce?.transaction_id).toBe(orderNumber);
    expect(await axeViolations(page)).toEqual([]);

    // The card number never reached the page: not its DOM, not its console, not a request.
    expect(await page.content()).not.toMatch(CARD_DIGITS);
    expect(seen.filter((line) => CARD_DIGITS.test(line))).toEqual([]);

    const staff = await browser.newPage();
    await signIn(staff, '/Admin/PaymentPlans/Configure/Enrollments', 'admin@example.com');
    await staff.getByLabel('Order ID').fill(orderNumber.slice(2));
    await staff.getByRole('button', { name: 'Apply' }).click();
    await expect(staff.getByRole('row', { name: new RegExp(`Season Pass - Adult`) })).toContainText('Robin Buyer');
    await staff.close();
  });

  test('a declined card (CVV 911) shows why and places nothing; a double-click on Place order then places one order', async ({ page }) => {
    await registerCustomer(page);
    await addSeasonPass(page, 'Robin Buyer');
    await page.goto('/onepagecheckout');
    const form = page.locator('resort-payment-form');
    await form.getByRole('textbox', { name: 'Cardholder name' }).fill('Robin Buyer');
    await typeCard(page, { ...VISA, cvv: '911' });
    const placeOrder = page.getByRole('button', { name: 'Place order' });
    await placeOrder.click();
    await expect(page.locator('#place-order [role="alert"]')).toHaveText('Your card was declined: the security code (CVV) did not match. Check it or use another card.');
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
    await page.waitForURL(/\/checkout\/completed\/\d+$/);
    expect(posts).toEqual(['POST']);
  });

  test('an unsigned waiver blocks the order with a message that names it', async ({ page }) => {
    await signIn(page, '/');
    // Sam is 11: the child's pass.
    await addSeasonPass(page, 'Sam Morgan', 'child');
    await page.goto('/onepagecheckout');
    const form = page.locator('resort-payment-form');
    await form.getByRole('textbox', { name: 'Cardholder name' }).fill('Alex Morgan');
    await typeCard(page, VISA);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.locator('#place-order [role="alert"]')).toContainText(/The waiver for Sam Morgan \(.+\) is not signed yet\. Sign it to place your order\./);
    // Leave the shared shopper's cart as other tests expect it.
    const cart = (await (await page.request.get('/api/minicart')).json()) as { Items: { Id: number; ProductName: string; AssignedToContactInfo: { Id: number } | null }[] };
    const token = await page.locator('input[name="__RequestVerificationToken"]').first().inputValue();
    for (const item of cart.Items.filter((line) => line.ProductName === 'Season Pass - Child' && line.AssignedToContactInfo !== null)) {
      await page.request.post('/ShoppingCart/RemoveShoppingCartItem', { form: { id: String(item.Id) }, headers: { RequestVerificationToken: token, 'X-Requested-With': 'XMLHttpRequest' } });
    }
  });
});
