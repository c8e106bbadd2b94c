/**
 * When the client asks the store again, and how long it waits first: the rules for a store that
 * is busy (on-sale morning) or out of reach, as plain functions (time and randomness come in as
 * arguments, so every boundary can be tested).
 *
 * - 429 and 503 say the store did not act on the request: any call may be sent again, after the
 *   store's `Retry-After` (seconds or an HTTP date) when it gives one, otherwise after a backoff.
 * - A dropped connection, 502 and 504 leave it unknown whether the store acted: only a call that
 *   is safe to repeat is sent again (GET, PUT, DELETE, or a call that carries an idempotency key);
 *   a POST that may have placed something is never repeated.
 * - A timeout is not repeated: the store is already slow, a second copy doubles its work.
 * - Every wait is bounded (`MAX_RETRY_AFTER_MS`, `BACKOFF_CAP_MS`) and so is the number of tries,
 *   so a widget never waits for ever; then it shows its error with Retry.
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
 * Added to a `Retry-After` at random, up to this: thousands of pages told "10 seconds" at once
 * would otherwise all come back in the same instant.
 */
export const RETRY_AFTER_SPREAD_MS = 1_000;

/** Backoff without `Retry-After`: the base doubles on each try up to the cap, half of it at random. */
export const BACKOFF_BASE_MS = 500;
export const BACKOFF_CAP_MS = 8_000;

/** Offline (`navigator.onLine` false): how long a call waits for the connection before it fails. */
export const OFFLINE_WAIT_MS = 60_000;

/** How one try ended, as far as asking again goes. */
export type TryOutcome = { kind: 'answered'; status: number; retryAfter: string | null } | { kind: 'unreachable' } | { kind: 'timeout' } | { kind: 'cancelled' };

/** What to do after a try: stop with its result, or wait and try again. */
export type RetryDecision = { retry: false } | { retry: true; reason: 'busy' | 'unreachable'; delayMs: number };

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

/** The wait the store asked for, capped, with a random spread on top (`random` in [0, 1)). */
export function retryAfterDelay(retryAfterMs: number, random: number): number {
  return Math.min(retryAfterMs, MAX_RETRY_AFTER_MS) + Math.floor(random * RETRY_AFTER_SPREAD_MS);
}

/**
 * The wait before try `tries + 1` without advice from the store: the base doubled for each try
 * made so far, capped, and between half of it and all of it ("equal jitter": never 0, never in step).
 */
export function backoffDelay(tries: number, random: number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, tries - 1));
  return Math.floor(ceiling / 2 + (random * ceiling) / 2);
}

/** A call the store may receive twice without harm. */
export function isRepeatable(method: Method, hasIdempotencyKey: boolean): boolean {
  return method === 'GET' || method === 'PUT' || method === 'DELETE' || hasIdempotencyKey;
}

export interface RetryContext {
  method: Method;
  hasIdempotencyKey: boolean;
  /** Tries made so far, this one included (1 after the first). */
  tries: number;
  now: number;
  random: number;
}

/** Whether to ask again after `outcome`, and after how long. */
export function retryDecision(outcome: TryOutcome, context: RetryContext): RetryDecision {
  const { tries, random } = context;
  if (outcome.kind === 'answered' && (outcome.status === 429 || outcome.status === 503)) {
    if (tries >= MAX_BUSY_TRIES) return { retry: false };
    const advised = parseRetryAfter(outcome.retryAfter, context.now);
    if (advised !== null && advised > MAX_RETRY_AFTER_MS) return { retry: false };
    return { retry: true, reason: 'busy', delayMs: advised === null ? backoffDelay(tries, random) : retryAfterDelay(advised, random) };
  }
  const unreachable = outcome.kind === 'unreachable' || (outcome.kind === 'answered' && (outcome.status === 502 || outcome.status === 504));
  if (!unreachable || tries >= MAX_UNREACHABLE_TRIES || !isRepeatable(context.method, context.hasIdempotencyKey)) return { retry: false };
  return { retry: true, reason: 'unreachable', delayMs: backoffDelay(tries, random) };
}
