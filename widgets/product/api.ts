/** The product calls, each returning an `ApiResult` (never throwing). */
import * as api from '../../src/api/client.ts';
import type { ApiError } from '../../src/api/errors.ts';
import { refusedCall } from '../../src/api/report-call.ts';
import type { ApiResult } from '../../src/api/errors.ts';
import {
  addToCartSchema,
  attributeChangeSchema,
  productAttributesSchema,
  productDetailsSchema,
  type AddToCartAnswer,
  type AttributeChange,
  type ProductAttribute,
  type ProductDetails,
} from './product-schemas.ts';
import { toSearchParams, type FormEntries } from './form-fields.ts';
import { warnOnce } from '../../src/core/shared.ts';

export const ADD_TO_CART_PATH = '/addproducttocart/details/';

export const PRODUCT_PATHS = {
  details: '/api/productdetails',
  attributes: '/api/products/productattributes',
  attributeChange: '/shoppingcart/productdetails_attributechange',
  addToCart: (productId: number) => `${ADD_TO_CART_PATH}${productId}/1`,
} as const;

/**
 * Where the product is added to the cart: the tag's `add-to-cart-url` (`{productId}` is replaced
 * by the product's id), or `/addproducttocart/details/{productId}/1`. The post carries the page's
 * anti-forgery token, so only a path on this site is taken; anything else is the default.
 */
export function addToCartAddress(productId: number, given: string | null | undefined): string {
  const template = given?.trim() ?? '';
  if (template === '') return PRODUCT_PATHS.addToCart(productId);
  if (!/^\/(?![/\\])/.test(template) || /\s/.test(template)) {
    warnOnce('resort-product:add-to-cart-url', `resort-product: add-to-cart-url must be a path on this site (starting with one /); using ${ADD_TO_CART_PATH}{productId}/1`);
    return PRODUCT_PATHS.addToCart(productId);
  }
  return template.replaceAll('{productId}', String(productId));
}

export function loadDetails(key: number | string): Promise<ApiResult<ProductDetails>> {
  return api.get(`${PRODUCT_PATHS.details}/${encodeURIComponent(String(key))}`, productDetailsSchema);
}

export function loadAttributes(productId: number): Promise<ApiResult<ProductAttribute[]>> {
  return api.get(`${PRODUCT_PATHS.attributes}/${productId}`, productAttributesSchema);
}

export function postAttributeChange(productId: number, entries: FormEntries): Promise<ApiResult<AttributeChange>> {
  return api.postForm(PRODUCT_PATHS.attributeChange, toSearchParams(entries), attributeChangeSchema, {
    searchParams: { productId, validateAttributeConditions: 'True', loadPicture: 'True' },
  });
}

/** Adds (or in edit mode updates) the cart item; a `success: false` answer is a refusal with the store's message. */
export async function postAddToCart(productId: number, entries: FormEntries, address: string = PRODUCT_PATHS.addToCart(productId)): Promise<ApiResult<AddToCartAnswer>> {
  const result = await api.postForm(address, toSearchParams(entries), addToCartSchema);
  if (result.ok && !result.data.success) return { ok: false, error: refusedCall('POST', address, result.data.message, 'Could not add item to cart') };
  return result;
}

/** Worth one more try: the store was not reached, was slow, failed, or answered what we could not read. */
export function isTransient(error: ApiError): boolean {
  return error.kind === 'network' || error.kind === 'timeout' || error.kind === 'invalid-response' || (error.kind === 'http' && (error.status ?? 0) >= 500);
}
