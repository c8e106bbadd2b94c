// @vitest-environment node
import { exportDate, nextPaymentProblem } from './subscription-dates.ts';

describe('subscription admin dates', () => {
  it.each([
    ['2026-03-05', '3/5/2026'],
    ['2026-12-31', '12/31/2026'],
    ['2025-08-01T15:00:00Z', '8/1/2025'],
    ['2026-02-30', '--'],
    ['', '--'],
    [null, '--'],
    [undefined, '--'],
    ['not a date', '--'],
  ])('exports %j as %s in US English (month/day/year)', (value, shown) => {
    expect(exportDate(value, 'en-US')).toBe(shown);
  });

  it.each([
    ['2026-03-05', '05/03/2026'],
    ['2026-12-31', '31/12/2026'],
    ['2025-08-01T15:00:00Z', '01/08/2025'],
    ['2026-02-30', '--'],
    [null, '--'],
  ])('exports %j as %s on a French store (day first, as its spreadsheets read dates)', (value, shown) => {
    expect(exportDate(value, 'fr-CA')).toBe(shown);
  });

  it('takes today or later as the next payment date, and ignores a past one', () => {
    expect(nextPaymentProblem('2026-11-24', '2026-11-24')).toBeNull();
    expect(nextPaymentProblem('2026-11-25', '2026-11-24')).toBeNull();
    expect(nextPaymentProblem('2026-11-23', '2026-11-24')).toBe('past');
    expect(nextPaymentProblem('', '2026-11-24')).toBe('required');
    expect(nextPaymentProblem('2026-02-30', '2026-11-24')).toBe('required');
  });
});
