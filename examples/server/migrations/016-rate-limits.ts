import type { Migration } from './index.ts';

/**
 * The per-address limits (failed sign-ins, account lookups, new accounts) counted in the database
 * instead of each process's memory, so every store process on one database counts the same events.
 * One row per limit and key: how many events the current window has seen, and when it ends. Rows
 * whose window has ended are swept (`platform/rate-limit.ts`).
 */
export const rateLimitsMigration: Migration = {
  version: 16,
  name: 'rate-limits',
  sql: `
create table rate_limits (
  kind text not null check (char_length(kind) between 1 and 40),
  key text not null check (char_length(key) between 1 and 200),
  count integer not null check (count >= 0),
  resets_at timestamptz not null,
  primary key (kind, key)
);
create index rate_limits_resets_at on rate_limits (resets_at);
`,
};
