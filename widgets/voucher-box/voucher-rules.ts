/**
 * What the voucher box shows for each answer, as plain functions: no React. (Whether the box
 * shows at all is `voucher-mode.ts`, which its first paint needs.)
 */
import type { ApiError, ApiResult } from '../../src/api/errors.ts';
import type { VoucherLookup } from '../../src/api/voucher-schemas.ts';
import type { VoucherLabels } from './labels.ts';

export type LookupOutcome =
  /** `description`: what the store says the voucher is for, when it says anything. */
  | { kind: 'product'; productId: number; description: string | null }
  | { kind: 'discount'; discountId: number | null; description: string | null }
  /** A definite answer: the shopper can only try another ID. */
  | { kind: 'invalid'; message: string }
  /** The store could not be asked (network, timeout, 5xx, an answer of the wrong shape): retry. */
  | { kind: 'failed'; error: ApiError };

/** A failure worth retrying: the store was not reached or could not answer. */
export function isTransient(error: ApiError): boolean {
  return error.kind !== 'http' || (error.status ?? 0) >= 500;
}

const someId = (id: number | null): id is number => id !== null && id > 0;

/**
 * - a 400 with a message shows the message; any other refusal the invalid-id label;
 * - a result with an Error is invalid whatever its IsValid says, and shows the Error; another
 *   invalid result shows its Status, else the invalid-id label;
 * - a valid result with a product is a product voucher; otherwise a discount voucher. Either
 *   carries the result's Description (a blank one is none).
 */
export function lookupOutcome(result: ApiResult<VoucherLookup>, labels: Pick<VoucherLabels, 'voucher.invalidId'>): LookupOutcome {
  if (!result.ok) {
    const { error } = result;
    if (error.kind === 'http' && error.status === 400 && error.serverMessage) return { kind: 'invalid', message: error.serverMessage };
    if (isTransient(error)) return { kind: 'failed', error };
    return { kind: 'invalid', message: labels['voucher.invalidId'] };
  }
  const lookup = result.data;
  const error = lookup.Error?.trim();
  if (error) return { kind: 'invalid', message: error };
  if (!lookup.IsValid) return { kind: 'invalid', message: lookup.Status?.trim() || labels['voucher.invalidId'] };
  const description = lookup.Description?.trim() || null;
  if (someId(lookup.ProductId)) return { kind: 'product', productId: lookup.ProductId, description };
  return { kind: 'discount', discountId: someId(lookup.DiscountId) ? lookup.DiscountId : null, description };
}

/**
 * The Description a product voucher's dialog shows under the product's name: none when it only
 * repeats that name (a store whose voucher template is named after its product), spaces and
 * letter case aside.
 */
export function productDescription(description: string | null, productName: string): string | null {
  const words = (text: string) => text.replace(/\s+/g, ' ').trim().toLocaleLowerCase();
  return description !== null && words(description) !== words(productName) ? description : null;
}

/** Where Continue takes the shopper: the product's page at its SeName, carrying the voucher (`?voucher=`) that pays for it there. */
export function productUrl(seName: string, voucherId: string): string {
  return `/${seName.split('/').map(encodeURIComponent).join('/')}?voucher=${encodeURIComponent(voucherId.trim())}`;
}

/** Voucher IDs this long are shortened where they are shown back (the input keeps every character). */
export const SHOWN_ID_LENGTH = 40;

export function shownVoucherId(code: string): string {
  const characters = [...code];
  return characters.length > SHOWN_ID_LENGTH ? `${characters.slice(0, SHOWN_ID_LENGTH).join('')}…` : code;
}
