/**
 * `<resort-voucher-templates>`'s calls, made by `api.ts` (the paths are written
 * there in each call). Read by `resort-widgets check-host` through `widgets/calls.ts`; no bundle
 * imports this file.
 *
 * With `--write` the command attaches the template given with `--voucher-template` (one no product
 * has yet) to the product, saves its switches as they are and detaches it again; it saves a
 * discount's voucher requirement (`--discount`, `--discount-requirement`) with the template it has.
 */
import { hostCall, learnt, type CallFamily } from '../../src/api/host-calls.ts';
import { discountVoucherSchema, noContentSchema, productVoucherSchema, productVouchersSchema, type DiscountVoucher, type ProductVoucher } from './voucher-templates-schemas.ts';

export const voucherTemplatesCalls: CallFamily = {
  family: 'voucher-templates',
  order: 170,
  tags: ['resort-voucher-templates'],
  calls: [
    hostCall({
      name: 'product vouchers',
      method: 'GET',
      path: '/api/vouchers/{productId}',
      params: { productId: 'product' },
      schema: productVouchersSchema,
      sends: 'read',
      who: 'admin',
    }),
    hostCall({
      name: 'discount voucher',
      method: 'GET',
      path: '/api/discountrules/vouchers/discount/{discountId}/{requirementId}',
      // Requirement 0 is one not saved yet: the store answers it blank.
      params: { discountId: 'discount', requirementId: { id: 'discount-requirement', example: 0 } },
      schema: discountVoucherSchema,
      sends: 'read',
      who: 'admin',
      // Only a saved requirement is saved again: saving requirement 0 would create one.
      provides: (requirement) => ({ 'discount-voucher': requirement.DiscountRequirementId === 0 ? undefined : requirement }),
    }),
    hostCall({
      name: 'attach voucher template',
      method: 'POST',
      path: '/api/vouchers',
      params: { productId: 'product', template: 'voucher-template' },
      body: { kind: 'json', value: (params) => ({ ProductId: Number(params.productId), VoucherId: params.template }) },
      schema: productVoucherSchema,
      sends: 'write',
      note: 'attaches the --voucher-template given (one no product has) to the product; detached again below',
      who: 'admin',
      provides: (attached) => ({ 'attached-voucher': attached, 'attached-voucher-id': attached.Id }),
    }),
    hostCall({
      name: 'save voucher switches',
      method: 'PUT',
      path: '/api/vouchers/',
      params: { row: { answer: 'attached-voucher' } },
      // The whole row, as the widget sends it with one switch turned.
      body: { kind: 'json', value: (params) => learnt<ProductVoucher>(params, 'row') },
      schema: productVoucherSchema,
      sends: 'write',
      note: 'the attached template, its switches as they are',
      who: 'admin',
    }),
    hostCall({
      name: 'detach voucher template',
      method: 'DELETE',
      path: '/api/vouchers/{id}',
      params: { id: { answer: 'attached-voucher-id' } },
      schema: noContentSchema,
      sends: 'write',
      note: 'the template attached above',
      who: 'admin',
    }),
    hostCall({
      name: 'save discount voucher',
      method: 'POST',
      path: '/api/discountrules/vouchers/discount',
      params: { requirement: { answer: 'discount-voucher' } },
      body: { kind: 'json', value: (params) => learnt<DiscountVoucher>(params, 'requirement') },
      schema: discountVoucherSchema,
      sends: 'write',
      note: 'the requirement with the template it has',
      who: 'admin',
    }),
  ],
};
