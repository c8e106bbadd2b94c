/** MSW handlers for `<resort-product>`'s stories, answering with the shared fixtures. */
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { PRODUCT_PATHS } from './api.ts';
import { MEMBERS_PATH } from './members/api.ts';
import { PRICING_PATH } from './dates/api.ts';
import { added, attributeChange } from './product.fixtures.ts';
import type { AttributeChangeInput } from './product-schemas.ts';

export const productDetails = (answer: JsonBodyType) => http.get(`${PRODUCT_PATHS.details}/:id`, () => HttpResponse.json(answer));
export const productAttributes = (answer: JsonBodyType) => http.get(`${PRODUCT_PATHS.attributes}/:id`, () => HttpResponse.json(answer));
/** The product never arrives: the loading state. */
export const productPending = () => http.get(`${PRODUCT_PATHS.details}/:id`, () => delay('infinite'));
/** The attributes never arrive either (the widget asks for them beside the product). */
export const productAttributesPending = () => http.get(`${PRODUCT_PATHS.attributes}/:id`, () => delay('infinite'));
export const productMalformed = () => http.get(`${PRODUCT_PATHS.details}/:id`, () => HttpResponse.json({ Id: 'three', ProductPrice: 12 }));

export const changeAnswers = (input: AttributeChangeInput = {}) => http.post(PRODUCT_PATHS.attributeChange, () => HttpResponse.json(attributeChange(input)));
/** Conditional attributes enabled while one of `when` is chosen. */
export const conditionalAnswers = (attributeId: number, when: string) =>
  http.post(PRODUCT_PATHS.attributeChange, async ({ request }) => {
    const shown = (await request.text()).includes(when);
    return HttpResponse.json(attributeChange({ enabledattributemappingids: shown ? [attributeId] : [], disabledattributemappingids: shown ? [] : [attributeId] }));
  });
export const changeFails = () => http.post(PRODUCT_PATHS.attributeChange, () => HttpResponse.json({ message: 'Pricing is down.' }, { status: 500 }));

export const membersAnswer = (answer: JsonBodyType) => http.post(MEMBERS_PATH, () => HttpResponse.json(answer));

/**
 * A household before and after an add: the store lists `before` until an item went into the cart,
 * then `after` (the member who has it now, and why the others cannot have another). The story's
 * `beforeEach` calls `reset`, so every visit starts before the add.
 */
export function householdAcrossAnAdd(before: JsonBodyType, after: JsonBodyType) {
  let addedOnce = false;
  return {
    handlers: [
      http.post(MEMBERS_PATH, () => HttpResponse.json(addedOnce ? after : before)),
      http.post('/addproducttocart/details/:productId/1', () => ((addedOnce = true), HttpResponse.json(added()))),
    ],
    reset: () => {
      addedOnce = false;
    },
  };
}

export const addAnswers = (path = '/addproducttocart/details/:productId/1') => http.post(path, () => HttpResponse.json(added()));
export const addRefused = (message: string) => http.post('/addproducttocart/details/:productId/1', () => HttpResponse.json({ success: false, message }, { status: 400 }));
export const minicart = (answer: JsonBodyType) => http.get('/api/minicart', () => HttpResponse.json(answer));

/** The pricing calendar's call: `answer` for every month asked for. */
export const pricingAnswers = (answer: JsonBodyType) => http.post(PRICING_PATH, () => HttpResponse.json(answer));
export const pricingPending = () => http.post(PRICING_PATH, () => delay('infinite'));
export const pricingFails = () => http.post(PRICING_PATH, () => HttpResponse.json({ message: 'Pricing is down.' }, { status: 500 }));
export const pricingMalformed = () => http.post(PRICING_PATH, () => HttpResponse.json({ variants: [{ dayPriceLists: [{ Date: 7 }] }] }));
