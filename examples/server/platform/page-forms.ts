/**
 * The store's own forms, posted by a browser that runs none of our script (JavaScript off, or the
 * widgets' loader blocked), reach the same routes as the widgets' calls. Those calls always say
 * `X-Requested-With` and want JSON; a form the browser posts itself asks for a page. Such a post
 * is answered by sending the browser back to a page (303), and a refusal by a page with its
 * message, never by JSON the shopper would have to read.
 */
import type { Context } from 'hono';
import { safeReturnUrl } from './return-url.ts';

/** True for a form the browser posted itself (no `X-Requested-With`, a page wanted back). */
export function isPageForm(c: Context): boolean {
  if (c.req.header('x-requested-with') !== undefined) return false;
  return (c.req.header('accept') ?? '').includes('text/html');
}

/** The store page a page form was posted from (its `Referer`, when it is this store's), else `fallback`. */
export function pageFormOrigin(c: Context, fallback: string): string {
  const referer = c.req.header('referer');
  if (referer === undefined) return fallback;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return fallback;
  }
  if (url.host !== new URL(c.req.url).host) return fallback;
  const path = safeReturnUrl(`${url.pathname}${url.search}`);
  return path === '/' && url.pathname !== '/' ? fallback : path;
}
