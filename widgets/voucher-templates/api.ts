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

export const PRODUCT_VOUCHERS_PATH = '/api/vouchers';
export const DISCOUNT_VOUCHERS_PATH = '/api/discountrules/vouchers/discount';

export const productVouchers = (productId: number) => api.get(`${PRODUCT_VOUCHERS_PATH}/${productId}`, productVouchersSchema, { fresh: true });
export const addProductVoucher = (productId: number, voucherId: string) => api.postJson(PRODUCT_VOUCHERS_PATH, { ProductId: productId, VoucherId: voucherId }, productVoucherSchema);
/** The template row with its switches; the store answers it as saved. */
export const updateProductVoucher = (row: ProductVoucher) => api.putJson(`${PRODUCT_VOUCHERS_PATH}/`, row, productVoucherSchema);
export const removeProductVoucher = (id: number) => api.delete(`${PRODUCT_VOUCHERS_PATH}/${id}`, noContentSchema);

export const discountVoucher = (discountId: number, requirementId: number) =>
  api.get(`${DISCOUNT_VOUCHERS_PATH}/${discountId}/${requirementId}`, discountVoucherSchema, { fresh: true });
/** A blank template clears the requirement; requirement 0 creates it. */
export const saveDiscountVoucher = (requirement: DiscountVoucher) => api.postJson(DISCOUNT_VOUCHERS_PATH, requirement, discountVoucherSchema);
