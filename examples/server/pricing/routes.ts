/**
 * The pricing calendar's call and the reservation cancel call:
 * - `POST /DynamicPricingCalendar/GetProductVariants` (a form: `Filter.ProductId`,
 *   `Filter.StartDate`, `Filter.EndDate`, `Filter.AttributeIds[n]` — the chosen values, whose
 *   adjustments price the days) answers the dynamic price day list of a range of at most 62 days;
 * - `POST /api/entitlement/reservation/cancel/{productId}` (`AccessCode`, `TransactionID`,
 *   `TransactionLine`, `Date`) cancels one of the signed-in customer's reservations; another
 *   customer's reservation is not found, whatever its codes.
 */
import { english } from '../text/store-text.ts';
import { Hono } from 'hono';
import { answerLanguage } from '../text/languages.ts';
import * as z from 'zod';
import { PRICING_LOW_THRESHOLD } from '../../../widgets/product/rules/inventory-rules.ts';
import type { PricingAnswerInput } from '../../../widgets/product/dates/pricing-schemas.ts';
import { loadCatalog } from '../catalog/catalog.ts';
import type { AppEnv } from '../platform/app-env.ts';
import type { Db } from '../db/db.ts';
import { HttpError, badRequest } from '../platform/http-error.ts';
import { id, isoDate, readForm, readParam, readValue, requiredText, wholeNumber } from '../platform/input.ts';
import { readFields } from '../platform/request-body.ts';
import { dayPricing } from './repo.ts';
import { dayNumber } from '../../../src/core/dates.ts';
import { resortNow } from '../shell/resort-date.ts';

export const PRICING_MESSAGES = {
  invalidProductId: english('msg.common.invalidProductId'),
  unknownProduct: english('msg.common.productNotFound'),
  invalidStart: 'Enter a valid start date (YYYY-MM-DD).',
  invalidEnd: 'Enter a valid end date (YYYY-MM-DD).',
  backwards: 'The end date must not be before the start date.',
  tooLong: 'Ask for at most 62 days at a time.',
  invalidValue: 'Invalid attribute value.',
  unknownValue: 'Unknown attribute value.',
  tooManyValues: 'Too many attribute values.',
  unknownField: 'Unknown field.',
  signIn: english('msg.pricing.signIn'),
  notFound: english('msg.pricing.notFound'),
  past: english('msg.pricing.past'),
} as const;

/** Two months shown side by side at most. */
export const MAX_RANGE_DAYS = 62;
const MAX_VALUES = 32;
const VALUE_KEY = /^Filter\.AttributeIds\[(\d{1,2})\]$/;

const filterSchema = z.object({
  'Filter.ProductId': id(PRICING_MESSAGES.invalidProductId),
  'Filter.StartDate': isoDate(PRICING_MESSAGES.invalidStart),
  'Filter.EndDate': isoDate(PRICING_MESSAGES.invalidEnd),
});

const cancelSchema = z.object({
  AccessCode: requiredText(64, 'Enter the access code.'),
  TransactionID: requiredText(64, 'Enter the transaction id.'),
  TransactionLine: wholeNumber(1, 9999, 'Enter a transaction line from 1 to 9999.'),
  Date: isoDate('Enter the reservation date (YYYY-MM-DD).'),
});

export function pricingRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/DynamicPricingCalendar/GetProductVariants', async (c) => {
    const fields = await readFields(c);
    const valueIds: number[] = [];
    const rest: Record<string, string> = {};
    for (const [key, value] of fields) {
      if (VALUE_KEY.test(key)) {
        if (valueIds.length >= MAX_VALUES) throw badRequest(PRICING_MESSAGES.tooManyValues);
        valueIds.push(readValue(id(PRICING_MESSAGES.invalidValue), value, PRICING_MESSAGES.invalidValue));
      } else if (key === 'Filter.ProductId' || key === 'Filter.StartDate' || key === 'Filter.EndDate') {
        rest[key] = value;
      } else if (key !== '__RequestVerificationToken') {
        throw badRequest(PRICING_MESSAGES.unknownField);
      }
    }
    const filter = readValue(filterSchema, rest, PRICING_MESSAGES.invalidProductId);
    const start = filter['Filter.StartDate'];
    const end = filter['Filter.EndDate'];
    if (end < start) throw badRequest(PRICING_MESSAGES.backwards);
    if ((dayNumber(end) as number) - (dayNumber(start) as number) >= MAX_RANGE_DAYS) throw badRequest(PRICING_MESSAGES.tooLong);
    const product = (await loadCatalog(db, answerLanguage())).productById.get(filter['Filter.ProductId']);
    if (!product) throw new HttpError(404, PRICING_MESSAGES.unknownProduct);
    const values = new Map(product.attributes.flatMap((attribute) => attribute.values.map((value) => [value.id, value.priceAdjustmentCents] as const)));
    let adjustmentCents = 0;
    for (const valueId of new Set(valueIds)) {
      const adjustment = values.get(valueId);
      if (adjustment === undefined) throw badRequest(PRICING_MESSAGES.unknownValue);
      adjustmentCents += adjustment;
    }
    const pricing = await dayPricing(db, product, start, end, adjustmentCents);
    const answer: PricingAnswerInput = {
      inventory: { InventoryCounts: pricing.counts },
      inventoryThreshold: PRICING_LOW_THRESHOLD,
      variants: [{ dayPriceLists: pricing.dayPriceLists }],
    };
    return c.json(answer);
  });

  routes.post('/api/entitlement/reservation/cancel/:productId', async (c) => {
    const customer = c.get('customer');
    if (customer === null) throw new HttpError(401, PRICING_MESSAGES.signIn);
    const productId = readParam(c, 'productId', id(PRICING_MESSAGES.invalidProductId));
    const body = await readForm(c, cancelSchema);
    if (body.Date < resortNow(Date.now()).date) throw badRequest(PRICING_MESSAGES.past);
    const cancelled = await db.query<{ id: number }>(
      `update reservations set cancelled_at = now()
        where customer_id = $1 and product_id = $2 and access_code = $3 and transaction_id = $4 and transaction_line = $5 and date = $6 and cancelled_at is null
        returning id`,
      [customer.id, productId, body.AccessCode, body.TransactionID, body.TransactionLine, body.Date],
    );
    if (cancelled.rows.length === 0) throw new HttpError(404, PRICING_MESSAGES.notFound);
    return c.json({ success: true });
  });

  return routes;
}
