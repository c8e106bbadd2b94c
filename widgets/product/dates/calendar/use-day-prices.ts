/**
 * The pricing calendar's data: one request per month shown (the month, and the days a
 * consecutive multi-day range starting in it reaches into the next), answers cached per range and
 * chosen values, and an answer that arrives after the shopper moved to another month dropped (that
 * month is asked for again if it is shown again).
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { ApiError } from '../../../../src/api/errors.ts';
import { fromDayNumber, dayNumber } from '../../../../src/core/dates.ts';
import { loadDayPrices } from '../api.ts';
import { monthRange, pricingDays, type PricingContext, type PricingDay } from '../../rules/pricing-rules.ts';

export interface PricingSource {
  productId: number;
  valueIds: readonly number[];
  context: PricingContext;
  /** `NumberOfDays` of a consecutive multi-day product, else 1. */
  consecutiveDays: number;
  money: (value: number) => string;
  /** The store's currency (ISO code), for the cells' short prices. */
  currency: string;
}

export type MonthPrices = { status: 'loading' } | { status: 'ready'; days: ReadonlyMap<string, PricingDay> } | { status: 'error'; error: ApiError };

export interface DayPrices {
  prices: MonthPrices | null;
  retry: () => void;
  /** The answer for the month `date` lies in, when it was asked for (chosen days and the arrow keys reach past the month shown), else null. */
  pricesOf: (date: string) => MonthPrices | null;
}

export function useDayPrices(source: PricingSource | null, month: string): DayPrices {
  const cache = useRef(new Map<string, MonthPrices>());
  const [, rerender] = useReducer((tick: number) => tick + 1, 0);
  const range = monthRange(month);
  const prefix = source ? `${source.productId}|${source.valueIds.join(',')}|` : '';
  const key = source ? prefix + range.key : '';
  const shown = useRef(key);
  shown.current = key;

  const request = useCallback(
    (wanted: string) => {
      if (!source) return;
      const end = dayNumber(range.end);
      cache.current.set(wanted, { status: 'loading' });
      rerender();
      void loadDayPrices({
        productId: source.productId,
        valueIds: source.valueIds,
        start: range.start,
        end: end === null ? range.end : fromDayNumber(end + Math.max(0, source.consecutiveDays - 1)),
      }).then((result) => {
        if (shown.current !== wanted) {
          // Late: the shopper moved on. Nothing is kept, so the month is asked for again when shown.
          cache.current.delete(wanted);
          return;
        }
        cache.current.set(wanted, result.ok ? { status: 'ready', days: pricingDays(result.data, source.context) } : { status: 'error', error: result.error });
        rerender();
      });
    },
    // The range and the source's ids make the key; the source object itself changes more often.
    [source?.productId, source?.valueIds.join(','), source?.consecutiveDays, range.key],
  );

  useEffect(() => {
    if (key !== '' && !cache.current.has(key)) request(key);
  }, [key, request]);

  const prices: MonthPrices | null = key === '' ? null : (cache.current.get(key) ?? { status: 'loading' });
  const pricesOf = (date: string) => (key === '' ? null : monthRange(date).key === range.key ? prices : (cache.current.get(prefix + monthRange(date).key) ?? null));
  return { prices, retry: () => request(key), pricesOf };
}
