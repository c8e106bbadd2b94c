/**
 * Dates in an explicit pattern (`MMM DD YYYY` in the admin, `YYYY-MM-DD` for schedules): the
 * tokens `YYYY`, `MMM` (English month abbreviation), `MM`, `M`, `DD` and `D`, as dayjs spells
 * them. Written here because these six tokens were all dayjs did for us, at 3 KiB over the wire on
 * every admin page (`docs/dependencies.md`).
 */
import { calendarDateAtStart } from './dates.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const TOKENS = /YYYY|MMM|MM|M|DD|D/g;

/**
 * Formats the real date an ISO date or timestamp starts with (its calendar day as written, never
 * moved by a time zone); text that is not a date is returned unchanged.
 */
export function formatDatePattern(value: string, pattern: string): string {
  const date = calendarDateAtStart(value);
  if (date === null || !value.trimStart().startsWith(date)) return value;
  const [year = '', month = '', day = ''] = date.split('-');
  const parts: Record<string, string> = {
    YYYY: year,
    MMM: MONTHS[Number(month) - 1] ?? month,
    MM: month,
    M: String(Number(month)),
    DD: day,
    D: String(Number(day)),
  };
  return pattern.replace(TOKENS, (token) => parts[token] ?? token);
}
