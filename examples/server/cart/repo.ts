import type { Cart } from '../../../src/api/cart-schemas.ts';
import type { Session } from '../platform/app-env.ts';
import { buildCart, selectionsKey, type CartLine } from './cart.ts';
import { storedSelectionsSchema } from '../catalog/selections.ts';
import type { AddToCartRequest } from '../buying/cart-input.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { Sql } from '../db/db.ts';
import { loadHousehold } from '../household/repo.ts';
import { badRequest } from '../platform/http-error.ts';
import { checkCartVouchers, discountVoucherFor, type DiscountVoucherCheck } from '../buying/discount-vouchers.ts';

/** Whose cart: a guest's session (none stored yet: no cart either) or a customer's. */
export type CartOwner = { kind: 'session'; sessionKey: number | null } | { kind: 'customer'; customerId: number };

export const MAX_LINE_QUANTITY = 99;

export function ownerOf(session: Session): CartOwner {
  return session.customerId === null
    ? { kind: 'session', sessionKey: session.key }
    : { kind: 'customer', customerId: session.customerId };
}

function ownerColumn(owner: CartOwner): { column: 'session_id' | 'customer_id'; id: number | null } {
  return owner.kind === 'session'
    ? { column: 'session_id', id: owner.sessionKey }
    : { column: 'customer_id', id: owner.customerId };
}

export async function findCartId(sql: Sql, owner: CartOwner): Promise<number | null> {
  const { column, id } = ownerColumn(owner);
  if (id === null) return null;
  const result = await sql.query<{ id: number }>(`select id from carts where ${column} = $1`, [id]);
  return result.rows[0]?.id ?? null;
}

/** The owner's cart, made now if it has none; a guest's session must be stored first (`ensureSession`). */
export async function ensureCartId(sql: Sql, owner: CartOwner): Promise<number> {
  const { column, id } = ownerColumn(owner);
  if (id === null) throw new Error('A guest needs a stored session before a cart.');
  await sql.query(`insert into carts (${column}) values ($1) on conflict do nothing`, [id]);
  const cartId = await findCartId(sql, owner);
  if (cartId === null) throw new Error('Cart could not be created.');
  return cartId;
}

/** Every change to a cart goes through here: its version goes up (checkout compares it). */
export async function touch(sql: Sql, cartId: number): Promise<void> {
  await sql.query('update carts set updated_at = now(), version = version + 1 where id = $1', [cartId]);
}

async function loadLines(sql: Sql, cartId: number): Promise<CartLine[]> {
  const result = await sql.query<{
    id: number;
    product_id: number;
    quantity: number;
    attributes: unknown;
    contact_id: number | null;
    day_price_cents: number | null;
    voucher_code: string | null;
  }>('select id, product_id, quantity, attributes, contact_id, day_price_cents, voucher_code from cart_items where cart_id = $1 order by id', [
    cartId,
  ]);
  return result.rows.map((row) => {
    const selections = storedSelectionsSchema.safeParse(row.attributes);
    return {
      id: row.id,
      productId: row.product_id,
      quantity: row.quantity,
      selections: selections.success ? selections.data : [],
      contactId: row.contact_id,
      dayPriceCents: row.day_price_cents,
      voucherCode: row.voucher_code,
    };
  });
}

async function loadCodes(sql: Sql, cartId: number): Promise<string[]> {
  const result = await sql.query<{ code: string }>(
    'select code from cart_discount_codes where cart_id = $1 order by applied_at, code',
    [cartId],
  );
  return result.rows.map((row) => row.code);
}

/**
 * The cart as the store answers it: the widgets' cart and its `CartVersion`, which goes up with
 * every change (0 for a cart not made yet). The checkout page sends the version back with the order.
 * `VoucherNotices` says why this pricing took a discount voucher off the cart (the cart and
 * checkout pages show it; placing the order is refused with it).
 */
export type StoreCart = Cart & { CartVersion: number; VoucherNotices: string[] };

async function cartVersion(sql: Sql, cartId: number): Promise<number> {
  const result = await sql.query<{ version: number }>('select version from carts where id = $1', [cartId]);
  return result.rows[0]?.version ?? 0;
}

