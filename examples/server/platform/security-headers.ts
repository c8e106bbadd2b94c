/**
 * The headers a careful store sends: the strictest policy docs/host-page.md describes, on every
 * page. Scripts come only from the store itself and the card providers (the widgets need no inline
 * script and no `eval`; the page data is a `<script type="application/json">` block, which is never
 * run); styles only from files, with no `'unsafe-inline'` (the widgets' rules are adopted
 * stylesheets, which `style-src` does not govern, and no markup carries a `style` attribute);
 * Trusted Types are required, and the only policy a script may make is the widgets' own,
 * `resort-widgets` (the card doubles' page scripts write to no Trusted Types sink: they make their
 * frames and talk to them through `postMessage`, so they need none; a provider whose script makes a
 * policy is listed beside ours, as docs/host-page.md says). Images come from the store and
 * `data:`/`blob:` URLs. No plugin, no `<base>`, forms post to the store only. No page may be framed
 * by another site, and the admin area by no page at all.
 *
 * The policy and the framing rule go with documents only — pages, frames and SVG, which a browser
 * can open and run — as a browser reads them nowhere else: on a script, a stylesheet or a JSON
 * answer they were 290 bytes of headers each time, about 7 KiB on a checkout page's 25 scripts.
 * `nosniff`, the referrer policy and `no-store` go with every answer.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';
import { TRUSTED_TYPES_POLICY } from '../../../src/core/trusted-types.ts';

export function contentSecurityPolicy(path: string, doublesOrigin: string | null = null): string {
  const admin = path.toLowerCase().startsWith('/admin/');
  // The card doubles' origin, as a store names Square's and Braintree's: their scripts, their
  // card frames, and the wallets' token calls the page makes.
  const doubles = doublesOrigin ? ` ${doublesOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${doubles}`,
    `style-src 'self'${doubles}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${doubles}`,
    `frame-src 'self'${doubles}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${admin ? "'none'" : "'self'"}`,
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICY}`,
  ].join('; ');
}

/** Answers a browser opens as a document: HTML, and SVG, which can carry script. */
const DOCUMENT = /^(text\/html|image\/svg\+xml)\b/i;

/** `doublesOrigin`: the card doubles' own origin, which the policy names (null where the store serves them). */
export function securityHeaders(doublesOrigin: string | null = null): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (DOCUMENT.test(c.res.headers.get('Content-Type') ?? '')) {
      c.header('Content-Security-Policy', contentSecurityPolicy(c.req.path, doublesOrigin));
      c.header('X-Frame-Options', c.req.path.toLowerCase().startsWith('/admin/') ? 'DENY' : 'SAMEORIGIN');
    }
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
    // Carts and pages are per shopper: never cache them.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  };
}

/**
 * The policy of the doubles' own origin, for their card frames: sandboxed documents
 * (`sandbox="allow-scripts"`, an opaque origin), so their scripts, styles and token calls are named
 * by the doubles' origin itself — WebKit matches `'self'` against the frame's opaque origin and
 * would refuse them. Style elements the frame writes from the page's style options are inline.
 * The frames may be framed by any page, as a provider's are.
 */
export function doubleFramePolicy(doublesOrigin: string): string {
  return [
    "default-src 'none'",
    `script-src ${doublesOrigin}`,
    `style-src ${doublesOrigin} 'unsafe-inline'`,
    `connect-src ${doublesOrigin}`,
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** The doubles' origin's headers: the frame policy on documents, `nosniff` on every answer. */
export function doubleHeaders(doublesOrigin: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (DOCUMENT.test(c.res.headers.get('Content-Type') ?? '')) c.header('Content-Security-Policy', doubleFramePolicy(doublesOrigin));
    c.header('X-Content-Type-Options', 'nosniff');
  };
}
