/**
 * Calendar dates as the store writes them, `YYYY-MM-DD`, and the resort's clock: one home for the
 * rules every widget and the demo store share, on dayjs (with its `utc` and `customParseFormat`
 * plugins; lint refuses dayjs, and a Date's own fields, anywhere else). A "real" date exists on the
 * calendar: dayjs reads `YYYY-MM-DD` strictly, so February 30th is refused, never rolled over to
 * March. A value that only starts with one (`2024-01-05T00:00:00`, the legacy timestamps) is read
 * for its date where the caller says so.
 *
 * "Today" is the resort's: page data's `DefaultStoreTimeZoneOffset` is a fixed offset from UTC
 * (hours; a few hosts write minutes), so the resort's day turns over at its own midnight whatever
 * the browser's zone and whichever day the browser's clocks change. Only without an offset does
 * the machine's own zone decide. Days are counted on the calendar (in UTC), never as 24-hour steps
 * of a local clock, which lose or gain an hour on those days.
 */
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import utc from 'dayjs/plugin/utc.js';
import { warnOnce } from './shared.ts';

dayjs.extend(utc);
dayjs.extend(customParseFormat);

/** The store's calendar date, as it writes and takes it. */
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';
const DATE_AT_START = /^\d{4}-\d{2}-\d{2}/;
/** No zone is more than 14 hours from UTC: a larger offset is written in minutes (-420 for -7). */
const MAX_OFFSET_HOURS = 14;
/** A UTC day; the calendar here is UTC, which no clock change touches. */
const DAY_MS = 86_400_000;
/** Day numbers count from here. */
const EPOCH = dayjs.utc(0);

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * Days read so far. Strict parsing builds and checks the whole date each time (some 10 µs); a list
 * of 10,000 entries reads the same few hundred dates over and over, so each is read once.
 */
const readDays = new Map<string, Dayjs | null>();
const READ_DAYS_KEPT = 5000;

/** A real `YYYY-MM-DD` date as a dayjs day (midnight UTC), or null: strict, so 2023-02-29 is null. */
function day(value: string): Dayjs | null {
  let parsed = readDays.get(value);
  if (parsed === undefined) {
    const read = dayjs.utc(value, ISO_DATE_FORMAT, true);
    parsed = read.isValid() ? read : null;
    if (readDays.size >= READ_DAYS_KEPT) readDays.clear();
    readDays.set(value, parsed);
  }
  return parsed;
}

/** `value` when it is exactly a real `YYYY-MM-DD` date, otherwise null. */
export function calendarDate(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length !== 10) return null;
  return calendarDateAtStart(value);
}

/**
 * The real `YYYY-MM-DD` date that `value` starts with (a date or a timestamp), or null. Spaces
 * around it are ignored.
 */
export function calendarDateAtStart(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const match = DATE_AT_START.exec(value.trim());
  return match && day(match[0]) ? match[0] : null;
}

/** True when `value` is exactly a real `YYYY-MM-DD` date. */
export function isCalendarDate(value: string | null | undefined): value is string {
  return calendarDate(value) !== null;
}

/** Days since 1970-01-01 of a real `YYYY-MM-DD` date, or null; for comparing and counting days. */
export function dayNumber(value: string | null | undefined): number | null {
  const date = calendarDate(value);
  const parsed = date === null ? null : day(date);
  // Midnight UTC to midnight UTC: whole days, without diff's month-aware walk.
  return parsed === null ? null : Math.round(parsed.valueOf() / DAY_MS);
}

/** The `YYYY-MM-DD` date of a day number. */
export function fromDayNumber(days: number): string {
  return EPOCH.add(days, 'day').format(ISO_DATE_FORMAT);
}

/** A real date from its parts (as a legacy day/month/year picker posts them), or null. */
export function dateFromParts(year: number, month: number, date: number): string | null {
  if (![year, month, date].every(Number.isInteger)) return null;
  const text = `${pad(year, 4)}-${pad(month)}-${pad(date)}`;
  return day(text) ? text : null;
}

