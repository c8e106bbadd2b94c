/**
 * A discount voucher the shopper validated is kept on their cart (guest or signed in), so the
 * order really gets its discount: the voucher box's dialog says "Its discount is applied to your
 * order at checkout." The validation call and the store's own voucher form (`?code=`) both keep it.
 */
import type { Context } from 'hono';
import type { VoucherLookup } from '../../../src/api/voucher-schemas.ts';
import type { AppEnv } from '../platform/app-env.ts';
import type { Db } from '../db/db.ts';
import { ensureSession } from '../platform/sessions.ts';
import { applyVoucher, ensureCartId, ownerOf } from '../cart/repo.ts';

/**
 * `lookup` of `code` as the shopper is told it: a valid discount voucher now on their cart (or on
 * it already), or refused saying why it cannot be (another cart has it, or one of its discount).
 * Any other lookup is answered as it is.
 */
export async function keepValidatedVoucher(c: Context<AppEnv>, db: Db, code: string, lookup: VoucherLookup): Promise<VoucherLookup> {
  if (!lookup.IsValid || lookup.DiscountId === null) return lookup;
  const kept = await db.transaction(async (tx) => {
    await ensureSession(tx, c);
    return applyVoucher(tx, await ensureCartId(tx, ownerOf(c.get('session'))), code);
  });
  return kept.ok ? lookup : { ...lookup, IsValid: false, Status: kept.message, Error: kept.message };
}
