/** `POST /DynamicPricingCalendar/GetProductVariants`: loaded with the pricing calendar. */
import * as api from '../../../src/api/client.ts';
import type { ApiResult } from '../../../src/api/errors.ts';
import { pricingAnswerSchema, type PricingAnswer } from './pricing-schemas.ts';
import { PRICING_PATH } from './pricing-path.ts';

export { PRICING_PATH };

export interface PricingRequest {
  productId: number;
  /** The chosen attribute values, whose adjustments the store adds to each day's price. */
  valueIds: readonly number[];
  start: string;
  end: string;
}

/** The form the store reads: `Filter.AttributeIds[n]`, `Filter.ProductId`, `Filter.StartDate`, `Filter.EndDate`. */
export function pricingForm(request: PricingRequest): URLSearchParams {
  const form = new URLSearchParams();
  request.valueIds.forEach((id, index) => form.append(`Filter.AttributeIds[${index}]`, String(id)));
  form.append('Filter.ProductId', String(request.productId));
  form.append('Filter.StartDate', request.start);
  form.append('Filter.EndDate', request.end);
  return form;
}

export function loadDayPrices(request: PricingRequest): Promise<ApiResult<PricingAnswer>> {
  return api.postForm(PRICING_PATH, pricingForm(request), pricingAnswerSchema);
}
