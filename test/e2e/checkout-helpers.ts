/** What the checkout's real-browser tests do as a shopper on the demo store. */
import { expect, type Locator, type Page } from '@playwright/test';
import { signIn as signInAt } from './helpers.ts';

export const SHOPPER = { email: 'shopper@example.com', password: 'Resort!2026' };

/** Signs in through the store's `/login` page (its `<resort-signin-form>`) and lands on `returnUrl`. */
export async function signIn(page: Page, returnUrl = '/onepagecheckout', account = SHOPPER): Promise<void> {
  await signInAt(page, returnUrl, account.email, account.password);
}

/** Adds the ski rental package from its product page (`<resort-product>`), on the first day its calendar offers. */
export async function addRental(page: Page): Promise<void> {
  await page.goto('/ski-rental-package');
  const product = page.locator('main resort-product');
  await expect(page.locator('main resort-product [data-resort-fallback]')).toHaveCount(0);
  await product.getByRole('button', { name: 'Choose a date: Start Date' }).click();
  await product.getByRole('grid').locator('button:not([disabled])').first().click();
  await product.getByRole('button', { name: 'Add to cart' }).click();
  await expect(product.getByRole('status').filter({ hasText: 'was added to your cart' })).toBeVisible();
}

/** The `<resort-waiver>` card of a household member on /onepagecheckout. */
export function waiverOf(page: Page, firstName: string): Locator {
  return page.locator(`resort-waiver[data-member="${firstName}"]`);
}

/** Scrolls the waiver document with the mouse wheel until at least 90% of it has been read. */
export async function readToTheEnd(dialog: Locator): Promise<void> {
  const documentBox = dialog.getByRole('region', { name: 'Waiver document' });
  const progress = dialog.getByRole('progressbar', { name: 'Read so far' });
  await expect(documentBox.locator('p').first()).toBeVisible();
  await documentBox.hover();
  for (let i = 0; i < 30 && Number(await progress.getAttribute('aria-valuenow')) < 90; i++) {
    await pageOf(dialog).mouse.wheel(0, 300);
    await pageOf(dialog).waitForTimeout(50);
  }
  await expect(progress).toHaveAttribute('aria-valuenow', /^(9\d|100)$/);
}

const pageOf = (locator: Locator): Page => locator.page();

/** Draws a signature with the mouse across the pad. */
export async function drawWithMouse(pad: Locator): Promise<void> {
  await expect(pad).toHaveAttribute('data-ready', 'true');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const mouse = pageOf(pad).mouse;
  await mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
  await mouse.down();
  for (let step = 1; step <= 12; step++) {
    await mouse.move(box.x + box.width * (0.15 + step * 0.05), box.y + box.height * (0.6 - 0.3 * Math.sin(step / 2)), { steps: 2 });
  }
  await mouse.up();
}

/** The number of inked pixels on the pad's canvas. */
export function inkedPixels(pad: Locator): Promise<number> {
  return pad.evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    if (!context) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) inked++;
    return inked;
  });
}
