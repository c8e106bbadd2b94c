/**
 * Every tag the library defines, with its element module (an ESM entry of its own), its meta and
 * the bundle it ships in. The build, the custom elements manifest and the generated docs
 * (`docs/tags/`, the README's lists; `npm run docs`) read this list.
 */
import type { WidgetMeta } from '../src/island/widget-meta.ts';
import { cartPageMeta, discountCodeMeta, minicartMeta, orderSummaryMeta } from './cart/docs.ts';
import { voucherBoxMeta } from './voucher-box/docs.ts';
import { paymentScheduleMeta } from './payment-schedule/docs.ts';
import { rentalLocationsMeta } from './rental-locations/docs.ts';
import { waiverMeta } from './waiver/docs.ts';
import { signInFormMeta, signInMenuMeta } from './signin/docs.ts';
import { categoryNavMeta } from './category-nav/docs.ts';
import { categoryMeta } from './category/docs.ts';
import { profileMeta } from './profile/docs.ts';
import { countdownMeta } from './countdown/docs.ts';
import { productMeta } from './product/docs.ts';
import { paymentPlansAdminMeta } from './payment-plans-admin/docs.ts';
import { countrySelectMeta, dateFieldMeta, stateFieldMeta } from './form-fields/docs.ts';
import { paymentFormMeta } from './payment-form/docs.ts';
import { groupMembersMeta } from './group-members/docs.ts';
import { addMediaMeta } from './add-media/docs.ts';
import { myPaymentPlansMeta } from './my-payment-plans/docs.ts';
import { subscriptionsAdminMeta } from './subscriptions-admin/docs.ts';
import { voucherTemplatesMeta } from './voucher-templates/docs.ts';

export interface WidgetEntry {
  meta: WidgetMeta;
  /** Path of the element module from the repository root. */
  module: string;
  /**
   * `storefront`: in `resort-widgets.umd.js` and `dist/esm/`, loaded on shoppers' pages.
   * `admin`: staff screens, in their own build (`resort-widgets-admin.umd.js`, `dist/esm-admin/`)
   * that shares no file with the storefront one, so no shopper downloads admin code and admin
   * code never weighs on the mini cart.
   */
  bundle: WidgetBundle;
}

export type WidgetBundle = 'storefront' | 'admin';

export const widgetEntries: readonly WidgetEntry[] = [
  { meta: minicartMeta, module: 'widgets/cart/elements/resort-minicart.ts', bundle: 'storefront' },
  { meta: cartPageMeta, module: 'widgets/cart/elements/resort-cart.ts', bundle: 'storefront' },
  { meta: orderSummaryMeta, module: 'widgets/cart/elements/resort-order-summary.ts', bundle: 'storefront' },
  { meta: discountCodeMeta, module: 'widgets/cart/elements/resort-discount-code.ts', bundle: 'storefront' },
  { meta: voucherBoxMeta, module: 'widgets/voucher-box/elements/resort-voucher-box.ts', bundle: 'storefront' },
  { meta: paymentScheduleMeta, module: 'widgets/payment-schedule/elements/resort-payment-schedule.ts', bundle: 'storefront' },
  { meta: rentalLocationsMeta, module: 'widgets/rental-locations/elements/resort-rental-locations.ts', bundle: 'storefront' },
  { meta: waiverMeta, module: 'widgets/waiver/elements/resort-waiver.ts', bundle: 'storefront' },
  { meta: signInMenuMeta, module: 'widgets/signin/elements/resort-signin-menu.ts', bundle: 'storefront' },
  { meta: signInFormMeta, module: 'widgets/signin/elements/resort-signin-form.ts', bundle: 'storefront' },
  { meta: categoryNavMeta, module: 'widgets/category-nav/elements/resort-category-nav.ts', bundle: 'storefront' },
  { meta: countdownMeta, module: 'widgets/countdown/elements/resort-countdown.ts', bundle: 'storefront' },
  { meta: dateFieldMeta, module: 'widgets/form-fields/elements/resort-date-field.ts', bundle: 'storefront' },
  { meta: countrySelectMeta, module: 'widgets/form-fields/elements/resort-country-select.ts', bundle: 'storefront' },
  { meta: stateFieldMeta, module: 'widgets/form-fields/elements/resort-state-field.ts', bundle: 'storefront' },
  { meta: paymentFormMeta, module: 'widgets/payment-form/elements/resort-payment-form.ts', bundle: 'storefront' },
  { meta: groupMembersMeta, module: 'widgets/group-members/elements/resort-group-members.ts', bundle: 'storefront' },
  { meta: addMediaMeta, module: 'widgets/add-media/elements/resort-add-media.ts', bundle: 'storefront' },
  { meta: myPaymentPlansMeta, module: 'widgets/my-payment-plans/elements/resort-my-payment-plans.ts', bundle: 'storefront' },
  { meta: productMeta, module: 'widgets/product/elements/resort-product.ts', bundle: 'storefront' },
  { meta: categoryMeta, module: 'widgets/category/elements/resort-category.ts', bundle: 'storefront' },
  { meta: profileMeta, module: 'widgets/profile/elements/resort-profile.ts', bundle: 'storefront' },
  { meta: paymentPlansAdminMeta, module: 'widgets/payment-plans-admin/elements/resort-payment-plans-admin.ts', bundle: 'admin' },
  { meta: subscriptionsAdminMeta, module: 'widgets/subscriptions-admin/elements/resort-subscriptions-admin.ts', bundle: 'admin' },
  { meta: voucherTemplatesMeta, module: 'widgets/voucher-templates/elements/resort-voucher-templates.ts', bundle: 'admin' },
];

export const entriesOf = (bundle: WidgetBundle): readonly WidgetEntry[] => widgetEntries.filter((entry) => entry.bundle === bundle);
