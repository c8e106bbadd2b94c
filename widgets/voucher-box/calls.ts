/**
 * `<resort-voucher-box>`'s calls, made by `api.ts`. Read by `resort-widgets check-host`
 * through `widgets/calls.ts`; no bundle imports this file.
 */
import { hostCall, type CallFamily } from '../../src/api/host-calls.ts';
import { PRODUCT_DETAILS_PATH, VOUCHER_VALIDATE_PATH, voucherLookupSchema, voucherProductSchema } from '../../src/api/voucher-schemas.ts';

export const voucherBoxCalls: CallFamily = {
  family: 'voucher-box',
  order: 50,
  tags: ['resort-voucher-box'],
  calls: [
    hostCall({
      name: 'validate voucher',
      method: 'POST',
      path: VOUCHER_VALIDATE_PATH,
      params: { voucherid: { id: 'voucher', example: 'CHECK-HOST-0' } },
      query: (params) => ({ voucherid: String(params.voucherid) }),
      body: { kind: 'form', value: () => ({}) },
      schema: voucherLookupSchema,
      sends: 'read',
      note: 'a POST that only looks the voucher up',
      who: 'guest',
      captcha: 'vouchers',
      provides: (lookup) => ({ product: lookup.ProductId ?? undefined }),
    }),
    hostCall({
      name: 'voucher product',
      method: 'GET',
      path: `${PRODUCT_DETAILS_PATH}/{id}`,
      params: { id: 'product' },
      schema: voucherProductSchema,
      sends: 'read',
      who: 'guest',
    }),
  ],
};
