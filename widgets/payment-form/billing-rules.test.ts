// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { billingAddressProblem, billingContact, braintreeBillingAddress, normalBillingAddress, splitCardholderName, verificationDetails } from './billing-rules.ts';

describe('billing address rules', () => {
  it('needs a country: blank, one letter or three letters are not a country code', () => {
    expect(billingAddressProblem({ country: '', region: '' })).toBe('country');
    expect(billingAddressProblem({ country: 'U', region: '' })).toBe('country');
    expect(billingAddressProblem({ country: 'USA', region: 'CO' })).toBe('country');
  });

  it('needs a state in the United States and Australia and a province in Canada, one of their list', () => {
    expect(billingAddressProblem({ country: 'US', region: '' })).toBe('region');
    expect(billingAddressProblem({ country: 'US', region: 'ZZ' })).toBe('region');
    expect(billingAddressProblem({ country: 'US', region: 'CO' })).toBeNull();
    expect(billingAddressProblem({ country: 'ca', region: 'BC' })).toBeNull();
    expect(billingAddressProblem({ country: 'AU', region: '' })).toBe('region');
  });

  it('takes a blank region for any other country, where it is free text', () => {
    expect(billingAddressProblem({ country: 'FR', region: '' })).toBeNull();
    expect(billingAddressProblem({ country: 'GB', region: 'Cumbria' })).toBeNull();
  });

  it('keeps the country in capitals and the region as the country knows it', () => {
    expect(normalBillingAddress({ country: ' us ', region: 'colorado' })).toEqual({ country: 'US', region: 'CO' });
    expect(normalBillingAddress({ country: 'GB', region: '  Cumbria ' })).toEqual({ country: 'GB', region: 'Cumbria' });
  });

  it('splits the cardholder name: the last word is the family name, one word is the given name', () => {
    expect(splitCardholderName('Alex Morgan')).toEqual({ givenName: 'Alex', familyName: 'Morgan' });
    expect(splitCardholderName('  Mary  Ann   Lee ')).toEqual({ givenName: 'Mary Ann', familyName: 'Lee' });
    expect(splitCardholderName('Cher')).toEqual({ givenName: 'Cher' });
    expect(splitCardholderName('   ')).toEqual({ givenName: '' });
  });

  it('gives Square the billing contact, without a state when there is none', () => {
    expect(billingContact({ country: 'us', region: 'CO' }, 'Alex Morgan')).toEqual({ givenName: 'Alex', familyName: 'Morgan', countryCode: 'US', state: 'CO' });
    expect(billingContact({ country: 'FR', region: '' }, 'Alex Morgan')).toEqual({ givenName: 'Alex', familyName: 'Morgan', countryCode: 'FR' });
  });

  it('asks Square to verify a charge of the amount at checkout, and a card kept on file on My Account', () => {
    const address = { country: 'US', region: 'CO' };
    expect(verificationDetails({ address, cardholderName: 'Alex Morgan', amount: 89.5, currency: 'usd', store: false })).toEqual({
      intent: 'CHARGE',
      amount: '89.50',
      currencyCode: 'USD',
      billingContact: { givenName: 'Alex', familyName: 'Morgan', countryCode: 'US', state: 'CO' },
      customerInitiated: true,
      sellerKeyedIn: false,
    });
    expect(verificationDetails({ address, cardholderName: 'Alex Morgan', amount: 89.5, currency: 'USD', store: true })).toMatchObject({ intent: 'STORE' });
    expect(verificationDetails({ address, cardholderName: 'Alex Morgan', amount: null, currency: 'USD', store: false })).toMatchObject({ intent: 'STORE' });
  });

  it("gives Braintree the country's code in capitals and the region only when there is one", () => {
    expect(braintreeBillingAddress({ country: ' us ', region: 'co' })).toEqual({ countryCodeAlpha2: 'US', region: 'CO' });
    expect(braintreeBillingAddress({ country: 'fr', region: ' Bretagne ' })).toEqual({ countryCodeAlpha2: 'FR', region: 'Bretagne' });
    expect(braintreeBillingAddress({ country: 'FR', region: '  ' })).toEqual({ countryCodeAlpha2: 'FR' });
  });
});
