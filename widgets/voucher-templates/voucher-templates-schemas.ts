/**
 * The voucher template admin calls: the templates attached to a product (with their switches) and
 * a discount's voucher requirement. The demo store answers with the same shapes.
 */
import * as z from 'zod/mini';

/** A voucher template attached to a product: its vouchers redeem for that product. */
export const productVoucherSchema = z.object({
  Id: z.number(),
  /** The voucher template id (the POS's). */
  VoucherId: z.string(),
  ShowInMyAccount: z.boolean(),
  AllowViewPrint: z.boolean(),
  AllowRedeem: z.boolean(),
  AllowEmail: z.boolean(),
});
export type ProductVoucher = z.infer<typeof productVoucherSchema>;

/** `GET /api/vouchers/{productId}` */
export const productVouchersSchema = z.object({ Vouchers: z.array(productVoucherSchema) });
export type ProductVouchers = z.infer<typeof productVouchersSchema>;

/** The switches of a product's template, in the order the table shows them. */
export const VOUCHER_SWITCHES = ['ShowInMyAccount', 'AllowViewPrint', 'AllowRedeem', 'AllowEmail'] as const;
export type VoucherSwitch = (typeof VOUCHER_SWITCHES)[number];

/** A discount's voucher requirement: the discount applies with a voucher of this template. */
export const discountVoucherSchema = z.object({
  DiscountId: z.number(),
  /** 0 until the requirement is first saved. */
  DiscountRequirementId: z.number(),
  VoucherTemplateId: z._default(z.nullable(z.string()), null),
});
export type DiscountVoucher = z.infer<typeof discountVoucherSchema>;

/** Nothing (a 204) or any JSON object. */
export const noContentSchema = z.nullable(z.object({}));
