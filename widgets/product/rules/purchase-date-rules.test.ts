// @vitest-environment node
import { resortClock } from '../../../src/core/dates.ts';
import { cutoffDaysOf, earliestPurchaseDate, isPurchasableDate } from './purchase-date-rules.ts';

/** A UTC instant; the resort below is at UTC-7 (Mountain Standard Time). */
const utc = (text: string) => Date.parse(`${text}Z`);
const season = { seasonStart: '2026-11-27', seasonEnd: '2027-04-18' };
const at = (now: string, extra: Partial<Parameters<typeof earliestPurchaseDate>[0]> = {}) =>
  earliestPurchaseDate({ now: utc(now), timeZoneOffset: -7, ...season, ...extra });

describe('earliest purchase date', () => {
  it('is today at the resort when the cutoff (default 23:59) has not passed', () => {
    // 2026-12-10 12:00 at the resort.
    expect(at('2026-12-10T19:00:00')).toBe('2026-12-10');
  });

  it('adds a day after the cutoff time: the minute before and the minute after', () => {
    // 13:59 and 14:01 at the resort, cutoff 14:00.
    expect(at('2026-12-10T20:59:00', { cutoffTime: '14:00' })).toBe('2026-12-10');
    expect(at('2026-12-10T21:00:00', { cutoffTime: '14:00' })).toBe('2026-12-10');
    expect(at('2026-12-10T21:00:01', { cutoffTime: '14:00' })).toBe('2026-12-11');
    expect(at('2026-12-10T21:01:00', { cutoffTime: '14:00' })).toBe('2026-12-11');
    // The default cutoff: 23:58 and 23:59 are still today, 23:59:30 is not.
    expect(at('2026-12-11T06:58:00')).toBe('2026-12-10');
    expect(at('2026-12-11T06:59:00')).toBe('2026-12-10');
    expect(at('2026-12-11T06:59:30')).toBe('2026-12-11');
  });

  it('reads the cutoff time with AM/PM, and falls back to 23:59 for one that is not a time', () => {
    expect(at('2026-12-10T21:01:00', { cutoffTime: '2:00 PM' })).toBe('2026-12-11');
    expect(at('2026-12-10T21:01:00', { cutoffTime: '25:00' })).toBe('2026-12-10');
    expect(at('2026-12-10T21:01:00', { cutoffTime: '' })).toBe('2026-12-10');
  });

  it('adds the cutoff days, and one more after the cutoff time', () => {
    expect(at('2026-12-10T19:00:00', { cutoffDays: 2 })).toBe('2026-12-12');
    expect(at('2026-12-10T21:01:00', { cutoffDays: 2, cutoffTime: '14:00' })).toBe('2026-12-13');
    expect(at('2026-12-10T19:00:00', { cutoffDays: '3' })).toBe('2026-12-13');
  });

  it('reads cutoff days as a whole number of days, anything else as none', () => {
    expect([cutoffDaysOf(0), cutoffDaysOf(-2), cutoffDaysOf(1.5), cutoffDaysOf('x'), cutoffDaysOf(null), cutoffDaysOf(' 4 ')]).toEqual([0, 0, 0, 0, 0, 4]);
    expect(cutoffDaysOf(100_000)).toBe(366);
  });

  it('is clamped into the season: never before its first day, never after its last', () => {
    expect(at('2026-11-24T19:00:00')).toBe('2026-11-27');
    expect(at('2026-11-26T19:00:00')).toBe('2026-11-27');
    expect(at('2026-11-27T19:00:00')).toBe('2026-11-27');
    expect(at('2027-04-18T19:00:00')).toBe('2027-04-18');
    expect(at('2027-04-18T19:00:00', { cutoffDays: 1 })).toBe('2027-04-18');
    expect(at('2027-05-02T19:00:00')).toBe('2027-04-18');
  });

  it('takes the resort\'s calendar day, not the browser\'s, when the two differ', () => {
    // 03:00 UTC on the 11th is still the 10th at the resort (20:00, UTC-7)…
    expect(at('2026-12-11T03:00:00')).toBe('2026-12-10');
    // …and for a resort at UTC+10 it is already the 11th at 13:00.
    expect(earliestPurchaseDate({ now: utc('2026-12-11T03:00:00'), timeZoneOffset: 10 })).toBe('2026-12-11');
    // Offsets in minutes (-420) mean the same as hours (-7).
    expect(earliestPurchaseDate({ now: utc('2026-12-11T03:00:00'), timeZoneOffset: -420 })).toBe('2026-12-10');
  });

  it('keeps the resort\'s fixed offset across daylight-saving days', () => {
    // US clocks spring forward on 2027-03-14 and fall back on 2026-11-01; the resort's offset does not move.
    expect(at('2027-03-14T06:59:00')).toBe('2027-03-13');
    expect(at('2027-03-14T07:00:00')).toBe('2027-03-14');
    expect(resortClock(utc('2027-03-14T09:30:00'), -7)).toEqual({ date: '2027-03-14', seconds: 2.5 * 3600 });
  });

  it('uses the browser\'s own zone when the store gives no offset', () => {
    const now = new Date(2026, 11, 10, 22, 30).getTime();
    expect(earliestPurchaseDate({ now, timeZoneOffset: null })).toBe('2026-12-10');
    expect(earliestPurchaseDate({ now, timeZoneOffset: null, cutoffTime: '22:00' })).toBe('2026-12-11');
  });

  it('offers no day before the earliest purchase date, none outside the season, none already gone', () => {
    const input = { now: utc('2026-12-10T19:00:00'), timeZoneOffset: -7, ...season, cutoffDays: 1 };
    expect(isPurchasableDate('2026-12-10', input)).toBe(false);
    expect(isPurchasableDate('2026-12-11', input)).toBe(true);
    expect(isPurchasableDate('2027-04-18', input)).toBe(true);
    expect(isPurchasableDate('2027-04-19', input)).toBe(false);
    expect(isPurchasableDate('2026-02-30', input)).toBe(false);
    expect(isPurchasableDate('2027-04-18', { ...input, now: utc('2027-05-01T19:00:00') })).toBe(false);
  });
});
