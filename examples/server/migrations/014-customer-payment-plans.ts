import type { Migration } from './index.ts';

/**
 * My Account payment plans (issue 19): the card on file of each enrollment — brand, last 4,
 * expiry, the cardholder's name and the Square double's token (never a card number) — which
 * `Pay now` and the scheduled charges use, and when a payment was last tried and why it failed.
 */
export const customerPaymentPlansMigration: Migration = {
  version: 14,
  name: 'customer-payment-plans',
  sql: `
alter table pp_enrollments
  add column card_brand text,
  add column card_last4 text check (card_last4 is null or card_last4 ~ '^[0-9]{4}$'),
  add column card_exp_month integer check (card_exp_month is null or card_exp_month between 1 and 12),
  add column card_exp_year integer check (card_exp_year is null or card_exp_year between 2000 and 2100),
  add column card_name text check (card_name is null or char_length(card_name) <= 100),
  add column card_token text;
alter table pp_enrollment_payments
  add column attempted_at timestamptz,
  add column failure_message text;
`,
};
