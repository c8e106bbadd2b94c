import { daysBetween, displayDate, toApiDate, tomorrow } from './schedule-dates.ts';
import { TODAY } from '../schedule-rows.fixtures.ts';

describe('schedule dates', () => {
  describe('dates', () => {
    it('sends dates as YYYY-MM-DD, taking the date of a legacy timestamp', () => {
      expect(toApiDate('2024-01-05')).toBe('2024-01-05');
      expect(toApiDate('2024-01-05T00:00:00')).toBe('2024-01-05');
    });

    it('sends nothing for a blank, null or impossible date', () => {
      expect(toApiDate('')).toBe('');
      expect(toApiDate(null)).toBe('');
      expect(toApiDate('2024-02-30')).toBe('');
      expect(toApiDate('next week')).toBe('');
    });

    it('shows dates like MMM DD YYYY, and -- when invalid', () => {
      expect(displayDate('2024-01-05')).toBe('Jan 05 2024');
      expect(displayDate('2024-12-31T00:00:00')).toBe('Dec 31 2024');
      expect(displayDate('2024-02-30')).toBe('--');
      expect(displayDate(null)).toBe('--');
      expect(displayDate('')).toBe('--');
    });

    it('shows pricing windows like Jan 05, 2024', () => {
      expect(displayDate('2024-01-05', 'en-US', 'adminComma')).toBe('Jan 05, 2024');
    });

    it('counts days across months and years', () => {
      expect(daysBetween('2026-05-31', '2026-06-02')).toBe(2);
      expect(daysBetween('2026-05-31', '')).toBeNull();
    });

    it("takes tomorrow from the resort's today", () => {
      expect(tomorrow(TODAY)).toBe('2026-03-11');
      expect(tomorrow('2026-12-31')).toBe('2027-01-01');
    });
  });
});
