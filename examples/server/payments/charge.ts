/**
 * The demo store's charge: what Square's Payments API (or Braintree's transaction sale) would
 * answer for a token of the Square double (or a nonce of the Braintree double). The token must be
 * one a double's stand-in server made and not used before; its card's Sandbox outcome decides: CVV 911, postal code 99999 and expiry 01/40 are declined with a message
 * the shopper can act on, and no order is made.
 */
import { english } from '../text/store-text.ts';
import type { ChargeOutcome } from '../../square-double/sandbox-cards.ts';
import type { Sql } from '../db/db.ts';
import { lockNonce, markNonceUsed } from './card-tokens.ts';

export const CHARGE_MESSAGES: Readonly<Record<Exclude<ChargeOutcome, 'OK'>, string>> & { unknownToken: string; usedToken: string } = {
  CVV_FAILURE: english('msg.charge.cvv'),
  ADDRESS_VERIFICATION_FAILURE: english('msg.charge.postalCode'),
  INVALID_EXPIRATION: english('msg.charge.expiry'),
  GENERIC_DECLINE: english('msg.charge.declined'),
  unknownToken: english('msg.charge.unknownToken'),
  usedToken: english('msg.charge.usedToken'),
};

export interface ChargedCard {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type ChargeResult = { ok: true; card: ChargedCard } | { ok: false; message: string };

/** Charges `token` (inside the order's transaction): marks it used when it pays. */
export async function chargeToken(sql: Sql, token: string): Promise<ChargeResult> {
  const nonce = await lockNonce(sql, token);
  if (!nonce) return { ok: false, message: CHARGE_MESSAGES.unknownToken };
  if (nonce.used_at !== null) return { ok: false, message: CHARGE_MESSAGES.usedToken };
  if (nonce.outcome !== 'OK') return { ok: false, message: CHARGE_MESSAGES[nonce.outcome] };
  await markNonceUsed(sql, token);
  return { ok: true, card: { token, brand: nonce.card_brand, last4: nonce.last4, expMonth: nonce.exp_month, expYear: nonce.exp_year } };
}
