// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSquare, type FieldsFactory } from './square.ts';
import { cardWords, supportedLocale } from './locales.ts';

const noFields: FieldsFactory = () => {
  throw new Error('no fields in this test');
};
const payments = () => createSquare(noFields).payments('sandbox-sq0idb-test', 'L1');

describe("the double's locale, as Square documents setLocale()", () => {
  it('knows the locales Square lists, and no other language', () => {
    expect(supportedLocale('fr-CA')).toBe('fr-CA');
    expect(supportedLocale('de-DE')).toBeNull();
  });

  it('takes a supported locale, another region of a supported language, and ignores the rest', async () => {
    const square = payments();
    const start = (await square.setLocale('en-US')).newLocale;
    expect(start).toBe('en-US');
    expect(await square.setLocale('fr-CA')).toEqual({ previousLocale: 'en-US', newLocale: 'fr-CA' });
    expect(await square.setLocale('fr-BE')).toEqual({ previousLocale: 'fr-CA', newLocale: 'fr-CA' });
    expect(await square.setLocale('es-MX')).toEqual({ previousLocale: 'fr-CA', newLocale: 'es-US' });
    expect(await square.setLocale('de-DE')).toMatchObject({ previousLocale: 'es-US', newLocale: 'es-US' });
  });

  it('draws the card’s words in its locale’s language', () => {
    expect(cardWords('fr-CA').fields).toEqual({ cardNumber: 'Numéro de carte', expirationDate: 'MM/AA', cvv: 'CVV', postalCode: 'Code postal' });
    expect(cardWords('en-GB').fields.cardNumber).toBe('Card number');
    expect(cardWords('fr-FR').googlePay.long).toBe('Acheter avec Google Pay');
  });
});
