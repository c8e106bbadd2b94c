/**
 * The date picker opened on a phone shows the whole month: every day of it and the key under it lie
 * inside the window, without the shopper scrolling. Before, at 320×568 and 375×667 the pop-up
 * opened under the field and was cut by the window's foot: 2½ to 3 weeks showed, the last row
 * sliced, and the rest of the month was reached by scrolling inside it.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { ON_DEMAND_TAG } from '../on-demand.mjs';
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

// The lift ticket's is the priced calendar (a price, a saving and what is left under each day): at
// 320×568 it too fits, in either language, each week as tall as its marks (before, 612 px of
// calendar took the whole window and scrolled inside it).
const cases = [
  { viewport: { width: 320, height: 568 }, path: '/guided-snowshoe-tour', language: 'en-US' },
  { viewport: { width: 375, height: 667 }, path: '/guided-snowshoe-tour', language: 'en-US' },
  { viewport: { width: 375, height: 667 }, path: '/lift-ticket-1-day', language: 'en-US' },
  { viewport: { width: 320, height: 568 }, path: '/lift-ticket-1-day', language: 'en-US' },
  { viewport: { width: 320, height: 568 }, path: '/lift-ticket-1-day', language: 'fr-CA' },
] as const;
// Every change opens each picker at 320×568, the narrowest and shortest window, the priced one in
// French, whose marks are the longest; 375×667 and the priced one in English run on demand
// (`test/on-demand.mjs`).
const everyChange = (width: number, path: string, language: string) => width === 320 && (path === '/guided-snowshoe-tour' || language === 'fr-CA');
for (const { viewport, path, language } of cases) {
  test(`${viewport.width}×${viewport.height}, ${language}: the date picker of ${path} opens with the whole month and its key in the window`, { tag: everyChange(viewport.width, path, language) ? [] : [ON_DEMAND_TAG] }, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/language?to=${language}&returnUrl=${encodeURIComponent(path)}`);
    await tookOver(product(page));
    const widget = product(page);
    const open = widget.getByRole('button', { name: language === 'fr-CA' ? /^Choisir une date\s?:\s/ : /^Choose a date: / }).first();
    await open.scrollIntoViewIfNeeded();
    await open.click();
    const dialog = widget.getByRole('dialog', { name: language === 'fr-CA' ? /\s?: calendrier$/ : /: calendar$/ });
    await expect(dialog.getByRole('grid')).toBeVisible();
    await expect(dialog.locator('.rw-calendar__legend')).toBeVisible();
    // The pop-up settles (placed, then the page brought to it) before it is measured.
    await expect.poll(async () => outside(page, dialog.locator('[role="grid"] button, .rw-calendar__legend')), { timeout: 3_000 }).toEqual([]);
    // Reached without scrolling inside the pop-up.
    expect(await dialog.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(1);
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
