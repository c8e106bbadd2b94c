/**
 * Dates on the staff screens: the spec's English patterns in US English (`Jan 05 2024`,
 * `Jan 05, 2024`, `3/5/2026`), the store's own `display` form in any other locale (`5 janv. 2024`),
 * and `--` for anything that is not a date. The patterns are `src/core/dates.ts`'s (`DATE_FORMS`).
 */
import { useMemo } from 'react';
import { calendarDateAtStart, dateText, type DateForm } from '../../core/dates.ts';
import { useIslandLanguage } from '../island-language.ts';

/** What a staff screen shows for a date it cannot read. */
export const INVALID_DATE_TEXT = '--';

/** The staff screens' forms of a date. */
export type AdminDateForm = Extract<DateForm, 'admin' | 'adminComma' | 'adminNumeric'>;

/** `value` (a date, or a timestamp that starts with one) in `form` and `locale`; `--` when it is not a date. */
export function adminDate(value: string | null | undefined, locale: string, form: AdminDateForm = 'admin'): string {
  const date = calendarDateAtStart(value);
  return date === null ? INVALID_DATE_TEXT : dateText(date, locale, form);
}

/** `adminDate` in the island's locale. */
export function useAdminDate(): (value: string | null | undefined, form?: AdminDateForm) => string {
  const { locale } = useIslandLanguage();
  return useMemo(() => (value, form) => adminDate(value, locale, form), [locale]);
}

/** A date in a staff list's cell, in the island's locale. */
export function AdminDate({ value, form }: { value: string | null | undefined; form?: AdminDateForm }) {
  return useAdminDate()(value, form);
}
