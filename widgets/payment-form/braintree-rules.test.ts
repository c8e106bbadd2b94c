import { describe, expect, it } from 'vitest';
import { braintreeCardInfo, braintreeFieldsValid, braintreePaymentInfo, braintreeTokenError } from './braintree-rules.ts';
import type { HostedFieldsState, HostedFieldsTokenizePayload } from './braintree-types.ts';
import { paymentFormLabels } from './labels.ts';

const container = {} as HTMLElement;
const field = (isValid: boolean, isEmpty = !isValid) => ({ container, isFocused: false, isEmpty, isPotentiallyValid: true, isValid });
const state = (valid: Partial<Record<'number' | 'expirationDate' | 'cvv' | 'postalCode', boolean>>): HostedFieldsState => ({
  cards: [],
  fields: { number: field(valid.number ?? false), expirationDate: field(valid.expirationDate ?? false), cvv: field(valid.cvv ?? false), postalCode: field(valid.postalCode ?? false) },
});
const allValid = state({ number: true, expirationDate: true, cvv: true, postalCode: true });
const error = (code: string, details?: unknown) => Object.assign(new Error(`braintree says ${code}`), { name: 'BraintreeError', code, details });

describe("Braintree's tokenize errors, in the store's words", () => {
  it.each([
    ['HOSTED_FIELDS_TOKENIZATION_FAIL_ON_DUPLICATE', 'This payment method already exists in your vault.'],
    ['HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED', 'CVV did not pass verification'],
    ['HOSTED_FIELDS_FAILED_TOKENIZATION', 'Tokenization failed server side. Is the card valid?'],
    ['HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR', 'Network error occurred when tokenizing.'],
  ])('%s shows “%s”', (code, text) => {
    expect(braintreeTokenError(error(code), allValid, paymentFormLabels)).toEqual({ kind: 'message', message: { message: text, fields: [] } });
  });

  it('anything else shows Braintree’s own message after “Oops!”', () => {
    expect(braintreeTokenError(error('HOSTED_FIELDS_TIMEOUT'), allValid, paymentFormLabels).message.message).toBe('Oops! An unexpected error occured: braintree says HOSTED_FIELDS_TIMEOUT');
    expect(braintreeTokenError('dropped', null, paymentFormLabels).message.message).toBe('Oops! An unexpected error occured: dropped');
  });

  it('invalid fields mark only the fields Braintree names, in the form’s order', () => {
    const shown = braintreeTokenError(error('HOSTED_FIELDS_FIELDS_INVALID', { invalidFieldKeys: ['cvv', 'number', 'cardholderName'] }), state({ expirationDate: true, postalCode: true }), paymentFormLabels);
    expect(shown).toEqual({
      kind: 'fields',
      fields: ['number', 'cvv'],
      message: { message: 'Invalid Credit Card Information', fields: ['Credit Card Number is not valid.', 'CVC is not valid.'] },
    });
  });

  it('empty fields mark every field that is not valid', () => {
    const shown = braintreeTokenError(error('HOSTED_FIELDS_FIELDS_EMPTY'), state({ postalCode: true }), paymentFormLabels);
    expect(shown.kind === 'fields' && shown.fields).toEqual(['number', 'expirationDate', 'cvv']);
    expect(shown.message.fields).toEqual(['Credit Card Number is not valid.', 'Expiration Date is not valid.', 'CVC is not valid.']);
  });
});

describe('a Braintree card is valid', () => {
  it('only with every shown field valid, a name on the card and no card error', () => {
    expect(braintreeFieldsValid(allValid, 'Alex Morgan', false)).toBe(true);
    expect(braintreeFieldsValid(allValid, '  ', false)).toBe(false);
    expect(braintreeFieldsValid(allValid, 'Alex Morgan', true)).toBe(false);
    expect(braintreeFieldsValid(state({ number: true, expirationDate: true, cvv: true }), 'Alex Morgan', false)).toBe(false);
    expect(braintreeFieldsValid(null, 'Alex Morgan', false)).toBe(false);
    const withoutPostal = { ...allValid, fields: { ...allValid.fields } };
    delete withoutPostal.fields.postalCode;
    expect(braintreeFieldsValid(withoutPostal, 'Alex Morgan', false)).toBe(true);
  });
});

describe('what a Braintree card sends on', () => {
  const payload: HostedFieldsTokenizePayload = { nonce: 'tokencc_abc', details: { cardType: 'Visa', lastFour: '1111', expirationMonth: '3', expirationYear: '2030' }, type: 'CreditCard' };

  it('at checkout: the payment info of a Braintree card, never more than the last 4', () => {
    expect(braintreePaymentInfo(payload, ' Alex Morgan ')).toEqual({
      Nonce: 'tokencc_abc',
      CardNumber: '1111',
      PaymentType: 'Payments.Braintree',
      CardHolderName: 'Alex Morgan',
      CreditCard: 'Visa',
      ExpirationDate: '03/2030',
      ExpirationYear: '2030',
      ExpirationMonth: '03',
      CardType: 'Visa',
      ZipPostalCode: '',
      IsDigitalWalletTransaction: false,
      Source: 'BRAINTREE_CC',
    });
  });

  it('on a card update: the card info with the vaulted card’s payment token as PaymentKey', () => {
    expect(braintreeCardInfo(payload, 'Alex Morgan', 'pm_123')).toEqual({ Last4: '1111', Name: 'Alex Morgan', Exp: { Month: '03', Year: '2030' }, Brand: 'Visa', Token: 'tokencc_abc', PaymentKey: 'pm_123' });
  });
});
