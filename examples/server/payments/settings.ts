/**
 * The store's payment switches (`payment_settings`, one row): the card update and Pay now on My
 * Account's payment plans, the digital wallets (Apple Pay, Google Pay) of the payment form, and
 * the card provider (Square, Braintree, or one of the providers this version does not support).
 * Staff flip them with `PUT /api/admin/payment-settings`; the answers that carry them read them here
 * on every call, so a flip shows on the next page load.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../platform/app-env.ts';
import type { Sql } from '../db/db.ts';

/** The providers the store may name (the spec's list); the payment form takes cards through the first two. */
export const PAYMENT_PROVIDERS = ['Square', 'Braintree', 'Heartland', 'Moneris', 'Windcave', 'FreedomPay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export interface PaymentSettings {
  AllowCardUpdate: boolean;
  AllowPayNow: boolean;
  DigitalWallets: boolean;
  PaymentProvider: PaymentProviderName;
}

const providerNamed = (value: string): PaymentProviderName => PAYMENT_PROVIDERS.find((name) => name === value) ?? 'Square';

export async function readPaymentSettings(sql: Sql): Promise<PaymentSettings> {
  const found = await sql.query<{ allow_card_update: boolean; allow_pay_now: boolean; digital_wallets: boolean; payment_provider: string }>(
    'select allow_card_update, allow_pay_now, digital_wallets, payment_provider from payment_settings where id',
  );
  const row = found.rows[0];
  // The migration inserts the row; a store without it works as before: everything on.
  if (!row) return { AllowCardUpdate: true, AllowPayNow: true, DigitalWallets: true, PaymentProvider: 'Square' };
  return { AllowCardUpdate: row.allow_card_update, AllowPayNow: row.allow_pay_now, DigitalWallets: row.digital_wallets, PaymentProvider: providerNamed(row.payment_provider) };
}

/** Sets the switches given, keeps the others, and answers them all. */
export async function updatePaymentSettings(sql: Sql, change: { [K in keyof PaymentSettings]?: PaymentSettings[K] | undefined }): Promise<PaymentSettings> {
  await sql.query(
    `update payment_settings
        set allow_card_update = coalesce($1, allow_card_update),
            allow_pay_now = coalesce($2, allow_pay_now),
            digital_wallets = coalesce($3, digital_wallets),
            payment_provider = coalesce($4, payment_provider)
      where id`,
    [change.AllowCardUpdate ?? null, change.AllowPayNow ?? null, change.DigitalWallets ?? null, change.PaymentProvider ?? null],
  );
  return readPaymentSettings(sql);
}

export const TEST_PROVIDER_COOKIE = 'resort.test-provider';

/** Only on a store running for its tests: a browser's `resort.test-provider` cookie picks its card provider. */
export function testProviderChoice(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const chosen = getCookie(c, TEST_PROVIDER_COOKIE);
    if (chosen === 'Square' || chosen === 'Braintree') c.set('testPaymentProvider', chosen);
    await next();
  };
}

/** The settings this request sees: the store's, with the provider a test browser chose. */
export async function requestPaymentSettings(c: Context<AppEnv>, sql: Sql): Promise<PaymentSettings> {
  const settings = await readPaymentSettings(sql);
  const chosen = c.get('testPaymentProvider');
  return chosen ? { ...settings, PaymentProvider: chosen } : settings;
}
