/**
 * The input layer's vocabulary: the zod building blocks every route reads its input with, and the
 * readers that turn a failed parse into 400 and a message. The rule they keep is that the
 * database never sees an unchecked value:
 *
 * - text is trimmed, has no control character (the guard refuses those before any route runs) and
 *   has a maximum length;
 * - an id is a positive whole number that fits PostgreSQL's `integer` (int4), sent as a number or
 *   as its plain digits ("12", never "012", "1e1", "1.5" or "+3");
 * - money and percentages are finite, within bounds, with at most their precision in decimals;
 * - a date is exactly `YYYY-MM-DD`, a real calendar date in the store's years, and the parsed
 *   value is what gets written (never the text that was sent);
 * - a boolean is `true`/`false` (or the text of one).
 *
 * A route reads its params, query and body through `readParam`, `readQuery`, `readJson` and
 * `readForm`, so a value that fails its schema is answered 400 with the schema's first message.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from './app-env.ts';
import { parseIsoDate } from './dates.ts';
import { badRequest } from './http-error.ts';
import { hasRawControlCharacter } from './input-guard.ts';
import { readFields } from './request-body.ts';
import { safeReturnUrl } from './return-url.ts';
import { english } from '../text/store-text.ts';

/** PostgreSQL's `integer`. */
export const MAX_INT4 = 2_147_483_647;

export const CONTROL_CHARACTER_TEXT = english('msg.input.controlCharacter');

/**
 * Trimmed text of at most `max` characters (and at least `min`, 0 by default), without control
 * characters: the guard refuses those in URLs and bodies, and this refuses them where the guard
 * does not look (the text fields of a multipart body).
 */
export function text(max: number, messages: { required?: string; tooLong?: string } = {}, min = 0) {
  const tooLong = messages.tooLong ?? english('msg.input.tooLong', { max });
  const required = messages.required ?? english('msg.input.required');
  return z
    .string({ error: messages.required ?? 'Send this field as text.' })
    .refine((value) => !hasRawControlCharacter(value), CONTROL_CHARACTER_TEXT)
    .transform((value) => value.trim())
    .pipe(z.string().min(min, required).max(max, tooLong));
}

/** Text that must not be blank. */
export const requiredText = (max: number, required: string, tooLong?: string) =>
  text(max, { required, ...(tooLong ? { tooLong } : {}) }, 1);

/** A whole number from `min` to `max` (int4 at most), sent as a number or as its plain digits. */
export function wholeNumber(min: number, max: number = MAX_INT4, message = english('msg.input.wholeNumber', { min, max })) {
  return z
    .union([z.number(), z.string().regex(/^(0|-?[1-9]\d{0,9})$/, message).transform(Number)], { error: message })
    .pipe(z.number({ error: message }).int(message).min(min, message).max(Math.min(max, MAX_INT4), message));
}

/** A database id: a positive int4. */
export const id = (message = 'Invalid id.') => wholeNumber(1, MAX_INT4, message);

/** A decimal with at most `decimals` places, from `min` to `max`, sent as a number or as text. */
export function decimal(min: number, max: number, decimals: number, message: string) {
  const pattern = new RegExp(decimals > 0 ? `^-?\\d{1,12}(\\.\\d{1,${decimals}})?$` : '^-?\\d{1,12}$');
  return z
    .union([z.number(), z.string().trim().regex(pattern, message).transform(Number)], { error: message })
    .pipe(
      z
        .number({ error: message })
        .refine((value) => Number.isFinite(value) && value >= min && value <= max, message)
        .refine((value) => Math.abs(Math.round(value * 10 ** decimals) - value * 10 ** decimals) < 1e-6, message),
    );
}

/** An amount of money in the store's currency, 0 to 1,000,000.00, with cents at most. */
export const money = (message = 'Enter an amount from 0 to 1,000,000 with at most 2 decimals.') => decimal(0, 1_000_000, 2, message);

/** A percentage from 0 to 100 with at most 2 decimals. */
export const percent = (message = 'Enter a percentage from 0 to 100 with at most 2 decimals.') => decimal(0, 100, 2, message);

