/**
 * `<resort-voucher-box>`'s calls: looking a voucher up (a form POST the captcha guards) and the
 * product a product voucher is for.
 */
import * as api from '../../src/api/client.ts';
import { PRODUCT_DETAILS_PATH, VOUCHER_VALIDATE_PATH, voucherLookupSchema, voucherProductSchema } from '../../src/api/voucher-schemas.ts';

export const lookUpVoucher = (voucherId: string) =>
  api.postForm(VOUCHER_VALIDATE_PATH, {}, voucherLookupSchema, {
    searchParams: { voucherid: voucherId },
    captchaAction: 'vouchers',
  });

export const voucherProduct = (productId: number) => api.get(`${PRODUCT_DETAILS_PATH}/${productId}`, voucherProductSchema);
