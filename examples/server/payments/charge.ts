/**
 * The demo store's charge: what Square's Payments API would answer for a token of the Square
 * double. The token must be one the double's stand-in server made and not used before; its card's
 * Sandbox outcome decides: CVV 911, postal code 99999 and expiry 01/40 are declined with a message
 * the shopper can act on, and no order is made.
 */
import type { ChargeOutcome } from '../../square-double/sandbox-cards.ts';
import type { Sql } from '../db/db.ts';

export const CHARGE_MESSAGES: Readonly<Record<Exclude<ChargeOutcome, 'OK'>, string>> & { unknownToken: string; usedToken: string } = {
  CVV_FAILURE: 'Your card was declined: the security code (CVV) did not match. Check it or use another card.',
  ADDRESS_VERIFICATION_FAILURE: 'Your card was declined: the billing postal code did not match. Check it or use another card.',
  INVALID_EXPIRATION: 'Your card was declined: the expiration date is not valid. Check it or use another card.',
  GENERIC_DECLINE: 'Your card was declined. Use another card.',
  unknownToken: 'Your payment could not be verified. Enter your card details again.',
  usedToken: 'This payment was already used. Enter your card details again.',
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
  const found = await sql.query<{ card_brand: string; last4: string; exp_month: number; exp_year: number; outcome: ChargeOutcome; used_at: Date | null }>(
    'select card_brand, last4, exp_month, exp_year, outcome, used_at from square_double_nonces where token = $1 for update',
    [token],
  );
  const nonce = found.rows[0];
  if (!nonce) return { ok: false, message: CHARGE_MESSAGES.unknownToken };
  if (nonce.used_at !== null) return { ok: false, message: CHARGE_MESSAGES.usedToken };
  if (nonce.outcome !== 'OK') return { ok: false, message: CHARGE_MESSAGES[nonce.outcome] };
  await sql.query('update square_double_nonces set used_at = now() where token = $1', [token]);
  return { ok: true, card: { token, brand: nonce.card_brand, last4: nonce.last4, expMonth: nonce.exp_month, expYear: nonce.exp_year } };
}
