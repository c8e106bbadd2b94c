import type { Migration } from './index.ts';

/** Failed sign-ins are counted per account, which is locked for a while after too many. */
export const signInLockoutMigration: Migration = {
  version: 3,
  name: 'sign-in lockout',
  sql: `
alter table customers add column failed_login_count integer not null default 0 check (failed_login_count >= 0);
alter table customers add column locked_until timestamptz;
`,
};
