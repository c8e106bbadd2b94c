/** Whether the voucher box shows: the one rule its first paint needs (the others: `voucher-rules.ts`). */

/** The storefront's voucher route: `/voucher-product/{product SeName}`. */
export const VOUCHER_ROUTE = /^\/voucher-product\//i;

/**
 * Voucher mode sets enhanced vouchers on: the box shows in voucher mode whatever the cart's voucher
 * banner setting says, and elsewhere only when that setting is on. Voucher mode is `mode="voucher"`,
 * or, when the tag names no mode, the voucher route itself.
 */
export function vouchersEnabled(mode: string | undefined, pathname: string, showVoucherBanner: boolean): boolean {
  const voucherMode = mode === 'voucher' || ((mode === undefined || mode === '') && VOUCHER_ROUTE.test(pathname));
  return voucherMode || showVoucherBanner;
}
