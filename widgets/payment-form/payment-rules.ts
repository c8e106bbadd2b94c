/**
 * The payment form's rules, as plain functions:
 *
 * - the card is valid only when the number, expiry and CVV are complete and valid, the
 *   cardholder name is not blank, no card error shows, and a postal code field that shows is
 *   valid (Square shows it for payments in USD, CAD and GBP, and whenever it sends its events);
 * - validity picks the payment type: `square-card`, or `square-apple` / `square-google` once a
 *   wallet answered OK;
 * - Google Pay is offered only in Chrome, not on iOS, only when the store enables it and digital
 *   wallets are allowed; Apple Pay when enabled and allowed (Square itself refuses it elsewhere);
 * - an amount of 0 or less needs no payment unless a card is required;
 * - a wallet's cardholder name is its given and family names, or `Unavailable`;
 * - what the form emits: the payment info posted with an order, or the card info of a card update.
 */
import type { TokenResult } from '@square/web-payments-sdk-types';
import type { CardInfo, PaymentInfo, PaymentType } from '../../src/api/payment-schemas.ts';

export type CardFieldName = 'cardNumber' | 'expirationDate' | 'cvv' | 'postalCode';

export interface FieldState {
  isCompletelyValid: boolean;
  hasErrorClass: boolean;
  isEmpty: boolean;
}

export type FieldStates = Partial<Record<CardFieldName, FieldState>>;

/** Currencies whose payments need a postal code, so Square shows the field. */
const POSTAL_CODE_CURRENCIES = new Set(['USD', 'CAD', 'GBP']);

export function postalCodeShown(states: FieldStates, currency: string): boolean {
  return states.postalCode !== undefined || POSTAL_CODE_CURRENCIES.has(currency.toUpperCase());
}

export interface CardValidityInput {
  fields: FieldStates;
  cardholderName: string;
  /** A card error is on screen (a failed tokenize, for its 3 seconds). */
  cardError: boolean;
  currency: string;
}

export function cardIsValid({ fields, cardholderName, cardError, currency }: CardValidityInput): boolean {
  const complete = (field: CardFieldName) => fields[field]?.isCompletelyValid === true;
  if (!complete('cardNumber') || !complete('expirationDate') || !complete('cvv')) return false;
  if (cardholderName.trim() === '' || cardError) return false;
  if (Object.values(fields).some((state) => state?.hasErrorClass)) return false;
  if (postalCodeShown(fields, currency)) return complete('postalCode') && fields.postalCode?.isEmpty !== true;
  return true;
}

export type Wallet = 'apple' | 'google';

export function paymentType(wallet: Wallet | null): PaymentType {
  return wallet === 'apple' ? 'square-apple' : wallet === 'google' ? 'square-google' : 'square-card';
}

export interface WalletContext {
  userAgent: string;
  enabled: boolean;
  allowDigitalWallets: boolean;
}

export const isIos = (userAgent: string): boolean => /iPad|iPhone|iPod/.test(userAgent);
/** Chrome (and Chromium's headless build), not Edge or Opera, which carry "Chrome/" too. */
export const isChrome = (userAgent: string): boolean => /Chrome\//.test(userAgent) && !/Edg\/|OPR\//.test(userAgent);

export function googlePayOffered({ userAgent, enabled, allowDigitalWallets }: WalletContext): boolean {
  return enabled && allowDigitalWallets && isChrome(userAgent) && !isIos(userAgent);
}

export function applePayOffered({ enabled, allowDigitalWallets }: Omit<WalletContext, 'userAgent'>): boolean {
  return enabled && allowDigitalWallets;
}

/** No card is asked for when nothing is to be paid, unless the page requires one anyway. */
export function noPaymentRequired(amount: number | null | undefined, cardRequired: boolean): boolean {
  return typeof amount === 'number' && Number.isFinite(amount) && amount <= 0 && !cardRequired;
}

export const UNAVAILABLE_NAME = 'Unavailable';

export function walletCardholderName(billing: { givenName?: string | undefined; familyName?: string | undefined } | undefined, unavailable = UNAVAILABLE_NAME): string {
  const name = [billing?.givenName, billing?.familyName].map((part) => part?.trim() ?? '').filter((part) => part !== '').join(' ');
  return name === '' ? unavailable : name;
}

const BRAND_NAMES: Readonly<Record<string, string>> = {
  VISA: 'Visa',
  MASTERCARD: 'MasterCard',
  AMERICAN_EXPRESS: 'American Express',
  DISCOVER: 'Discover',
  DISCOVER_DINERS: 'Diners Club',
  JCB: 'JCB',
  CHINA_UNIONPAY: 'UnionPay',
};

export const brandName = (brand: string): string => BRAND_NAMES[brand] ?? 'Card';

type OkResult = Extract<TokenResult, { status: 'OK' }>;

const twoDigits = (value: number | undefined) => (value === undefined ? '' : String(value).padStart(2, '0'));

