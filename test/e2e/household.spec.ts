import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { test, expect, loadFailed } from './fixtures.ts';
import { ON_DEMAND_TAG } from '../on-demand.mjs';
import { axeViolations } from './household-helpers.ts';
import { tookOver } from './helpers.ts';

/**
 * The household on the demo store, as a family would use it. Each journey registers its own
 * account (a household of one, without a birthday yet), so it changes no one else's data.
 */
async function registerFamily(page: Page, firstName: string): Promise<void> {
  await page.goto('/register?returnUrl=%2Fuserinfo');
  // Let the page's own requests finish first: one still in flight when the account's new session
  // starts comes back with a guest session's cookie.
  await page.waitForLoadState('networkidle');
  const form = page.locator('form[action="/register"]');
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill('Rivera');
  await form.getByLabel('Email').fill(`${firstName.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`);
  await form.getByLabel('Password', { exact: true }).fill('Powder-Day-42');
  await form.getByLabel('Confirm password').fill('Powder-Day-42');
  await form.getByRole('button', { name: 'Create An Account' }).click();
  await page.waitForURL('**/userinfo');
}

const panel = (page: Page) => page.locator('resort-group-members');
const memberCard = (page: Page, name: string) => panel(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

/** A 600 by 450 PNG in two colours (left and right halves), made here so no file is needed. */
function twoColourPng(): Buffer {
  const [width, height] = [600, 450];
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) rows.set(x < width / 2 ? [30, 90, 160] : [240, 200, 40], y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

test('a family adds a member and a birthday, and the new member can be given a pass at once', async ({ page }) => {
  await registerFamily(page, 'Dana');
  const me = memberCard(page, 'Dana Rivera');
  await expect(me.getByText('Birthdate missing')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Add BirthDate, with the keyboard.
  await me.getByRole('button', { name: 'Add BirthDate, Dana Rivera' }).click();
  const dialog = panel(page).getByRole('dialog', { name: 'Add BirthDate for Dana Rivera' });
  await dialog.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'March' });
  await dialog.getByRole('combobox', { name: 'Day' }).selectOption('14');
  await dialog.getByRole('combobox', { name: 'Year' }).selectOption('1986');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).press('Enter');
  await expect(panel(page).getByRole('status').filter({ hasText: 'birthday has been set' })).toBeVisible();
  await expect(me.getByText(/^Adult, age \d+$/)).toBeVisible();

  // Add New Group Member: the tab, the form, then back to Your Group with the new member focused.
  await panel(page).getByRole('tab', { name: 'Your Group' }).press('ArrowRight');
  await expect(panel(page).getByRole('tab', { name: 'Add New Group Member', selected: true })).toBeFocused();
  await panel(page).getByRole('button', { name: 'Add Member' }).click();
  await expect(panel(page).getByText('First name is required')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await panel(page).getByRole('textbox', { name: 'First name' }).fill(' Milo ');
  await panel(page).getByRole('textbox', { name: 'Last name' }).fill('Rivera');
  await panel(page).getByRole('combobox', { name: 'Month' }).selectOption({ label: 'June' });
  await panel(page).getByRole('combobox', { name: 'Day' }).selectOption('3');
  await panel(page).getByRole('combobox', { name: 'Year' }).selectOption('2016');
  const changed = page.evaluate(() => new Promise<number>((resolve) => window.addEventListener('resort:members:changed', (event) => resolve(event.detail.members.length), { once: true })));
  await panel(page).getByRole('button', { name: 'Add Member' }).click();
  await expect(panel(page).getByRole('heading', { name: 'Milo Rivera' })).toBeFocused();
  expect(await changed).toBe(2);

  // The new member is assignable at once: the product offers them (Milo is 10: a child's pass)
  // and the cart groups them.
  await page.goto('/season-pass-child');
  const product = page.locator('main resort-product');
  await tookOver(page.locator('main resort-product'));
  await product.getByRole('radio', { name: /Milo Rivera/ }).check();
  await product.getByRole('button', { name: 'Add to cart' }).click();
  await expect(product.getByRole('status').filter({ hasText: 'Season Pass - Child was added to your cart' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.locator('resort-cart').getByRole('heading', { name: 'Milo Rivera' })).toBeVisible();

  // My Account's profile starts from what is on file (the birthday set above); a phone and an
  // address are saved, and are still there after a reload, with the household's name changed too.
  await page.goto('/userinfo');
  const profile = page.locator('resort-profile');
  await expect(profile.getByRole('textbox', { name: 'First name' })).toHaveValue('Dana');
  await expect(profile.getByRole('combobox', { name: 'Year' })).toHaveValue('1986');
  await profile.getByRole('textbox', { name: 'Last name' }).fill('');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByText('Last name is required')).toBeVisible();
  await expect(profile.getByRole('textbox', { name: 'Last name' })).toBeFocused();
  await profile.getByRole('textbox', { name: 'Last name' }).fill('Rivera-Lopez');
  await profile.getByRole('textbox', { name: 'Phone' }).fill('3035550100');
  await profile.getByRole('textbox', { name: 'City' }).fill('Breckenridge');
  await profile.getByRole('combobox', { name: 'Country' }).selectOption('US');
  await profile.getByRole('combobox', { name: 'State' }).selectOption('CO');
  expect(await axeViolations(page)).toEqual([]);
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByRole('status').filter({ hasText: 'Your profile has been saved.' })).toBeVisible();
  await page.reload();
  await expect(page.locator('resort-profile').getByRole('textbox', { name: 'City' })).toHaveValue('Breckenridge');
  await expect(page.locator('resort-profile').getByRole('combobox', { name: 'State' })).toHaveValue('CO');
  await expect(memberCard(page, 'Dana Rivera-Lopez')).toBeVisible();
});

test('a photo is cropped with the keyboard alone, uploaded at 400 by 400, and shown again after a reload', async ({ page }) => {
  await registerFamily(page, 'Kai');
  const me = memberCard(page, 'Kai Rivera');
  await me.getByRole('button', { name: 'New Photo, Kai Rivera' }).click();
  const dialog = panel(page).getByRole('dialog', { name: 'New Photo for Kai Rivera' });
  await dialog.getByLabel('Choose a photo').setInputFiles({ name: 'kai.png', mimeType: 'image/png', buffer: twoColourPng() });
  const square = dialog.locator('.ReactCrop__crop-selection');
  await expect(square).toBeFocused();
  // Move the square right and down, then shrink it from its bottom-right corner: keys only.
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(dialog.locator('[aria-live="polite"]')).toHaveText(/^Crop \d+ by \d+ pixels, \d+ from the left and \d+ from the top\.$/);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save Photo' }).focus();
  await page.keyboard.press('Enter');
  // The store decodes and re-encodes the image in plain JavaScript: give it time on a busy machine.
  await expect(dialog.getByText('Saved')).toBeVisible({ timeout: 20_000 });
  await expect(me.getByRole('img', { name: 'Photo of Kai Rivera' })).toBeVisible();

  await page.reload();
  const photo = memberCard(page, 'Kai Rivera').getByRole('img', { name: 'Photo of Kai Rivera' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight])).toEqual([400, 400]);
});

