/**
 * Dates on the staff screens: the spec's English patterns in US English (`Jan 05 2024`,
 * `Jan 05, 2024`, `3/5/2026`), the store's own `display` form in any other locale (`5 janv. 2024`),
 * and `--` for anything that is not a date. The patterns are the spec's, kept as it writes them
 * (a two-digit day, no comma: `Mar 01 2026`, not the locale's medium date `Mar 1, 2026`):
 * "Admin dates display like MMM DD YYYY, and '--' when invalid" (the payment and pricing
 * schedules, and the Payment Plans lists beside them), the Attribute Pricing windows "like
 * 'Jan 05, 2024'", and the Subscription Types' dates "as month/day/year, or -- if invalid". Written by `src/core/dates.ts` (`dateText`), whose
 * `DATE_FORMS` hold the shopper's forms; these are kept here, with the admin tags, so a shopper's
 * page never carries them.
 */
import { useMemo } from 'react';
import { calendarDateAtStart, DATE_FORMS, dateText, type DateFormPatterns } from '../../core/dates.ts';
import { useIslandLanguage } from '../island-language.ts';

/** What a staff screen shows for a date it cannot read. */
export const INVALID_DATE_TEXT = '--';

const DAY_FIRST = DATE_FORMS.display[1];

/** The staff screens' forms: `admin` (`Jan 05 2024`), `adminComma` (`Jan 05, 2024`), `adminNumeric` (`3/5/2026`). */
export const ADMIN_DATE_FORMS = {
  admin: ['MMM DD YYYY', DAY_FIRST],
  adminComma: ['MMM DD, YYYY', DAY_FIRST],
  adminNumeric: ['M/D/YYYY', DAY_FIRST],
} as const satisfies Record<string, DateFormPatterns>;
export type AdminDateForm = keyof typeof ADMIN_DATE_FORMS;

/** `value` (a date, or a timestamp that starts with one) in `form` and `locale`; `--` when it is not a date. */
export function adminDate(value: string | null | undefined, locale: string, form: AdminDateForm = 'admin'): string {
  const date = calendarDateAtStart(value);
  return date === null ? INVALID_DATE_TEXT : dateText(date, locale, ADMIN_DATE_FORMS[form]);
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
