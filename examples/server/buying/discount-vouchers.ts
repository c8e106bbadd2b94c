/**
 * A discount voucher on the shopper's cart: whether one can be kept there now (the validation
 * call, the voucher forms and the discount box ask), and the cart's vouchers checked again each
 * time the cart is priced, those that stopped being valid dropped with the reason. Below the cart,
 * which keeps them (`cart_vouchers`); the order spends them (`vouchers/redeem.ts`).
 */
import { say } from '../text/store-text.ts';
import type { Sql } from '../db/db.ts';
import { resortDate } from '../shell/resort-date.ts';
import { lookupVoucher } from './voucher-lookup.ts';

/** A discount voucher the cart's pricing counts: its order-total discount's percentage. */
export interface CartVoucher {
  code: string;
  discountId: number;
  percentageBp: number;
}

/** The vouchers a pricing counts, and why each one it dropped was dropped (in the answer's language). */
export interface CheckedCartVouchers {
  kept: CartVoucher[];
  notices: string[];
}

/** The voucher to keep on the cart, in the store's spelling (`held`: already on this cart), or why it cannot be kept. */
export type DiscountVoucherCheck = { ok: true; code: string; held: boolean } | { ok: false; message: string };

async function discountPercentage(sql: Sql, discountId: number): Promise<number | undefined> {
  const found = await sql.query<{ percentage_bp: number }>('select percentage_bp from discounts where id = $1', [discountId]);
  return found.rows[0]?.percentage_bp;
}

/**
 * Whether `code` can be kept on cart `cartId` now: a discount voucher the store knows, not
 * redeemed, not expired, on no other cart, and the only voucher of its discount on this one. Holds
 * the voucher's row until the caller's transaction ends, so two carts cannot both take it.
 */
export async function discountVoucherFor(sql: Sql, code: string, cartId: number, today = resortDate()): Promise<DiscountVoucherCheck> {
  const lookup = await lookupVoucher(sql, code, today);
  // Not a discount voucher (unknown, or one for a product): the discount box's own refusal.
  if (lookup.DiscountId === null) return { ok: false, message: say('msg.cart.applyFailed') };
  if (!lookup.IsValid) return { ok: false, message: lookup.Error ?? say('msg.cart.applyFailed') };
  // A known voucher's code passed the lookup's pattern: letters, digits and dashes, safe to say back.
  const id = code.trim().toUpperCase();
  await sql.query('select code from vouchers where code = $1 for update', [id]);
  const held = await sql.query<{ cart_id: number }>('select cart_id from cart_vouchers where voucher_code = $1', [id]);
  const heldBy = held.rows[0]?.cart_id;
  if (heldBy !== undefined) return heldBy === cartId ? { ok: true, code: id, held: true } : { ok: false, message: say('msg.voucher.inAnotherCart', { id }) };
  const sameDiscount = await sql.query<{ voucher_code: string }>(
    `select c.voucher_code from cart_vouchers c join vouchers v on v.code = c.voucher_code
       join discount_voucher_requirements d on d.template_code = v.template_code
      where c.cart_id = $1 and d.discount_id = $2`,
    [cartId, lookup.DiscountId],
  );
  const other = sameDiscount.rows[0]?.voucher_code;
  if (other !== undefined) return { ok: false, message: say('msg.voucher.discountInCart', { id, other }) };
  return { ok: true, code: id, held: false };
}

/**
 * The cart's discount vouchers checked again as it is priced: one that is no longer valid (expired,
 * redeemed, its template detached from its discount) or whose discount another voucher of the cart
 * already gives is taken off the cart, and the answer says why.
 */
export async function checkCartVouchers(sql: Sql, cartId: number, today = resortDate()): Promise<CheckedCartVouchers> {
  const rows = await sql.query<{ voucher_code: string }>('select voucher_code from cart_vouchers where cart_id = $1 order by applied_at, voucher_code', [cartId]);
  const kept: CartVoucher[] = [];
  const notices: string[] = [];
  for (const { voucher_code: id } of rows.rows) {
    const lookup = await lookupVoucher(sql, id, today);
    const percentageBp = lookup.IsValid && lookup.DiscountId !== null ? await discountPercentage(sql, lookup.DiscountId) : undefined;
    const twin = kept.find((voucher) => voucher.discountId === lookup.DiscountId);
    if (lookup.DiscountId !== null && percentageBp !== undefined && twin === undefined) {
      kept.push({ code: id, discountId: lookup.DiscountId, percentageBp });
      continue;
    }
    const reason = twin !== undefined ? say('msg.voucher.discountInCart', { id, other: twin.code }) : lookup.Error ?? say('msg.voucher.unknown');
    await sql.query('delete from cart_vouchers where voucher_code = $1 and cart_id = $2', [id, cartId]);
    notices.push(say('msg.voucher.dropped', { id, reason }));
  }
  return { kept, notices };
}
