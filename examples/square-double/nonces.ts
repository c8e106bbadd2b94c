/**
 * Making a token for a card the frame validated. In the demo store the frame asks the store's
 * stand-in for Square's servers (`POST /square-double/v2/card-nonces`), which records the card's
 * brand, last 4, expiry, postal code and Sandbox outcome — never the number or the CVV — so a
 * charge can later tell a token the double made from any other string, and refuse a second use.
 * Without such an address (Storybook, tests) the token is made in the frame and no store knows it.
 */
import type { TokenizableCard } from './card-fields.ts';

export const NONCE_PREFIX = 'cnon:';

export function localNonce(): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${NONCE_PREFIX}double-local-${random}`;
}

/** Asks `nonceUrl` for a token; resolves null when the stand-in server cannot be reached. */
export async function requestNonce(nonceUrl: string, card: TokenizableCard): Promise<string | null> {
  try {
    // text/plain keeps this a "simple" cross-origin request (the frame's origin is opaque).
    const response = await fetch(nonceUrl, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(card) });
    if (!response.ok) return null;
    const body = (await response.json()) as { token?: unknown };
    return typeof body.token === 'string' && body.token.startsWith(NONCE_PREFIX) ? body.token : null;
  } catch {
    return null;
  }
}
