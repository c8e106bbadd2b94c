/**
 * The first line of the input layer, for every request: text with a control character (a NUL
 * byte, an escape, a form feed…) is refused with 400 before any route reads it, in the URL and in
 * the body alike, so no such value can reach the database (PostgreSQL refuses a NUL in text, and
 * nothing a shopper or staff member types contains one). Tabs and line breaks are text.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';
import { badRequest } from './http-error.ts';

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** The same characters written as JSON escapes (`\\u0000`), which JSON.parse would turn into them. */
const ESCAPED_CONTROL = /\\u00(0[0-8bBcCeEfF]|1[0-9a-fA-F]|7[fF])/;

export const CONTROL_CHARACTER_MESSAGE = 'The request contains a control character. Remove it and try again.';

/** True when `text` holds a control character as it is (tabs and line breaks are text). */
export function hasRawControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

/** True when `text` holds a control character, as it is or as a JSON escape. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text) || ESCAPED_CONTROL.test(text);
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    throw badRequest('The address is not valid.');
  }
}

export function inputGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (hasControlCharacter(decoded(url.pathname)) || hasControlCharacter(decoded(url.search))) throw badRequest(CONTROL_CHARACTER_MESSAGE);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const type = c.req.header('content-type') ?? '';
      // Multipart bodies (a photo) are binary; their text fields are checked by the route's schema.
      if (!type.toLowerCase().startsWith('multipart/')) {
        const body = await c.req.text();
        const text = type.toLowerCase().includes('urlencoded') ? decoded(body) : body;
        if (hasControlCharacter(text)) throw badRequest(CONTROL_CHARACTER_MESSAGE);
      }
    }
    await next();
  };
}
