/**
 * Pricing calendar answers (`POST /DynamicPricingCalendar/GetProductVariants`) for tests and
 * stories, parsed by the widget's schema.
 */
import { pricingAnswerSchema, type DayPriceInput, type PricingAnswer } from './dates/pricing-schemas.ts';

export interface PricedDay {
  /** What the day has left in all (0: sold out). */
  count: number | null;
  price?: number;
  percentSaved?: number;
  /** A tier of this many tickets with `sold` sold: what is left at the price shows under 10. */
  tier?: { number: number; sold: number };
}

/** An answer from days keyed by `YYYY-MM-DD`. */
export function pricingAnswer(days: Readonly<Record<string, PricedDay>>, threshold = 10): PricingAnswer {
  const dayPriceLists: DayPriceInput[] = Object.entries(days)
    .filter(([, day]) => day.price !== undefined)
    .map(([date, day]) => ({
      Date: date,
      Number: day.tier?.number ?? 0,
      NumberSold: day.tier?.sold ?? 0,
      InventoryPriceListLevelPrice: day.price as number,
      InventoryPriceListLevelPercentSaved: day.percentSaved ?? 0,
      InventoryPriceListLevelNumberRemaining: day.tier ? day.tier.number - day.tier.sold : null,
      Priority: 1,
      TrackNumberSold: day.tier !== undefined,
    }));
  return pricingAnswerSchema.parse({
    inventory: { InventoryCounts: Object.fromEntries(Object.entries(days).map(([date, day]) => [date, day.count])) },
    inventoryThreshold: threshold,
    variants: [{ dayPriceLists }],
  });
}

/** Every day of a month at one price, plenty left; `overrides` change single days. */
export function pricedMonth(month: string, price: number, overrides: Readonly<Record<string, PricedDay>> = {}): PricingAnswer {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const days: Record<string, PricedDay> = {};
  for (let day = 1; day <= last; day += 1) days[`${month}-${String(day).padStart(2, '0')}`] = { count: 200, price };
  return pricingAnswer({ ...days, ...overrides });
}
