/**
 * Dates in an explicit pattern with dayjs (`MMM DD YYYY` in the admin, `YYYY-MM-DD` for schedules).
 */
import dayjs from 'dayjs';

/** Formats an ISO date or timestamp; text that is not a date is returned unchanged. */
export function formatDatePattern(value: string, pattern: string): string {
  const parsed = dayjs(value);
  return /^\d{4}-\d{2}-\d{2}/.test(value) && parsed.isValid() ? parsed.format(pattern) : value;
}
