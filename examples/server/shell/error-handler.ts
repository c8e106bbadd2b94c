/**
 * What the store answers when a route throws: an `HttpError` with its status and message; a
 * database error the request caused (see `db-errors.ts`) 400 with a message; anything else is ours,
 * logged with a reference the answer carries (`X-Request-Id`) and answered 500 without internals.
 */
import type { ErrorHandler } from 'hono';
import type { AppEnv } from '../platform/app-env.ts';
import { causedByInput } from '../db/db-errors.ts';
import { HttpError } from '../platform/http-error.ts';
import { REQUEST_ID_HEADER, newRequestId } from '../platform/request-id.ts';
import { errorResponse } from './responses.ts';
import { say } from '../text/store-text.ts';

/** What a failure of ours says, in the request's language. */
export const serverErrorMessage = (): string => say('error.server');

export interface ErrorHandlerOptions {
  /**
   * Answer a database error the request caused with 400 (the default). The routes check their
   * input first and this is the net below them; the store's tests switch it off to prove that the
   * input layer, not the net, turns bad input away.
   */
  databaseErrorNet?: boolean;
}

export function errorHandler({ databaseErrorNet = true }: ErrorHandlerOptions = {}): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error.status, error.message);
    const refusal = databaseErrorNet ? causedByInput(error) : null;
    if (refusal) return errorResponse(c, 400, refusal);
    const reference = c.get('requestId') ?? newRequestId();
    console.error(`[store] ${reference} ${c.req.method} ${c.req.path} failed:`, error);
    c.header(REQUEST_ID_HEADER, reference);
    return errorResponse(c, 500, serverErrorMessage());
  };
}
