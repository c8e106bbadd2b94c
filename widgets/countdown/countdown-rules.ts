/**
 * The countdown timer: counts down each second from
 * its start (default 5 s); at 0 it signals expiry, unless it is continuous, when it starts over.
 * Time is read from the clock rather than counted in ticks, so a slow or throttled tab cannot
 * make it drift.
 */
export const DEFAULT_COUNTDOWN_SECONDS = 5;
export const TICK_MS = 1000;

/** A usable start: a whole number of seconds, at least 0; anything else is the default. */
export function startSeconds(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value) || value < 0) return DEFAULT_COUNTDOWN_SECONDS;
  return Math.floor(value);
}

export interface CountdownReading {
  /** Whole seconds left, shown to the shopper. */
  remaining: number;
  /** It reached 0 and stops there (never for a continuous timer). */
  expired: boolean;
}

/** The countdown `elapsedMs` after it started from `seconds`. */
export function readCountdown(seconds: number, elapsedMs: number, continuous: boolean): CountdownReading {
  const elapsed = Math.max(0, Math.floor(elapsedMs / TICK_MS));
  if (continuous) {
    // 5, 4, 3, 2, 1, then 5 again: reaching 0 is the moment it starts over.
    return { remaining: seconds === 0 ? 0 : seconds - (elapsed % seconds), expired: false };
  }
  return elapsed >= seconds ? { remaining: 0, expired: true } : { remaining: seconds - elapsed, expired: false };
}

/** Milliseconds until the next whole second changes the reading. */
export function msUntilNextTick(elapsedMs: number): number {
  return TICK_MS - (Math.max(0, elapsedMs) % TICK_MS);
}

/** `5`, `59`, `1:00`, `12:05`, `1:00:00`: what the timer shows. */
export function formatRemaining(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return String(s);
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
