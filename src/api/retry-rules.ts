/**
 * When the client asks the store again. ky does the asking (`client.ts` hands it these numbers:
 * which statuses, how many tries, `Retry-After` for 429 and 503, the backoff, its jitter and cap);
 * this module holds the numbers and the rules ky has no option for, as plain functions (time and
 * randomness come in as arguments, so every boundary can be tested).
 *
 * - 429 and 503 say the store did not act on the request: any call may be sent again, after the
 *   store's `Retry-After` (seconds or an HTTP date) when it gives one, otherwise after a backoff.
 *   A `Retry-After` that is no number of seconds and no date is no advice: a backoff, not ky's
 *   reading of it.
 * - A store that asks for longer than `MAX_RETRY_AFTER_MS` is not asked again sooner than it said
 *   (ky would cut the wait to its `maxRetryAfter`): the call ends with its answer.
 * - A dropped connection, 502 and 504 leave it unknown whether the store acted: only a call that
 *   is safe to repeat is sent again (GET, PUT, DELETE, or a call that carries an idempotency key),
 *   and only once; a POST that may have placed something is never repeated.
 * - A timeout is not repeated: the store is already slow, a second copy doubles its work.
 */
import type { Method } from './request-shape.ts';

/** At most this many requests a minute leave one page for one resource (a path), retries included. */
export const MAX_REQUESTS_PER_MINUTE = 30;
export const REQUEST_WINDOW_MS = 60_000;

/** Tries of one call in all (the first included) while the store answers busy (429 / 503). */
export const MAX_BUSY_TRIES = 5;
/** Tries of one call in all while the store cannot be reached (a dropped connection, 502, 504): one more, for a blip. */
export const MAX_UNREACHABLE_TRIES = 2;

/**
 * The longest `Retry-After` the client waits for (the notice counts it down). A store that asks for
 * longer (a sign-in lockout, a queue of minutes) is not asked again sooner than it said: the call
 * ends with its answer, and the widget shows its message with Retry.
 */
export const MAX_RETRY_AFTER_MS = 30_000;
/**
 * Added to a `Retry-After` at random, up to this (ky waits exactly what the store said): thousands
 * of pages told "10 seconds" at once would otherwise all come back in the same instant.
 */
export const RETRY_AFTER_SPREAD_MS = 1_000;

/** Backoff without `Retry-After`: the base doubles on each try up to the cap, half of it at random. */
export const BACKOFF_BASE_MS = 500;
export const BACKOFF_CAP_MS = 8_000;

/** Offline (`navigator.onLine` false): how long a call waits for the connection before it fails. */
export const OFFLINE_WAIT_MS = 60_000;

/** The statuses that say the store is busy and did not act; ky honours their `Retry-After`. */
export const BUSY_STATUSES = [429, 503];
/** The statuses that leave it unknown whether the store acted. */
export const UNREACHABLE_STATUSES = [502, 504];

/** How one try ended, as far as asking again goes. */
export type TryOutcome = { kind: 'answered'; status: number; retryAfter: string | null } | { kind: 'unreachable' } | { kind: 'timeout' } | { kind: 'cancelled' };

/** Why a call is asked again: the notice says "busy" for the first only. */
export type RetryReason = 'busy' | 'unreachable';

/**
 * `Retry-After` as a wait in ms from `now`: delay-seconds (`120`) or an HTTP date; a date in the
 * past is 0. Anything else (missing, negative, fractional, not a date) is null: no advice.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its weekday or month in letters; a bare number with a sign or a point is no date.
  if (!/[a-z]/i.test(text)) return null;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now);
}

/** ky's `delay` before try `tries + 1`: the base doubled for each try made so far, capped. */
export function backoffCeiling(tries: number): number {
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, tries - 1));
}

/** ky's `jitter`: between half of the ceiling and all of it ("equal jitter": never 0, never in step). */
export function equalJitter(ceiling: number, random: number): number {
  return Math.floor(ceiling / 2 + (random * ceiling) / 2);
}

/** A call the store may receive twice without harm. */
export function isRepeatable(method: Method, hasIdempotencyKey: boolean): boolean {
  return method === 'GET' || method === 'PUT' || method === 'DELETE' || hasIdempotencyKey;
}

export interface RetryContext {
  method: Method;
  hasIdempotencyKey: boolean;
  /** Tries made so far, this one included (1 after the first). ky stops after `MAX_BUSY_TRIES`. */
  tries: number;
  now: number;
}

/**
 * ky's `shouldRetry`: whether to ask again after `outcome`, and why; null to stop with its
 * result. (The number of busy tries is ky's `limit`.)
 */
export function retryReason(outcome: TryOutcome, context: RetryContext): RetryReason | null {
  if (outcome.kind === 'answered' && BUSY_STATUSES.includes(outcome.status)) {
    if (context.tries >= MAX_BUSY_TRIES) return null;
    const advised = parseRetryAfter(outcome.retryAfter, context.now);
    return advised !== null && advised > MAX_RETRY_AFTER_MS ? null : 'busy';
  }
  const unreachable = outcome.kind === 'unreachable' || (outcome.kind === 'answered' && UNREACHABLE_STATUSES.includes(outcome.status));
  if (!unreachable || context.tries >= MAX_UNREACHABLE_TRIES || !isRepeatable(context.method, context.hasIdempotencyKey)) return null;
  return 'unreachable';
}
