/**
 * `POST /DynamicPricingCalendar/GetProductVariants` (a form: `Filter.AttributeIds[n]`,
 * `Filter.ProductId`, `Filter.StartDate`, `Filter.EndDate`): what each day of a range costs and has
 * left. The answer carries `inventory.InventoryCounts` (what each day has left), the store's
 * `inventoryThreshold` (below it, what is left at the current price is shown) and
 * `variants[0].dayPriceLists`, the dynamic price day list: one entry per price tier and date.
 */
import * as z from 'zod/mini';
import { dateString } from '../../../src/api/schema-parts.ts';

const count = z._default(z.nullable(z.number()), null);

/** One price tier of one day. */
export const dayPriceSchema = z.object({
  /** `YYYY-MM-DD` (a timestamp from an older store is read for its date). */
  Date: dateString,
  /**
   * With `TrackNumberSold`, how many tickets the tier holds; without it, how many days before
   * arrival (at least) the tier's price applies (`IsDynamicPriceDaysToArrival`).
   */
  Number: z._default(z.number(), 0),
  NumberSold: z._default(z.number(), 0),
  InventoryPriceListLevelPercentSaved: z._default(z.number(), 0),
  InventoryPriceListLevelPrice: z.number(),
  InventoryPriceListLevelNumberRemaining: count,
  /** Lower first: the first tier that still applies is the day's price. */
  Priority: z._default(z.number(), 0),
  TrackNumberSold: z._default(z.boolean(), false),
});
export type DayPrice = z.infer<typeof dayPriceSchema>;
export type DayPriceInput = z.input<typeof dayPriceSchema>;

export const pricingAnswerSchema = z.object({
  inventory: z._default(
    z.object({
      /** What each day has left, keyed by `YYYY-MM-DD`; a day left out is not sold. */
      InventoryCounts: z._default(z.record(z.string(), z.nullable(z.number())), {}),
    }),
    { InventoryCounts: {} },
  ),
  inventoryThreshold: count,
  // Every tier or none: a day missing a tier would show another tier's price, so a bad one refuses the answer.
  variants: z._default(z.array(z.object({ dayPriceLists: z._default(z.array(dayPriceSchema), []) })), []),
});
export type PricingAnswer = z.infer<typeof pricingAnswerSchema>;
export type PricingAnswerInput = z.input<typeof pricingAnswerSchema>;
