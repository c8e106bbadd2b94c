/**
 * Typed builders for the voucher template admin, shared by component tests and stories, parsed by
 * the client's schemas.
 */
import {
  discountVoucherSchema,
  productVoucherSchema,
  type DiscountVoucher,
  type ProductVoucher,
} from './voucher-templates-schemas.ts';

export function productVoucher(overrides: Partial<ProductVoucher> = {}): ProductVoucher {
  return productVoucherSchema.parse({ Id: 1, VoucherId: 'SEASON-PASS-ADULT', ShowInMyAccount: true, AllowViewPrint: true, AllowRedeem: true, AllowEmail: true, ...overrides });
}

/** The 1-Day Lift Ticket's templates in a story: one of each switch setting. */
export function productVoucherList(): ProductVoucher[] {
  return [productVoucher(), productVoucher({ Id: 2, VoucherId: 'SNOWSHOE-TOUR', AllowEmail: false }), productVoucher({ Id: 3, VoucherId: 'GIFT-100', ShowInMyAccount: false, AllowRedeem: false })];
}

export function discountVoucher(overrides: Partial<DiscountVoucher> = {}): DiscountVoucher {
  return discountVoucherSchema.parse({ DiscountId: 401, DiscountRequirementId: 1, VoucherTemplateId: 'DISCOUNT-401', ...overrides });
}

/** The templates the fake store knows, and where each is attached. */
export const knownTemplates = ['SEASON-PASS-ADULT', 'SEASON-PASS-CHILD', 'DISCOUNT-401', 'LIFT-1-DAY', 'RENTAL-SPORT', 'SNOWSHOE-TOUR', 'GIFT-100', 'LESSON-PRIVATE'];
