/** How a journey's person fills one of our date fields (`src/ui/fields/DateField.tsx`). */
import type { Locator } from '@playwright/test';
import type { FieldWords } from './shopper-words.ts';

/** A date in a `<resort-date-field>` or a date field of ours: its day, month (1–12) and year, each select found by its caption. */
export async function chooseDate(field: Locator, words: FieldWords, date: { day: number; month: number; year: number }): Promise<void> {
  await field.getByRole('combobox', { name: words.exact('field.date.month') }).selectOption(String(date.month));
  await field.getByRole('combobox', { name: words.exact('field.date.day') }).selectOption(String(date.day));
  await field.getByRole('combobox', { name: words.exact('field.date.year') }).selectOption(String(date.year));
}
