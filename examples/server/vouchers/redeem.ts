/**
 * A product voucher pays for its product: the add-to-cart call checks it again
 * (`buying/voucher-lookup.ts`) and adds one at no cost, on a line of its own that names it; placing
 * the order checks it once more (`cartVoucherProblems`) and marks it redeemed in the order's
 * transaction (`redeemCartVouchers`); removing the line frees it. A discount voucher kept on the
 * cart (`keep-discount.ts`) is spent by the order in the same way.
 */
import { say } from '../text/store-text.ts';
import type { Sql } from '../db/db.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { lookupVoucher } from '../buying/voucher-lookup.ts';
import { resortDate } from '../shell/resort-date.ts';
import { randomBytes } from 'node:crypto';

/** Every voucher of the cart's lines that can no longer pay for its line (expired meanwhile, or turned off by staff). */
export async function cartVoucherProblems(sql: Sql, cartId: number, catalog: Pick<Catalog, 'productById'>, today = resortDate()): Promise<string[]> {
  const lines = await sql.query<{ voucher_code: string; product_id: number }>(
    'select voucher_code, product_id from cart_items where cart_id = $1 and voucher_code is not null order by id',
    [cartId],
  );
  const problems: string[] = [];
  for (const line of lines.rows) {
    const lookup = await lookupVoucher(sql, line.voucher_code, today);
    if (lookup.IsValid && lookup.ProductId === line.product_id) continue;
    const product = catalog.productById.get(line.product_id)?.name ?? `Product ${line.product_id}`;
    problems.push(say('msg.voucher.atCheckout', { id: line.voucher_code, product, reason: lookup.Error ?? say('msg.voucher.unknown') }));
  }
  return problems;
}

/**
 * Marks the vouchers of the cart's lines, and the discount vouchers it keeps (checked again as the
 * order priced the cart), redeemed by `orderId`, inside the order's transaction, before its lines
 * leave the cart; the discount vouchers leave it here.
 */
export async function redeemCartVouchers(sql: Sql, cartId: number, orderId: number): Promise<void> {
  await sql.query(
    `update vouchers set status = 'redeemed', redeemed_order_id = $2
      where code in (select voucher_code from cart_items where cart_id = $1 and voucher_code is not null
                     union select voucher_code from cart_vouchers where cart_id = $1)`,
    [cartId, orderId],
  );
  await sql.query('delete from cart_vouchers where cart_id = $1', [cartId]);
}

/**
 * A new voucher of `template`, as the POS issues one for a gift, or null for a template the store
 * does not have. For the store's tests (`POST /__test/vouchers`): each redeems one of its own.
 */
export async function issueVoucher(sql: Sql, template: string): Promise<string | null> {
  const code = `VCH-T-${randomBytes(5).toString('hex').toUpperCase()}`;
  const issued = await sql.query<{ code: string }>(
    'insert into vouchers (code, template_code) select $1, code from voucher_templates where code = $2 returning code',
    [code, template.toUpperCase()],
  );
  return issued.rows[0]?.code ?? null;
}
