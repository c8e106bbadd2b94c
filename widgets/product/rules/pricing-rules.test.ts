import { describe, expect, it } from 'vitest';
import { activitySlots, noTimesAvailable } from './activity-rules.ts';
import { canStartRange, consecutiveDates, currentTier, daysToArrival, monthRange, percentSaved, pricingDays, rangePrice, shortDate, toggleDate, type PricingContext } from './pricing-rules.ts';
import { pricingAnswerSchema, type DayPrice, type DayPriceInput } from '../dates/pricing-schemas.ts';
import { isTimeOfDay } from '../../../src/core/dates.ts';

const tier = (input: Partial<DayPriceInput>): DayPrice =>
  ({ Date: '2027-01-09', Number: 0, NumberSold: 0, InventoryPriceListLevelPercentSaved: 0, InventoryPriceListLevelPrice: 100, InventoryPriceListLevelNumberRemaining: null, Priority: 1, TrackNumberSold: false, ...input }) as DayPrice;

const context: PricingContext = { today: '2027-01-01', earliest: '2027-01-02', seasonEnd: '2027-04-11', byDaysToArrival: true };

describe('dynamic price day list', () => {
  it('counts days to arrival from today', () => {
    expect(daysToArrival('2027-01-01', '2027-01-01')).toBe(0);
    expect(daysToArrival('2027-01-01', '2027-01-15')).toBe(14);
    expect(daysToArrival('2027-01-02', '2027-01-01')).toBe(-1);
    expect(daysToArrival('2027-01-01', '2027-02-30')).toBeNull();
  });

  it('prices a day by the first tier in priority order that still applies', () => {
    const tiers = [tier({ Priority: 3, InventoryPriceListLevelPrice: 119 }), tier({ Priority: 2, TrackNumberSold: true, Number: 50, NumberSold: 50, InventoryPriceListLevelPrice: 99 }), tier({ Priority: 1, Number: 14, InventoryPriceListLevelPrice: 89 })];
    // 8 days ahead: the 14-day early price does not apply and the 50 at $99 are gone.
    expect(currentTier(tiers, '2027-01-09', '2027-01-01', true)?.InventoryPriceListLevelPrice).toBe(119);
    // 14 days ahead, exactly: the early price applies, bought today.
    expect(currentTier(tiers, '2027-01-15', '2027-01-01', true)?.InventoryPriceListLevelPrice).toBe(89);
    expect(currentTier(tiers, '2027-01-14', '2027-01-01', true)?.InventoryPriceListLevelPrice).toBe(119);
  });

  it('applies a tier that tracks the number sold while it has one ticket left', () => {
    const tiers = [tier({ Priority: 1, TrackNumberSold: true, Number: 50, NumberSold: 49, InventoryPriceListLevelPrice: 99 }), tier({ Priority: 2, InventoryPriceListLevelPrice: 119 })];
    expect(currentTier(tiers, '2027-01-09', '2027-01-01', true)?.InventoryPriceListLevelPrice).toBe(99);
    expect(currentTier([{ ...tiers[0]!, NumberSold: 50 }, tiers[1]!], '2027-01-09', '2027-01-01', true)?.InventoryPriceListLevelPrice).toBe(119);
  });

  it('ignores days to arrival for a product not priced by them', () => {
    expect(currentTier([tier({ Number: 30, InventoryPriceListLevelPrice: 89 })], '2027-01-09', '2027-01-01', false)?.InventoryPriceListLevelPrice).toBe(89);
    expect(currentTier([tier({ Number: 30 })], '2027-01-09', '2027-01-01', true)).toBeNull();
  });

  it('works out the percent saved against the window price', () => {
    expect(percentSaved(89, 129)).toBe(31);
    expect(percentSaved(129, 129)).toBe(0);
    expect(percentSaved(139, 129)).toBe(0);
    expect(percentSaved(10, 0)).toBe(0);
  });
});

