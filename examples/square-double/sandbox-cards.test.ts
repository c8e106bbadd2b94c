// @vitest-environment node
import { brandOf, chargeOutcome, judgeField, luhnValid, parseExpiry, SANDBOX_CARDS } from './sandbox-cards.ts';

const NOW = new Date('2026-11-24T12:00:00Z');

describe("the double's Sandbox rules", () => {
  it('knows every Sandbox test card by its brand and each passes the Luhn check', () => {
    for (const [number, brand] of Object.entries(SANDBOX_CARDS)) {
      expect(brandOf(number)).toBe(brand);
      if (brand !== 'CHINA_UNIONPAY') expect(luhnValid(number)).toBe(true);
      expect(judgeField('cardNumber', number, brand, NOW).isCompletelyValid).toBe(true);
    }
    expect(brandOf('5105 1051')).toBe('MASTERCARD');
    expect(brandOf('9999')).toBe('OTHER_BRAND');
  });

  it('accepts only the Sandbox test numbers, as the Sandbox refuses real cards', () => {
    expect(judgeField('cardNumber', '4111 1111 1111 1111', 'VISA', NOW).isCompletelyValid).toBe(true);
    // A Luhn-valid Visa that is not a test card.
    expect(judgeField('cardNumber', '4242 4242 4242 4242', 'VISA', NOW)).toMatchObject({ isCompletelyValid: false, isPotentiallyValid: false });
    expect(judgeField('cardNumber', '4111 11', 'VISA', NOW)).toMatchObject({ isCompletelyValid: false, isPotentiallyValid: true });
    expect(judgeField('cardNumber', '', 'OTHER_BRAND', NOW)).toMatchObject({ isEmpty: true, isPotentiallyValid: true });
  });

  it('takes an expiry from this month on, and refuses last month', () => {
    expect(judgeField('expirationDate', '11/26', 'VISA', NOW).isCompletelyValid).toBe(true);
    expect(judgeField('expirationDate', '10/26', 'VISA', NOW).isCompletelyValid).toBe(false);
    expect(judgeField('expirationDate', '13', 'VISA', NOW).isPotentiallyValid).toBe(false);
    expect(judgeField('expirationDate', '1', 'VISA', NOW).isPotentiallyValid).toBe(true);
    expect(parseExpiry('01/40')).toEqual({ month: 1, year: 2040 });
    expect(parseExpiry('00/40')).toBeNull();
  });

  it('wants 3 CVV digits, 4 for American Express', () => {
    expect(judgeField('cvv', '111', 'VISA', NOW).isCompletelyValid).toBe(true);
    expect(judgeField('cvv', '111', 'AMERICAN_EXPRESS', NOW)).toMatchObject({ isCompletelyValid: false, isPotentiallyValid: true });
    expect(judgeField('cvv', '1111', 'AMERICAN_EXPRESS', NOW).isCompletelyValid).toBe(true);
    expect(judgeField('cvv', '11a', 'VISA', NOW).isPotentiallyValid).toBe(false);
  });

  it('charges as the Sandbox does: CVV 911, postal code 99999 and expiry 01/40 fail', () => {
    const card = { cardNumber: '4111111111111111', expirationDate: '12/30', cvv: '111', postalCode: '80435' };
    expect(chargeOutcome(card)).toBe('OK');
    expect(chargeOutcome({ ...card, cvv: '911' })).toBe('CVV_FAILURE');
    expect(chargeOutcome({ ...card, postalCode: '99999' })).toBe('ADDRESS_VERIFICATION_FAILURE');
    expect(chargeOutcome({ ...card, expirationDate: '01/40' })).toBe('INVALID_EXPIRATION');
  });
});
