/**
 * The store's payment switches (`payment_settings`, one row): the card update and Pay now on My
 * Account's payment plans, and the digital wallets (Apple Pay, Google Pay) of the payment form.
 * Staff flip them with `PUT /api/admin/payment-settings`; the answers that carry them read them here
 * on every call, so a flip shows on the next page load.
 */
import type { Sql } from '../db/db.ts';

export interface PaymentSettings {
  AllowCardUpdate: boolean;
  AllowPayNow: boolean;
  DigitalWallets: boolean;
}

export async function readPaymentSettings(sql: Sql): Promise<PaymentSettings> {
  const found = await sql.query<{ allow_card_update: boolean; allow_pay_now: boolean; digital_wallets: boolean }>(
    'select allow_card_update, allow_pay_now, digital_wallets from payment_settings where id',
  );
  const row = found.rows[0];
  // The migration inserts the row; a store without it works as before: everything on.
  if (!row) return { AllowCardUpdate: true, AllowPayNow: true, DigitalWallets: true };
  return { AllowCardUpdate: row.allow_card_update, AllowPayNow: row.allow_pay_now, DigitalWallets: row.digital_wallets };
}

/** Sets the switches given, keeps the others, and answers them all. */
export async function updatePaymentSettings(sql: Sql, change: { [K in keyof PaymentSettings]?: boolean | undefined }): Promise<PaymentSettings> {
  await sql.query(
    `update payment_settings
        set allow_card_update = coalesce($1, allow_card_update),
            allow_pay_now = coalesce($2, allow_pay_now),
            digital_wallets = coalesce($3, digital_wallets)
      where id`,
    [change.AllowCardUpdate ?? null, change.AllowPayNow ?? null, change.DigitalWallets ?? null],
  );
  return readPaymentSettings(sql);
}
