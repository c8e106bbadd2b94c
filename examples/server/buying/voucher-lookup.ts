/**
 * What the store knows of a voucher: the validation call's lookup, and whether a product voucher
 * pays for a product now, which the add-to-cart call and the product page ask (the rest of
 * redeeming one, at the order, is `vouchers/redeem.ts`). Below the cart, which asks it.
 */
import type { VoucherLookup } from '../../../src/api/voucher-schemas.ts';
import { say, sayDate } from '../text/store-text.ts';
import type { Sql } from '../db/db.ts';
import { resortDate } from '../shell/resort-date.ts';

/** What a voucher lookup says, in the answer's language. */
export const VOUCHER_STATUS = {
  get valid() {
    return say('msg.voucher.valid');
  },
  get redeemed() {
    return say('msg.voucher.redeemed');
  },
  expired: (isoDate: string) => say('msg.voucher.expired', { date: sayDate(isoDate) }),
  get notRedeemable() {
    return say('msg.voucher.notRedeemable');
  },
};

/** Longer IDs, or IDs with other characters, are never vouchers. */
const VOUCHER_CODE = /^[A-Za-z0-9-]{1,64}$/;

const unknownVoucher = (): VoucherLookup => ({ IsValid: false, Status: null, Description: null, Error: null, DiscountId: null, ProductId: null });

/**
 * A template's name as the voucher's Description, unless it is only its product's own name: the
 * box shows the product's name already, in the shopper's language, and a template named after its
 * product (as the seeded ones are) would repeat it, in English on a French page.
 */
function describes(templateName: string | null, productName: string | null): string | null {
  const words = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
  return templateName !== null && productName !== null && words(templateName) === words(productName) ? null : templateName;
}

/**
 * `POST /api/vouchers/validate?voucherid=`: IsValid, Status, Description (its template's name, unless that is its product's name: `describes`),
 * Error (why it cannot be redeemed, also in Status), DiscountId, ProductId. A voucher
 * redeems for what its template is attached to: a product (unless staff turned its AllowRedeem
 * off) or a discount's voucher requirement. A template attached nowhere — never, or no longer —
 * makes its vouchers unknown to the store.
 */
export async function lookupVoucher(sql: Sql, voucherId: string, today = resortDate()): Promise<VoucherLookup> {
  const code = voucherId.trim();
  if (!VOUCHER_CODE.test(code)) return unknownVoucher();
  const found = await sql.query<{
    status: 'active' | 'redeemed';
    expires_on: string | null;
    product_id: number | null;
    allow_redeem: boolean | null;
    discount_id: number | null;
    description: string | null;
    product_name: string | null;
  }>(
    `select v.status, to_char(v.expires_on, 'YYYY-MM-DD') as expires_on, p.product_id, p.allow_redeem, d.discount_id, t.name as description, pr.name as product_name
       from vouchers v
       left join voucher_templates t on t.code = v.template_code
       left join product_voucher_templates p on p.template_code = v.template_code
       left join products pr on pr.id = p.product_id
       left join discount_voucher_requirements d on d.template_code = v.template_code
      where v.code = $1`,
    [code.toUpperCase()],
  );
  const voucher = found.rows[0];
  if (!voucher || (voucher.product_id === null && voucher.discount_id === null)) return unknownVoucher();
  // A template is attached to one product or one discount at most (the admin calls refuse a second).
  const known = {
    Description: describes(voucher.description, voucher.product_name),
    ...(voucher.product_id !== null ? { DiscountId: null, ProductId: voucher.product_id } : { DiscountId: voucher.discount_id, ProductId: null }),
  };
  const refused = (reason: string): VoucherLookup => ({ IsValid: false, Status: reason, Error: reason, ...known });
  if (voucher.status === 'redeemed') return refused(VOUCHER_STATUS.redeemed);
  if (voucher.expires_on !== null && voucher.expires_on < today) return refused(VOUCHER_STATUS.expired(voucher.expires_on));
  if (voucher.product_id !== null && voucher.allow_redeem === false) return refused(VOUCHER_STATUS.notRedeemable);
  return { IsValid: true, Status: VOUCHER_STATUS.valid, Error: null, ...known };
}

/** The voucher the shopper brought, in the store's spelling, or why it cannot pay for the product. */
export type VoucherForProduct = { ok: true; code: string } | { ok: false; message: string };

/**
 * Whether `code` pays for `product` now: a voucher the store knows, not redeemed, not expired,
 * redeemable online, of a template attached to this product, and on no cart line yet (the
 * shopper's own cart, `cartId`, or anybody else's) but `editedItemId`, the line of the shopper's
 * cart an edit replaces.
 */
export async function voucherForProduct(
  sql: Sql,
  code: string,
  product: { id: number; name: string },
  cartId: number | null,
  { today = resortDate(), editedItemId = null }: { today?: string; editedItemId?: number | null } = {},
): Promise<VoucherForProduct> {
  const lookup = await lookupVoucher(sql, code, today);
  if (lookup.ProductId === null && lookup.DiscountId === null) return { ok: false, message: say('msg.voucher.unknown') };
  // A known voucher's code passed the lookup's pattern: letters, digits and dashes, safe to say back.
  const id = code.trim().toUpperCase();
  if (!lookup.IsValid) return { ok: false, message: lookup.Error ?? say('msg.voucher.unknown') };
  if (lookup.ProductId !== product.id) return { ok: false, message: say('msg.voucher.notForProduct', { id, product: product.name }) };
  // Held until the transaction ends: of two carts adding it at once, the second sees the first's line.
  await sql.query('select code from vouchers where code = $1 for update', [id]);
  const held = await sql.query<{ id: number; cart_id: number }>('select id, cart_id from cart_items where voucher_code = $1', [id]);
  const heldBy = held.rows[0]?.cart_id;
  if (heldBy !== undefined && !(heldBy === cartId && held.rows[0]?.id === editedItemId)) return { ok: false, message: say(heldBy === cartId ? 'msg.voucher.inYourCart' : 'msg.voucher.inAnotherCart', { id }) };
  return { ok: true, code: id };
}


/** The voucher that pays for `itemId`, a line of the cart `cartId` (the cart's edit link opens its product with it), or null. */
export async function voucherOfLine(sql: Sql, cartId: number | null, itemId: number): Promise<string | null> {
  if (cartId === null) return null;
  const found = await sql.query<{ voucher_code: string | null }>('select voucher_code from cart_items where id = $1 and cart_id = $2', [itemId, cartId]);
  return found.rows[0]?.voucher_code ?? null;
}
