// @vitest-environment node
import { paymentFormLabels } from './labels.ts';
import {
  cardInfo,
  cardIsValid,
  cardStyle,
  googlePayOffered,
  noPaymentRequired,
  paymentInfo,
  paymentType,
  tokenErrorMessage,
  walletCardholderName,
  withTimeout,
  type FieldStates,
} from './payment-rules.ts';

const ok = { isCompletelyValid: true, hasErrorClass: false, isEmpty: false };
const complete: FieldStates = { cardNumber: ok, expirationDate: ok, cvv: ok, postalCode: ok };
const valid = (fields: FieldStates, overrides: { name?: string; cardError?: boolean; currency?: string } = {}) =>
  cardIsValid({ fields, cardholderName: overrides.name ?? 'Alex Morgan', cardError: overrides.cardError ?? false, currency: overrides.currency ?? 'USD' });

describe('card validity', () => {
  it('is valid only when number, expiry and CVV are complete, the name is given and no error shows', () => {
    expect(valid(complete)).toBe(true);
    for (const field of ['cardNumber', 'expirationDate', 'cvv'] as const) {
      expect(valid({ ...complete, [field]: { ...ok, isCompletelyValid: false } }), field).toBe(false);
    }
    expect(valid(complete, { name: '   ' })).toBe(false);
    expect(valid(complete, { cardError: true })).toBe(false);
    expect(valid({ ...complete, cvv: { ...ok, hasErrorClass: true } })).toBe(false);
  });

  it('needs a valid postal code when the field shows (US payments), and not when it does not', () => {
    const withoutPostal: FieldStates = { cardNumber: ok, expirationDate: ok, cvv: ok };
    expect(valid(withoutPostal, { currency: 'USD' })).toBe(false);
    expect(valid(withoutPostal, { currency: 'EUR' })).toBe(true);
    expect(valid({ ...complete, postalCode: { isCompletelyValid: false, hasErrorClass: false, isEmpty: true } }, { currency: 'EUR' })).toBe(false);
  });

  it('picks the payment type from the wallet used', () => {
    expect(paymentType(null)).toBe('square-card');
    expect(paymentType('apple')).toBe('square-apple');
    expect(paymentType('google')).toBe('square-google');
  });
});

