import type { Migration } from './index.ts';

/**
 * Resort charge: a release can be the resort's charge authorisation (`resort_charge`), and a
 * household member who has signed it has one card on file that purchases at the resort go on
 * (`POST /api/resortcharge/updatewaivercreditcard`). The card is the provider's token and what
 * the shopper is shown of it, never its number.
 */
export const resortChargeCardsMigration: Migration = {
  version: 19,
  name: 'resort-charge-cards',
  sql: `
alter table waiver_releases add column resort_charge boolean not null default false;

create table resort_charge_cards (
  member_id integer primary key references household_members(id) on delete cascade,
  customer_id integer not null references customers(id) on delete cascade,
  release_id integer not null references waiver_releases(id),
  token text not null check (char_length(token) <= 200),
  last_four text not null check (last_four ~ '^[0-9]{4}$'),
  card_type text not null default '' check (char_length(card_type) <= 40),
  expiration_month smallint check (expiration_month between 1 and 12),
  expiration_year smallint check (expiration_year between 2000 and 2200),
  cardholder_name text not null check (char_length(cardholder_name) between 1 and 100),
  updated_at timestamptz not null default now()
);
`,
};
