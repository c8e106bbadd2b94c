/**
 * What a widget sees when a call fails: one of our own error kinds, never a raw `HTTPError`,
 * `TypeError` or `ZodError` (the ky / react-stripe-js habit).
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'invalid-response' | 'refused';

export interface ApiError {
  kind: ApiErrorKind;
  /** HTTP status for `http` errors. */
  status?: number;
  /** Developer-facing description, logged; never shown as is. */
  message: string;
  /** A message the server meant for the user (`message`/`Message` of a JSON error body). */
  serverMessage?: string;
  /** The parsed JSON error body, for callers that read field errors (login). */
  body?: unknown;
  /** The store's `X-Request-Id` for this call, when it sent one: the reference in its log. */
  reference?: string;
}

/**
 * The store answered but said no in its body (`{ success: false, message }`, often with status
 * 200): the one way to build that error. The message, when there is one, is meant for the user.
 */
export function refused(message: string | null | undefined, what = 'The store refused the request'): ApiError {
  const text = message?.trim() ?? '';
  return text === '' ? { kind: 'refused', message: what } : { kind: 'refused', message: `${what}: ${text}`, serverMessage: text };
}

/** A refusal: the request reached the store, which said no (a `success: false` answer or a 4xx). */
export function isRefusal(error: ApiError): boolean {
  return error.kind === 'refused' || (error.kind === 'http' && error.status !== undefined && error.status >= 400 && error.status < 500);
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/** Reads `message` or `Message` from an error body, if it is a non-empty string. */
export function serverMessageOf(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  const message = record.message ?? record.Message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}
