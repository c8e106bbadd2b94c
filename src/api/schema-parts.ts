/**
 * Parts every answer schema shares. A field a widget formats has to be something it can format: a
 * date field is a real date, so a formatter never meets "Infinity" or markup and throws. A list the
 * store sends is read entry by entry: an entry that does not parse is left out and noted, and the
 * rest of the list still shows, so one bad row never costs the shopper the whole widget.
 */
import * as z from 'zod/mini';
import { calendarDateAtStart } from '../core/dates.ts';

/**
 * The forms a store writes a date in: `YYYY-MM-DD`, or an ISO date-time whose first ten characters
 * are the date (`2027-01-09T00:00:00`, `2027-01-09T08:30:00.000Z`, `2027-01-09 08:30:00+01:00`).
 */
const ISO_DATE_OR_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,7})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;

/** The real calendar date `value` writes (trimmed), or null for anything else. */
export function readDate(value: string): string | null {
  const trimmed = value.trim();
  return ISO_DATE_OR_TIME.test(trimmed) ? calendarDateAtStart(trimmed) : null;
}

const NOT_A_DATE = 'Expected a date (YYYY-MM-DD or an ISO date-time)';

/**
 * A date field read as its calendar date, `YYYY-MM-DD` (a date-time gives its date). Empty text,
 * spaces, "Infinity", markup and impossible dates (February 30th) are refused.
 */
export const dateString = z.pipe(
  z.string(),
  z.transform((value, context) => {
    const date = readDate(value);
    if (date !== null) return date;
    context.issues.push({ code: 'custom', message: NOT_A_DATE, input: value });
    return z.NEVER;
  }),
);

/**
 * A date-time field kept as the store wrote it (trimmed), for screens that show the time too; it
 * must start with a real date in one of the forms `dateString` reads.
 */
export const dateTimeString = z.pipe(
  z.string(),
  z.transform((value, context) => {
    if (readDate(value) !== null) return value.trim();
    context.issues.push({ code: 'custom', message: NOT_A_DATE, input: value });
    return z.NEVER;
  }),
);

/**
 * `success: true`, for answers that are only read when the store did the thing. A custom check,
 * not `z.literal(true)`: the literal's machinery would land in the chunk every page loads.
 */
export const succeeded = z.custom<true>((value) => value === true, 'Expected success: true');

/** How many entries each list read by `listDropping` left out. */
const droppedBy = new WeakMap<object, number>();

/** How many entries of `list` (an answer read by `listDropping`) did not parse and were left out. */
export function droppedFrom(list: readonly unknown[]): number {
  return droppedBy.get(list) ?? 0;
}

/**
 * A list answer read entry by entry: entries that do not match `entry` are left out, counted (see
 * `droppedFrom`) and noted in the console with what they were (`what`, plural), so the rest of the
 * list still shows. The answer itself must still be a list. Typed as a list of `entry` both ways, so
 * fixtures written for the schema are still checked entry by entry.
 */
export function listDropping<Entry extends z.ZodMiniType>(entry: Entry, what: string): z.ZodMiniType<z.output<Entry>[], z.input<Entry>[]> {
  const schema = z.pipe(
    z.array(z.unknown()),
    z.transform((items): z.output<Entry>[] => {
      const kept: z.output<Entry>[] = [];
      for (const item of items) {
        const parsed = z.safeParse(entry, item);
        if (parsed.success) kept.push(parsed.data);
      }
      const dropped = items.length - kept.length;
      if (dropped > 0) {
        droppedBy.set(kept, dropped);
        console.warn(`resort-widgets: ${dropped} of ${items.length} ${what} in the store's answer could not be read and are not shown.`);
      }
      return kept;
    }),
  );
  return schema as unknown as z.ZodMiniType<z.output<Entry>[], z.input<Entry>[]>;
}
