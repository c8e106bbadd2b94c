/**
 * Every tag the library defines, with its element module (an ESM entry of its own) and its meta.
 * The build, the custom elements manifest and the README check read this list.
 */
import type { WidgetMeta } from '../src/core/island/widget-meta.ts';
import { cartPageMeta, discountCodeMeta, minicartMeta, orderSummaryMeta } from './cart/docs.ts';
import { voucherBoxMeta } from './voucher-box/docs.ts';
import { paymentScheduleMeta } from './payment-schedule/docs.ts';
import { rentalLocationsMeta } from './rental-locations/docs.ts';
import { waiverMeta } from './waiver/docs.ts';
import { signInFormMeta, signInMenuMeta } from './signin/docs.ts';
import { categoryNavMeta } from './category-nav/docs.ts';
import { countdownMeta } from './countdown/docs.ts';

export interface WidgetEntry {
  meta: WidgetMeta;
  /** Path of the element module from the repository root. */
  module: string;
}

export const widgetEntries: readonly WidgetEntry[] = [
  { meta: minicartMeta, module: 'widgets/cart/elements/resort-minicart.ts' },
  { meta: cartPageMeta, module: 'widgets/cart/elements/resort-cart.ts' },
  { meta: orderSummaryMeta, module: 'widgets/cart/elements/resort-order-summary.ts' },
  { meta: discountCodeMeta, module: 'widgets/cart/elements/resort-discount-code.ts' },
  { meta: voucherBoxMeta, module: 'widgets/voucher-box/elements/resort-voucher-box.ts' },
  { meta: paymentScheduleMeta, module: 'widgets/payment-schedule/elements/resort-payment-schedule.ts' },
  { meta: rentalLocationsMeta, module: 'widgets/rental-locations/elements/resort-rental-locations.ts' },
  { meta: waiverMeta, module: 'widgets/waiver/elements/resort-waiver.ts' },
  { meta: signInMenuMeta, module: 'widgets/signin/elements/resort-signin-menu.ts' },
  { meta: signInFormMeta, module: 'widgets/signin/elements/resort-signin-form.ts' },
  { meta: categoryNavMeta, module: 'widgets/category-nav/elements/resort-category-nav.ts' },
  { meta: countdownMeta, module: 'widgets/countdown/elements/resort-countdown.ts' },
];
