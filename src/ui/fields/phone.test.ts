// @vitest-environment node
import { PHONE_MAX_LENGTH, PREFERRED_COUNTRIES, contactPhoneFromE164, formatContactPhone, isContactPhone, parseContactPhone, selectionAfterRewrite, startingPhoneCountry, stillNationalNumber } from './phone.ts';

describe('contact phone', () => {
  it('has the spec constants: max length 20, US and Canada preferred', () => {
    expect(PHONE_MAX_LENGTH).toBe(20);
    expect(PREFERRED_COUNTRIES).toEqual(['us', 'ca']);
  });

  it('is stored as a plus, the country code, a space, then the number', () => {
    expect(formatContactPhone('1', '3035550100')).toBe('+1 3035550100');
    expect(formatContactPhone('+44', '20 7946 0958')).toBe('+44 2079460958');
    expect(formatContactPhone('1', '(303) 555-0100')).toBe('+1 3035550100');
  });

  it('is at most 20 characters: 20 is kept, 21 is refused', () => {
    const twenty = formatContactPhone('1', '1'.repeat(17));
    expect(twenty).toHaveLength(20);
    expect(formatContactPhone('1', '1'.repeat(18))).toBeNull();
    expect(formatContactPhone('1234', '1'.repeat(14))).toHaveLength(20);
    expect(formatContactPhone('1234', '1'.repeat(15))).toBeNull();
  });

  it('refuses a missing country code or a number too short to be one', () => {
    expect(formatContactPhone('', '3035550100')).toBeNull();
    expect(formatContactPhone('12345', '3035550100')).toBeNull();
    expect(formatContactPhone('1', '')).toBeNull();
    expect(formatContactPhone('1', '555')).toBeNull();
    expect(formatContactPhone('1', '5555')).toBe('+1 5555');
  });

  it("turns intl-tel-input's E.164 number into the stored form", () => {
    expect(contactPhoneFromE164('+13035550100', '1')).toBe('+1 3035550100');
    expect(contactPhoneFromE164('+442079460958', '44')).toBe('+44 2079460958');
    expect(contactPhoneFromE164(' +16045550123 ', '1')).toBe('+1 6045550123');
  });

  it('refuses an E.164 number of another country, or none', () => {
    expect(contactPhoneFromE164('+442079460958', '1')).toBeNull();
    expect(contactPhoneFromE164('3035550100', '1')).toBeNull();
    expect(contactPhoneFromE164('', '1')).toBeNull();
    expect(contactPhoneFromE164('+13035550100', '')).toBeNull();
  });

  it('reads a stored phone back into its parts (to fill the input)', () => {
    expect(parseContactPhone('+1 3035550100')).toEqual({ dialCode: '1', number: '3035550100' });
    expect(parseContactPhone(' +44 2079460958 ')).toEqual({ dialCode: '44', number: '2079460958' });
    expect(parseContactPhone('')).toBeNull();
    expect(parseContactPhone(null)).toBeNull();
    expect(parseContactPhone('3035550100')).toBeNull();
    expect(parseContactPhone('+1 303-555-0100')).toBeNull();
    expect(parseContactPhone(`+1 ${'1'.repeat(18)}`)).toBeNull();
  });

  it('recognises exactly the stored shape', () => {
    expect(isContactPhone('+1 3035550100')).toBe(true);
    expect(isContactPhone(' +1 3035550100')).toBe(false);
    expect(isContactPhone('+13035550100')).toBe(false);
    expect(isContactPhone('+1  3035550100')).toBe(false);
  });
});

describe('the still field before intl-tel-input is in', () => {
  it('shows a US or Canadian number of ten digits as intl-tel-input does, and any other as stored', () => {
    expect(stillNationalNumber('1', '3035550100')).toBe('303-555-0100');
    expect(stillNationalNumber('1', '303555010')).toBe('303555010');
    expect(stillNationalNumber('1', '30355501000')).toBe('30355501000');
    expect(stillNationalNumber('44', '2079460000')).toBe('2079460000');
    expect(stillNationalNumber('33', '612345678')).toBe('612345678');
  });
});

describe('the country an empty phone field starts at', () => {
  it("is the store's default country, with its dial code and an example number where the field knows them", () => {
    expect(startingPhoneCountry('CA')).toEqual({ iso2: 'ca', dialCode: '1', example: '506-234-5678' });
    expect(startingPhoneCountry('US')).toEqual({ iso2: 'us', dialCode: '1', example: '201-555-0123' });
    expect(startingPhoneCountry('FR')).toEqual({ iso2: 'fr', dialCode: '', example: undefined });
    expect(startingPhoneCountry('nowhere')).toEqual({ iso2: 'us', dialCode: '1', example: '201-555-0123' });
  });

  it("shows the example intl-tel-input's placeholder will show, so nothing changes when it comes in", async () => {
    const { default: utils } = await import('intl-tel-input/utils');
    for (const iso2 of PREFERRED_COUNTRIES) {
      const { dialCode, example } = startingPhoneCountry(iso2);
      expect(utils.getExampleNumber(iso2, 'MOBILE', 'INTERNATIONAL')).toBe(`+${dialCode} ${example}`);
    }
  });
});

describe('the selection kept when the phone library writes the field again', () => {
  it('keeps the same range when the text is the same', () => {
    expect(selectionAfterRewrite({ value: '(604) 555-0123', start: 0, end: 14 }, '(604) 555-0123')).toEqual([0, 14]);
    expect(selectionAfterRewrite({ value: '(604) 555-0123', start: 3, end: 3 }, '(604) 555-0123')).toEqual([3, 3]);
  });

  it('selects the whole new value where the whole field was selected', () => {
    expect(selectionAfterRewrite({ value: '604 555 0123', start: 0, end: 12 }, '(604) 555-0123')).toEqual([0, 14]);
    expect(selectionAfterRewrite({ value: '6', start: 0, end: 1 }, '(604) 555-0123')).toEqual([0, 14]);
  });

  it('leaves the caret at the end for a part selected, or an empty field', () => {
    expect(selectionAfterRewrite({ value: '604 555 0123', start: 0, end: 11 }, '(604) 555-0123')).toEqual([14, 14]);
    expect(selectionAfterRewrite({ value: '604 555 0123', start: 1, end: 12 }, '(604) 555-0123')).toEqual([14, 14]);
    expect(selectionAfterRewrite({ value: '', start: 0, end: 0 }, '(604) 555-0123')).toEqual([14, 14]);
  });
});
