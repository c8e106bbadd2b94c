import type { Context } from 'hono';

/**
 * Limits of events per key (a client address) in a window, counted in the database (the
 * `rate_limits` table), so that every store process on one database counts the same events: behind
 * a balancer that is not sticky an address gets the allowance once, not once per process.
 *
 * The window starts at a key's first event and lasts `windowMs`; once it has ended the next event
 * starts a new one. Taking a slot is one statement (`insert … on conflict … do update … where`),
 * which PostgreSQL runs atomically per row, so two processes racing for a key's last slot cannot
 * both get it. The database's clock is the one clock all processes share.
 */
import type { Sql } from '../db/db.ts';

export interface RateLimitOptions {
  /** Which limit this is (its rows' `kind`), e.g. `sign-in-failures`. */
  kind: string;
  /** Events allowed per window. */
  max: number;
  windowMs: number;
}

/** A slot that was taken, to give back when the event turns out not to count. */
export interface RateLimitSlot {
  key: string;
  /** The end of the window the slot was taken in, as the database wrote it. */
  resetsAt: string;
}

export type RateLimitAnswer = { allowed: true; slot: RateLimitSlot } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  readonly options: RateLimitOptions;
  /** Counts one event for `key` if its window has room, and says whether it had. */
  take(key: string): Promise<RateLimitAnswer>;
  /** Uncounts an event taken in `slot`'s window (a sign-in that succeeded was not a failure). */
  giveBack(slot: RateLimitSlot): Promise<void>;
}

interface TakeRow {
  resets_at: string | null;
  retry_after: number | null;
}

/*
 * The `where` of `do update` refuses the event when the window is still open and full: then no
 * row is returned by the insert, and the select beside it reads when the window ends. (That read
 * sees the table as the statement started; in the rare race where another process made the row
 * in between it finds nothing, and the caller is told to wait a whole window.)
 */
const TAKE = `
with taken as (
  insert into rate_limits as limits (kind, key, count, resets_at)
  values ($1, $2, 1, now() + make_interval(secs => $3))
  on conflict (kind, key) do update
     set count = case when limits.resets_at <= now() then 1 else limits.count + 1 end,
         resets_at = case when limits.resets_at <= now() then excluded.resets_at else limits.resets_at end
   where limits.resets_at <= now() or limits.count < $4
  returning resets_at::text as resets_at
)
select (select resets_at from taken) as resets_at,
       (select greatest(1, ceil(extract(epoch from resets_at - now())))::integer
          from rate_limits where kind = $1 and key = $2) as retry_after`;

export function createRateLimiter(sql: Sql, options: RateLimitOptions): RateLimiter {
  const { kind, max, windowMs } = options;
  return {
    options,
    async take(key) {
      const found = await sql.query<TakeRow>(TAKE, [kind, key, windowMs / 1000, max]);
      const row = found.rows[0];
      if (row?.resets_at) return { allowed: true, slot: { key, resetsAt: row.resets_at } };
      return { allowed: false, retryAfterSeconds: row?.retry_after ?? Math.max(1, Math.ceil(windowMs / 1000)) };
    },
    async giveBack(slot) {
      // Only in the window it was taken in: a new window never owed it.
      await sql.query('update rate_limits set count = count - 1 where kind = $1 and key = $2 and resets_at = $3::timestamptz and count > 0', [kind, slot.key, slot.resetsAt]);
    },
  };
}

/** Deletes the rows whose window has ended (their next event starts a new one anyway). */
export async function deleteExpiredRateLimits(sql: Sql): Promise<void> {
  await sql.query('delete from rate_limits where resets_at <= now()');
}

/** The client's address as the socket saw it (not a header anyone could forge): the key of a per-address limit. */
export function clientAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}
