import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { axeViolations } from './household-helpers.ts';

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
