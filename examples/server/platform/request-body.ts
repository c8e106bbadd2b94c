import type { Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from './app-env.ts';
import { badRequest } from './http-error.ts';

export type FormFields = ReadonlyMap<string, string>;

const MAX_FIELDS = 200;
const MAX_KEY_LENGTH = 200;
const MAX_VALUE_LENGTH = 4000;

const jsonBodySchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

/** A product's checkboxes post one `product_attribute_{id}` per ticked value, as nopCommerce forms do. */
const REPEATABLE = /^product_attribute_\d{1,10}$/;

function checked(entries: Iterable<[string, string]>): Map<string, string> {
  const fields = new Map<string, string>();
  for (const [key, value] of entries) {
    if (fields.has(key) && REPEATABLE.test(key) && !value.includes(',')) {
      // Kept as one field, the values joined by commas (value ids never hold one).
      fields.set(key, `${fields.get(key) ?? ''},${value}`);
      if ((fields.get(key) ?? '').length > MAX_VALUE_LENGTH) throw badRequest('A field is too long.');
      continue;
    }
    if (fields.has(key)) throw badRequest(`The field ${key.slice(0, 50)} was sent more than once.`);
    if (key.length > MAX_KEY_LENGTH || value.length > MAX_VALUE_LENGTH) throw badRequest('A field is too long.');
    fields.set(key, value);
    if (fields.size > MAX_FIELDS) throw badRequest('Too many fields.');
  }
  return fields;
}

async function parse(c: Context<AppEnv>): Promise<Map<string, string>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/x-www-form-urlencoded' || type === '') {
    const text = await c.req.text();
    if (type === '' && text.trim() !== '') throw badRequest('Send the fields as a urlencoded form.');
    return checked(new URLSearchParams(text));
  }
  if (type === 'multipart/form-data') {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw badRequest('Malformed request body.');
    }
    const entries: [string, string][] = [];
    for (const [key, value] of form) {
      if (typeof value !== 'string') throw badRequest('Files are not accepted here.');
      entries.push([key, value]);
    }
    return checked(entries);
  }
  if (type === 'application/json') {
    let json: unknown;
    try {
      json = JSON.parse(await c.req.text());
    } catch {
      throw badRequest('Malformed request body.');
    }
    const parsed = jsonBodySchema.safeParse(json);
    if (!parsed.success) throw badRequest('Malformed request body.');
    return checked(
      Object.entries(parsed.data).map(([key, value]): [string, string] => [key, value === null ? '' : String(value)]),
    );
  }
  throw badRequest('Unsupported request body.');
}

/** The request's fields (urlencoded, multipart or a flat JSON object), read once per request. */
export async function readFields(c: Context<AppEnv>): Promise<FormFields> {
  const cached = c.get('fields') as FormFields | undefined;
  if (cached) return cached;
  const fields = await parse(c);
  c.set('fields', fields);
  return fields;
}
