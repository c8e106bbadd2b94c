import type { Locator, Page } from '@playwright/test';
import { formatDisplayDate } from '../../src/core/format.ts';
import { test, expect } from './fixtures.ts';
import { axeViolations, tookOver } from './helpers.ts';

/** The season opens on this day; the seed dates its days from the earliest purchase date (this day or today). */
const SEASON_START = '2026-11-27';

async function openCalendar(page: Page): Promise<Locator> {
  const widget = page.locator('main resort-product');
  await tookOver(widget);
  const open = widget.getByRole('button', { name: /^(Choose a date|Change date): Start Date$/ });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = widget.getByRole('dialog', { name: 'Start Date: calendar' });
  await expect(dialog.getByRole('grid')).toBeVisible();
  await expect(dialog.getByText('Loading prices…')).toHaveCount(0);
  return dialog;
}

/** The priced days the month shows: name and price. */
async function pricedDays(dialog: Locator): Promise<{ name: string; price: number }[]> {
  const names = await dialog.locator('[role="grid"] button:not([disabled])').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  return names.flatMap((name) => {
    const match = /: \$(\d+(?:\.\d\d)?)/.exec(name);
    return match ? [{ name, price: Number(match[1]) }] : [];
  });
}

function isoDay(offsetFrom: string, days: number): string {
  const date = new Date(`${offsetFrom}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test.describe('<resort-product> pricing calendar on the demo store', () => {
  test('a shopper chooses the cheapest day with the keyboard alone and adds it; the last tickets at a price bought in one browser move the price in the other after a refresh', async ({ page, browser }) => {
    test.setTimeout(60_000);
    await page.goto('/lift-ticket-1-day');
    const dialog = await openCalendar(page);
    const days = await pricedDays(dialog);
    expect(days.length).toBeGreaterThan(0);
    // The day the second half buys out (6 left at $99) is left to it: adding one of its tickets here would change it.
    const cheapest = days.filter((day) => !/: \$99, save 23%, 6 left$/.test(day.name)).reduce((best, day) => (day.price < best.price ? day : best));
    // Arrow keys walk the grid from the day it offers to the cheapest one; sold-out days are skipped over as disabled.
    for (let step = 0; step < 40; step += 1) {
      if ((await dialog.locator('[role="grid"] button:focus').getAttribute('aria-label')) === cheapest.name) break;
      await page.keyboard.press('ArrowRight');
    }
    await expect(dialog.locator('[role="grid"] button:focus')).toHaveAttribute('aria-label', cheapest.name);
    await expect(dialog.getByRole('button', { name: /: sold out$/ }).first()).toBeDisabled();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const widget = page.locator('main resort-product');
    await expect(widget.locator('.rw-product__amount')).toHaveText(`$${cheapest.price}.00`);
    await widget.getByRole('button', { name: 'Add to cart' }).focus();
    await page.keyboard.press('Enter');
    await expect(widget.getByRole('status').filter({ hasText: '1-Day Lift Ticket was added to your cart' })).toBeVisible();

    // A second shopper sees the day with 6 left at $99; the first buys those 6; after a refresh the second sees the next price.
    // The resort's day (the demo store is at UTC−7), as the seed dated its days.
    const today = new Date(Date.now() - 7 * 3_600_000).toISOString().slice(0, 10);
    const earliest = today > SEASON_START ? today : SEASON_START;
    const day = isoDay(earliest, 5);
    const other = await browser.newPage();
    await other.goto('/lift-ticket-1-day');
    let otherDialog = await openCalendar(other);
    const cell = (box: Locator) => box.locator(`td[data-day="${day}"] button`);
    if ((await cell(otherDialog).count()) === 0) await otherDialog.getByRole('button', { name: 'Go to the Next Month' }).click();
    await expect(cell(otherDialog)).toHaveAttribute('aria-label', /: \$99, save 23%, 6 left$/);

    const mine = await openCalendar(page);
    if ((await cell(mine).count()) === 0) await mine.getByRole('button', { name: 'Go to the Next Month' }).click();
    await cell(mine).click();
    await widget.getByRole('textbox', { name: 'Quantity' }).fill('6');
    await widget.getByRole('button', { name: 'Add to cart' }).click();
    await expect(widget.getByRole('status').filter({ hasText: 'was added to your cart' })).toBeVisible();

    await other.reload();
    otherDialog = await openCalendar(other);
    if ((await cell(otherDialog).count()) === 0) await otherDialog.getByRole('button', { name: 'Go to the Next Month' }).click();
    await expect(cell(otherDialog)).toHaveAttribute('aria-label', /: \$109, save 16%$/);
    await other.close();
  });

  test('a shopper chooses four separate days of the flex ticket with the keyboard, a fifth is refused saying why, and the cart shows the four days', async ({ page }) => {
    await page.goto('/lift-ticket-4-day-flex');
    const widget = page.locator('main resort-product');
    await tookOver(widget);
    const field = widget.getByRole('group', { name: 'Ski Days' });
    await expect(field).toContainText('Choose up to 4 days.');
    const grid = field.getByRole('grid');
    await expect(grid.getByRole('button', { name: /: \$\d+/ }).first()).toBeVisible();
    // The season's third day on sale is sold out: disabled, and its name says so.
    await expect(grid.getByRole('button', { name: /: sold out$/ }).first()).toBeDisabled();

    // Keyboard only: from the day the grid offers, Enter chooses and the arrow moves on (over the
    // sold-out day, and into the next month when the walk reaches it).
    await grid.locator('button[tabindex="0"]').focus();
    const focused = grid.locator('button:focus');
    const chosen: { date: string; price: number }[] = [];
    for (let day = 0; day < 4; day += 1) {
      if (day > 0) await page.keyboard.press('ArrowRight');
      await expect(focused).toHaveAttribute('aria-label', /: \$\d+/);
      const price = Number(/: \$(\d+)/.exec((await focused.getAttribute('aria-label')) ?? '')?.[1]);
      chosen.push({ date: (await grid.locator('td:has(button:focus)').getAttribute('data-day')) ?? '', price });
      await page.keyboard.press('Enter');
      await expect(field).toContainText(`Days chosen (${day + 1})`);
    }
    const total = `$${chosen.reduce((sum, day) => sum + day.price, 0).toFixed(2)}`;
    await expect(field).toContainText(`Total: ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect(focused).toHaveAttribute('aria-label', /: \$\d+/);
    await page.keyboard.press('Enter');
    await expect(field.getByRole('alert')).toHaveText('You can choose up to 4 days. Remove a chosen day to choose another.');
    await expect(field).toContainText('Days chosen (4)');
    await expect(focused).toHaveCount(1);
    // The calendar open with its prices, four days chosen and the refusal shown: no violation of any impact.
    expect(await axeViolations(page)).toEqual([]);

    await expect(widget.locator('.rw-product__amount')).toHaveText(total);
    await widget.getByRole('button', { name: 'Add to cart' }).focus();
    await page.keyboard.press('Enter');
    await expect(widget.getByRole('status').filter({ hasText: '4-Day Flex Lift Ticket was added to your cart' })).toBeVisible();
    await page.goto('/cart');
    const line = page.locator('resort-cart').getByRole('listitem').filter({ hasText: '4-Day Flex Lift Ticket' });
    // The cart writes each day as the store writes dates (`Dec 1, 2026` on an en-US page), never its raw value.
    await expect(line).toContainText(`Ski Days: ${chosen.map((day) => formatDisplayDate(day.date, 'en-US')).join(', ')}`);
  });

  test('a shopper chooses a tour time for the chosen day, and the cart line shows it', async ({ page }) => {
    await page.goto('/guided-snowshoe-tour');
    const widget = page.locator('main resort-product');
    await tookOver(widget);
    const times = widget.getByRole('group', { name: 'Tour Time' });
    await expect(times).toContainText('Choose a date to see its times.');
    await widget.getByRole('button', { name: 'Choose a date: Start Date' }).click();
    const dialog = widget.getByRole('dialog', { name: 'Start Date: calendar' });
    await dialog.locator('[role="grid"] button:focus').press('Enter');
    await expect(dialog).toBeHidden();
    await times.getByRole('radio', { name: /^01:00 pm/ }).check();
    await widget.getByRole('button', { name: 'Add to cart' }).click();
    await expect(widget.getByRole('status').filter({ hasText: 'Guided Snowshoe Tour was added to your cart.' })).toBeVisible();
    await page.goto('/cart');
    const line = page.locator('resort-cart').getByRole('listitem').filter({ hasText: 'Guided Snowshoe Tour' });
    await expect(line).toContainText('Tour Time: 1:00 PM');
  });
});