test('a media number is added with the 3-second status, and no one can touch another household’s member', async ({ page, consoleErrors }) => {
  consoleErrors.expect(loadFailed(400));
  await registerFamily(page, 'Ivy');
  const me = memberCard(page, 'Ivy Rivera');
  await me.getByRole('button', { name: 'Add Media, Ivy Rivera' }).click();
  const dialog = panel(page).getByRole('dialog', { name: 'Add Media for Ivy Rivera' });
  const number = dialog.getByRole('textbox', { name: 'Media number' });
  await number.pressSequentially(`${Date.now()}`.slice(-12));
  await expect(number).toHaveValue(/^\d{4}-\d{4}-\d{4}$/);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Add Media Number' }).click();
  await expect(dialog.getByText('Media number added.')).toBeVisible();
  await expect(dialog.getByText('Back to the form in 3 s')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 6000 });
  await expect(me.getByText(/^Media: 6001\d{12}$/)).toBeVisible();

  // Sam belongs to the seeded shopper's household, not to this one.
  const answer = await page.evaluate(async () => {
    const token = document.querySelector<HTMLInputElement>('input[name="__RequestVerificationToken"]')?.value ?? '';
    const headers = { 'Content-Type': 'application/json', RequestVerificationToken: token, 'X-Requested-With': 'XMLHttpRequest' };
    const response = await fetch('/api/customer/addbirthdate', { method: 'POST', headers, body: JSON.stringify({ ContactId: 3, BirthDate: '2001-01-01' }) });
    return { status: response.status, body: (await response.json()) as { message?: string } };
  });
  expect(answer).toEqual({ status: 400, body: expect.objectContaining({ message: 'That group member is not in your household.' }) });
});

