// @vitest-environment node
import { canBuy, dayState, firstAvailableDate, hasAvailableTime, keptDates, pricingState, stockState } from './inventory-rules.ts';

describe('inventory flags', () => {
  it('is sold out at 0', () => {
    expect(stockState(0)).toBe('sold-out');
  });

  it('is low at or below 11, available from 12', () => {
    expect(stockState(1)).toBe('low');
    expect(stockState(11)).toBe('low');
    expect(stockState(12)).toBe('available');
  });

  it('is unavailable when missing or below 1', () => {
    for (const value of [null, undefined, -1, 0.5, Number.NaN]) expect(stockState(value), String(value)).toBe('unavailable');
  });

  it('uses the store\'s low threshold when it sends one', () => {
    expect(stockState(20, 20)).toBe('low');
    expect(stockState(21, 20)).toBe('available');
  });

  it('can buy only what is available or low', () => {
    expect(['available', 'low', 'sold-out', 'unavailable'].map((state) => canBuy(state as 'low'))).toEqual([true, true, false, false]);
  });

  it('flags pricing inventory low below 10 and none below 1', () => {
    expect(pricingState(10)).toBe('ok');
    expect(pricingState(9)).toBe('low');
    expect(pricingState(1)).toBe('low');
    expect(pricingState(0)).toBe('none');
    expect(pricingState(0.5)).toBe('none');
    expect(pricingState(null)).toBeNull();
  });

  it('has activity times only when one has availability above 0', () => {
    expect(hasAvailableTime([{ AvailableInventory: 0 }, { AvailableInventory: null }])).toBe(false);
    expect(hasAvailableTime([{ AvailableInventory: 0 }, { AvailableInventory: 1 }])).toBe(true);
    expect(hasAvailableTime([])).toBe(false);
  });
});

describe('a day\'s state', () => {
  const rules = { earliest: '2026-12-10', seasonEnd: '2027-04-18' };

  it('offers nothing before the earliest purchase date or after the season', () => {
    expect(dayState('2026-12-09', rules)).toBe('not-offered');
    expect(dayState('2026-12-10', rules)).toBe('available');
    expect(dayState('2027-04-18', rules)).toBe('available');
    expect(dayState('2027-04-19', rules)).toBe('not-offered');
    expect(dayState('not a date', rules)).toBe('not-offered');
  });

  it('takes the day\'s inventory when the product tracks it', () => {
    expect(dayState('2026-12-12', { ...rules, inventory: 0 })).toBe('sold-out');
    expect(dayState('2026-12-12', { ...rules, inventory: 11 })).toBe('low');
    expect(dayState('2026-12-12', { ...rules, inventory: null })).toBe('unavailable');
  });
});

describe('date radios', () => {
  const dates = ['2026-12-31', '2026-12-24', '2027-01-07', '2026-12-17'];

  it('preselect the first date with inventory above 0 on or after the earliest purchase date', () => {
    const inventory = { '2026-12-17': 5, '2026-12-24': 0, '2026-12-31': 3, '2027-01-07': 40 };
    expect(firstAvailableDate(dates, inventory, '2026-12-10')).toBe('2026-12-17');
    expect(firstAvailableDate(dates, inventory, '2026-12-18')).toBe('2026-12-31');
    expect(firstAvailableDate(dates, inventory, '2027-01-08')).toBeNull();
    expect(firstAvailableDate(dates, {}, '2026-12-10')).toBeNull();
  });

  it('clear the selected dates when a selected date has inventory below 1', () => {
    const inventory = { '2026-12-17': 0, '2026-12-24': 4, '2026-12-31': 3, '2027-01-07': 40 };
    expect(keptDates(['2026-12-24'], dates, inventory, '2026-12-10')).toEqual(['2026-12-24']);
    expect(keptDates(['2026-12-17'], dates, inventory, '2026-12-10')).toEqual([]);
    expect(keptDates(['2026-12-24', '2026-12-17'], dates, inventory, '2026-12-10')).toEqual([]);
  });

  it('clear the selected dates when no available date remains', () => {
    const inventory = { '2026-12-17': 0, '2026-12-24': 0, '2026-12-31': 0, '2027-01-07': 0 };
    expect(keptDates(['2026-12-24'], dates, { ...inventory, '2026-12-24': 1 }, '2027-01-01')).toEqual([]);
    expect(keptDates(['2026-12-24'], dates, inventory, '2026-12-10')).toEqual([]);
  });
});
