/**
 * A valid birthday, as the household's forms and the store check it: a real `YYYY-MM-DD` date, not
 * after today, in the last 100 years (the years a birth date field offers).
 */
import { calendarDate, calendarDateAtStart } from './dates.ts';

export const BIRTH_YEAR_SPAN = 100;

export function isValidBirthdate(value: string | null | undefined, today: string): boolean {
  const date = calendarDate(value);
  if (date === null) return false;
  const firstYear = Number(today.slice(0, 4)) - BIRTH_YEAR_SPAN + 1;
  return date <= today && Number(date.slice(0, 4)) >= firstYear;
}

/** Whole years from `dateOfBirth` (a date, or a timestamp that starts with one) to `today`; null for a bad or future birthdate. */
export function ageOn(dateOfBirth: string | null | undefined, today: string): number | null {
  const birth = calendarDateAtStart(dateOfBirth);
  if (birth === null) return null;
  const [year, month, day] = birth.split('-').map(Number) as [number, number, number];
  const [toYear, toMonth, toDay] = today.split('-').map(Number) as [number, number, number];
  const age = toYear - year - (toMonth < month || (toMonth === month && toDay < day) ? 1 : 0);
  return age >= 0 ? age : null;
}
