/**
 * A valid birthday, as the household's forms and the store check it: a real `YYYY-MM-DD` date, not
 * after today, in the last 100 years (the years a birth date field offers).
 */
import { calendarDate } from './dates.ts';

export const BIRTH_YEAR_SPAN = 100;

export function isValidBirthdate(value: string | null | undefined, today: string): boolean {
  const date = calendarDate(value);
  if (date === null) return false;
  const firstYear = Number(today.slice(0, 4)) - BIRTH_YEAR_SPAN + 1;
  return date <= today && Number(date.slice(0, 4)) >= firstYear;
}
