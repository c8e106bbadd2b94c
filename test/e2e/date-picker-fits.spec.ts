/**
 * The date picker opened on a phone shows the whole month: every day of it and the key under it lie
 * inside the window, without the shopper scrolling. Before, at 320×568 and 375×667 the pop-up
 * opened under the field and was cut by the window's foot: 2½ to 3 weeks showed, the last row
 * sliced, and the rest of the month was reached by scrolling inside it.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { tookOver } from './helpers.ts';

const product = (page: Page) => page.locator('main resort-product');

/** The boxes that do not lie wholly inside the window: each named, with where it lies. */
async function outside(page: Page, boxes: Locator): Promise<string[]> {
  const size = page.viewportSize() ?? { width: 0, height: 0 };
  return boxes.evaluateAll(
    (elements, { width, height }) =>
      elements.flatMap((element) => {
        const box = element.getBoundingClientRect();
        const inside = box.top >= 0 && box.left >= 0 && box.bottom <= height + 0.5 && box.right <= width + 0.5;
        const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
        return inside ? [] : [`${name} at ${Math.round(box.top)}–${Math.round(box.bottom)} px of ${height}`];
      }),
    size,
  );
}

// The priced calendar of the lift ticket at 320×568 is taller than the window (five rows of four
// lines each and its key): there it takes the whole window and scrolls inside (below).
const cases = [
  { viewport: { width: 320, height: 568 }, path: '/guided-snowshoe-tour' },
  { viewport: { width: 375, height: 667 }, path: '/guided-snowshoe-tour' },
  { viewport: { width: 375, height: 667 }, path: '/lift-ticket-1-day' },
];
for (const { viewport, path } of cases) {
  test(`${viewport.width}×${viewport.height}: the date picker of ${path} opens with the whole month and its key in the window`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await tookOver(product(page));
    const widget = product(page);
    const open = widget.getByRole('button', { name: /^Choose a date: / }).first();
    await open.scrollIntoViewIfNeeded();
    await open.click();
    const dialog = widget.getByRole('dialog', { name: /: calendar$/ });
    await expect(dialog.getByRole('grid')).toBeVisible();
    await expect(dialog.locator('.rw-calendar__legend')).toBeVisible();
    // The pop-up settles (placed, then the page brought to it) before it is measured.
    await expect.poll(async () => outside(page, dialog.locator('[role="grid"] button, .rw-calendar__legend')), { timeout: 3_000 }).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('open.png') });
    // The field is still in the window (under the sheet when the month needs the room), and the dialog still works as one.
    const field = await open.boundingBox();
    expect(field && field.y >= 0 && field.y + field.height <= viewport.height).toBe(true);
    await expect(dialog.locator('[role="grid"] button:focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });
}

test('320×568: the priced calendar, taller than the window, takes the whole window and scrolls inside', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await page.goto('/lift-ticket-1-day');
  await tookOver(product(page));
  const open = product(page).getByRole('button', { name: 'Choose a date: Start Date' });
  await open.scrollIntoViewIfNeeded();
  await open.click();
  const dialog = product(page).getByRole('dialog', { name: 'Start Date: calendar' });
  await expect(dialog.getByRole('grid')).toBeVisible();
  await expect.poll(async () => dialog.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [Math.round(box.top), Math.round(box.bottom), element.scrollHeight > element.clientHeight];
  })).toEqual([0, 568, true]);
  await page.screenshot({ path: test.info().outputPath('open.png') });
});
