/**
 * Every tag the library defines, with its element module (an ESM entry of its own) and its meta.
 * The build, the custom elements manifest and the README check read this list.
 */
import type { WidgetMeta } from '../src/core/island/widget-meta.ts';
import { cartPageMeta, discountCodeMeta, minicartMeta, orderSummaryMeta } from './cart/docs.ts';
import { paymentPlansAdminMeta } from './payment-plans-admin/docs.ts';

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
  { meta: paymentPlansAdminMeta, module: 'widgets/payment-plans-admin/elements/resort-payment-plans-admin.ts' },
];
