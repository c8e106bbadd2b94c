import type { Migration } from './index.ts';

/**
 * A cart's version: a number that goes up with every change to the cart (an item added, edited or
 * removed, a code applied or removed, a guest's cart merged in, an order placed). Checkout sends
 * the version of the cart whose total the page showed, and an order for any other version is
 * refused, even when a change was undone meanwhile and the cart looks the same again.
 */
export const cartVersionMigration: Migration = {
  version: 22,
  name: 'cart-version',
  sql: `
alter table carts add column version integer not null default 0 check (version >= 0);
`,
};