/** The payment info posted with an order (source `SQUARE_CC`). */
export function paymentInfo(result: OkResult, cardholderName: string, postalCode: string, billing: { country: string; region: string } | null = null): PaymentInfo {
  const card = result.details?.card;
  const month = twoDigits(card?.expMonth);
  const year = card?.expYear === undefined ? '' : String(card.expYear);
  const wallet = result.details?.method === 'Apple Pay' || result.details?.method === 'Google Pay';
  return {
    Nonce: result.token,
    CardNumber: card?.last4 ?? '',
    PaymentType: 'Payments.Square',
    CardHolderName: cardholderName.trim(),
    CreditCard: brandName(String(card?.brand ?? '')),
    ExpirationDate: month && year ? `${month}/${year}` : '',
    ExpirationYear: year,
    ExpirationMonth: month,
    CardType: String(card?.brand ?? ''),
    ZipPostalCode: result.details?.billing?.postalCode ?? postalCode,
    IsDigitalWalletTransaction: wallet,
    Source: 'SQUARE_CC',
    ...(billing ? { BillingCountry: billing.country, BillingState: billing.region } : {}),
  };
}

/** The card info a card update on My Account sends. */
export function cardInfo(result: OkResult, cardholderName: string): CardInfo {
  const card = result.details?.card;
  return {
    Last4: card?.last4 ?? '',
    Name: cardholderName.trim(),
    Exp: { Month: twoDigits(card?.expMonth), Year: card?.expYear === undefined ? '' : String(card.expYear) },
    Brand: String(card?.brand ?? ''),
    Token: result.token,
  };
}

export interface TokenErrorLabels {
  'payment.invalidCard': string;
  'payment.error.cardNumber': string;
  'payment.error.expirationDate': string;
  'payment.error.cvv': string;
  'payment.error.postalCode': string;
  'payment.error.network': string;
  'payment.error.unexpected': string;
}

export interface TokenErrorMessage {
  /** The headline (`Invalid Credit Card Information`). */
  message: string;
  /** One line per field Square refused, in the store's wording. */
  fields: string[];
}

const FIELD_LABEL: Readonly<Record<string, keyof TokenErrorLabels>> = {
  cardNumber: 'payment.error.cardNumber',
  expirationDate: 'payment.error.expirationDate',
  cvv: 'payment.error.cvv',
  postalCode: 'payment.error.postalCode',
};

/**
 * What a tokenize that did not give a token shows (for 3 seconds): invalid fields are
 * `Invalid Credit Card Information` with each field's message; a network failure and anything
 * else in the store's words. Null for a cancelled or aborted one, which shows nothing.
 */
export function tokenErrorMessage(result: Exclude<TokenResult, OkResult>, labels: TokenErrorLabels): TokenErrorMessage | null {
  if (result.status === 'Cancel' || result.status === 'Abort') return null;
  if (!('errors' in result)) return { message: labels['payment.error.unexpected'].replace('{message}', 'unknown status'), fields: [] };
  const errors = result.errors.map((error): { type: string; message: string; field?: string | undefined } => ('type' in error ? error : { type: 'UNEXPECTED_ERROR', message: error.message }));
  if (result.status === 'Invalid' || errors.some((error) => error.type === 'VALIDATION_ERROR')) {
    const keys = errors.map((error) => FIELD_LABEL[error.field ?? '']).filter((key): key is keyof TokenErrorLabels => key !== undefined);
    const fields = [...new Set(keys)].map((key) => labels[key]);
    return { message: labels['payment.invalidCard'], fields };
  }
  if (errors.some((error) => error.type === 'NETWORK_ERROR')) return { message: labels['payment.error.network'], fields: [] };
  return { message: labels['payment.error.unexpected'].replace('{message}', errors[0]?.message ?? result.status), fields: [] };
}

/** How long a card error stays on screen. */
export const CARD_ERROR_MS = 3000;
/** A wallet's tokenize that has not settled by then (Apple Pay's cancel can leave it pending) resets the form. */
export const WALLET_TIMEOUT_MS = 60_000;

export type Timed<T> = { settled: true; value: T } | { settled: false };

/** `promise`, or `{settled: false}` after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<Timed<T>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve({ settled: false }), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve({ settled: true, value });
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Square's card style options from the island's CSS variables (only values Square accepts). */
export function cardStyle(read: (variable: string) => string) {
  const value = (variable: string, fallback: string) => {
    const raw = read(variable).trim();
    return raw !== '' && !/[;{}<>]/.test(raw) ? raw : fallback;
  };
  const text = value('--resort-color-text', '#1f2933');
  const border = value('--resort-color-border', '#8a949e');
  const primary = value('--resort-color-primary', '#4682b4');
  const danger = value('--resort-color-danger', '#b42318');
  return {
    input: { color: text, fontFamily: value('--resort-font-family', 'system-ui, sans-serif'), fontSize: value('--resort-font-size', '16px'), backgroundColor: value('--resort-color-surface', '#ffffff') },
    'input::placeholder': { color: value('--resort-color-muted', '#52606d') },
    '.input-container': { borderColor: border, borderRadius: value('--resort-radius', '6px') },
    '.input-container.is-focus': { borderColor: primary },
    '.input-container.is-error': { borderColor: danger },
    '.message-text.is-error': { color: danger },
  };
}