describe('Google Pay is offered', () => {
  const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  it('only on Chrome, not on iOS, when enabled and digital wallets are allowed', () => {
    expect(googlePayOffered({ userAgent: chrome, enabled: true, allowDigitalWallets: true })).toBe(true);
    expect(googlePayOffered({ userAgent: chrome, enabled: false, allowDigitalWallets: true })).toBe(false);
    expect(googlePayOffered({ userAgent: chrome, enabled: true, allowDigitalWallets: false })).toBe(false);
    expect(googlePayOffered({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) CriOS/131.0 Chrome/131.0 Mobile Safari', enabled: true, allowDigitalWallets: true })).toBe(false);
    expect(googlePayOffered({ userAgent: 'Mozilla/5.0 (Macintosh) Version/17.0 Safari/605.1.15', enabled: true, allowDigitalWallets: true })).toBe(false);
    expect(googlePayOffered({ userAgent: `${chrome} Edg/131.0`, enabled: true, allowDigitalWallets: true })).toBe(false);
  });
});

describe('no payment required', () => {
  it('at an amount of 0 or less, unless a card is required', () => {
    expect(noPaymentRequired(0, false)).toBe(true);
    expect(noPaymentRequired(-5, false)).toBe(true);
    expect(noPaymentRequired(0.01, false)).toBe(false);
    expect(noPaymentRequired(0, true)).toBe(false);
    expect(noPaymentRequired(undefined, false)).toBe(false);
    expect(noPaymentRequired(Number.NaN, false)).toBe(false);
  });
});

describe('what the form emits', () => {
  const result = {
    status: 'OK' as const,
    token: 'cnon:abc',
    details: { method: 'Card' as const, card: { brand: 'VISA' as never, last4: '1111', expMonth: 3, expYear: 2030 }, billing: { postalCode: '80435' } },
  };

  it('a wallet name is its given and family names, or Unavailable', () => {
    expect(walletCardholderName({ givenName: 'Alex', familyName: ' Morgan ' })).toBe('Alex Morgan');
    expect(walletCardholderName({ givenName: '', familyName: '' })).toBe('Unavailable');
    expect(walletCardholderName(undefined)).toBe('Unavailable');
  });

  it('the payment info of an order, with source SQUARE_CC', () => {
    expect(paymentInfo(result, ' Alex Morgan ', '')).toEqual({
      Nonce: 'cnon:abc',
      CardNumber: '1111',
      PaymentType: 'Payments.Square',
      CardHolderName: 'Alex Morgan',
      CreditCard: 'Visa',
      ExpirationDate: '03/2030',
      ExpirationYear: '2030',
      ExpirationMonth: '03',
      CardType: 'VISA',
      ZipPostalCode: '80435',
      IsDigitalWalletTransaction: false,
      Source: 'SQUARE_CC',
    });
    expect(paymentInfo({ ...result, details: { ...result.details, method: 'Google Pay' } }, 'A', '').IsDigitalWalletTransaction).toBe(true);
  });

  it('the card info of a card update', () => {
    expect(cardInfo(result, 'Alex Morgan')).toEqual({ Last4: '1111', Name: 'Alex Morgan', Exp: { Month: '03', Year: '2030' }, Brand: 'VISA', Token: 'cnon:abc' });
  });
});

describe('tokenize errors', () => {
  it('invalid fields show Invalid Credit Card Information with the store’s field messages', () => {
    const message = tokenErrorMessage(
      {
        status: 'Invalid',
        errors: [
          { type: 'VALIDATION_ERROR', field: 'cardNumber', message: 'x' },
          { type: 'VALIDATION_ERROR', field: 'cvv', message: 'y' },
          { type: 'VALIDATION_ERROR', field: 'postalCode', message: 'z' },
          { type: 'VALIDATION_ERROR', field: 'expirationDate', message: 'w' },
        ],
      },
      paymentFormLabels,
    );
    expect(message).toEqual({
      message: 'Invalid Credit Card Information',
      fields: ['Credit Card Number is not valid.', 'CVC is not valid.', 'Billing Postal Code is not valid.', 'Expiration Date is not valid.'],
    });
  });

  it('a network error and any other error in the store’s words; a cancel shows nothing', () => {
    expect(tokenErrorMessage({ status: 'Error', errors: [{ type: 'NETWORK_ERROR', message: 'down' }] }, paymentFormLabels)?.message).toBe('Network error occurred when tokenizing.');
    expect(tokenErrorMessage({ status: 'Error', errors: [{ type: 'UNEXPECTED_ERROR', message: 'boom' }] }, paymentFormLabels)?.message).toBe('Oops! An unexpected error occured: boom');
    expect(tokenErrorMessage({ status: 'Cancel' }, paymentFormLabels)).toBeNull();
    expect(tokenErrorMessage({ status: 'Abort' }, paymentFormLabels)).toBeNull();
  });
});

describe('withTimeout', () => {
  it('gives up on a promise that never settles', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise<never>(() => {}), 1000);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(pending).resolves.toEqual({ settled: false });
    vi.useRealTimers();
    await expect(withTimeout(Promise.resolve(3), 1000)).resolves.toEqual({ settled: true, value: 3 });
  });
});

describe('card style from CSS variables', () => {
  it('uses the island’s variables and refuses values Square would not take', () => {
    const style = cardStyle((name) => ({ '--resort-color-text': '#111111', '--resort-color-danger': 'red;}' })[name] ?? '');
    expect(style.input.color).toBe('#111111');
    expect(style['.input-container.is-error'].borderColor).toBe('#b42318');
  });
});
