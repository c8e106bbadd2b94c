/**
 * The card tokens the demo store's provider doubles made, whichever provider: Square's
 * (`cnon:…`, in `square_double_nonces`) and Braintree's nonces (`tokencc_…`, in
 * `braintree_double_nonces`), and the cards a customer keeps in Braintree's vault (payment tokens
 * `btpm_…`). A charge, a card update and Pay now read a card here, never from the page.
 */
import { english } from '../text/store-text.ts';
import type { ChargeOutcome } from '../../square-double/sandbox-cards.ts';
import type { Sql } from '../db/db.ts';
import { badRequest } from '../platform/http-error.ts';

export type CardProvider = 'Square' | 'Braintree';

export const SQUARE_NONCE = /^cnon:[A-Za-z0-9_:-]{1,120}$/;
export const BRAINTREE_NONCE = /^tokencc_[A-Za-z0-9_]{1,120}$/;
export const BRAINTREE_PAYMENT_TOKEN = /^btpm_[A-Za-z0-9_-]{1,64}$/;

/** The provider a nonce comes from, by its form; null for anything else. */
export function nonceProvider(token: string): CardProvider | null {
  if (SQUARE_NONCE.test(token)) return 'Square';
  if (BRAINTREE_NONCE.test(token)) return 'Braintree';
  return null;
}

const TABLE: Readonly<Record<CardProvider, string>> = { Square: 'square_double_nonces', Braintree: 'braintree_double_nonces' };

export interface CardToken {
  card_brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  outcome: ChargeOutcome;
  used_at: Date | null;
}

/** The nonce's card, locked for this transaction; null when no double made it. */
export async function lockNonce(sql: Sql, token: string): Promise<CardToken | null> {
  const provider = nonceProvider(token);
  if (!provider) return null;
  const found = await sql.query<CardToken>(`select card_brand, last4, exp_month, exp_year, outcome, used_at from ${TABLE[provider]} where token = $1 for update`, [token]);
  return found.rows[0] ?? null;
}

export async function markNonceUsed(sql: Sql, token: string): Promise<void> {
  const provider = nonceProvider(token);
  if (provider) await sql.query(`update ${TABLE[provider]} set used_at = now() where token = $1`, [token]);
}

/** A customer's vaulted Braintree card: the nonce it was made from, and that nonce's card. */
export async function vaultedCard(sql: Sql, customerId: number, paymentToken: string): Promise<(CardToken & { nonce: string }) | null> {
  const found = await sql.query<CardToken & { nonce: string }>(
    `select v.nonce, n.card_brand, n.last4, n.exp_month, n.exp_year, n.outcome, n.used_at
       from braintree_vault v join braintree_double_nonces n on n.token = v.nonce
      where v.payment_token = $1 and v.customer_id = $2`,
    [paymentToken, customerId],
  );
  return found.rows[0] ?? null;
}

/** What charging the card on file (a nonce, or a vaulted payment token) answers in the Sandbox. */
export async function cardOnFileOutcome(sql: Sql, token: string): Promise<ChargeOutcome> {
  if (BRAINTREE_PAYMENT_TOKEN.test(token)) {
    const found = await sql.query<{ outcome: ChargeOutcome }>('select n.outcome from braintree_vault v join braintree_double_nonces n on n.token = v.nonce where v.payment_token = $1', [token]);
    return found.rows[0]?.outcome ?? 'GENERIC_DECLINE';
  }
  const provider = nonceProvider(token);
  if (!provider) return 'GENERIC_DECLINE';
  const found = await sql.query<{ outcome: ChargeOutcome }>(`select outcome from ${TABLE[provider]} where token = $1`, [token]);
  return found.rows[0]?.outcome ?? 'GENERIC_DECLINE';
}

/** Why a card cannot go on file; each says what to do. */
export const CARD_ON_FILE_MESSAGES = {
  tokenInvalid: english('msg.card.tokenInvalid'),
  otherProvider: english('msg.card.otherProvider'),
  notVaulted: 'Save the card first: PaymentKey must be the payment token of a card in your vault, made from this Token.',
  tokenUsed: english('msg.card.tokenUsed'),
  lastFour: english('msg.card.lastFour'),
} as const;

export interface CardOnFileRequest {
  /** The nonce the provider's form made. */
  Token: string;
  /** Braintree's payment token of the card the customer vaulted from `Token`. */
  PaymentKey?: string | undefined;
  LastFour: string;
}

/**
 * The card a customer puts on file (a payment plan's card, the resort charge card), checked the
 * same way wherever it goes: the nonce must come from the store's provider; a Square nonce is one
 * the double made and is used up here; a Braintree store's card must be in the customer's own
 * vault (`PaymentKey`, vaulted from `Token`), and its payment token is what is kept and charged
 * later. The last 4 digits must be the card's. Answers the card and the token to keep.
 */
export async function takeCardOnFile(sql: Sql, customerId: number, provider: CardProvider, request: CardOnFileRequest): Promise<{ card: CardToken; onFile: string }> {
  if (nonceProvider(request.Token) !== provider) throw badRequest(CARD_ON_FILE_MESSAGES.otherProvider);
  let card: CardToken | null;
  let onFile = request.Token;
  if (provider === 'Braintree') {
    const vaulted = request.PaymentKey ? await vaultedCard(sql, customerId, request.PaymentKey) : null;
    if (!vaulted || vaulted.nonce !== request.Token || !request.PaymentKey) throw badRequest(CARD_ON_FILE_MESSAGES.notVaulted);
    card = vaulted;
    onFile = request.PaymentKey;
  } else {
    card = await lockNonce(sql, request.Token);
    if (!card) throw badRequest(CARD_ON_FILE_MESSAGES.tokenInvalid);
    if (card.used_at !== null) throw badRequest(CARD_ON_FILE_MESSAGES.tokenUsed);
  }
  if (card.last4 !== request.LastFour) throw badRequest(CARD_ON_FILE_MESSAGES.lastFour);
  if (provider === 'Square') await markNonceUsed(sql, request.Token);
  return { card, onFile };
}
