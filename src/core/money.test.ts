// @vitest-environment node
import { decimalText, fromCents, percentOfCents, roundToCents, splitIntoCents, toCents, fromHundredths, toHundredths } from './money.ts';

describe('money', () => {
  it('rounds to cents the way an amount is written', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.994)).toBe(1999);
    expect(toCents(19.995)).toBe(2000);
    expect(toCents(0)).toBe(0);
  });

  it('rounds a negative amount (a discount) away from zero, like a positive one', () => {
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(-0.004)).toBe(-0);
  });

  it('gives back the decimal amount of cents', () => {
    expect(fromCents(1999)).toBe(19.99);
    expect(roundToCents(1912.1 * 0.3)).toBe(573.63);
  });

  it('takes a percentage of cents, half up', () => {
    expect(percentOfCents(1000, 10)).toBe(100);
    expect(percentOfCents(1005, 10)).toBe(101);
    expect(percentOfCents(1000, 33.33)).toBe(333);
    expect(percentOfCents(1, 50)).toBe(1);
  });

  it('splits so that the parts add up to the total, the last part taking the rest', () => {
    expect(splitIntoCents([33.333, 33.333, 33.333], 10000)).toEqual([3333, 3333, 3334]);
    expect(splitIntoCents([], 100)).toEqual([]);
    expect(splitIntoCents([10], 1234)).toEqual([1234]);
  });
});

describe('money as text', () => {
  it('writes two decimals rounded by the one rule: half a cent up, away from zero', () => {
    expect(decimalText(1.005)).toBe('1.01');
    expect(decimalText(2.675)).toBe('2.68');
    expect(decimalText(1234.5)).toBe('1234.50');
    expect(decimalText(0)).toBe('0.00');
    expect(decimalText(19.995)).toBe('20.00');
  });

  it('keeps the sign of a negative amount, and drops it when nothing is left', () => {
    expect(decimalText(-1.005)).toBe('-1.01');
    expect(decimalText(-0.25)).toBe('-0.25');
    expect(decimalText(-0.004)).toBe('0.00');
  });

  it('counts hundredths of a percentage like cents', () => {
    expect(toHundredths(33.33)).toBe(3333);
    expect(toHundredths(1.005)).toBe(101);
    expect(toHundredths(0.07)).toBe(7);
    expect(fromHundredths(1250)).toBe(12.5);
  });
});
