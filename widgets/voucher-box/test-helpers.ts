import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import * as api from '../../src/api/client.ts';
import type { PageDataInput } from '../../src/stores/page-data.ts';
import { setPageData } from '../../src/stores/page-data-actions.ts';
import { seasonPassProduct } from './vouchers.fixtures.ts';
import type { VoucherLookup } from '../../src/api/voucher-schemas.ts';

/** A clean page with the voucher banner on (unless `pageData` says otherwise) and an anti-forgery token. */
export function voucherPage(pageData: PageDataInput = {}): void {
  api.invalidate();
  setPageData({ ShoppingCartSettings: { ShowEnhancedMinicart: false, ShowVoucherBanner: true, HideShippingTotal: false }, ...pageData });
  document.body.innerHTML = '<input type="hidden" name="__RequestVerificationToken" value="t0ken">';
}

export const validateWith = (resolver: HttpResponseResolver) => http.post('/api/vouchers/validate', resolver);

/** Every voucher ID gets `answer`. */
export const validateAnswers = (answer: VoucherLookup) => validateWith(() => HttpResponse.json(answer));

export const productDetails = (answer = seasonPassProduct()) => http.get('/api/productdetails/:id', () => HttpResponse.json(answer));