/**
 * `date` moved by `days` calendar days. Callers hold a real date (check input with `calendarDate`
 * first): anything else is a mistake in the code, so it throws rather than invent a day.
 */
export function addDays(date: string, days: number): string {
  const parsed = calendarDate(date) === null ? null : day(date);
  if (parsed === null || !Number.isInteger(days)) throw new RangeError(`addDays(${JSON.stringify(date)}, ${days}): not a calendar date and a whole number of days`);
  return parsed.add(days, 'day').format(ISO_DATE_FORMAT);
}

/** The day of the week of a real date, 0 (Sunday) to 6 (Saturday), or null. */
export function weekday(date: string | null | undefined): number | null {
  const real = calendarDate(date);
  return real === null ? null : (day(real)?.day() ?? null);
}

/** How many days `month` (1–12) of `year` has. */
export function daysInMonth(year: number, month: number): number {
  return EPOCH.year(year).month(month - 1).daysInMonth();
}

/** dayjs's name of the French locale the store writes in. */
const FRENCH = 'fr-ca';
/** French month and day names are loaded with the first French island; English is dayjs's own. */
let frenchLoad: Promise<void> | null = null;
let frenchLoaded = false;

/** True for any French locale (`fr`, `fr-CA`, `fr_FR`): the store writes its dates in Canadian French. */
const isFrench = (locale: string) => /^fr(?:[-_]|$)/i.test(locale.trim());

/**
 * dayjs's locale for `locale`: its `fr-ca` for French once `loadDateLocale` has loaded it, else
 * English (every English locale names months alike; the order of a date's parts is the pattern's).
 */
function dateLocale(locale: string | undefined): string {
  return locale !== undefined && frenchLoaded && isFrench(locale) ? FRENCH : 'en';
}

/**
 * Loads dayjs's `fr-ca` month and day names when `locale` is French (its own small chunk, so an
 * English page never fetches it); resolves at once for English or once loaded. It never rejects:
 * a locale that cannot be loaded leaves dates in English month names, and says so once.
 */
export function loadDateLocale(locale: string): Promise<void> {
  if (!isFrench(locale)) return Promise.resolve();
  frenchLoad ??= import('dayjs/locale/fr-ca.js').then(
    (module) => {
      // Registered on this copy of dayjs (a UMD file and the ESM build each hold one).
      dayjs.locale(module.default, undefined, true);
      frenchLoaded = true;
      formatted.clear();
    },
    (error: unknown) => {
      frenchLoad = null;
      warnOnce('dates:fr-ca', `resort-widgets: French month names could not be loaded; dates show in English. ${String(error)}`);
    },
  );
  return frenchLoad;
}

/**
 * A French pattern for the first of a month: its day of the month written `1er`, as French writes
 * the first (`1er janv. 2027`, `vendredi 1er janvier`; the 2nd is `2`). Only the bare day (`D`) is
 * a word: the two-digit day of a numeric date (`DD`, `01/01/2027`) stays as it is, and so does
 * text the pattern escapes (`[...]`).
 */
const firstOfMonth = (pattern: string): string => pattern.replace(/\[[^\]]*\]|D+o?/g, (token) => (token === 'D' ? '[1er]' : token));

/**
 * A real date (or the date a timestamp starts with) in a dayjs pattern, with `locale`'s month and
 * day names (English without one; in French the first of a month is `1er`): the forms of `DATE_FORMS` and the features' own, through
 * `dateText` (`20 déc. 2026` in French), and a weekday or a month name alone. Text that is not a
 * real date is returned unchanged.
 */
export function formatDate(value: string, pattern: string, locale?: string): string {
  const date = calendarDateAtStart(value);
  const parsed = date === null || !value.trimStart().startsWith(date) ? null : day(date);
  if (parsed === null) return value;
  const language = dateLocale(locale);
  const key = `${language}|${pattern}|${date}`;
  let text = formatted.get(key);
  if (text === undefined) {
    text = (language === 'en' ? parsed : parsed.locale(language)).format(language === FRENCH && parsed.date() === 1 ? firstOfMonth(pattern) : pattern);
    if (formatted.size >= READ_DAYS_KEPT) formatted.clear();
    formatted.set(key, text);
  }
  return text;
}