/** Priced, the cart checks its discount vouchers again: one no longer valid is dropped, and the answer says why. */
export async function readCart(sql: Sql, owner: CartOwner, catalog: Catalog): Promise<StoreCart> {
  const cartId = await findCartId(sql, owner);
  const household = owner.kind === 'customer' ? await loadHousehold(sql, owner.customerId) : [];
  const vouchers = cartId === null ? { kept: [], notices: [] } : await checkCartVouchers(sql, cartId);
  if (cartId !== null && vouchers.notices.length > 0) await touch(sql, cartId);
  const cart = buildCart({
    catalog,
    lines: cartId === null ? [] : await loadLines(sql, cartId),
    codes: cartId === null ? [] : await loadCodes(sql, cartId),
    vouchers: vouchers.kept,
    household,
  });
  return { ...cart, CartVersion: cartId === null ? 0 : await cartVersion(sql, cartId), VoucherNotices: vouchers.notices };
}

function checkedQuantity(quantity: number): number {
  if (quantity > MAX_LINE_QUANTITY) throw badRequest(`The maximum quantity for one item is ${MAX_LINE_QUANTITY}.`);
  return quantity;
}

async function findTwin(
  sql: Sql,
  cartId: number,
  productId: number,
  key: string,
  contactId: number | null,
  exceptId: number,
): Promise<{ id: number; quantity: number } | undefined> {
  const result = await sql.query<{ id: number; quantity: number }>(
    `select id, quantity from cart_items
      where cart_id = $1 and product_id = $2 and attributes_key = $3
        and coalesce(contact_id, 0) = coalesce($4::integer, 0) and id <> $5 and voucher_code is null`,
    [cartId, productId, key, contactId, exceptId],
  );
  return result.rows[0];
}

/**
 * Adds a line, or adds to the quantity of the identical line; in edit mode replaces the edited line.
 * A voucher's item (`voucherCode`, checked by the caller) is one on a line of its own: it never
 * adds up with another line. An edit of a voucher's line keeps its voucher (or takes the one sent)
 * and its quantity of one; an edit that sends a voucher makes the line the voucher's.
 */
