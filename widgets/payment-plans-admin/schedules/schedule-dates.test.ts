import { daysBetween, displayDate, periodText, toApiDate, tomorrow } from './schedule-dates.ts';
import { adminLabels } from '../labels.ts';
import { adminLabelsFr } from '../labels.fr-CA.ts';
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

    it('reads a period with one end not given as from or until its other end, never a bare --', () => {
      const english = (value: string | null | undefined) => displayDate(value);
      expect(periodText('2026-12-03', '2027-01-31', adminLabels, english)).toBe('Dec 03 2026 – Jan 31 2027');
      expect(periodText('2026-12-03', '', adminLabels, english)).toBe('from Dec 03 2026');
      expect(periodText(null, '2027-01-31', adminLabels, english)).toBe('until Jan 31 2027');
      expect(periodText('', '', adminLabels, english)).toBeNull();
      expect(periodText('2026-12-03', null, { ...adminLabels, ...adminLabelsFr }, (value) => displayDate(value, 'fr-CA'))).toMatch(/^à partir du 3 \S+ 2026$/);
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
