import type { Migration } from './index.ts';

/**
 * A discount voucher the shopper validated is kept on their cart (one cart at most: the voucher is
 * the key) until the order spends it or the shopper removes it; the cart's pricing checks it again
 * each time and drops one that stopped being valid.
 */
export const cartDiscountVouchersMigration: Migration = {
  version: 26,
  name: 'cart-discount-vouchers',
  sql: `
create table cart_vouchers (
  voucher_code text primary key references vouchers(code) on delete cascade,
  cart_id integer not null references carts(id) on delete cascade,
  applied_at timestamptz not null default now()
);
create index cart_vouchers_cart on cart_vouchers (cart_id);
`,
};
