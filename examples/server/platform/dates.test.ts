// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fromParts, parseIsoDate, weekdayOf } from './dates.ts';

describe('dates', () => {
  it('accepts only real calendar dates', () => {
    expect(parseIsoDate('2028-02-29')).toBe('2028-02-29');
    expect(parseIsoDate('2027-02-29')).toBeNull();
    expect(parseIsoDate('2027-13-01')).toBeNull();
    expect(parseIsoDate('27-01-01')).toBeNull();
    expect(fromParts(2027, 4, 31)).toBeNull();
    expect(fromParts(2027, 4, 30)).toBe('2027-04-30');
    expect(weekdayOf('2026-11-27')).toBe('Friday');
  });
});
