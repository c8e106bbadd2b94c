// @vitest-environment node
import { loadDateLocale } from '../../../src/core/dates.ts';
import { dayName, dayOfMonth, longDate, monthCaption, weekdayName } from './date-text.ts';

describe("<resort-product>'s dates", () => {
  it("names a chosen day with its weekday in the locale's order", () => {
    expect(longDate('2027-01-09', 'en-US')).toBe('Saturday, January 9, 2027');
    expect(dayName('2027-01-09', 'en-US')).toBe('Saturday, January 9');
    expect(longDate('2027-01-09', 'en-AU')).toBe('Saturday 9 January 2027');
    // The last day of a month and of a year, and the leap day, named as the calendar has them.
    expect(longDate('2027-01-31', 'en-US')).toBe('Sunday, January 31, 2027');
    expect(longDate('2028-02-29', 'en-US')).toBe('Tuesday, February 29, 2028');
    expect(dayName('2027-12-31', 'en-NZ')).toBe('Friday 31 December');
  });

  it("names the calendar's month and weekdays from the picker's local days", () => {
    expect(monthCaption(new Date(2027, 0, 1), 'en-US')).toBe('January 2027');
    expect(monthCaption(new Date(2028, 1, 29), 'en-US')).toBe('February 2028');
    expect(weekdayName(new Date(2027, 0, 9), 'en-US')).toBe('Saturday');
    expect(weekdayName(new Date(2027, 0, 9), 'en-US', true)).toBe('S');
  });

  it('speaks French with the fr-CA names once they are loaded', async () => {
    await loadDateLocale('fr-CA');
    expect(longDate('2027-01-09', 'fr-CA')).toBe('samedi 9 janvier 2027');
    expect(dayName('2027-08-31', 'fr-CA')).toBe('mardi 31 août');
    expect(monthCaption(new Date(2027, 11, 1), 'fr-CA')).toBe('décembre 2027');
    expect(weekdayName(new Date(2027, 0, 10), 'fr-CA', true)).toBe('D');
    expect(longDate('2027-01-09', 'en-US')).toBe('Saturday, January 9, 2027');
  });

  it("writes a calendar cell's day as its name does: 1er on the first of a month in French", async () => {
    await loadDateLocale('fr-CA');
    expect(dayOfMonth(new Date(2030, 0, 1), 'fr-CA')).toBe('1er');
    expect(dayName('2030-01-01', 'fr-CA')).toBe('mardi 1er janvier');
    expect(dayOfMonth(new Date(2030, 0, 2), 'fr-CA')).toBe('2');
    expect(dayOfMonth(new Date(2030, 0, 31), 'fr-CA')).toBe('31');
    expect(dayOfMonth(new Date(2030, 0, 1), 'en-US')).toBe('1');
  });
});
