/**
 * The page never moves under the shopper's pointer or finger: a press that starts on a control
 * ends on it, at any scroll position, right after a takeover too. Each page is scrolled to its end
 * as it loads, and the last control of an island is pressed the moment that island has taken over
 * from the store's own markup (which is taller than the island's first state on these pages). The
 * press must land: the control gets the click, and what it opens opens.
 *
 * Before `src/island/hold.ts`, the island kept the markup's height until the next press in it and
 * let it go on pointerdown: near the end of My Account the page got 470 px shorter as the press
 * began, the "View" button moved away under the pointer and the click landed on the page.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { signIn, tookOver } from './helpers.ts';

/**
 * Notes, in the page, the innermost element each click reached (through shadow roots); a link
 * clicked is not followed, so the page stays to be asked.
 */
function noteClicks(page: Page): Promise<void> {
  return page.evaluate(() => {
    const clicks: Element[] = [];
    (window as unknown as { resortTestClicks: Element[] }).resortTestClicks = clicks;
    window.addEventListener(
      'click',
      (event) => {
        clicks.push(event.composedPath()[0] as Element);
        if (event.composedPath().some((node) => node instanceof HTMLAnchorElement)) event.preventDefault();
      },
      true,
    );
  });
}

/** Whether the last click reached `control` (or something inside it). */
function lastClickReached(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const clicks = (window as unknown as { resortTestClicks?: Element[] }).resortTestClicks ?? [];
    const target = clicks.at(-1);
    for (let node: Node | null = target ?? null; node; node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null)) {
      if (node === element) return true;
    }
    return false;
  });
}

/** Goes to `path` scrolled to its end as early as the page allows, and waits for `tag` to take over. */
async function atTheEndAsItStarts(page: Page, path: string, tag: string): Promise<Locator> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const island = page.locator(tag);
  await tookOver(island);
  await noteClicks(page);
  return island;
}

/** Presses `control` where it is now, with the mouse (down, up) or a finger (a tap). */
async function press(page: Page, control: Locator, by: 'mouse' | 'finger'): Promise<void> {
  const box = await control.boundingBox();
  if (!box) throw new Error('the control is not on the screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (by === 'finger') {
    await page.touchscreen.tap(x, y);
    return;
  }
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.up();
}

for (const { width, height, by } of [
  { width: 1280, height: 800, by: 'mouse' },
  { width: 375, height: 812, by: 'mouse' },
  { width: 375, height: 812, by: 'finger' },
] as const) {
  test.describe(`at ${width} × ${height}, pressed with the ${by}`, () => {
    test.use({ viewport: { width, height }, hasTouch: by === 'finger' });

    test("My Account: the last plan's View, pressed as the plans take over at the end of the page, opens its schedule", async ({ page }) => {
      await signIn(page, '/');
      const plans = await atTheEndAsItStarts(page, '/userinfo', 'resort-my-payment-plans');
      const view = plans.getByRole('button', { name: /^View/ }).last();
      await view.scrollIntoViewIfNeeded();
      await press(page, view, by);
      expect(await lastClickReached(view), 'the click reached View').toBe(true);
      await expect(plans.getByRole('dialog')).toBeVisible();
    });

    test('a product page: Add to cart, pressed as the product takes over at the end of the page, takes the click', async ({ page }) => {
      await signIn(page, '/');
      const product = await atTheEndAsItStarts(page, '/ski-rental-package', 'main resort-product');
      const add = product.getByRole('button', { name: 'Add to cart' });
      await add.scrollIntoViewIfNeeded();
      await press(page, add, by);
      expect(await lastClickReached(add), 'the click reached Add to cart').toBe(true);
    });
  });
}

/**
 * A dialog opens plainly and becomes modal half a second later (`src/ui/Modal.tsx` says why): in
 * that half-second the page below must take no press either, as under a modal dialog.
 */
test('a press outside a dialog in the moment before it becomes modal stays with the dialog; the page below takes nothing', async ({ page }) => {
  await page.goto('/');
  const menu = page.locator('header resort-signin-menu');
  await tookOver(menu);
  await noteClicks(page);
  // The first product tile's link: a press that reached it would be a press on the page.
  const below = page.locator('main a[href]').first();
  const box = await below.boundingBox();
  if (!box) throw new Error('no link on the home page');
  await menu.getByRole('button', { name: 'Sign In' }).click();
  const dialog = menu.getByRole('dialog', { name: 'Sign in to your account' });
  await expect(dialog).toBeVisible();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  // Still in its plain moment as the press was made, so the press proves something.
  expect(await dialog.evaluate((element) => element.matches(':modal')), 'not modal yet when pressed').toBe(false);
  expect(await lastClickReached(below), 'the click reached the page below').toBe(false);
  await expect(dialog).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
});
