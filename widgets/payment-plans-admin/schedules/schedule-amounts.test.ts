// @vitest-environment node
import { balanceDue, parsePercent } from './schedule-amounts.ts';
import { BALANCE, payment } from '../schedule-rows.fixtures.ts';

describe('schedule amounts', () => {
  describe('balance due', () => {
    it('is 100 minus the other payments', () => {
      expect(balanceDue([payment('', '20'), payment('', '35.5'), payment('', '99', BALANCE)], BALANCE)).toBe(44.5);
    });

    it('adds hundredths exactly (33.33 + 33.33 leaves 33.34)', () => {
      expect(balanceDue([payment('', '33.33'), payment('', '33.33'), payment('', '0', BALANCE)], BALANCE)).toBe(33.34);
    });

    it('leaves out deleted payments and counts an unreadable amount as nothing', () => {
      const payments = [payment('', '50', 1, { PaymentDateId: 3, IsDeleted: true }), payment('', 'abc'), payment('', '25')];
      expect(balanceDue(payments, BALANCE)).toBe(75);
    });

    it('reads percentages from 0 to 100 with at most two decimals', () => {
      expect(parsePercent('0')).toBe(0);
      expect(parsePercent('100')).toBe(100);
      expect(parsePercent(' 12.5 ')).toBe(12.5);
      expect(parsePercent(33.33)).toBe(33.33);
      expect(parsePercent('100.01')).toBeNull();
      expect(parsePercent('-1')).toBeNull();
      expect(parsePercent('1.234')).toBeNull();
      expect(parsePercent('')).toBeNull();
      expect(parsePercent('ten')).toBeNull();
    });
  });
});
