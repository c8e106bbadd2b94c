/** Whether the voucher box shows, and the code the page hands it: the rules its first paint needs (the others: `voucher-rules.ts`). */

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

/** The longest voucher ID the box takes from the page's address (the store's own form takes 64). */
const MAX_ADDRESS_CODE = 64;

/**
 * The voucher ID the page hands the box, validated at once: the tag's `code` attribute, or else
 * the page address's own `code` query parameter (`/voucher-product/season-pass-adult?code=VCH-1`,
 * or `/?code=…` where the store's form asked the page again), so the host need not copy it into
 * the tag. Blank, or longer than the store's form takes, is none.
 */
export function pageVoucherCode(attribute: string | undefined, search: string): string {
  const given = attribute?.trim() ?? '';
  if (given !== '') return given;
  const fromAddress = new URLSearchParams(search).get('code')?.trim() ?? '';
  return fromAddress.length > MAX_ADDRESS_CODE ? '' : fromAddress;
}