/** US English writes the month first; every other locale the store serves writes the day first. */
export function monthFirst(locale: string): boolean {
  return /^en(?:[-_]us)?$/i.test(locale.trim());
}

/**
 * The forms a date takes for a person, each as US English writes it (month first) and as every
 * other locale does (day first). One form per kind of place, so a page never writes the same kind
 * of date two ways. Every page may draw these:
 *
 * - `display`: the store's own pages and every date a shopper reads in a list, a schedule, a cart
 *   line, an order or a signed waiver (`Dec 19, 2026`, `19 déc. 2026`); a host may choose
 *   `long` or `numeric` instead (page data `DateDisplayFormat`, `displayForm`);
 * - `long`: My Account (`December 19, 2026`, `19 décembre 2026`);
 * - `numeric`: what a date field takes and its messages name (`12/19/2026`, `19/12/2026`);
 * - `schedule`: the schedule viewer's payment dates (`12/19/2026`, `19/12/2026`), as the spec
 *   writes them whatever the host's display format.
 *
 * A feature's own forms sit beside it, written by `dateText` too, so a page that never shows them
 * does not carry them: the product's chosen days and calendar (`widgets/product/dates/date-text.ts`:
 * `Saturday, December 19, 2026`, `samedi 19 décembre 2026`) and the staff screens' English patterns
 * (`src/ui/admin/admin-date.ts`: `Jan 05 2024` in US English, the `display` form elsewhere).
 * `date-forms.test.ts` holds every one of them in both languages.
 */
export const DATE_FORMS = {
  display: ['MMM D, YYYY', 'D MMM YYYY'],
  long: ['MMMM D, YYYY', 'D MMMM YYYY'],
  numeric: ['M/D/YYYY', 'DD/MM/YYYY'],
  schedule: ['MM/DD/YYYY', 'DD/MM/YYYY'],
} as const satisfies Record<string, DateFormPatterns>;
export type DateForm = keyof typeof DATE_FORMS;
/** A form's patterns: month first (US English), day first (every other locale). */
export type DateFormPatterns = readonly [monthFirst: string, dayFirst: string];

/** The date display formats a host may choose with `DateDisplayFormat`; the spec's default is `MMM/D/Y`. */
export const DEFAULT_DATE_DISPLAY_FORMAT = 'MMM/D/Y';

/**
 * The form of a host's `DateDisplayFormat`: `MMM/D/Y` (the default, and any format not known)
 * the `display` form, `MMMM/D/Y` the `long` one, `M/D/Y` the `numeric` one. The format names the
 * fields; their order and punctuation are the locale's.
 */
export function displayForm(format: string = DEFAULT_DATE_DISPLAY_FORMAT): DateForm {
  return format === 'M/D/Y' ? 'numeric' : format === 'MMMM/D/Y' ? 'long' : 'display';
}

/**
 * A real date (or the date a timestamp starts with) in `form` (or a form's own patterns), in
 * `locale`'s order and with its month and day names (French once `loadDateLocale` has loaded
 * them). Text that is not a date is returned unchanged.
 */
export function dateText(value: string, locale: string, form: DateForm | DateFormPatterns): string {
  return formatDate(value, (typeof form === 'string' ? DATE_FORMS[form] : form)[monthFirst(locale) ? 0 : 1], locale);
}

/**
 * Times of day as the store writes them (the time pattern): hours 0–23, minutes and seconds 00–59,
 * an optional AM/PM (`9:00`, `09:00:30`, `2:30 PM`, `14:30`).
 */
const TIME_OF_DAY = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?\s*([AaPp][Mm])?$/;

