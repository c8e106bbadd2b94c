// @vitest-environment node
import { addDays, calendarDate, calendarDateAtStart, dateFromParts, dateText, dayNumber, daysInMonth, formatDate, formatTimeOfDay, fromDayNumber, isCalendarDate, isTimeOfDay, loadDateLocale, localDate, localMidnight, parseTimeOfDay, resortClock, resortToday, weekday } from './dates.ts';
import { inTimeZone } from '../../test/time-zone.ts';

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

describe('days on the calendar', () => {
  it('adds days across a month, a year and a leap day, and refuses what is not a date', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-02-28', 0.5)).toThrow(RangeError);
  });

  it('names the weekday and the length of a month', () => {
    expect(weekday('1970-01-01')).toBe(4);
    expect(weekday('2026-12-12')).toBe(6);
    expect(weekday('1969-12-28')).toBe(0);
    expect(weekday('2026-13-01')).toBeNull();
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2027, 2)).toBe(28);
    expect(daysInMonth(2026, 12)).toBe(31);
  });
});

describe("the resort's clock", () => {
  const utc = (iso: string) => Date.parse(`${iso}Z`);
  // The browser's zone: a shopper in Denver, whose clocks change on 2026-11-01 and 2027-03-14.
  inTimeZone('America/Denver');

  it("turns the day over at the resort's midnight, not the browser's", () => {
    // A resort at UTC+10 is already on the 11th while the browser in Denver is on the 10th.
    expect(resortClock(utc('2026-12-10T14:00:00'), 10)).toEqual({ date: '2026-12-11', seconds: 0 });
    expect(resortToday(utc('2026-12-10T13:59:59'), 10)).toBe('2026-12-10');
    expect(localDate(utc('2026-12-10T14:00:00'))).toBe('2026-12-10');
    // A resort at UTC-7 is still on the 10th at 06:59:59 UTC.
    expect(resortToday(utc('2026-12-11T06:59:59'), -7)).toBe('2026-12-10');
    expect(resortToday(utc('2026-12-11T07:00:00'), -7)).toBe('2026-12-11');
  });

  it('reads an offset beyond ±14 as minutes', () => {
    expect(resortToday(utc('2026-12-11T03:00:00'), -420)).toBe('2026-12-10');
    expect(resortClock(utc('2026-11-20T18:30:00'), 330)).toEqual({ date: '2026-11-21', seconds: 0 });
  });

  it("keeps the resort's fixed offset on the days the browser's clocks change", () => {
    // 09:30 UTC on 2027-03-14 is 03:30 in Denver (clocks sprang forward at 02:00), 02:30 at UTC-7.
    expect(resortClock(utc('2027-03-14T09:30:00'), -7)).toEqual({ date: '2027-03-14', seconds: 2.5 * 3600 });
    expect(resortClock(utc('2027-03-14T09:30:00'), null)).toEqual({ date: '2027-03-14', seconds: 3.5 * 3600 });
    // 07:30 UTC on 2026-11-01 is 01:30 in Denver, the second time (clocks fell back at 02:00); 00:30 at UTC-7.
    expect(resortClock(utc('2026-11-01T07:30:00'), -7)).toEqual({ date: '2026-11-01', seconds: 0.5 * 3600 });
    expect(resortClock(utc('2026-11-01T07:30:00'), undefined)).toEqual({ date: '2026-11-01', seconds: 1.5 * 3600 });
  });

  it("uses the browser's own date without an offset, also just after a local midnight", () => {
    expect(resortToday(new Date(2027, 2, 14, 0, 30).getTime(), null)).toBe('2027-03-14');
    expect(localDate(new Date(2027, 2, 13, 23, 59))).toBe('2027-03-13');
  });

  it('counts a day that is 23 or 25 hours long as one day', () => {
    expect(addDays(localDate(new Date(2027, 2, 13, 23, 30)), 1)).toBe('2027-03-14');
    expect(addDays(localDate(new Date(2027, 2, 14, 0, 30)), 1)).toBe('2027-03-15');
    expect(addDays(localDate(new Date(2026, 10, 1, 23, 30)), 1)).toBe('2026-11-02');
  });
});

describe('dates in a pattern (dayjs)', () => {
  it('formats a real date in the admin’s, the schedules’ and the payment schedule’s patterns', () => {
    expect(formatDate('2024-01-05', 'MMM DD, YYYY')).toBe('Jan 05, 2024');
    expect(formatDate('2024-12-31', 'MMM DD YYYY')).toBe('Dec 31 2024');
    expect(formatDate('2024-02-29', 'YYYY-MM-DD')).toBe('2024-02-29');
    expect(formatDate('2024-03-07', 'M/D/YYYY')).toBe('3/7/2024');
    expect(formatDate('2024-03-07', 'MM/DD/YYYY')).toBe('03/07/2024');
    expect(formatDate('2024-03-07', 'DD/MM/YYYY')).toBe('07/03/2024');
    expect(formatDate('2024-01-05T23:30:00Z', 'MMM DD YYYY')).toBe('Jan 05 2024');
  });

  it('leaves text that is not a real date as it is: 31/02 is refused, never rolled over to March', () => {
    expect(formatDate('soon', 'MMM DD, YYYY')).toBe('soon');
    expect(formatDate('', 'MMM DD, YYYY')).toBe('');
    expect(formatDate('2023-02-29', 'MMM DD, YYYY')).toBe('2023-02-29');
    expect(formatDate('2026-02-31', 'DD/MM/YYYY')).toBe('2026-02-31');
    expect(formatDate('2024-13-01', 'MMM DD, YYYY')).toBe('2024-13-01');
    expect(formatDate('05/01/2024', 'MMM DD, YYYY')).toBe('05/01/2024');
    expect(dateFromParts(2026, 2, 31)).toBeNull();
    expect(() => localMidnight('2026-02-31')).toThrow(RangeError);
  });

  it('gives a date picker the local midnight of a real date', () => {
    expect(localDate(localMidnight('2027-01-09'))).toBe('2027-01-09');
  });
});

