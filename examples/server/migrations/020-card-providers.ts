import type { Migration } from './index.ts';

/**
 * The store's card provider, kept with its payment switches (Square as before; staff may switch
 * to Braintree, or to a provider this version names as not supported), and Braintree's side of the
 * demo: the nonces its double's stand-in gateway made (as `square_double_nonces` does for Square:
 * brand, last 4, expiry, postal code, Sandbox outcome — never a number or CVV) and the vault,
 * a customer's cards kept by payment token (`addbraintreepaymentmethodtocustomer`).
 * (Version 19 is the resort-charge cards; 20 is this one.)
 */
export const cardProvidersMigration: Migration = {
  version: 20,
  name: 'card-providers',
  sql: `
alter table payment_settings
  add column payment_provider text not null default 'Square'
  check (payment_provider in ('Braintree', 'Square', 'Heartland', 'Moneris', 'Windcave', 'FreedomPay'));
create table braintree_double_nonces (
  token text primary key,
  card_brand text not null,
  last4 text not null check (last4 ~ '^[0-9]{4}$'),
  exp_month integer not null check (exp_month between 1 and 12),
  exp_year integer not null check (exp_year between 2000 and 2100),
  postal_code text not null default '' check (char_length(postal_code) <= 10),
  outcome text not null check (outcome in ('OK', 'CVV_FAILURE', 'ADDRESS_VERIFICATION_FAILURE', 'INVALID_EXPIRATION', 'GENERIC_DECLINE')),
  created_at timestamptz not null default now(),
  used_at timestamptz
);
create table braintree_vault (
  payment_token text primary key,
  customer_id integer not null references customers (id) on delete cascade,
  nonce text not null unique references braintree_double_nonces (token),
  cardholder_name text not null check (char_length(cardholder_name) between 1 and 100),
  created_at timestamptz not null default now()
);
create index braintree_vault_customer on braintree_vault (customer_id);
`,
};
