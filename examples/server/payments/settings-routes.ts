/** Staff read and flip the payment switches (see `settings.ts`). */
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env.ts';
import type { Db } from '../db/db.ts';
import { requireAdmin } from '../platform/admin-access.ts';
import { bool, readJson } from '../platform/input.ts';
import { PAYMENT_PROVIDERS, readPaymentSettings, updatePaymentSettings } from './settings.ts';

export const PAYMENT_SETTINGS_PATH = '/api/admin/payment-settings';

export const PAYMENT_SETTINGS_MESSAGES = {
  body: `Send AllowCardUpdate, AllowPayNow or DigitalWallets as true or false, or PaymentProvider as one of ${PAYMENT_PROVIDERS.join(', ')}.`,
} as const;

const settingsChange = z.strictObject(
  {
    AllowCardUpdate: bool(PAYMENT_SETTINGS_MESSAGES.body).optional(),
    AllowPayNow: bool(PAYMENT_SETTINGS_MESSAGES.body).optional(),
    DigitalWallets: bool(PAYMENT_SETTINGS_MESSAGES.body).optional(),
    PaymentProvider: z.enum(PAYMENT_PROVIDERS, { error: PAYMENT_SETTINGS_MESSAGES.body }).optional(),
  },
  { error: PAYMENT_SETTINGS_MESSAGES.body },
);

export function paymentSettingsRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const admin = requireAdmin();

  routes.get(PAYMENT_SETTINGS_PATH, admin, async (c) => c.json(await readPaymentSettings(db)));

  routes.put(PAYMENT_SETTINGS_PATH, admin, async (c) => {
    const change = await readJson(c, settingsChange, PAYMENT_SETTINGS_MESSAGES.body);
    return c.json(await updatePaymentSettings(db, change));
  });

  return routes;
}
