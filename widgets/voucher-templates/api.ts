/** The voucher template admin calls, each parsed with its schema. */
import * as api from '../../src/api/client.ts';
import {
  discountVoucherSchema,
  noContentSchema,
  productVoucherSchema,
  productVouchersSchema,
  type DiscountVoucher,
  type ProductVoucher,
} from './voucher-templates-schemas.ts';

export const productVouchers = (productId: number) => api.get(`/api/vouchers/${productId}`, productVouchersSchema, { fresh: true });
export const addProductVoucher = (productId: number, voucherId: string) => api.postJson('/api/vouchers', { ProductId: productId, VoucherId: voucherId }, productVoucherSchema);
/** The template row with its switches; the store answers it as saved. */
export const updateProductVoucher = (row: ProductVoucher) => api.putJson('/api/vouchers/', row, productVoucherSchema);
export const removeProductVoucher = (id: number) => api.delete(`/api/vouchers/${id}`, noContentSchema);

export const discountVoucher = (discountId: number, requirementId: number) =>
  api.get(`/api/discountrules/vouchers/discount/${discountId}/${requirementId}`, discountVoucherSchema, { fresh: true });
/** A blank template clears the requirement; requirement 0 creates it. */
export const saveDiscountVoucher = (requirement: DiscountVoucher) => api.postJson('/api/discountrules/vouchers/discount', requirement, discountVoucherSchema);
