// @vitest-environment node
import { monthDayYear, nextPaymentProblem } from './subscription-dates.ts';

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
  ])('shows %j as %s', (value, shown) => {
    expect(monthDayYear(value)).toBe(shown);
  });

  it('takes today or later as the next payment date, and ignores a past one', () => {
    expect(nextPaymentProblem('2026-11-24', '2026-11-24')).toBeNull();
    expect(nextPaymentProblem('2026-11-25', '2026-11-24')).toBeNull();
    expect(nextPaymentProblem('2026-11-23', '2026-11-24')).toBe('past');
    expect(nextPaymentProblem('', '2026-11-24')).toBe('required');
    expect(nextPaymentProblem('2026-02-30', '2026-11-24')).toBe('required');
  });
});