/** Seconds after midnight of a time that fits the time pattern, or null. */
export function parseTimeOfDay(value: string | null | undefined): number | null {
  if (typeof value !== 'string') return null;
  const match = TIME_OF_DAY.exec(value.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = Number(match[3] ?? 0);
  const half = match[4]?.toUpperCase();
  // With AM/PM, 12 AM is midnight and 12 PM noon; an hour past 12 is already on the 24-hour clock.
  if (half === 'AM' && hours === 12) hours = 0;
  if (half === 'PM' && hours < 12) hours += 12;
  return hours * 3600 + minutes * 60 + seconds;
}

/** True when `value` fits the time pattern. */
export function isTimeOfDay(value: string | null | undefined): boolean {
  return parseTimeOfDay(value) !== null;
}

/**
 * A time of day (seconds after midnight) as the date pickers show it: in English the pickers'
 * pattern `hh:ii aa`, two-digit 12-hour hours, minutes and a lower-case `am`/`pm` (`09:00 am`,
 * `12:30 pm`); in French the 24-hour clock Canadian French writes (`09 h 00`, `13 h 30`).
 */
export function formatTimeOfDay(seconds: number, locale?: string): string {
  const minutes = Math.floor(seconds / 60) % (24 * 60);
  const hours = Math.floor(minutes / 60);
  if (locale !== undefined && isFrench(locale)) return `${pad(hours)} h ${pad(minutes % 60)}`;
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${pad(twelve)}:${pad(minutes % 60)} ${hours < 12 ? 'am' : 'pm'}`;
}

/**
 * A value the store's data writes as a time of day (`1:00 PM`), as a page in `locale` writes it:
 * French's 24-hour clock (`13 h 00`); English keeps the store's own wording. Other text unchanged.
 */
export function storeTimeText(text: string, locale: string): string {
  const seconds = isFrench(locale) ? parseTimeOfDay(text) : null;
  return seconds === null ? text : formatTimeOfDay(seconds, locale);
}

/** Dates formatted so far, by pattern: a long list shows the same dates many times. */
const formatted = new Map<string, string>();

/** Page data `DefaultStoreTimeZoneOffset`: hours from UTC (minutes beyond ±14); null when the host gives none. */
export type TimeZoneOffset = number | null | undefined;

export interface ResortClock {
  /** Today at the resort, `YYYY-MM-DD`. */
  date: string;
  /** Seconds since the resort's midnight. */
  seconds: number;
}

/** The resort's offset from UTC in minutes, or null when unknown. */
function offsetMinutes(offset: TimeZoneOffset): number | null {
  if (offset === null || offset === undefined || !Number.isFinite(offset)) return null;
  return Math.abs(offset) > MAX_OFFSET_HOURS ? offset : offset * 60;
}

/** The calendar date of `at` in this machine's own time zone (the browser's, or the server's). */
export function localDate(at: Date | number): string {
  return dayjs(at).format(ISO_DATE_FORMAT);
}

/**
 * The date and time of day at the resort at `now` (milliseconds since the epoch), from its fixed
 * offset; in this machine's own zone when the offset is unknown. (The clock is UTC moved by the
 * offset, read as UTC: dayjs's `utcOffset` would take a small number of minutes for hours.)
 */
export function resortClock(now: number, timeZoneOffset: TimeZoneOffset): ResortClock {
  const shift = offsetMinutes(timeZoneOffset);
  const at = shift === null ? dayjs(now) : dayjs.utc(now).add(shift, 'minute');
  return { date: at.format(ISO_DATE_FORMAT), seconds: at.hour() * 3600 + at.minute() * 60 + at.second() };
}

/**
 * Midnight of a real date on this machine's own clock, for a date picker that works in local
 * `Date`s (react-day-picker): `localDate` of the answer is `date` again.
 */
export function localMidnight(date: string): Date {
  const real = calendarDate(date);
  if (real === null) throw new RangeError(`localMidnight(${JSON.stringify(date)}): not a calendar date`);
  return dayjs(real, ISO_DATE_FORMAT, true).toDate();
}

/** Today's date (`YYYY-MM-DD`) at the resort. */
export function resortToday(now: number, timeZoneOffset: TimeZoneOffset): string {
  return resortClock(now, timeZoneOffset).date;
}
