import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An expected failure with a message that is safe to show to the shopper. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, message);