describe('pricing calendar days', () => {
  const answer = (counts: Record<string, number | null>, tiers: Partial<DayPriceInput>[], threshold: number | null = null) =>
    pricingAnswerSchema.parse({ inventory: { InventoryCounts: counts }, inventoryThreshold: threshold, variants: [{ dayPriceLists: tiers.map((input) => ({ InventoryPriceListLevelPrice: 100, ...input })) }] });

  it('shows the price, the saving and, under the threshold, what is left at that price', () => {
    const days = pricingDays(
      answer({ '2027-01-09': 400, '2027-01-10': 400, '2027-01-11': 400 }, [
        { Date: '2027-01-09', TrackNumberSold: true, Number: 50, NumberSold: 41, InventoryPriceListLevelPrice: 89, InventoryPriceListLevelPercentSaved: 15 },
        { Date: '2027-01-10', TrackNumberSold: true, Number: 50, NumberSold: 40, InventoryPriceListLevelPrice: 89 },
        { Date: '2027-01-11', TrackNumberSold: true, Number: 50, NumberSold: 49, InventoryPriceListLevelPrice: 89 },
      ]),
      context,
    );
    expect(days.get('2027-01-09')).toEqual({ state: 'available', count: 400, price: 89, percentSaved: 15, leftAtPrice: 9 });
    // 10 left is not under the threshold of 10; 1 left is.
    expect(days.get('2027-01-10')?.leftAtPrice).toBeNull();
    expect(days.get('2027-01-11')?.leftAtPrice).toBe(1);
  });

  it("uses the store's threshold when it sends one", () => {
    const days = pricingDays(answer({ '2027-01-09': 400 }, [{ Date: '2027-01-09', TrackNumberSold: true, Number: 50, NumberSold: 30 }], 25), context);
    expect(days.get('2027-01-09')?.leftAtPrice).toBe(20);
  });

  it('flags days by what they have left: sold out at 0, low at 11, available at 12, unavailable when missing', () => {
    const tiers = ['2027-01-09', '2027-01-10', '2027-01-11', '2027-01-12'].map((Date) => ({ Date }));
    const days = pricingDays(answer({ '2027-01-09': 0, '2027-01-10': 11, '2027-01-11': 12, '2027-01-12': null }, tiers), context);
    expect([...days.values()].map((day) => day.state)).toEqual(['sold-out', 'low', 'available', 'unavailable']);
  });

  it('does not offer days before the earliest purchase date or after the season', () => {
    const dates = ['2027-01-01', '2027-01-02', '2027-04-11', '2027-04-12'];
    const days = pricingDays(answer(Object.fromEntries(dates.map((date) => [date, 400])), dates.map((Date) => ({ Date }))), context);
    expect(dates.map((date) => days.get(date)?.state)).toEqual(['not-offered', 'available', 'available', 'not-offered']);
  });

  it('makes a day with stock but no price unavailable', () => {
    expect(pricingDays(answer({ '2027-01-09': 400 }, []), context).get('2027-01-09')?.state).toBe('unavailable');
  });

  it('reads a month range', () => {
    expect(monthRange('2027-02-14')).toEqual({ key: '2027-02', start: '2027-02-01', end: '2027-02-28' });
    expect(monthRange('2028-02-01').end).toBe('2028-02-29');
    expect(monthRange('2026-12-31')).toEqual({ key: '2026-12', start: '2026-12-01', end: '2026-12-31' });
  });
});

