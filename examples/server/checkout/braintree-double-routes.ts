/**
 * The Braintree double as the demo store serves it: its script and field frame under
 * `/static/braintree-double/`, and the stand-in for Braintree's gateway that turns a card the
 * number field's frame checked into a nonce (`POST /braintree-double/v1/payment_methods/credit_cards`).
 * That call comes from a sandboxed frame (an opaque origin, no session, no anti-forgery token), so
 * these routes sit in front of the session middleware, as Square's do; it takes only a client
 * token's fingerprint this store issued, and records brand, last 4, expiry, postal code and the
 * Sandbox outcome — never a card number or CVV.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../platform/http-error.ts';
import { readJson } from '../platform/input.ts';
import { braintreeDoubleFiles } from '../../braintree-double/build.ts';
import { BRAINTREE_DOUBLE_FINGERPRINT, BRAINTREE_DOUBLE_NONCES, BRAINTREE_DOUBLE_PATH } from './payment-config.ts';
import { serveDoubleFiles } from './double-files-route.ts';

const BAD_CARD = 'The card details are not valid.';

const requestSchema = z.object(
  {
    authorizationFingerprint: z.string({ error: 'Send the client token’s authorizationFingerprint.' }).max(200),
    creditCard: z.object(
      {
        cardType: z.enum(['Visa', 'Mastercard', 'American Express', 'Discover', 'Diners Club', 'JCB', 'UnionPay', 'Unknown'], { error: BAD_CARD }),
        lastFour: z.string().regex(/^\d{4}$/, BAD_CARD),
        expirationMonth: z.string().regex(/^(0[1-9]|1[0-2])$/, BAD_CARD),
        expirationYear: z.string().regex(/^20\d{2}$/, BAD_CARD),
        postalCode: z.string().max(10, BAD_CARD),
        outcome: z.enum(['OK', 'CVV_FAILURE', 'ADDRESS_VERIFICATION_FAILURE', 'INVALID_EXPIRATION', 'GENERIC_DECLINE'], { error: BAD_CARD }),
      },
      { error: BAD_CARD },
    ),
  },
  { error: BAD_CARD },
);

export function braintreeDoubleRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  serveDoubleFiles(routes, BRAINTREE_DOUBLE_PATH, braintreeDoubleFiles);

  routes.post(BRAINTREE_DOUBLE_NONCES, async (c) => {
    c.header('Access-Control-Allow-Origin', '*');
    // The frame sends text/plain (a simple request from its opaque origin): read as JSON all the same.
    const { authorizationFingerprint, creditCard: card } = await readJson(c, requestSchema, 'Send the card as JSON.');
    if (authorizationFingerprint !== BRAINTREE_DOUBLE_FINGERPRINT) throw new HttpError(401, 'The client token was not issued by this store.');
    const nonce = `tokencc_${randomBytes(18).toString('base64url').replace(/-/g, '_')}`;
    await db.query(
      `insert into braintree_double_nonces (token, card_brand, last4, exp_month, exp_year, postal_code, outcome)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [nonce, card.cardType, card.lastFour, Number(card.expirationMonth), Number(card.expirationYear), card.postalCode.trim(), card.outcome],
    );
    return c.json({ nonce });
  });

  return routes;
}
