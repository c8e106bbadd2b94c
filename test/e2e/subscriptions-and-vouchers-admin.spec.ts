import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { test, expect, loadFailed } from './fixtures.ts';
import { ON_DEMAND_TAG } from '../on-demand.mjs';
import { answersFromThePage, axeViolations, chooseDate, signIn, tookOver } from './helpers.ts';

const SUBSCRIPTIONS = '/Admin/Subscriptions';
const admin = (page: Page): Locator => page.locator('resort-subscriptions-admin');
const templates = (page: Page): Locator => page.locator('resort-voucher-templates');
const box = (page: Page): Locator => page.locator('resort-voucher-box');
/** A screen's first appearance waits for the loader, the tag's module and its screen's chunk. */
const FIRST_LOAD = { timeout: 20_000 };

/** The local date `days` from today, as a date field takes it. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

async function redeem(page: Page, code: string): Promise<Locator> {
  await page.goto('/');
  // The store's own voucher form inside the tag is in use until the widget has drawn its box.
  await tookOver(box(page), FIRST_LOAD);
  await expect(box(page).getByRole('textbox', { name: 'Voucher ID' })).toBeVisible(FIRST_LOAD);
  await box(page).getByRole('textbox', { name: 'Voucher ID' }).fill(code);
  await box(page).getByRole('button', { name: 'Redeem' }).click();
  return box(page).getByRole('dialog', { name: 'Voucher' });
}

test.describe('the subscriptions and voucher template admin', () => {
  // Journeys of several pages each: three times the default time (the tests run two at a time).
  test.slow();

  test('subscription types: create, edit and delete one with the keyboard and the modals', async ({ page }) => {
    await signIn(page, `${SUBSCRIPTIONS}?tab=types`, 'admin@example.com');
    const table = admin(page).getByRole('table', { name: 'Subscription types' });
    await expect(table.getByRole('button', { name: 'Edit Ski Club Monthly' })).toBeVisible(FIRST_LOAD);
    await expect(admin(page).getByRole('heading', { name: /^Subscription Types \(\d+\)$/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await admin(page).getByRole('button', { name: 'Create New' }).click();
    const create = admin(page).getByRole('dialog', { name: 'CREATE SUBSCRIPTION' });
    await expect(create.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await expect(create.getByRole('textbox', { name: 'Subscription Frequency Id' })).toHaveValue('1');
    await page.keyboard.type('E2E Night Skiing');
    await create.getByRole('textbox', { name: 'Amount' }).fill('39.50');
    expect(await axeViolations(page)).toEqual([]);
    await create.getByRole('button', { name: 'Save' }).click();
    await expect(create).toBeHidden();
    const edit = table.getByRole('button', { name: 'Edit E2E Night Skiing' });
    await expect(edit).toBeVisible();

    await edit.press('Enter');
    const update = admin(page).getByRole('dialog', { name: 'UPDATE SUBSCRIPTION' });
    await expect(update.getByRole('textbox', { name: 'Name' })).toHaveValue('E2E Night Skiing');
    await update.getByRole('textbox', { name: 'Name' }).fill('E2E Night Skiing Plus');
    await update.getByRole('button', { name: 'Save' }).click();
    // The focus is back on the row it was opened from.
    await expect(table.getByRole('button', { name: 'Edit E2E Night Skiing Plus' })).toBeFocused();

    await table.getByRole('button', { name: 'Delete E2E Night Skiing Plus' }).press('Enter');
    const confirm = admin(page).getByRole('dialog', { name: 'Delete Subscription' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(table.getByRole('button', { name: /E2E Night Skiing/ })).toHaveCount(0);
  });

  test('subscription enrollments: find one, refuse a past next payment date, change the date and status; Back returns to the search; export it as CSV', async ({ page }) => {
    await signIn(page, SUBSCRIPTIONS, 'admin@example.com');
    const search = admin(page).getByRole('search', { name: 'Search subscription enrollments' });
    await expect(search).toBeVisible(FIRST_LOAD);
    await search.getByRole('textbox', { name: 'Last Name' }).fill('Abbott');
    await search.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Active' });
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(`${SUBSCRIPTIONS}?lastName=Abbott&status=1`);
    const table = admin(page).getByRole('table', { name: 'Subscription enrollments' });
    await expect(table.getByRole('row').nth(1)).toContainText('Abbott');
    expect(await axeViolations(page)).toEqual([]);

    const first = table.getByRole('radio').first();
    await first.check();
    const id = (await first.getAttribute('aria-label'))!.match(/Select enrollment (\d+),/)![1]!;
    const changes = admin(page).getByRole('region', { name: new RegExp(`^Enrollment ${id}:`) });
    const date = changes.getByRole('group', { name: 'Next Payment Date' });
    // The spec's calendar starts today, so the field's years start at this one: its past dates are
    // this year's, and the year's first day is one every day but 1 January (yesterday was not on
    // 1 January). On that day the field holds no past date at all, and offers no earlier year.
    const today = dayFromToday(0);
    const newYearsDay = `${today.slice(0, 4)}-01-01`;
    if (newYearsDay < today) {
      await chooseDate(date, newYearsDay);
      await changes.getByRole('button', { name: 'Update Next Payment Date' }).click();
      await expect(changes.getByRole('alert')).toHaveText('The next payment date cannot be in the past.');
    } else {
      await expect(date.locator('.rw-datefield__part--year option', { hasText: String(Number(today.slice(0, 4)) - 1) })).toHaveCount(0);
    }

    const next = dayFromToday(40);
    await chooseDate(date, next);
    await changes.getByRole('button', { name: 'Update Next Payment Date' }).click();
    const [year, month, day] = next.split('-').map(Number);
    const row = table.locator(`tr[data-row-key="${id}"]`);
    await expect(row).toContainText(`${month}/${day}/${year}`);
    await changes.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Frozen' });
    await changes.getByRole('button', { name: 'Update Enrollment' }).click();
    await expect(row).toContainText('Frozen');
    expect(await axeViolations(page)).toEqual([]);

    // Away and Back: the same search, in the form and the table.
    await page.goto('/Admin/Product/List');
    await page.goBack();
    await expect(page).toHaveURL(`${SUBSCRIPTIONS}?lastName=Abbott&status=1`);
    await expect(search.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Abbott', FIRST_LOAD);
    await expect(table.getByRole('row').nth(1)).toContainText('Abbott');

    const records = Number((await admin(page).getByText(/ records$/).textContent())!.match(/([\d,]+) records/)![1]!.replace(',', ''));
    const download = page.waitForEvent('download');
    await admin(page).getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^subscription-enrollments-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(records + 1);
    expect(lines.slice(1).every((line) => line.split(',')[2] === 'Abbott' && line.split(',')[10] === 'Active')).toBe(true);
  });

  test('a voucher template added to a product redeems in the voucher box; removed, the voucher is refused', async ({ page }) => {
    await signIn(page, '/Admin/Product/Edit/3', 'admin@example.com');
    const add = templates(page).getByRole('form', { name: 'Add a voucher template' });
    await expect(add).toBeVisible(FIRST_LOAD);
    await add.getByRole('textbox', { name: 'Voucher Template ID' }).fill('LIFT-1-DAY');
    await add.getByRole('button', { name: 'Add' }).click();
    const table = templates(page).getByRole('table', { name: 'Voucher templates of this product' });
    await expect(table.getByRole('rowheader', { name: 'LIFT-1-DAY' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const valid = await redeem(page, 'VCH-LIFT-1');
    await expect(valid).toContainText('1-Day Lift Ticket');
    await expect(valid).toContainText('Voucher ID: VCH-LIFT-1');

    await page.goto('/Admin/Product/Edit/3');
    await expect(table.getByRole('rowheader', { name: 'LIFT-1-DAY' })).toBeVisible(FIRST_LOAD);
    await table.getByRole('button', { name: 'Remove LIFT-1-DAY' }).click();
    await templates(page).getByRole('dialog', { name: 'Remove Voucher Template' }).getByRole('button', { name: 'Remove' }).click();
    await expect(table.getByRole('rowheader', { name: 'LIFT-1-DAY' })).toHaveCount(0);

    const refused = await redeem(page, 'VCH-LIFT-1');
    await expect(refused.getByRole('alert')).toContainText('The voucher ID you entered is not valid.');

    for (const path of ['/Admin/Discount/Edit/401', '/Admin/Product/Create', '/Admin/Discount/Create']) {
      await page.goto(path);
      await expect(templates(page).getByText(/Required: a voucher of DISCOUNT-401\.|Options available after (product|discount) is saved\./)).toBeVisible(FIRST_LOAD);
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  test('a shopper gets the sign-in page for the admin pages and 403 from every admin call', async ({ page, consoleErrors }) => {
    consoleErrors.expect(loadFailed(403));
    await signIn(page, '/', 'shopper@example.com');
    for (const path of [SUBSCRIPTIONS, '/Admin/Product/Edit/1', '/Admin/Discount/Create']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login\?returnUrl=/);
    }
    const statuses = await answersFromThePage(page, [
      ['GET', '/api/subscriptions/enrollments?pageNumber=1&pageSize=10'],
      ['GET', '/api/subscriptions/enrollments/export'],
      ['GET', '/api/subscriptions/enrollments/statuses'],
      ['PUT', '/api/subscriptions/enrollments', { SubscriptionEnrollmentId: 1, SubscriptionEnrollmentStatusId: 2, SubscriptionId: 1 }],
      ['PUT', '/api/subscriptions/enrollments/nextpaymentdate', { SubscriptionEnrollmentId: 1, NextPaymentDate: '2031-01-01' }],
      ['GET', '/api/subscriptions/basic'],
      ['POST', '/api/subscriptions/basic', {}],
      ['PUT', '/api/subscriptions/basic', {}],
      ['DELETE', '/api/subscriptions/basic/1'],
      ['GET', '/api/vouchers/1'],
      ['POST', '/api/vouchers', { ProductId: 3, VoucherId: 'LIFT-1-DAY' }],
      ['PUT', '/api/vouchers/', { Id: 1, ShowInMyAccount: true, AllowViewPrint: true, AllowRedeem: false, AllowEmail: true }],
      ['DELETE', '/api/vouchers/1'],
      ['GET', '/api/discountrules/vouchers/discount/401/1'],
      ['POST', '/api/discountrules/vouchers/discount', { DiscountId: 401, DiscountRequirementId: 1, VoucherTemplateId: null }],
      ['GET', '/api/admin/payment-plans/enrollments/export'],
    ]);
    expect(statuses).toHaveLength(16);
    for (const line of statuses) expect(line).toMatch(/ 403$/);
  });
});

/**
 * The header row's height and that of the tallest header in sight (its text and the cell's padding
 * and border), in px, with where the held first column and the scrolling box are.
 */
