/**
 * The headers a careful store sends with every answer. The Content-Security-Policy lets scripts
 * come only from the store itself (the widgets need no inline script and no `eval`; the page data
 * is a `<script type="application/json">` block, which is never run), styles from the store and
 * inline (the islands' `<style>` elements and a few `style` attributes), images from the store and
 * `data:` URLs. No page may be framed by another site, and the admin area by no page at all.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

export function contentSecurityPolicy(path: string): string {
  const admin = path.toLowerCase().startsWith('/admin/');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${admin ? "'none'" : "'self'"}`,
  ].join('; ');
}

export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    c.header('Content-Security-Policy', contentSecurityPolicy(c.req.path));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', c.req.path.toLowerCase().startsWith('/admin/') ? 'DENY' : 'SAMEORIGIN');
    c.header('Referrer-Policy', 'same-origin');
    // Carts and pages are per shopper: never cache them.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  };
}