export async function addItem(sql: Sql, cartId: number, productId: number, request: AddToCartRequest, voucherCode: string | null = null): Promise<number> {
  const key = selectionsKey(request.selections);
  const attributes = JSON.stringify(request.selections);
  await touch(sql, cartId);

  if (request.updatedItemId !== null) {
    const target = await sql.query<{ product_id: number; voucher_code: string | null }>(
      'select product_id, voucher_code from cart_items where id = $1 and cart_id = $2',
      [request.updatedItemId, cartId],
    );
    if (target.rows[0]?.product_id !== productId) throw badRequest('That item is not in your cart.');
    if (target.rows[0].voucher_code !== null || voucherCode !== null) {
      await sql.query('update cart_items set quantity = 1, attributes = $1, attributes_key = $2, contact_id = $3, voucher_code = coalesce($5, voucher_code) where id = $4', [
        attributes,
        key,
        request.contactId,
        request.updatedItemId,
        voucherCode,
      ]);
      return request.updatedItemId;
    }
    const twin = await findTwin(sql, cartId, productId, key, request.contactId, request.updatedItemId);
    if (twin) {
      await sql.query('update cart_items set quantity = $1 where id = $2', [
        checkedQuantity(twin.quantity + request.quantity),
        twin.id,
      ]);
      await sql.query('delete from cart_items where id = $1', [request.updatedItemId]);
      return twin.id;
    }
    await sql.query(
      'update cart_items set quantity = $1, attributes = $2, attributes_key = $3, contact_id = $4 where id = $5',
      [request.quantity, attributes, key, request.contactId, request.updatedItemId],
    );
    return request.updatedItemId;
  }

  const twin = voucherCode === null ? await findTwin(sql, cartId, productId, key, request.contactId, 0) : undefined;
  if (twin) {
    await sql.query('update cart_items set quantity = $1 where id = $2', [
      checkedQuantity(twin.quantity + request.quantity),
      twin.id,
    ]);
    return twin.id;
  }
  const inserted = await sql.query<{ id: number }>(
    `insert into cart_items (cart_id, product_id, quantity, attributes, attributes_key, contact_id, voucher_code)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [cartId, productId, voucherCode === null ? request.quantity : 1, attributes, key, request.contactId, voucherCode],
  );
  const id = inserted.rows[0]?.id;
  if (id === undefined) throw new Error('Cart item was not inserted.');
  return id;
}

export async function removeItem(sql: Sql, cartId: number, itemId: number): Promise<boolean> {
  const result = await sql.query('delete from cart_items where id = $1 and cart_id = $2', [itemId, cartId]);
  if ((result.affectedRows ?? 0) === 0) return false;
  await touch(sql, cartId);
  return true;
}

export async function applyCode(sql: Sql, cartId: number, code: string): Promise<void> {
  await sql.query('insert into cart_discount_codes (cart_id, code) values ($1, $2) on conflict do nothing', [
    cartId,
    code,
  ]);
  await touch(sql, cartId);
}

/**
 * Keeps a discount voucher on the cart (checked here: `discountVoucherFor`), or says why it cannot
 * be; one already on this cart stays as it is.
 */
export async function applyVoucher(sql: Sql, cartId: number, code: string): Promise<DiscountVoucherCheck> {
  const check = await discountVoucherFor(sql, code, cartId);
  if (!check.ok || check.held) return check;
  await sql.query('insert into cart_vouchers (voucher_code, cart_id) values ($1, $2)', [check.code, cartId]);
  await touch(sql, cartId);
  return check;
}

/** Takes a code, or a discount voucher (which is then free for any cart), off the cart. */
export async function removeCode(sql: Sql, cartId: number, code: string): Promise<boolean> {
  const result = await sql.query('delete from cart_discount_codes where cart_id = $1 and code = $2', [cartId, code]);
  const voucher = (result.affectedRows ?? 0) === 0 ? await sql.query('delete from cart_vouchers where cart_id = $1 and voucher_code = $2', [cartId, code]) : result;
  if ((voucher.affectedRows ?? 0) === 0) return false;
  await touch(sql, cartId);
  return true;
}

/** On sign-in the guest's cart joins the customer's saved cart (nopCommerce's "migrate cart"). */
export async function adoptGuestCart(sql: Sql, sessionKey: number, customerId: number): Promise<void> {
  const guestCartId = await findCartId(sql, { kind: 'session', sessionKey });
  if (guestCartId === null) return;
  const customerCartId = await findCartId(sql, { kind: 'customer', customerId });
  if (customerCartId === null) {
    await sql.query('update carts set session_id = null, customer_id = $1, updated_at = now(), version = version + 1 where id = $2', [
      customerId,
      guestCartId,
    ]);
    return;
  }
  const items = await sql.query<{ id: number; product_id: number; quantity: number; attributes_key: string; contact_id: number | null; voucher_code: string | null }>(
    'select id, product_id, quantity, attributes_key, contact_id, voucher_code from cart_items where cart_id = $1 order by id',
    [guestCartId],
  );
  for (const item of items.rows) {
    // A voucher's line moves as it is.
    const twin = item.voucher_code === null ? await findTwin(sql, customerCartId, item.product_id, item.attributes_key, item.contact_id, 0) : undefined;
    if (twin) {
      await sql.query('update cart_items set quantity = $1 where id = $2', [
        Math.min(MAX_LINE_QUANTITY, twin.quantity + item.quantity),
        twin.id,
      ]);
    } else {
      await sql.query('update cart_items set cart_id = $1 where id = $2', [customerCartId, item.id]);
    }
  }
  await sql.query(
    `insert into cart_discount_codes (cart_id, code)
     select $1, code from cart_discount_codes where cart_id = $2 on conflict do nothing`,
    [customerCartId, guestCartId],
  );
  // The guest's discount vouchers come along (pricing drops one whose discount the cart has already).
  await sql.query('update cart_vouchers set cart_id = $1 where cart_id = $2', [customerCartId, guestCartId]);
  await sql.query('delete from carts where id = $1', [guestCartId]);
  await touch(sql, customerCartId);
}