/** A real calendar date written exactly `YYYY-MM-DD`; the value is the date as parsed. */
export const isoDate = (message = english('msg.input.date')) =>
  z.string({ error: message }).transform((value, ctx) => {
    const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseIsoDate(value) : null;
    if (date === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return date;
  });

/** An optional date that may be null (a schedule's blank date). */
export const nullableIsoDate = (message?: string) => isoDate(message).nullable();

/** `true` or `false`, as a JSON boolean or its text. */
export const bool = (message = 'Send true or false.') =>
  z.union([z.boolean(), z.enum(['true', 'false', 'True', 'False']).transform((value) => value.toLowerCase() === 'true')], { error: message });

/** A page's search-engine name (`season-pass-adult`): lower-case letters, digits and dashes, at most 200. */
export const seName = () => z.string().regex(/^[a-z0-9][a-z0-9-]{0,199}$/, 'Page not found.');

/** Where to go next (`?returnUrl=` or a form's field): a path on this store, `/` for anything else. */
export const returnUrl = () => z.string().optional().transform(safeReturnUrl);

/** A query or form value that may be left out or blank: `undefined` then. */
export function optional<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .optional()
    .transform((value, ctx): z.output<T> | undefined => {
      if (value === undefined || value.trim() === '') return undefined;
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });
}

/** `value` read with `schema`: 400 and the schema's first message when it does not fit. */
export function readValue<T extends z.ZodType>(schema: T, value: unknown, fallback: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? fallback);
  return result.data;
}

/** The path parameter `name`, read with `schema` (400 and its message when it does not fit). */
export function readParam<T extends z.ZodType>(c: Context<AppEnv>, name: string, schema: T): z.output<T> {
  return readValue(schema, c.req.param(name) ?? '', `Invalid ${name}.`);
}

/** The query string, read with `schema` (an object of its fields). */
export function readQuery<T extends z.ZodType>(c: Context<AppEnv>, schema: T): z.output<T> {
  return readValue(schema, c.req.query(), 'The query could not be read.');
}

/**
 * The file a static route's wildcard names: the request's path after `prefix`, percent-decoded;
 * null when it names no file (another prefix, a bad escape, a NUL, nothing), which a static route
 * answers with 404. Staying inside the served folder is the static route's rule (`inside`).
 */
export function readFilePath(c: Context<AppEnv>, prefix: string): string | null {
  const path = c.req.path;
  if (!path.startsWith(prefix)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path.slice(prefix.length));
  } catch {
    return null;
  }
  return decoded === '' || decoded.includes('\0') ? null : decoded;
}

/** A JSON body, read with `schema`; a body that is not JSON is 400 too. */
export async function readJson<T extends z.ZodType>(c: Context<AppEnv>, schema: T, fallback = 'The request body could not be read.'): Promise<z.output<T>> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text()) as unknown;
  } catch {
    throw badRequest(fallback);
  }
  return readValue(schema, body, fallback);
}

/** A form body (urlencoded, multipart text fields or a flat JSON object), read with `schema`. */
export async function readForm<T extends z.ZodType>(c: Context<AppEnv>, schema: T, fallback = 'The form could not be read.'): Promise<z.output<T>> {
  const fields = await readFields(c);
  return readValue(schema, Object.fromEntries(fields), fallback);
}

// ---- Names the routes used before this file took over `validation.ts` -------------------------

/** A database id in a path or a form field, as its plain digits. */
export const idParam = id();

/** A cart line's quantity: 1 to 99, as plain digits. */
export const quantityField = z
  .string()
  .regex(/^\d{1,9}$/, english('msg.input.quantityWhole'))
  .transform(Number)
  .pipe(z.number().int().min(1, english('msg.input.quantityRange')).max(99, english('msg.input.quantityRange')));

/** A date typed into a form field: trimmed, then a real `YYYY-MM-DD` date. */
export const isoDateField = z
  .string()
  .transform((value) => value.trim())
  .pipe(isoDate());

/** One part (day, month or year) of a legacy date picker's date. */
export const datePartField = z.string().regex(/^\d{1,4}$/).transform(Number);

/** A discount or coupon code: letters, digits, `-` and `_`, at most 64. */
export const couponCode = (message = english('msg.input.code')) =>
  z.string({ error: message }).trim().min(1, message).max(64, message).regex(/^[A-Za-z0-9_-]+$/, message);
export const couponCodeParam = couponCode();

/** The first message of a failed parse, for a 400 answer. */
export function firstMessage(error: z.ZodError, fallback: string): string {
  return error.issues[0]?.message ?? fallback;
}
