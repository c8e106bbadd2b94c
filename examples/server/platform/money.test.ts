// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { centsToAmount, percentOfCents } from './money.ts';

describe('money', () => {
  it('rounds half up in whole cents', () => {
    expect(percentOfCents(1000, 450)).toBe(45);
    expect(percentOfCents(11, 4500)).toBe(5); // 4.95 → 5
    expect(percentOfCents(10, 450)).toBe(0); // 0.45 → 0
    expect(percentOfCents(100, 50)).toBe(1); // 0.5 → 1
    expect(percentOfCents(0, 1000)).toBe(0);
    expect(centsToAmount(85405)).toBe(854.05);
  });
});
