// @vitest-environment node
import { bool, decimal, id, isoDate, isoDateField, money, nullableIsoDate, optional, percent, requiredText, text, wholeNumber } from './input.ts';

const ok = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) => schema.safeParse(value).success;

describe('the input layer', () => {
  describe('text', () => {
    it('is trimmed and at most its length', () => {
      expect(text(5).parse('  abc  ')).toBe('abc');
      expect(ok(text(5), 'abcdef')).toBe(false);
      expect(ok(text(5), 42)).toBe(false);
    });

    it('refuses control characters, which the guard does not see in a multipart field', () => {
      expect(ok(text(20), 'a\u0000b')).toBe(false);
      expect(ok(text(20), 'a\u001Bb')).toBe(false);
      expect(text(20).parse('two\nlines\tand a tab')).toBe('two\nlines\tand a tab');
    });

    it('refuses blank required text with its message', () => {
      const result = requiredText(60, 'First name is required').safeParse('   ');
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('First name is required');
    });
  });

  describe('ids', () => {
    it('takes a positive int4 as a number or its plain digits', () => {
      expect(id().parse(12)).toBe(12);
      expect(id().parse('12')).toBe(12);
      expect(id().parse(2147483647)).toBe(2147483647);
    });

    it.each([0, -1, 1.5, 2147483648, 1e10, 1e308, Number.NaN, Infinity, '012', '1e1', '+3', '1.5', '', ' 1', null, true, [], {}])(
      'refuses %s',
      (value) => expect(ok(id(), value)).toBe(false),
    );
  });

  it('whole numbers keep their bounds', () => {
    expect(ok(wholeNumber(1, 99), 99)).toBe(true);
    expect(ok(wholeNumber(1, 99), 100)).toBe(false);
    expect(ok(wholeNumber(0, 5), '0')).toBe(true);
  });

  describe('money and percentages', () => {
    it('takes cents at most, within bounds', () => {
      expect(money().parse('12.50')).toBe(12.5);
      expect(money().parse(0)).toBe(0);
      expect(ok(money(), 1_000_000.01)).toBe(false);
      expect(ok(money(), 12.345)).toBe(false);
      expect(ok(money(), -1)).toBe(false);
      expect(ok(money(), 1e308)).toBe(false);
      expect(ok(money(), Number.NaN)).toBe(false);
    });

    it('keeps percentages from 0 to 100', () => {
      expect(percent().parse('33.33')).toBe(33.33);
      expect(ok(percent(), 100.01)).toBe(false);
      expect(ok(decimal(0, 1, 0, 'x'), 0.5)).toBe(false);
    });
  });

  describe('dates', () => {
    it('takes a real YYYY-MM-DD date and gives the parsed value', () => {
      expect(isoDate().parse('2031-03-01')).toBe('2031-03-01');
    });

    it('takes a form field trimmed, and a blank schedule date as null', () => {
      expect(isoDateField.parse(' 2031-03-01 ')).toBe('2031-03-01');
      expect(nullableIsoDate().parse(null)).toBeNull();
      expect(ok(nullableIsoDate(), 'not a date')).toBe(false);
    });

    it.each(['2031-03-01xyz', '2031-02-01 junk', '2031-01-01T25:99', 'not a date', '2031-02-30', '2031-3-1', '1800-01-01', 20310301])(
      'refuses %s',
      (value) => expect(ok(isoDate(), value)).toBe(false),
    );
  });

  it('booleans are true/false or their text', () => {
    expect(bool().parse('true')).toBe(true);
    expect(bool().parse(false)).toBe(false);
    expect(ok(bool(), 'yes')).toBe(false);
  });

  it('an optional value may be left out or blank', () => {
    expect(optional(isoDate()).parse(undefined)).toBeUndefined();
    expect(optional(isoDate()).parse('  ')).toBeUndefined();
    expect(optional(isoDate()).parse('2030-01-02')).toBe('2030-01-02');
    expect(ok(optional(isoDate()), 'junk')).toBe(false);
    expect(optional(id()).parse('7')).toBe(7);
  });
});
