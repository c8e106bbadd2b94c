/**
 * The payment calls of the checkout: the payment configuration, the checkout personalization and
 * `POST /api/checkout/complete` (anti-forgery checked by the middleware, as for every POST).
 */
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../platform/http-error.ts';
import { bool, readJson, text } from '../platform/input.ts';
import { COMPLETION_MESSAGES } from './completion-rules.ts';
import { CompletionRefused, completeCheckout } from './complete-order.ts';
import { readPaymentSettings, requestPaymentSettings } from '../payments/settings.ts';
import { nonceProvider } from '../payments/card-tokens.ts';
import { paymentConfiguration } from './payment-config.ts';
import { personJson, releaseJson } from './waivers.ts';

export const COMPLETE_PATH = '/api/checkout/complete';

const BAD_KEY = 'This checkout page has no valid order key. Reload it and place your order again.';
const BAD_HASH = 'Reload the checkout page and place your order again.';
const BAD_PAYMENT = 'The payment details are not valid. Enter your card again.';

const completeSchema = z.object({
  IdempotencyKey: z.string({ error: BAD_KEY }).regex(/^[A-Za-z0-9-]{8,64}$/, BAD_KEY),
  CartHash: z.string({ error: BAD_HASH }).regex(/^[a-f0-9]{16}$/, BAD_HASH),
  CartVersion: z.number({ error: BAD_HASH }).int(BAD_HASH).min(0, BAD_HASH).max(2_147_483_647, BAD_HASH),
  Payment: z
    .object(
      {
        Nonce: z.string({ error: BAD_PAYMENT }).refine((nonce) => nonceProvider(nonce) !== null, BAD_PAYMENT),
        CardHolderName: text(100, { tooLong: 'The cardholder name is too long.' }),
        IsDigitalWalletTransaction: bool(BAD_PAYMENT),
      },
      { error: BAD_PAYMENT },
    )
    .nullable()
    .default(null),
});

export function paymentRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/api/payment/configuration', async (c) => c.json(paymentConfiguration(process.env, await requestPaymentSettings(c, db), c.get('store').doublesOrigin)));

  routes.get('/api/checkout/personalization', async (c) => c.json({ AllowDigitalWallets: (await readPaymentSettings(db)).DigitalWallets }));

  routes.post(COMPLETE_PATH, async (c) => {
    const customer = c.get('customer');
    if (customer === null) throw new HttpError(401, COMPLETION_MESSAGES.signIn);
    const request = await readJson(c, completeSchema, 'Send the order as a JSON object.');
    // A card entered for another provider than the store's now (it switched meanwhile) pays nothing here.
    if (request.Payment && nonceProvider(request.Payment.Nonce) !== (await requestPaymentSettings(c, db)).PaymentProvider) throw new HttpError(400, BAD_PAYMENT);
    try {
      const order = await completeCheckout(db, customer, request);
      return c.json({ success: true, OrderId: order.orderId, OrderNumber: order.orderNumber, RedirectUrl: `/checkout/completed/${order.orderId}` });
    } catch (error) {
      if (error instanceof CompletionRefused) {
        // Each waiver still to sign, as `<resort-waiver>` takes it: the page shows the refusal on
        // its card, or adds the card when it did not show one.
        const waivers = error.unsignedWaivers.map((waiver) => ({
          Message: COMPLETION_MESSAGES.waiver(`${waiver.firstName} ${waiver.lastName}`, waiver.release.title),
          Release: releaseJson(waiver),
          Person: personJson(waiver),
        }));
        return c.json({ success: false, message: error.message, Errors: error.problems, Waivers: waivers }, error.status);
      }
      throw error;
    }
  });

  return routes;
}
