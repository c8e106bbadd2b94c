import type { Migration } from './index.ts';

/**
 * A placed order keeps its order-total discount and the codes and discount vouchers that gave it,
 * written in the transaction that spends those vouchers, so its confirmation and details name
 * them as the cart and the checkout did ("Order Total Discount (VCH-…)").
 */
export const orderDiscountsMigration: Migration = {
  version: 27,
  name: 'order-discounts',
  sql: `
alter table orders
  add column order_discount_cents integer not null default 0 check (order_discount_cents >= 0),
  add column discount_codes text[] not null default '{}' check (cardinality(discount_codes) <= 32);
`,
};
