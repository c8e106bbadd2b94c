/**
 * Loads the product: from page data when the host put it there (`products`, with its attributes: no
 * request), otherwise `GET /api/productdetails/{id}` and `GET /api/products/productattributes/{id}`
 * at once (by SeName, the details first, for the id).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../src/api/errors.ts';
import { warnOnce } from '../../src/core/shared.ts';
import { $settings } from '../../src/stores/settings.ts';
import { takesSeparateDays, toAttributeView, type AttributeView } from './rules/attribute-rules.ts';
import { loadAttributes, loadDetails } from './api.ts';
import { productDetailsSchema, type ProductAttribute, type ProductDetails } from './product-schemas.ts';

export type ProductData =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; product: ProductDetails; attributes: AttributeView[] };

/** The product in page data, when the host gave it with its attributes. */
export function productFromPage(products: readonly unknown[] | null, key: { id: number | null; seName: string | null }): ProductDetails | null {
  for (const entry of products ?? []) {
    const record = entry as Record<string, unknown> | null;
    if (!record || (record.Id !== key.id && (key.seName === null || record.SeName !== key.seName))) continue;
    const parsed = productDetailsSchema.safeParse(entry);
    if (parsed.success && parsed.data.ProductAttributes !== null) return parsed.data;
    warnOnce(`product-page-data:${String(record.Id)}`, `resort-product: the page data's product ${String(record.Id)} is not a product answer with ProductAttributes; loading it instead.`);
  }
  return null;
}

const viewsOf = (product: ProductDetails, attributes: readonly ProductAttribute[]) => attributes.map((attribute) => toAttributeView(attribute, takesSeparateDays(product)));

/** What the island shows first: the product at once when page data has it (no placeholder in between, no shift). */
function initialData(productId: number | null, seName: string | null): ProductData {
  const key = { id: productId, seName: seName?.trim() || null };
  if (key.id === null && key.seName === null) return { status: 'missing' };
  const fromPage = productFromPage($settings.get().products, key);
  return fromPage ? { status: 'ready', product: fromPage, attributes: viewsOf(fromPage, fromPage.ProductAttributes ?? []) } : { status: 'loading' };
}

export function useProductData(productId: number | null, seName: string | null): { data: ProductData; retry: () => void } {
  const [data, setData] = useState<ProductData>(() => initialData(productId, seName));
  const first = useRef(true);
  const [attempt, setAttempt] = useState(0);
  const current = useRef(0);

  useEffect(() => {
    const request = ++current.current;
    const key = { id: productId, seName: seName?.trim() || null };
    const known = initialData(productId, seName);
    if (known.status !== 'loading') {
      // Already shown by the first render; a later change of product-id shows the new one.
      if (!first.current) setData(known);
      first.current = false;
      return;
    }
    first.current = false;
    setData({ status: 'loading' });
    void (async () => {
      const details = loadDetails(key.id ?? (key.seName as string));
      const attributesCall = key.id !== null ? loadAttributes(key.id) : null;
      const product = await details;
      if (request !== current.current) return;
      if (!product.ok) {
        setData({ status: 'error', error: product.error });
        return;
      }
      const attributes = product.data.ProductAttributes !== null ? { ok: true as const, data: product.data.ProductAttributes } : await (attributesCall ?? loadAttributes(product.data.Id));
      if (request !== current.current) return;
      if (!attributes.ok) setData({ status: 'error', error: attributes.error });
      else setData({ status: 'ready', product: product.data, attributes: viewsOf(product.data, attributes.data) });
    })();
  }, [productId, seName, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { data, retry };
}
