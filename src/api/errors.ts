/**
 * What a widget sees when a call fails: one of our own error kinds, never a raw `HTTPError`,
 * `TypeError` or `ZodError` (the ky / react-stripe-js habit).
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'invalid-response';

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
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/** Reads `message` or `Message` from an error body, if it is a non-empty string. */
export function serverMessageOf(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  const message = record.message ?? record.Message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}
