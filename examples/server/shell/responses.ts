import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { bareMessagePage } from './layout.ts';

const JSON_PATHS = /^\/(api\/|addproducttocart\/|shoppingcart\/|media$)/i;

/** API-style calls get JSON errors; page routes get an HTML page. */
export function wantsJson(c: Context): boolean {
  return JSON_PATHS.test(c.req.path) || c.req.header('x-requested-with') === 'XMLHttpRequest';
}

const TITLES: Partial<Record<number, string>> = {
  400: 'Bad request',
  403: 'Not allowed',
  404: 'Page not found',
  413: 'Request too large',
  500: 'Something went wrong',
};

export function errorResponse(c: Context, status: ContentfulStatusCode, message: string): Response {
  if (wantsJson(c)) return c.json({ success: false, message }, status);
  return c.html(bareMessagePage(TITLES[status] ?? 'Error', message).value, status);
}
