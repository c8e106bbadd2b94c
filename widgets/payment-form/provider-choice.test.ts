import { describe, expect, it } from 'vitest';
import { braintreeConfiguration, BRAINTREE_CLIENT_TOKEN, paymentConfiguration } from './payment.fixtures.ts';
import { chooseProvider, RECOGNISED_PROVIDERS } from './provider-choice.ts';

describe('the card provider the payment form sets up', () => {
  it('is Square when the store names Square, in any case, or names none', () => {
    expect(chooseProvider(paymentConfiguration())).toEqual({ kind: 'square' });
    expect(chooseProvider(paymentConfiguration({ PaymentProvider: ' square ' }))).toEqual({ kind: 'square' });
    expect(chooseProvider(paymentConfiguration({ PaymentProvider: '' }))).toEqual({ kind: 'square' });
  });

  it('is Braintree with the store’s client token and payment types', () => {
    expect(chooseProvider(braintreeConfiguration())).toEqual({ kind: 'braintree', clientToken: BRAINTREE_CLIENT_TOKEN, allowedPaymentTypes: ['CreditCard'] });
    expect(chooseProvider(braintreeConfiguration({ PaymentProvider: 'BRAINTREE' })).kind).toBe('braintree');
  });

  it('names each provider the spec recognises but this version does not take, as the store wrote it', () => {
    for (const name of ['Heartland', 'Moneris', 'Windcave', 'FreedomPay']) {
      expect(chooseProvider(paymentConfiguration({ PaymentProvider: name }))).toEqual({ kind: 'unsupported', name });
    }
    expect(chooseProvider(paymentConfiguration({ PaymentProvider: 'freedompay' }))).toEqual({ kind: 'unsupported', name: 'FreedomPay' });
    expect(chooseProvider(paymentConfiguration({ PaymentProvider: 'Stripe' }))).toEqual({ kind: 'unsupported', name: 'Stripe' });
    expect(RECOGNISED_PROVIDERS).toEqual(['Braintree', 'Square', 'Heartland', 'Moneris', 'Windcave', 'FreedomPay']);
  });

  it('is a configuration error when the provider lacks what it needs', () => {
    expect(chooseProvider(paymentConfiguration({ applicationId: ' ' }))).toEqual({ kind: 'misconfigured', provider: 'Square', missing: 'applicationId' });
    expect(chooseProvider(paymentConfiguration({ locationId: '' }))).toEqual({ kind: 'misconfigured', provider: 'Square', missing: 'locationId' });
    expect(chooseProvider(braintreeConfiguration({ BraintreeConfig: null }))).toEqual({ kind: 'misconfigured', provider: 'Braintree', missing: 'BraintreeConfig.ClientToken' });
    expect(chooseProvider(braintreeConfiguration({ BraintreeConfig: { ClientToken: '', AllowedPaymentTypes: [] } })).kind).toBe('misconfigured');
  });
});