describe('multi-day products', () => {
  const states: Record<string, 'available' | 'sold-out' | 'low'> = { '2027-01-09': 'available', '2027-01-10': 'low', '2027-01-11': 'sold-out', '2027-01-12': 'available' };
  const stateOf = (date: string) => states[date] ?? 'not-offered';

  it('covers NumberOfDays consecutive days, across a month end', () => {
    expect(consecutiveDates('2027-01-30', 3)).toEqual(['2027-01-30', '2027-01-31', '2027-02-01']);
    expect(consecutiveDates('2027-01-30', 0)).toEqual([]);
  });

  it('cannot start a range that crosses a sold-out day', () => {
    expect(canStartRange('2027-01-09', 2, stateOf)).toBe(true);
    expect(canStartRange('2027-01-09', 3, stateOf)).toBe(false);
    expect(canStartRange('2027-01-12', 1, stateOf)).toBe(true);
    expect(canStartRange('2027-01-12', 2, stateOf)).toBe(false);
  });

  it('prices a range as the sum of its days', () => {
    expect(rangePrice(['a', 'b', 'c'], () => 33.33)).toBe(99.99);
    expect(rangePrice(['a', 'b'], (date) => (date === 'a' ? 10 : null))).toBeNull();
  });

  describe('non-consecutive days: up to NumberOfDays (4)', () => {
    const days = (count: number) => Array.from({ length: count }, (_, index) => `2027-01-${String(10 + index * 2).padStart(2, '0')}`);
    it.each([0, 1, 3])('with %i chosen, one more is added and kept in order', (count) => {
      const next = toggleDate(days(count), '2027-01-09', 4);
      expect(next).toEqual({ dates: ['2027-01-09', ...days(count)], refused: false });
    });

    it('with 4 chosen, a fifth is refused and the four stay as they were', () => {
      expect(toggleDate(days(4), '2027-01-09', 4)).toEqual({ dates: days(4), refused: true });
    });

    it('with 4 chosen, a chosen day is taken away (so fewer than 4 may be bought)', () => {
      expect(toggleDate(days(4), '2027-01-12', 4)).toEqual({ dates: ['2027-01-10', '2027-01-14', '2027-01-16'], refused: false });
      expect(toggleDate(days(1), '2027-01-10', 4)).toEqual({ dates: [], refused: false });
    });

    it('without a maximum, takes any number', () => {
      expect(toggleDate(days(5), '2027-01-09', null)).toEqual({ dates: ['2027-01-09', ...days(5)], refused: false });
    });
  });
});

describe('short dates per locale', () => {
  it('writes en-US mm/dd, en-AU and en-CA dd/mm, en-NZ dd/mm/yyyy', () => {
    expect(shortDate('2027-01-09', 'en-US')).toBe('01/09');
    expect(shortDate('2027-01-09', 'en-AU')).toBe('09/01');
    expect(shortDate('2027-01-09', 'en-CA')).toBe('09/01');
    expect(shortDate('2027-01-09', 'en-NZ')).toBe('09/01/2027');
  });
});

describe('activity times', () => {
  const times = {
    '2027-01-09': [
      { Time: '1:00 PM', AvailableInventory: 0, ValueId: 2 },
      { Time: '9:00 AM', AvailableInventory: 11, ValueId: 1 },
      { Time: '15:30', AvailableInventory: 12, ValueId: 3 },
      { Time: '25:00', AvailableInventory: 12, ValueId: 4 },
    ],
    '2027-01-10': [{ Time: '9:00 AM', AvailableInventory: 0, ValueId: 1 }],
  };

  it('lists the date’s slots in the order of the day, as hh:ii aa, with their flags; a time off the pattern is left out', () => {
    expect(activitySlots(times, '2027-01-09').map((slot) => [slot.label, slot.state, slot.choosable])).toEqual([
      ['09:00 am', 'low', true],
      ['01:00 pm', 'sold-out', false],
      ['03:30 pm', 'available', true],
    ]);
    expect(activitySlots(times, '2027-01-09', 'fr-CA').map((slot) => slot.label)).toEqual(['09 h 00', '13 h 00', '15 h 30']);
  });

  it('says no times are available when none has availability above 0', () => {
    expect(noTimesAvailable(times, '2027-01-10')).toBe(true);
    expect(noTimesAvailable(times, '2027-01-11')).toBe(true);
    expect(noTimesAvailable(times, '2027-01-09')).toBe(false);
    expect(noTimesAvailable(times, null)).toBe(false);
  });

  it('keeps the time pattern at its edges', () => {
    expect(['0:00', '23:59', '23:59:59', '12:00 AM', '9:05 pm'].every(isTimeOfDay)).toBe(true);
    expect(['24:00', '23:60', '12:00:60', '9', '9:5', 'noon'].some(isTimeOfDay)).toBe(false);
  });
});
