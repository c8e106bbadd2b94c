/**
 * MSW handlers that play the store's voucher calls for the stories. Answers come from the shared
 * fixtures, parsed by the client's schemas.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { VoucherLookup, VoucherProduct } from '../../src/api/voucher-schemas.ts';
import { seasonPassProduct } from './vouchers.fixtures.ts';

const VALIDATE_PATH = '/api/vouchers/validate';
const PRODUCT_DETAILS_PATH = '/api/productdetails/:id';

/** What `voucherMalformed` serves: JSON, but not a voucher lookup. */
export const malformedVoucherAnswer = { IsValid: 'maybe', ProductId: 'season pass' } as const;

/** Every voucher ID is answered with `answer`. */
export const voucherAnswers = (answer: VoucherLookup): HttpHandler => http.post(VALIDATE_PATH, () => HttpResponse.json(answer));

/** The validation never finishes answering (the modal stays on "Validating"). */
export const voucherPending = (): HttpHandler =>
  http.post(VALIDATE_PATH, () => new Response(new ReadableStream<Uint8Array>(), { headers: { 'Content-Type': 'application/json' } }));

/** The store refuses with HTTP 400 and a message. */
export const voucherRefused = (message: string): HttpHandler =>
  http.post(VALIDATE_PATH, () => HttpResponse.json({ success: false, message }, { status: 400 }));

export const voucherServerError = (): HttpHandler =>
  http.post(VALIDATE_PATH, () => HttpResponse.json({ success: false, message: 'Internal Server Error' }, { status: 500 }));

export const voucherMalformed = (): HttpHandler => http.post(VALIDATE_PATH, () => HttpResponse.json(malformedVoucherAnswer));

export const productDetailsOk = (product: VoucherProduct = seasonPassProduct()): HttpHandler =>
  http.get(PRODUCT_DETAILS_PATH, () => HttpResponse.json(product));

export const productDetailsMissing = (): HttpHandler =>
  http.get(PRODUCT_DETAILS_PATH, () => HttpResponse.json({ success: false, message: 'Product not found.' }, { status: 404 }));
