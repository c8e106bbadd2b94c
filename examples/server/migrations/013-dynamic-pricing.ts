import type { Migration } from './index.ts';

/**
 * Dynamic pricing, activity times and reservations:
 * - price levels: a product's price tiers over a run of days, tried in `priority` order; a tier
 *   that tracks the number sold holds `number` tickets a day, one that does not applies from
 *   `number` days before arrival;
 * - what a day already sold outside this store (the ticket window), so a day's tiers fill up;
 * - an activity's time slots per day (a value of its `[Activity Time]` list) with their capacity;
 * - members' reservations of a reservation product, bought on an order, until cancelled.
 */
export const dynamicPricingMigration: Migration = {
  version: 13,
  name: 'dynamic-pricing',
  sql: `
create table product_price_levels (
  id serial primary key,
  product_id integer not null references products(id) on delete cascade,
  start_date date not null,
  end_date date not null,
  priority integer not null,
  number integer not null check (number >= 0),
  track_number_sold boolean not null default false,
  price_cents integer not null check (price_cents >= 0),
  check (end_date >= start_date)
);
create index product_price_levels_product on product_price_levels (product_id, start_date);

alter table product_date_inventory add column sold integer not null default 0 check (sold >= 0);

-- A day-priced item's price, fixed when it went into the cart (the day's tiers move as it sells).
alter table cart_items add column day_price_cents integer check (day_price_cents >= 0);

create table product_activity_times (
  product_id integer not null references products(id) on delete cascade,
  date date not null,
  value_id integer not null references product_attribute_values(id) on delete cascade,
  capacity integer not null check (capacity >= 0),
  primary key (product_id, date, value_id)
);

create table reservations (
  id serial primary key,
  customer_id integer not null references customers(id) on delete cascade,
  contact_id integer not null references household_members(id) on delete cascade,
  product_id integer not null references products(id) on delete cascade,
  date date not null,
  access_code text not null,
  transaction_id text not null,
  transaction_line integer not null check (transaction_line >= 1),
  cancelled_at timestamptz,
  unique (transaction_id, transaction_line)
);
`,
};
