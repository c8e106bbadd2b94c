import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { ON_DEMAND_TAG } from '../on-demand.mjs';
import { axeViolations } from './household-helpers.ts';
import { fitProblems } from '../layout/text-fit.ts';

/**
 * The form fields as a legacy form uses them, in a real browser: form-associated custom elements
 * (ElementInternals) whose values the host's own `<form>` submits.
 */
const registerForm = (page: Page) => page.locator('form[action="/register"]');

test('/register: the date, country and state fields are sent with the legacy form, and reset with it', async ({ page }) => {
  await page.goto('/register');
  // A request of this page still in flight when the account's session starts would bring a guest cookie back.
  await page.waitForLoadState('networkidle');
  const form = registerForm(page);
  const date = form.locator('resort-date-field');
  await date.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'February' });
  await date.getByRole('combobox', { name: 'Day' }).selectOption('29');
  await date.getByRole('combobox', { name: 'Year' }).selectOption('2023');
  await expect(date.getByRole('alert')).toHaveText('That date does not exist: check the day and the month.');
  await date.getByRole('combobox', { name: 'Year' }).selectOption('2024');
  await expect(date.getByRole('alert')).toHaveCount(0);

  const country = form.locator('resort-country-select').getByRole('combobox', { name: 'Country' });
  await expect(country).toHaveValue('US');
  await expect(form.locator('resort-state-field').getByRole('combobox', { name: 'State' })).toBeVisible();
  // Keyboard only: focus the select and type the country's name.
  await country.focus();
  await country.selectOption('CA');
  const province = form.locator('resort-state-field').getByRole('combobox', { name: 'Province' });
  await expect(province).toBeVisible();
  await province.selectOption({ label: 'British Columbia' });

  // The browser's own form data: entries from ElementInternals, no hidden inputs of ours.
  const submitted = await form.evaluate((element: HTMLFormElement) => ({
    entries: [...new FormData(element).entries()].filter(([name]) => /^(DateOfBirth|CountryCode|StateProvince)/.test(name)),
    fallback: element.querySelectorAll('[data-resort-form-value]').length,
    listed: [...element.elements].map((control) => control.localName).filter((name) => name.startsWith('resort-')),
    internals: 'attachInternals' in HTMLElement.prototype,
  }));
  expect(submitted).toEqual({
    entries: [
      ['DateOfBirth', '2024-02-29'],
      ['DateOfBirth_day', '29'],
      ['DateOfBirth_month', '2'],
      ['DateOfBirth_year', '2024'],
      ['CountryCode', 'CA'],
      ['StateProvince', 'BC'],
    ],
    fallback: 0,
    listed: ['resort-date-field', 'resort-country-select', 'resort-state-field'],
    internals: true,
  });
  expect(await axeViolations(page)).toEqual([]);

  // A reset takes every field back to where it started (the state field follows the country).
  await form.evaluate((element: HTMLFormElement) => element.reset());
  await expect(country).toHaveValue('US');
  await expect(date.getByRole('combobox', { name: 'Year' })).toHaveValue('');
  await expect(form.locator('resort-state-field').getByRole('combobox', { name: 'State' })).toHaveValue('');

  // Sent: the account is made and signed in.
  await country.selectOption('CA');
  await province.selectOption('QC');
  await form.getByLabel('First name').fill('Robin');
  await form.getByLabel('Last name').fill('Lac');
  await form.getByLabel('Email').fill(`fields-${Date.now()}@example.com`);
  await form.getByLabel('Password', { exact: true }).fill('Powder-Day-42');
  await form.getByLabel('Confirm password').fill('Powder-Day-42');
  await form.getByRole('button', { name: 'Create An Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The island's greeting (the server's own, in the tag's light DOM, is hidden once the island is up).
  await expect(page.locator('resort-signin-menu').getByText('Hi, Robin', { exact: true }).filter({ visible: true })).toBeVisible();
});

test('a required field stops the legacy form and says what is missing', async ({ page }) => {
  await page.goto('/register');
  const form = registerForm(page);
  await expect(form.locator('resort-state-field').getByRole('combobox', { name: 'State' })).toBeVisible();
  await form.locator('resort-state-field').evaluate((element) => element.setAttribute('required', ''));
  const valid = await form.evaluate((element: HTMLFormElement) => element.checkValidity());
  expect(valid).toBe(false);
  await expect(form.locator('resort-state-field').getByRole('alert')).toHaveText('State is required.');
  await expect(form.locator('resort-state-field').getByRole('combobox', { name: 'State' })).toHaveAttribute('aria-invalid', 'true');
});

/**
 * The country a shopper chooses is read whole, however long its name: at a phone's width and a
 * laptop's, in English and in French, the longest names of each language's list (measured in the
 * select's own font, not picked by hand) are each chosen in turn and pictured.
 */
for (const language of ['en-US', 'fr-CA'] as const) {
  for (const width of [320, 1280]) {
    // English at 1280 px on demand (`test/on-demand.mjs`): its names are the shorter, in the wider form.
    test(`/register in ${language} at ${width} px: the longest country names are read whole`, { tag: language === 'en-US' && width === 1280 ? [ON_DEMAND_TAG] : [] }, async ({ page, context, baseURL }) => {
      await page.setViewportSize({ width, height: 720 });
      if (language === 'fr-CA') await context.addCookies([{ name: 'resort_lang', value: 'fr-CA', url: baseURL ?? '' }]);
      await page.goto('/register');
      await page.waitForLoadState('networkidle');
      const field = registerForm(page).locator('resort-country-select');
      const country = field.getByRole('combobox');
      // The page's country first: Canada on a French-Canadian page.
      await expect(country).toHaveValue(language === 'fr-CA' ? 'CA' : 'US');
      // The whole list is in once it holds more than the chosen country alone.
      await expect.poll(() => country.locator('option').count()).toBeGreaterThan(200);
      const longest = await country.evaluate((select: HTMLSelectElement) => {
        const canvas = new OffscreenCanvas(1, 1).getContext('2d')!;
        canvas.font = getComputedStyle(select).font;
        return [...select.options]
          .filter((option) => option.value !== '')
          .map((option) => ({ value: option.value, name: option.text, width: canvas.measureText(option.text).width }))
          .sort((a, b) => b.width - a.width)
          .slice(0, 3);
      });
      for (const { value, name } of longest) {
        await country.selectOption(value);
        await expect(country).toHaveValue(value);
        const box = await field.boundingBox();
        expect(box, `${name}: the field is on the page`).not.toBeNull();
        expect(box!.x + box!.width, `${name}: the field stays inside the window`).toBeLessThanOrEqual(width);
        // What the shopper sees inside the field: the chosen name, not cut.
        expect(await fitProblems(page), `${name} (${language}, ${width} px)`).toEqual([]);
        if (process.env.COUNTRY_SHOTS) await field.screenshot({ path: `${process.env.COUNTRY_SHOTS}/country-${language}-${width}-${value}.png` });
      }
    });
  }
}
