/**
 * What the double's hosted fields do with what the buyer types, wherever they run (each field's
 * frame in the browser, in process in component tests): each field judged as it changes, and the
 * checks `tokenize()` makes before Braintree's gateway is asked for a nonce.
 */
import type { BraintreeFieldKey, HostedFieldsBillingAddress } from '../../widgets/payment-form/braintree-types.ts';
import { cardOf, FIELD_KEYS, judge, tokenizable, tokenizeRefusal, type TokenizableCard, type TokenizeRefusal } from './sandbox.ts';

/** One field's state as the page learns it (never its value). */
export interface FieldChange {
  field: BraintreeFieldKey;
  isEmpty: boolean;
  isValid: boolean;
  isPotentiallyValid: boolean;
  isFocused: boolean;
  /** The number field's card, once its first digits say it. */
  card?: { type: string; niceType: string } | null;
}

export function fieldChange(field: BraintreeFieldKey, value: string, focused: boolean, number: string, now: Date): FieldChange {
  const judged = judge(field, value, cardOf(number).brand, now);
  const change: FieldChange = { field, isEmpty: judged.isEmpty, isValid: judged.isCompletelyValid, isPotentiallyValid: judged.isPotentiallyValid, isFocused: focused };
  if (field === 'number') {
    const card = cardOf(value);
    change.card = card.brand === 'OTHER_BRAND' ? null : { type: card.type, niceType: card.niceType };
  }
  return change;
}

export type TokenizeAnswer =
  | { ok: true; nonce: string; card: TokenizableCard }
  | { ok: false; code: 'HOSTED_FIELDS_FIELDS_EMPTY' }
  | { ok: false; code: 'HOSTED_FIELDS_FIELDS_INVALID'; invalidFieldKeys: BraintreeFieldKey[] }
  | { ok: false; code: TokenizeRefusal | 'HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR' };

export type Checked = { ok: true; card: TokenizableCard } | Extract<TokenizeAnswer, { ok: false }>;

/** The checks before the gateway: every field of the form filled in and valid, then the Sandbox's refusals. */
export function checkForTokenize(values: Partial<Record<BraintreeFieldKey, string>>, now: Date): Checked {
  const shown = FIELD_KEYS.filter((key) => values[key] !== undefined);
  const all = { number: '', expirationDate: '', cvv: '', postalCode: '', ...values };
  if (shown.every((key) => all[key].trim() === '')) return { ok: false, code: 'HOSTED_FIELDS_FIELDS_EMPTY' };
  const brand = cardOf(all.number).brand;
  const invalid = shown.filter((key) => !judge(key, all[key], brand, now).isCompletelyValid);
  if (invalid.length > 0) return { ok: false, code: 'HOSTED_FIELDS_FIELDS_INVALID', invalidFieldKeys: invalid };
  const refusal = tokenizeRefusal(all);
  if (refusal) return { ok: false, code: refusal };
  return { ok: true, card: tokenizable(all) };
}

/** Asks the stand-in gateway at `url` for a nonce; null when it cannot be reached or refuses. */
export async function requestNonce(url: string, authorizationFingerprint: string, card: TokenizableCard, billingAddress: HostedFieldsBillingAddress | null = null): Promise<string | null> {
  try {
    // text/plain keeps this a "simple" cross-origin request (a field frame's origin is opaque).
    const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ authorizationFingerprint, creditCard: billingAddress ? { ...card, billingAddress } : card }) });
    if (!response.ok) return null;
    const body = (await response.json()) as { nonce?: unknown };
    return typeof body.nonce === 'string' ? body.nonce : null;
  } catch {
    return null;
  }
}
