/**
 * Braintree's Sandbox as the double plays it, on the same test cards as the Square double
 * (`../square-double/sandbox-cards.ts`), so one fixture works whichever provider a store uses:
 *
 * - Visa 4111 1111 1111 1111 (and the other test cards), any future expiry, CVV 111, tokenizes;
 * - CVV 911 is refused when the card is tokenized (`HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED`,
 *   as a store that verifies the CVV sees it);
 * - Mastercard 5105 1051 0510 5100 stands for a card already in the customer's vault
 *   (`HOSTED_FIELDS_TOKENIZATION_FAIL_ON_DUPLICATE`);
 * - expiry 01/40 fails on Braintree's side (`HOSTED_FIELDS_FAILED_TOKENIZATION`);
 * - postal code 99999 tokenizes and is declined when charged, as with Square.
 *
 * A field's judgement is the Square double's: the two providers' fields accept the same values.
 */
import { brandOf, chargeOutcome, digitsOf, judgeField, parseExpiry, type CardBrand, type CardField, type ChargeOutcome, type FieldJudgement } from '../square-double/sandbox-cards.ts';
import type { BraintreeFieldKey } from '../../widgets/payment-form/braintree-types.ts';

export const FIELD_KEYS: readonly BraintreeFieldKey[] = ['number', 'expirationDate', 'cvv', 'postalCode'];

const SQUARE_FIELD: Readonly<Record<BraintreeFieldKey, CardField>> = { number: 'cardNumber', expirationDate: 'expirationDate', cvv: 'cvv', postalCode: 'postalCode' };

/** Braintree's `niceType` of each brand (`details.cardType` of a tokenize). */
const NICE_TYPE: Readonly<Record<CardBrand, string>> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMERICAN_EXPRESS: 'American Express',
  DISCOVER: 'Discover',
  DISCOVER_DINERS: 'Diners Club',
  JCB: 'JCB',
  CHINA_UNIONPAY: 'UnionPay',
  OTHER_BRAND: 'Unknown',
};

/** Braintree's `type` of each brand (`state.cards[].type`). */
const CARD_TYPE: Readonly<Record<CardBrand, string>> = {
  VISA: 'visa',
  MASTERCARD: 'mastercard',
  AMERICAN_EXPRESS: 'american-express',
  DISCOVER: 'discover',
  DISCOVER_DINERS: 'diners-club',
  JCB: 'jcb',
  CHINA_UNIONPAY: 'unionpay',
  OTHER_BRAND: 'unknown',
};

export const cardOf = (number: string) => {
  const brand = brandOf(number);
  return { brand, type: CARD_TYPE[brand], niceType: NICE_TYPE[brand] };
};

export function judge(key: BraintreeFieldKey, value: string, brand: CardBrand, now: Date): FieldJudgement {
  return judgeField(SQUARE_FIELD[key], value, brand, now);
}

export type TokenizeRefusal = 'HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED' | 'HOSTED_FIELDS_TOKENIZATION_FAIL_ON_DUPLICATE' | 'HOSTED_FIELDS_FAILED_TOKENIZATION';

/** What the gateway answers a valid card's tokenize with: a refusal, or null to make a nonce. */
export function tokenizeRefusal(values: Readonly<Record<BraintreeFieldKey, string>>): TokenizeRefusal | null {
  if (values.cvv.trim() === '911') return 'HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED';
  if (digitsOf(values.number) === '5105105105105100') return 'HOSTED_FIELDS_TOKENIZATION_FAIL_ON_DUPLICATE';
  const expiry = parseExpiry(values.expirationDate);
  if (expiry?.month === 1 && expiry.year === 2040) return 'HOSTED_FIELDS_FAILED_TOKENIZATION';
  return null;
}

/** What a nonce of the double records (and the stand-in gateway keeps): never the number or CVV. */
export interface TokenizableCard {
  cardType: string;
  lastFour: string;
  expirationMonth: string;
  expirationYear: string;
  postalCode: string;
  outcome: ChargeOutcome;
}

export function tokenizable(values: Readonly<Record<BraintreeFieldKey, string>>): TokenizableCard {
  const expiry = parseExpiry(values.expirationDate);
  return {
    cardType: NICE_TYPE[brandOf(values.number)],
    lastFour: digitsOf(values.number).slice(-4),
    expirationMonth: String(expiry?.month ?? 0).padStart(2, '0'),
    expirationYear: String(expiry?.year ?? 0),
    postalCode: values.postalCode.trim(),
    outcome: chargeOutcome({ cardNumber: values.number, expirationDate: values.expirationDate, cvv: values.cvv, postalCode: values.postalCode }),
  };
}

export const NONCE_PREFIX = 'tokencc_';

export function localNonce(): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${NONCE_PREFIX}double_local_${random}`;
}
