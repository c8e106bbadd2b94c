/**
 * `POST /api/payment/addbraintreepaymentmethodtocustomer/`: a signed-in customer of a Braintree
 * store keeps a card in Braintree's vault (as a card update does before it names the card). The
 * nonce must be one the double's gateway made, unused, for the same last 4 digits, and its card
 * must pass verification; the answer is the vaulted card's payment token.
 */
import { english } from '../text/store-text.ts';
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env.ts';
import type { Db, Sql } from '../db/db.ts';
import { HttpError, badRequest } from '../platform/http-error.ts';
import { readJson, text } from '../platform/input.ts';
import { BRAINTREE_NONCE, lockNonce, markNonceUsed } from './card-tokens.ts';
import { CHARGE_MESSAGES } from './charge.ts';
import { requestPaymentSettings } from './settings.ts';

export const BRAINTREE_VAULT_PATH = '/api/payment/addbraintreepaymentmethodtocustomer/';

export const VAULT_MESSAGES = {
  signIn: english('msg.vault.signIn'),
  notBraintree: english('msg.vault.notBraintree'),
  body: 'Send CardNumberLastFour, CardHolderName and Nonce.',
  lastFour: 'CardNumberLastFour must be the last 4 digits of the card.',
  nonce: english('msg.vault.nonce'),
  used: english('msg.vault.used'),
  cardHolder: 'CardHolderName is required (at most 100 characters).',
} as const;

const vaultSchema = z.object(
  {
    CardNumberLastFour: z.string({ error: VAULT_MESSAGES.lastFour }).regex(/^\d{4}$/, VAULT_MESSAGES.lastFour),
    CardHolderName: text(100, { required: VAULT_MESSAGES.cardHolder, tooLong: VAULT_MESSAGES.cardHolder }, 1),
    Nonce: z.string({ error: VAULT_MESSAGES.nonce }).regex(BRAINTREE_NONCE, VAULT_MESSAGES.nonce),
  },
  { error: VAULT_MESSAGES.body },
);

export async function vaultCard(sql: Sql, customerId: number, request: z.output<typeof vaultSchema>): Promise<string> {
  const card = await lockNonce(sql, request.Nonce);
  if (!card) throw badRequest(VAULT_MESSAGES.nonce);
  if (card.used_at !== null) throw badRequest(VAULT_MESSAGES.used);
  if (card.last4 !== request.CardNumberLastFour) throw badRequest(VAULT_MESSAGES.lastFour);
  // Braintree verifies a card before it keeps it: one the Sandbox declines is not vaulted.
  if (card.outcome !== 'OK') throw new HttpError(402, CHARGE_MESSAGES[card.outcome]);
  const paymentToken = `btpm_${randomBytes(12).toString('base64url')}`;
  await markNonceUsed(sql, request.Nonce);
  await sql.query('insert into braintree_vault (payment_token, customer_id, nonce, cardholder_name) values ($1, $2, $3, $4)', [paymentToken, customerId, request.Nonce, request.CardHolderName]);
  return paymentToken;
}

export function braintreeVaultRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post(BRAINTREE_VAULT_PATH, async (c) => {
    const customer = c.get('customer');
    if (customer === null) throw new HttpError(401, VAULT_MESSAGES.signIn);
    const request = await readJson(c, vaultSchema, VAULT_MESSAGES.body);
    if ((await requestPaymentSettings(c, db)).PaymentProvider !== 'Braintree') throw new HttpError(409, VAULT_MESSAGES.notBraintree);
    const paymentToken = await db.transaction((tx) => vaultCard(tx, customer.id, request));
    return c.json({ PaymentToken: paymentToken });
  });
  return routes;
}
