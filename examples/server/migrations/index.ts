/**
 * The demo store's schema, one file per migration, applied in order of `version` (see
 * `db/db.ts`). A data directory records the versions it has, so a version, once released,
 * never changes: a new migration takes the next free number and a file of its own.
 * (Version 2 was never released.)
 */
import type { Migration } from '../db/db.ts';
import { storeMigration } from './001-store.ts';
import { signInLockoutMigration } from './003-sign-in-lockout.ts';
import { vouchersAndPaymentPlansMigration } from './004-vouchers-and-payment-plans.ts';
import { checkoutMigration } from './005-rental-locations-and-waivers.ts';
import { paymentPlansMigration } from './006-payment-plans.ts';
import { unifyPaymentPlansMigration } from './007-unify-payment-plans.ts';
import { productSelectionMigration } from './009-product-selection.ts';
import { householdMigration } from './010-household-and-media.ts';
import { checkoutOrdersMigration } from './011-checkout-orders.ts';
import { subscriptionsAndVoucherTemplatesMigration } from './012-subscriptions-and-voucher-templates.ts';
import { dynamicPricingMigration } from './013-dynamic-pricing.ts';
import { customerPaymentPlansMigration } from './014-customer-payment-plans.ts';
import { productReleasesMigration } from './015-product-releases.ts';
import { rateLimitsMigration } from './016-rate-limits.ts';
import { clientErrorsMigration } from './017-client-errors.ts';
import { paymentSettingsMigration } from './018-payment-settings.ts';
import { resortChargeCardsMigration } from './019-resort-charge-cards.ts';
import { cardProvidersMigration } from './020-card-providers.ts';
import { profileAndSubcategoriesMigration } from './021-profile-and-subcategories.ts';
import { cartVersionMigration } from './022-cart-version.ts';
import { localizedPropertiesMigration } from './023-localized-properties.ts';
import { rentalsForMembersMigration } from './024-rentals-for-members.ts';
import { voucherRedemptionMigration } from './025-voucher-redemption.ts';
import { cartDiscountVouchersMigration } from './026-cart-discount-vouchers.ts';
import { orderDiscountsMigration } from './027-order-discounts.ts';

export type { Migration } from '../db/db.ts';

export const migrations: readonly Migration[] = [
  storeMigration,
  signInLockoutMigration,
  vouchersAndPaymentPlansMigration,
  checkoutMigration,
  paymentPlansMigration,
  unifyPaymentPlansMigration,
  productSelectionMigration,
  householdMigration,
  checkoutOrdersMigration,
  subscriptionsAndVoucherTemplatesMigration,
  dynamicPricingMigration,
  customerPaymentPlansMigration,
  productReleasesMigration,
  rateLimitsMigration,
  clientErrorsMigration,
  paymentSettingsMigration,
  resortChargeCardsMigration,
  cardProvidersMigration,
  profileAndSubcategoriesMigration,
  cartVersionMigration,
  localizedPropertiesMigration,
  rentalsForMembersMigration,
  voucherRedemptionMigration,
  cartDiscountVouchersMigration,
  orderDiscountsMigration,
];
