/**
 * The voucher templates of the POS beyond the fixtures' (`seed.ts`): some attached to products
 * (with switches staff turned off), some not attached anywhere yet, with vouchers issued from
 * them. `VCH-LIFT-1` is of `LIFT-1-DAY`, which no product has until staff attach it to the 1-Day
 * Lift Ticket. Seeded once per database, also into one seeded before templates existed.
 */
import type { Db } from '../db/db.ts';

const SEEDED_KEY = 'seeded_voucher_templates';

export const extraTemplates = [
  { code: 'LIFT-1-DAY', name: '1-Day Lift Ticket', productId: null, showInMyAccount: true, allowEmail: true },
  { code: 'RENTAL-SPORT', name: 'Ski Rental Package - Sport', productId: null, showInMyAccount: true, allowEmail: true },
  { code: 'SNOWSHOE-TOUR', name: 'Guided Snowshoe Tour', productId: 5, showInMyAccount: true, allowEmail: false },
  { code: 'GIFT-100', name: '$100 Gift Voucher', productId: 7, showInMyAccount: false, allowEmail: true },
  { code: 'LESSON-PRIVATE', name: 'Private Lesson', productId: null, showInMyAccount: true, allowEmail: true },
] as const;

export const extraVouchers = [
  { code: 'VCH-LIFT-1', template: 'LIFT-1-DAY' },
  { code: 'VCH-LIFT-2', template: 'LIFT-1-DAY' },
  { code: 'VCH-RENTAL-1', template: 'RENTAL-SPORT' },
  { code: 'VCH-SNOWSHOE-1', template: 'SNOWSHOE-TOUR' },
  { code: 'VCH-GIFT-1', template: 'GIFT-100' },
] as const;

export async function seedVoucherTemplates(db: Db): Promise<void> {
  const done = await db.query('select 1 from store_meta where key = $1', [SEEDED_KEY]);
  if (done.rows.length > 0) return;
  await db.transaction(async (tx) => {
    for (const template of extraTemplates) {
      await tx.query('insert into voucher_templates (code, name) values ($1, $2) on conflict (code) do nothing', [template.code, template.name]);
      if (template.productId === null) continue;
      await tx.query(
        `insert into product_voucher_templates (product_id, template_code, show_in_my_account, allow_email)
         select $1, $2, $3, $4 where exists (select 1 from products where id = $1) on conflict (template_code) do nothing`,
        [template.productId, template.code, template.showInMyAccount, template.allowEmail],
      );
    }
    for (const voucher of extraVouchers) {
      await tx.query('insert into vouchers (code, template_code) values ($1, $2) on conflict (code) do nothing', [voucher.code, voucher.template]);
    }
    await tx.query('insert into store_meta (key, value) values ($1, $2)', [SEEDED_KEY, new Date().toISOString()]);
  });
}
