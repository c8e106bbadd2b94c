import { http, HttpResponse, type HttpResponseResolver, type JsonBodyType } from 'msw';
import * as api from '../../src/api/client.ts';
import type { PageDataInput } from '../../src/stores/page-data.ts';
import { setPageData } from '../../src/stores/page-data-actions.ts';
import { testSeason } from './product.fixtures.ts';
import { PRODUCT_PATHS } from './api.ts';
import { MEMBERS_PATH } from './members/api.ts';

/** A clean page in the test season, with an anti-forgery token; `products` puts products in page data. */
export function productPage(pageData: PageDataInput = {}): void {
  api.invalidate();
  setPageData({ SeasonSettings: testSeason, DefaultStoreTimeZoneOffset: -7, ...pageData });
  document.body.innerHTML = '<input type="hidden" name="__RequestVerificationToken" value="t0ken">';
  window.history.replaceState(null, '', '/');
}

export const serveDetails = (answer: JsonBodyType, status = 200) => http.get(`${PRODUCT_PATHS.details}/:id`, () => HttpResponse.json(answer, { status }));
export const serveAttributes = (answer: JsonBodyType) => http.get(`${PRODUCT_PATHS.attributes}/:id`, () => HttpResponse.json(answer));
export const onAttributeChange = (resolver: HttpResponseResolver) => http.post(PRODUCT_PATHS.attributeChange, resolver);
export const onMembers = (resolver: HttpResponseResolver) => http.post(MEMBERS_PATH, resolver);
export const onAddToCart = (resolver: HttpResponseResolver) => http.post('/addproducttocart/details/:productId/1', resolver);

/** The form entries of a request body, in order. */
export async function formOf(request: Request): Promise<[string, string][]> {
  return [...new URLSearchParams(await request.text())];
}

/** A promise resolved from outside, to answer a request at a chosen moment. */
export function deferred<T = void>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * Text queries for what the page shows: not the unseen copy of the news a status region holds
 * for a screen reader (`HeardStatus`).
 */
export const shown = { ignore: 'script, style, .rw-visually-hidden, .rw-visually-hidden *' };
