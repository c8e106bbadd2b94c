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
import { readJson } from '../platform/input.ts';
import { squareDoubleFiles } from '../../square-double/build.ts';
import { SQUARE_DOUBLE_NONCES, SQUARE_DOUBLE_PATH } from './payment-config.ts';
import { serveDoubleFiles } from './double-files-route.ts';

const BAD_CARD = 'The card details are not valid.';

const cardSchema = z.object(
  {
    brand: z.enum(['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DISCOVER', 'DISCOVER_DINERS', 'JCB', 'CHINA_UNIONPAY', 'OTHER_BRAND'], { error: BAD_CARD }),
    last4: z.string({ error: BAD_CARD }).regex(/^\d{4}$/, BAD_CARD),
    expMonth: z.number({ error: BAD_CARD }).int(BAD_CARD).min(1, BAD_CARD).max(12, BAD_CARD),
    expYear: z.number({ error: BAD_CARD }).int(BAD_CARD).min(2000, BAD_CARD).max(2100, BAD_CARD),
    postalCode: z.string({ error: BAD_CARD }).max(10, BAD_CARD),
    outcome: z.enum(['OK', 'CVV_FAILURE', 'ADDRESS_VERIFICATION_FAILURE', 'INVALID_EXPIRATION', 'GENERIC_DECLINE'], { error: BAD_CARD }),
  },
  { error: BAD_CARD },
);

export function squareDoubleRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  serveDoubleFiles(routes, SQUARE_DOUBLE_PATH, squareDoubleFiles);

  routes.post(SQUARE_DOUBLE_NONCES, async (c) => {
    c.header('Access-Control-Allow-Origin', '*');
    // The frame sends text/plain (a simple request from its opaque origin): read as JSON all the same.
    const card = await readJson(c, cardSchema, 'Send the card as JSON.');
    const token = `cnon:${randomBytes(18).toString('base64url')}`;
    await db.query(
      `insert into square_double_nonces (token, card_brand, last4, exp_month, exp_year, postal_code, outcome)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [token, card.brand, card.last4, card.expMonth, card.expYear, card.postalCode.trim(), card.outcome],
    );
    return c.json({ token });
  });

  return routes;
}
