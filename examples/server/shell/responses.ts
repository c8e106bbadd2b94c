import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { bareMessagePage } from './layout.ts';
import { isPageForm, pageFormOrigin } from '../platform/page-forms.ts';

const JSON_PATHS = /^\/(api\/|addproducttocart\/|shoppingcart\/|media$)/i;

/** API-style calls get JSON errors; page routes, and the store's own forms posted by the browser, an HTML page. */
export function wantsJson(c: Context): boolean {
  if (isPageForm(c)) return false;
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
  // A refused form leads back to the page it was on, where the shopper can put it right.
  const back = isPageForm(c) ? pageFormOrigin(c, '/') : '/';
  return c.html(bareMessagePage(TITLES[status] ?? 'Error', message, back).value, status);
}
