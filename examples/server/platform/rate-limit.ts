import type { Context } from 'hono';

/**
 * A sliding-window counter per key (a client address): `hit` records an event, `limited` says
 * whether the key has used up its allowance. In memory, bounded in size: a demo store on one
 * process needs nothing more.
 */
export interface RateLimitOptions {
  /** Events allowed per window. */
  max: number;
  windowMs: number;
  /** Keys tracked at most; the least recently hit are forgotten first. */
  maxKeys?: number;
  now?: () => number;
}

export interface RateLimiter {
  hit(key: string): void;
  limited(key: string): boolean;
  /** Whole seconds until the key may try again (0 when it may now). */
  retryAfterSeconds(key: string): number;
  reset(key: string): void;
}

export function createRateLimiter({ max, windowMs, maxKeys = 10_000, now = Date.now }: RateLimitOptions): RateLimiter {
  const hits = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const since = now() - windowMs;
    const kept = (hits.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) hits.delete(key);
    else hits.set(key, kept);
    return kept;
  };

  return {
    hit(key) {
      const kept = recent(key);
      kept.push(now());
      // Re-insert so the map's order is least recently hit first.
      hits.delete(key);
      hits.set(key, kept.slice(-max));
      while (hits.size > maxKeys) {
        const oldest = hits.keys().next().value;
        if (oldest === undefined) break;
        hits.delete(oldest);
      }
    },
    limited(key) {
      return recent(key).length >= max;
    },
    retryAfterSeconds(key) {
      const kept = recent(key);
      if (kept.length < max) return 0;
      const oldest = kept[kept.length - max] ?? now();
      return Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000));
    },
    reset(key) {
      hits.delete(key);
    },
  };
}

/** The client's address as the socket saw it (not a header anyone could forge): the key of a per-address limit. */
export function clientAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}