describe('the first of the month in French', () => {
  beforeAll(() => loadDateLocale('fr-CA'));

  it('writes the 1st as 1er, and every other day as its number: the 2nd, the 10th, the 11th, the 21st, the 31st', () => {
    expect(dateText('2027-01-01', 'fr-CA', 'display')).toBe('1er janv. 2027');
    expect(dateText('2027-01-02', 'fr-CA', 'display')).toBe('2 janv. 2027');
    expect(dateText('2027-01-10', 'fr-CA', 'display')).toBe('10 janv. 2027');
    expect(dateText('2027-01-11', 'fr-CA', 'display')).toBe('11 janv. 2027');
    expect(dateText('2027-01-21', 'fr-CA', 'display')).toBe('21 janv. 2027');
    expect(dateText('2027-01-31', 'fr-CA', 'display')).toBe('31 janv. 2027');
    expect(dateText('2026-12-31', 'fr-CA', 'long')).toBe('31 décembre 2026');
    expect(dateText('2027-03-01', 'fr-CA', 'long')).toBe('1er mars 2027');
    expect(formatDate('2027-01-01', 'dddd D MMMM', 'fr-CA')).toBe('vendredi 1er janvier');
    expect(dateText('2027-01-01T08:00:00Z', 'fr', 'display')).toBe('1er janv. 2027');
  });

  it('leaves the two-digit day of a numeric date, text the pattern escapes, and the weekday and month names as they are', () => {
    expect(dateText('2027-01-01', 'fr-CA', 'numeric')).toBe('01/01/2027');
    expect(dateText('2027-01-01', 'fr-CA', 'schedule')).toBe('01/01/2027');
    expect(formatDate('2027-01-01', '[le] D MMMM [à Day]', 'fr-CA')).toBe('le 1er janvier à Day');
    expect(formatDate('2027-01-01', 'dddd', 'fr-CA')).toBe('vendredi');
    expect(formatDate('2027-01-01', 'MMMM YYYY', 'fr-CA')).toBe('janvier 2027');
  });

  it('leaves English as it was: Jan 1, 2027 in US English, 1 Jan 2027 where English writes the day first', () => {
    expect(dateText('2027-01-01', 'en-US', 'display')).toBe('Jan 1, 2027');
    expect(dateText('2027-01-01', 'en-US', 'long')).toBe('January 1, 2027');
    expect(dateText('2027-01-01', 'en-AU', 'display')).toBe('1 Jan 2027');
    expect(dateText('2027-01-01', 'en-CA', 'long')).toBe('1 January 2027');
    expect(formatDate('2027-01-01', 'D MMM YYYY')).toBe('1 Jan 2027');
  });
});

describe('the time pattern', () => {
  it('takes hours 0-23, minutes and seconds 00-59 and an optional AM/PM', () => {
    for (const good of ['0:00', '9:05', '09:05', '23:59', '23:59:59', '2:30 PM', '2:30pm', '12:00 AM', '14:30']) expect(isTimeOfDay(good), good).toBe(true);
    for (const bad of ['24:00', '9:60', '9:5', '09:05:60', '9', '', 'noon', '9:00 XM', '-1:00']) expect(isTimeOfDay(bad), bad).toBe(false);
  });

  it('reads 12 AM as midnight and 12 PM as noon', () => {
    expect(parseTimeOfDay('12:00 AM')).toBe(0);
    expect(parseTimeOfDay('12:00 PM')).toBe(12 * 3600);
    expect(parseTimeOfDay('1:15 PM')).toBe(13 * 3600 + 15 * 60);
  });

  it('shows times in the date pickers\' pattern hh:ii aa: two-digit 12-hour hours and a lower-case am/pm', () => {
    expect(formatTimeOfDay(9 * 3600)).toBe('09:00 am');
    expect(formatTimeOfDay(0)).toBe('12:00 am');
    expect(formatTimeOfDay(11 * 3600 + 59 * 60 + 59)).toBe('11:59 am');
    expect(formatTimeOfDay(12 * 3600)).toBe('12:00 pm');
    expect(formatTimeOfDay(12 * 3600 + 30 * 60)).toBe('12:30 pm');
    expect(formatTimeOfDay(23 * 3600 + 59 * 60)).toBe('11:59 pm');
    expect(formatTimeOfDay(9 * 3600, 'en-CA')).toBe('09:00 am');
  });

  it('shows times on the 24-hour clock in French', () => {
    expect(formatTimeOfDay(9 * 3600, 'fr-CA')).toBe('09 h 00');
    expect(formatTimeOfDay(13 * 3600 + 30 * 60, 'fr-CA')).toBe('13 h 30');
    expect(formatTimeOfDay(0, 'fr')).toBe('00 h 00');
  });
});
