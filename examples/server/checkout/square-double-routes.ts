/**
 * The Square double as the demo store serves it: its script and card frame under
 * `/static/square-double/`, and the stand-in for Square's servers that turns a card the frame
 * validated into a token (`POST /square-double/v2/card-nonces`). That call comes from the
 * sandboxed frame (an opaque origin, no session, no anti-forgery token), so these routes sit in
 * front of the session middleware; it records brand, last 4, expiry, postal code and the Sandbox
 * outcome — never a card number or CVV.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env.ts';
import type { Db } from '../db/db.ts';
import { badRequest } from '../platform/http-error.ts';
import { squareDoubleFiles } from '../../square-double/build.ts';
import { SQUARE_DOUBLE_NONCES, SQUARE_DOUBLE_PATH } from './payment-config.ts';
import { serveDoubleFiles } from './double-files-route.ts';

const cardSchema = z.object({
  brand: z.enum(['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DISCOVER', 'DISCOVER_DINERS', 'JCB', 'CHINA_UNIONPAY', 'OTHER_BRAND']),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  postalCode: z.string().max(10),
  outcome: z.enum(['OK', 'CVV_FAILURE', 'ADDRESS_VERIFICATION_FAILURE', 'INVALID_EXPIRATION', 'GENERIC_DECLINE']),
});

export function squareDoubleRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  serveDoubleFiles(routes, SQUARE_DOUBLE_PATH, squareDoubleFiles);

  routes.post(SQUARE_DOUBLE_NONCES, async (c) => {
    c.header('Access-Control-Allow-Origin', '*');
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      throw badRequest('Send the card as JSON.');
    }
    const card = cardSchema.safeParse(body);
    if (!card.success) throw badRequest('The card details are not valid.');
    const token = `cnon:${randomBytes(18).toString('base64url')}`;
    await db.query(
      `insert into square_double_nonces (token, card_brand, last4, exp_month, exp_year, postal_code, outcome)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [token, card.data.brand, card.data.last4, card.data.expMonth, card.data.expYear, card.data.postalCode.trim(), card.data.outcome],
    );
    return c.json({ token });
  });

  return routes;
}