/** What the message's box overlaps in the island: each button or member card it intersects, named. */
function coveredByMessage(page: Page): Promise<string[]> {
  return panel(page).evaluate((host) => {
    const root = host.shadowRoot ?? host;
    const message = root.querySelector('.rw-toast');
    if (!message) return ['no message'];
    const box = message.getBoundingClientRect();
    return [...root.querySelectorAll('button, .rw-member')].flatMap((element) => {
      if (message.contains(element)) return [];
      const other = element.getBoundingClientRect();
      const meets = other.width > 0 && other.height > 0 && other.left < box.right && other.right > box.left && other.top < box.bottom && other.bottom > box.top;
      return meets ? [`${element.tagName.toLowerCase()} “${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}” (${Math.round(Math.min(other.bottom, box.bottom) - Math.max(other.top, box.top))} px)`] : [];
    });
  });
}

for (const viewport of [{ width: 320, height: 568 }, { width: 375, height: 667 }]) {
  // 320 px, the narrowest and shortest, on every change; 375 px on demand.
  test(`${viewport.width} px: the message that a member was added hides neither the new member's card nor a control, and the next form's Add Member is free`, { tag: viewport.width === 320 ? [] : [ON_DEMAND_TAG] }, async ({ page }) => {
    await page.setViewportSize(viewport);
    await registerFamily(page, 'Jordan');
    // Below the first screen on a phone, the island starts when it is scrolled to.
    await panel(page).scrollIntoViewIfNeeded();
    await expect(memberCard(page, 'Jordan Rivera')).toBeVisible();
    await panel(page).getByRole('tab', { name: 'Add New Group Member' }).click();
    await panel(page).getByRole('textbox', { name: 'First name' }).fill('Milo');
    await panel(page).getByRole('textbox', { name: 'Last name' }).fill('Rivera');
    await panel(page).getByRole('combobox', { name: 'Month' }).selectOption({ label: 'June' });
    await panel(page).getByRole('combobox', { name: 'Day' }).selectOption('3');
    await panel(page).getByRole('combobox', { name: 'Year' }).selectOption('2016');
    await panel(page).getByRole('button', { name: 'Add Member' }).click();
    await expect(panel(page).getByRole('heading', { name: 'Milo Rivera' })).toBeFocused();
    // Still said politely, as it was.
    const message = panel(page).getByRole('status').filter({ hasText: 'Milo Rivera is now in your group.' });
    await expect(message).toBeVisible();
    await expect(message).toHaveAttribute('aria-live', 'polite');
    await memberCard(page, 'Milo Rivera').scrollIntoViewIfNeeded();
    expect(await coveredByMessage(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('added.png') });
    // The next member's form: its Add Member button is not under the message.
    await panel(page).getByRole('tab', { name: 'Add New Group Member' }).click();
    await panel(page).getByRole('button', { name: 'Add Member' }).scrollIntoViewIfNeeded();
    const left = await coveredByMessage(page);
    expect(left.filter((entry) => entry !== 'no message')).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('next-form.png') });
  });
}
