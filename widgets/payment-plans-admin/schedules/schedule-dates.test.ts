import { addDays, daysBetween, displayDate, toApiDate, tomorrow } from './schedule-dates.ts';
import { NOW } from '../../../test/fixtures/schedule-rows.ts';

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
      expect(displayDate('2024-01-05', 'MMM DD, YYYY')).toBe('Jan 05, 2024');
    });

    it('counts days across months and years', () => {
      expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
      expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
      expect(daysBetween('2026-05-31', '2026-06-02')).toBe(2);
      expect(daysBetween('2026-05-31', '')).toBeNull();
    });

    it("takes tomorrow from the admin's local calendar", () => {
      expect(tomorrow(NOW)).toBe('2026-03-11');
      expect(tomorrow(new Date(2026, 11, 31, 23, 59))).toBe('2027-01-01');
    });
  });
});
