import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { bareMessagePage } from './layout.ts';
import { isPageForm, pageFormOrigin } from '../platform/page-forms.ts';
import { inAnswerLanguage, say, type StoreTextKey } from '../text/store-text.ts';

const JSON_PATHS = /^\/(api\/|addproducttocart\/|shoppingcart\/|media$)/i;

/** API-style calls get JSON errors; page routes, and the store's own forms posted by the browser, an HTML page. */
export function wantsJson(c: Context): boolean {
  if (isPageForm(c)) return false;
  return JSON_PATHS.test(c.req.path) || c.req.header('x-requested-with') === 'XMLHttpRequest';
}

const TITLES: Partial<Record<number, StoreTextKey>> = {
  400: 'error.title.400',
  403: 'error.title.403',
  404: 'error.title.404',
  413: 'error.title.413',
  500: 'error.title.500',
};

/** The message in JSON for a call, or a page in the request's language for a browser. */
export function errorResponse(c: Context, status: ContentfulStatusCode, englishOrLocal: string): Response {
  const message = inAnswerLanguage(englishOrLocal);
  if (wantsJson(c)) return c.json({ success: false, message }, status);
  // A refused form leads back to the page it was on, where the shopper can put it right.
  const back = isPageForm(c) ? pageFormOrigin(c, '/') : '/';
  return c.html(bareMessagePage(say(TITLES[status] ?? 'error.title.other'), message, back).value, status);
}