function headerRow(table: Locator) {
  return table.evaluate((element) => {
    const row = element.querySelector('thead tr')!;
    const scroller = element.parentElement!;
    const frame = scroller.getBoundingClientRect();
    let tallest = 0;
    for (const cell of row.children) {
      const box = cell.getBoundingClientRect();
      if (box.right <= frame.left + 1 || box.left >= frame.right - 1) continue;
      const text = document.createRange();
      text.selectNodeContents(cell);
      const style = getComputedStyle(cell);
      tallest = Math.max(tallest, text.getBoundingClientRect().height + parseFloat(style.paddingTop) + parseFloat(style.paddingBottom) + parseFloat(style.borderBottomWidth));
    }
    return { row: row.getBoundingClientRect().height, tallest, scrolls: scroller.scrollWidth > scroller.clientWidth + 1 };
  });
}

/** Where the first column's header is once the list is scrolled to its end, against the scrolling box (px). */
function heldAtEnd(table: Locator) {
  return table.evaluate((element) => {
    const scroller = element.parentElement!;
    scroller.scrollLeft = scroller.scrollWidth;
    return element.querySelector('thead th')!.getBoundingClientRect().left - scroller.getBoundingClientRect().left;
  });
}

// The admin lists scroll sideways on a phone with their first column held. A header beside it
// squeezed to its longest word wrapped to many lines out of sight and made the header row that
// tall: a band of blank above the headers in sight (at 320 px the Subscription Types' row was 81 px
// in English and 145 in French for headers of 38).
test.describe('the admin lists at 320 px', () => {
  test.use({ viewport: { width: 320, height: 800 } });
  const lists = [
    { path: `${SUBSCRIPTIONS}?tab=types`, tag: 'resort-subscriptions-admin' },
    { path: '/Admin/PaymentPlans/Configure/Schedules', tag: 'resort-payment-plans-admin' },
  ];
  for (const language of ['en', 'fr-CA']) {
    // English on demand (`test/on-demand.mjs`): the French headers are the longer and wrap the most.
    test(`in ${language}: each header row is as tall as the headers in sight, and the first column is held`, { tag: language === 'fr-CA' ? [] : [ON_DEMAND_TAG] }, async ({ page, context, baseURL }) => {
      await signIn(page, '/', 'admin@example.com');
      if (language === 'fr-CA') await context.addCookies([{ name: 'resort_lang', value: 'fr-CA', url: baseURL ?? '' }]);
      for (const { path, tag } of lists) {
        await page.goto(path);
        const table = page.locator(tag).locator('table').first();
        await expect(table.locator('tbody tr').first()).toBeVisible(FIRST_LOAD);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const { row, tallest, scrolls } = await headerRow(table);
        expect(scrolls, `${path}: the list scrolls sideways`).toBe(true);
        expect(row, `${path}: the header row against the tallest header in sight (${tallest.toFixed(1)} px)`).toBeLessThanOrEqual(tallest + 2);
        expect(Math.abs(await heldAtEnd(table)), `${path}: the first column stays at the box's start`).toBeLessThanOrEqual(2);
        if (process.env.ADMIN_SHOTS) await table.locator('xpath=..').screenshot({ path: `${process.env.ADMIN_SHOTS}/${tag}-${language}.png` });
      }
    });
  }
});
