/**
 * Every answer carries a reference (`X-Request-Id`). A failed one (4xx or 5xx) is logged with it,
 * and the widgets report a failure with the same reference, so a failure a shopper saw is found
 * next to its server log line.
 */
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';

export function newRequestId(): string {
  return randomUUID().slice(0, 8);
}

/** `log` is off for the store's tests, which fail thousands of requests on purpose. */
export function requestId({ log }: { log: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = newRequestId();
    c.set('requestId', id);
    await next();
    // The error handler names a thrown error's answer itself; keep the one it logged.
    const reference = c.res.headers.get(REQUEST_ID_HEADER) ?? id;
    c.header(REQUEST_ID_HEADER, reference);
    if (log && c.res.status >= 400 && c.res.status < 500) console.warn(`[store] ${reference} ${c.req.method} ${c.req.path} answered ${c.res.status}`);
  };
}
