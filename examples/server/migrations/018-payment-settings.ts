import type { Migration } from './index.ts';

/**
 * The store's payment switches, one row: whether customers may update the card on their payment
 * plans, pay a due plan payment at once (Pay now), and pay with Apple Pay or Google Pay. Every
 * switch starts on, as the store worked before. (Versions 15–17 belong to other changes; 18 is
 * this one.)
 */
export const paymentSettingsMigration: Migration = {
  version: 18,
  name: 'payment-settings',
  sql: `
create table payment_settings (
  id boolean primary key default true check (id),
  allow_card_update boolean not null default true,
  allow_pay_now boolean not null default true,
  digital_wallets boolean not null default true
);
insert into payment_settings default values;
`,
};
