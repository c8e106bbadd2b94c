import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';
import { badRequest } from './http-error.ts';
import { readFields } from './request-body.ts';

export const ANTIFORGERY_FIELD = '__RequestVerificationToken';
export const ANTIFORGERY_HEADER = 'RequestVerificationToken';
export const ANTIFORGERY_MESSAGE = 'Missing or invalid anti-forgery token.';

export function newAntiforgeryToken(): string {
  return randomBytes(32).toString('base64url');
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Constant-time comparison; hashing first makes the lengths equal. */
export function tokensMatch(expected: string | null, actual: string): boolean {
  return expected !== null && actual !== '' && timingSafeEqual(digest(expected), digest(actual));
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// These GETs change the cart (or the saved pickup site, the checkout's media choices, or charge a
// scheduled payment), so the legacy store protects them like posts.
const STATE_CHANGING_GET = /^\/api\/(discount\/(apply|remove)|saverentallocation|checkout\/(add|delete)mediaassignment|paymentprocessing\/processScheduledPayment)\//i;

// The widgets' error beacon cannot send a header, changes nothing a visitor owns, and is
// rate-limited: a forged one can only add a report.
const TOKENLESS_POSTS = new Set(['/api/client-errors']);

export function isStateChanging(c: Context): boolean {
  if (c.req.method === 'POST' && TOKENLESS_POSTS.has(c.req.path)) return false;
  return !SAFE_METHODS.has(c.req.method) || STATE_CHANGING_GET.test(c.req.path);
}

/** The token travels as a header (widgets) or as a form field (legacy forms). */
export function antiforgery(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isStateChanging(c)) {
      const expected = c.get('session').csrfToken;
      let sent = c.req.header(ANTIFORGERY_HEADER);
      if (sent === undefined && !SAFE_METHODS.has(c.req.method)) {
        sent = (await readFields(c)).get(ANTIFORGERY_FIELD);
      }
      if (sent === undefined || !tokensMatch(expected, sent)) throw badRequest(ANTIFORGERY_MESSAGE);
    }
    await next();
  };
}
