import type { Migration } from './index.ts';

/**
 * Errors the widgets report from shoppers' browsers (issue 29): what failed, where, and the
 * store's `X-Request-Id` for it, so staff find the server's log line of a failure a shopper saw.
 * Only scrubbed, short texts: never a request body, a card number, an e-mail address or a token.
 */
export const clientErrorsMigration: Migration = {
  version: 17,
  name: 'client-errors',
  sql: `
create table client_errors (
  id bigserial primary key,
  received_at timestamptz not null default now(),
  project text not null check (char_length(project) <= 64),
  widget text not null check (char_length(widget) between 1 and 80),
  operation text not null check (char_length(operation) between 1 and 200),
  status integer check (status is null or status between 100 and 599),
  reference text check (reference is null or char_length(reference) <= 64),
  message text not null check (char_length(message) <= 300),
  page text not null check (char_length(page) <= 300)
);
create index client_errors_latest on client_errors (received_at desc, id desc);
`,
};
