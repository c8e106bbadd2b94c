// @vitest-environment node
import { calendarDate, calendarDateAtStart, dateFromParts, dayNumber, fromDayNumber, isCalendarDate } from './dates.ts';

describe('calendar dates', () => {
  it('takes a real YYYY-MM-DD date as it is', () => {
    expect(calendarDate('2024-02-29')).toBe('2024-02-29');
    expect(calendarDate('2026-12-31')).toBe('2026-12-31');
  });

  it.each(['2023-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-1-01', '2031-03-01xyz', '2031-01-01T25:99', 'not a date', '', ' 2026-01-01'])(
    'refuses %j as a date',
    (value) => {
      expect(calendarDate(value)).toBeNull();
      expect(isCalendarDate(value)).toBe(false);
    },
  );

  it('refuses what is not a string', () => {
    expect(calendarDate(null)).toBeNull();
    expect(calendarDate(undefined)).toBeNull();
  });

  it('reads the date a legacy timestamp starts with, but only a real one', () => {
    expect(calendarDateAtStart('2024-01-05T00:00:00')).toBe('2024-01-05');
    expect(calendarDateAtStart(' 2024-01-05 ')).toBe('2024-01-05');
    expect(calendarDateAtStart('2024-02-30T00:00:00')).toBeNull();
    expect(calendarDateAtStart('05/01/2024')).toBeNull();
  });

  it('counts days across a leap day and back', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2024-03-01')! - dayNumber('2024-02-28')!).toBe(2);
    expect(fromDayNumber(dayNumber('2024-02-29')!)).toBe('2024-02-29');
    expect(dayNumber('2024-02-30')).toBeNull();
  });

  it('builds a date from its parts only when it exists', () => {
    expect(dateFromParts(2027, 1, 9)).toBe('2027-01-09');
    expect(dateFromParts(2027, 2, 29)).toBeNull();
    expect(dateFromParts(2027, 1.5, 9)).toBeNull();
  });
});
