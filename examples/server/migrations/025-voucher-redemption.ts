import type { Migration } from './index.ts';

/**
 * A product voucher pays for its product: the cart line it pays for names it (a voucher is on one
 * cart line at most, in any cart), the order line keeps it, and placing the order marks it
 * redeemed with the order that took it. A voucher's line never adds up with a line the shopper
 * pays for, so the line's identity counts the voucher too.
 */
export const voucherRedemptionMigration: Migration = {
  version: 25,
  name: 'voucher-redemption',
  sql: `
alter table cart_items add column voucher_code text references vouchers(code);
create unique index cart_items_voucher on cart_items (voucher_code) where voucher_code is not null;
drop index cart_items_line;
create unique index cart_items_line on cart_items (cart_id, product_id, attributes_key, coalesce(contact_id, 0), coalesce(voucher_code, ''));

alter table order_items add column voucher_code text references vouchers(code);
alter table vouchers add column redeemed_order_id integer references orders(id);
`,
};
