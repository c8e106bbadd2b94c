/**
 * Braintree's card form, as plain functions:
 *
 * - the card is valid when every hosted field Braintree shows is valid, the name on the card is
 *   not blank and no card error shows;
 * - a tokenize that failed shows the store's message for Braintree's error code: a card already in
 *   the vault, a CVV refused, a failure on Braintree's side, a network error, anything else with
 *   Braintree's own message; empty or invalid fields show only each field's error;
 * - what the form emits: the payment info posted with an order (`Payments.Braintree`, source
 *   `BRAINTREE_CC`), or the card info of a card update, which carries the vaulted card's payment
 *   token as `PaymentKey`.
 */
import type { CardInfo, PaymentInfo } from '../../src/api/payment-schemas.ts';
import type { BraintreeErrorLike, BraintreeFieldKey, HostedFieldsState, HostedFieldsTokenizePayload } from './braintree-types.ts';
import type { TokenErrorLabels, TokenErrorMessage } from './payment-rules.ts';

export const BRAINTREE_FIELDS: readonly BraintreeFieldKey[] = ['number', 'expirationDate', 'cvv', 'postalCode'];

export interface BraintreeErrorLabels extends TokenErrorLabels {
  'payment.error.duplicate': string;
  'payment.error.cvvVerification': string;
  'payment.error.serverSide': string;
}

const FIELD_LABEL: Readonly<Record<BraintreeFieldKey, keyof TokenErrorLabels>> = {
  number: 'payment.error.cardNumber',
  expirationDate: 'payment.error.expirationDate',
  cvv: 'payment.error.cvv',
  postalCode: 'payment.error.postalCode',
};

export function braintreeFieldsValid(state: HostedFieldsState | null, cardholderName: string, cardError: boolean): boolean {
  if (!state || cardholderName.trim() === '' || cardError) return false;
  const shown = BRAINTREE_FIELDS.filter((key) => state.fields[key] !== undefined);
  return shown.includes('number') && shown.every((key) => state.fields[key]?.isValid === true);
}

/** The fields to mark, in the form's order: those Braintree named, else every empty or invalid one. */
export function fieldsToMark(error: BraintreeErrorLike, state: HostedFieldsState | null): BraintreeFieldKey[] {
  const details = typeof error.details === 'object' && error.details !== null ? (error.details as { invalidFieldKeys?: unknown }) : {};
  const named = Array.isArray(details.invalidFieldKeys) ? details.invalidFieldKeys.filter((key: unknown): key is BraintreeFieldKey => BRAINTREE_FIELDS.some((field) => field === key)) : [];
  const keys = named.length > 0 ? named : BRAINTREE_FIELDS.filter((key) => state?.fields[key] !== undefined && state.fields[key].isValid !== true);
  return BRAINTREE_FIELDS.filter((key) => keys.includes(key));
}

export type BraintreeTokenError =
  /** Empty or invalid fields: only the fields' errors show. */
  | { kind: 'fields'; fields: BraintreeFieldKey[]; message: TokenErrorMessage }
  | { kind: 'message'; message: TokenErrorMessage };

export function braintreeTokenError(error: unknown, state: HostedFieldsState | null, labels: BraintreeErrorLabels): BraintreeTokenError {
  const known: BraintreeErrorLike = typeof error === 'object' && error !== null ? error : { message: String(error) };
  const code = typeof known.code === 'string' ? known.code : '';
  const say = (text: string): BraintreeTokenError => ({ kind: 'message', message: { message: text, fields: [] } });
  switch (code) {
    case 'HOSTED_FIELDS_FIELDS_EMPTY':
    case 'HOSTED_FIELDS_FIELDS_INVALID': {
      const fields = fieldsToMark(known, state);
      return { kind: 'fields', fields, message: { message: labels['payment.invalidCard'], fields: fields.map((key) => labels[FIELD_LABEL[key]]) } };
    }
    case 'HOSTED_FIELDS_TOKENIZATION_FAIL_ON_DUPLICATE':
      return say(labels['payment.error.duplicate']);
    case 'HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED':
      return say(labels['payment.error.cvvVerification']);
    case 'HOSTED_FIELDS_FAILED_TOKENIZATION':
      return say(labels['payment.error.serverSide']);
    case 'HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR':
      return say(labels['payment.error.network']);
    default: {
      const text = typeof known.message === 'string' && known.message !== '' ? known.message : code || 'unknown error';
      return say(labels['payment.error.unexpected'].replace('{message}', text));
    }
  }
}

export const braintreeFieldError = (key: BraintreeFieldKey, labels: TokenErrorLabels): string => labels[FIELD_LABEL[key]];

const twoDigits = (value: string) => (/^\d$/.test(value) ? `0${value}` : value);

/** The payment info posted with an order. */
export function braintreePaymentInfo(payload: HostedFieldsTokenizePayload, cardholderName: string, billing: { country: string; region: string } | null = null): PaymentInfo {
  const { details } = payload;
  const month = twoDigits(details.expirationMonth);
  const year = details.expirationYear;
  return {
    Nonce: payload.nonce,
    CardNumber: details.lastFour,
    PaymentType: 'Payments.Braintree',
    CardHolderName: cardholderName.trim(),
    CreditCard: details.cardType,
    ExpirationDate: month && year ? `${month}/${year}` : '',
    ExpirationYear: year,
    ExpirationMonth: month,
    CardType: details.cardType,
    // Braintree keeps the postal code inside its field; the page never reads it.
    ZipPostalCode: '',
    IsDigitalWalletTransaction: false,
    Source: 'BRAINTREE_CC',
    ...(billing ? { BillingCountry: billing.country, BillingState: billing.region } : {}),
  };
}

/** The card info of a card update: the nonce, and the vaulted card's payment token. */
export function braintreeCardInfo(payload: HostedFieldsTokenizePayload, cardholderName: string, paymentKey: string): CardInfo {
  const { details } = payload;
  return {
    Last4: details.lastFour,
    Name: cardholderName.trim(),
    Exp: { Month: twoDigits(details.expirationMonth), Year: details.expirationYear },
    Brand: details.cardType,
    Token: payload.nonce,
    PaymentKey: paymentKey,
  };
}
