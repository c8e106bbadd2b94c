/**
 * Voucher answers.
 */
import * as z from 'zod/mini';

export const VOUCHER_VALIDATE_PATH = '/api/vouchers/validate';
export const PRODUCT_DETAILS_PATH = '/api/productdetails';

/** nopCommerce writes "none" as 0 or null; both mean no id. */
const optionalId = z._default(z.nullable(z.number()), null);

/** `POST /api/vouchers/validate?voucherid={id}` */
export const voucherLookupSchema = z.object({
  IsValid: z.boolean(),
  /** Why a voucher is not valid (`Voucher already redeemed.`), shown when there is no `Error`. */
  Status: z._default(z.nullable(z.string()), null),
  /** What the voucher is for, in the store's words (`Adult season pass voucher`): shown with a valid voucher. */
  Description: z._default(z.nullable(z.string()), null),
  /** The store's own reason a voucher cannot be redeemed: shown before `Status`. */
  Error: z._default(z.nullable(z.string()), null),
  DiscountId: optionalId,
  ProductId: optionalId,
});
export type VoucherLookup = z.infer<typeof voucherLookupSchema>;
export type VoucherLookupInput = z.input<typeof voucherLookupSchema>;

/** The part of `GET /api/productdetails/{id}` the voucher box shows: the name and where it lives. */
export const voucherProductSchema = z.object({
  Id: z.number(),
  Name: z.string(),
  SeName: z.string(),
});
export type VoucherProduct = z.infer<typeof voucherProductSchema>;
