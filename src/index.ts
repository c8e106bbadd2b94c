/**
 * resort-widgets: registers every tag and exports the public helpers.
 * Import a single tag instead with `resort-widgets/resort-minicart` to load only what it needs.
 */
import '../widgets/cart/elements/resort-minicart.ts';
import '../widgets/cart/elements/resort-cart.ts';
import '../widgets/cart/elements/resort-order-summary.ts';
import '../widgets/cart/elements/resort-discount-code.ts';
import '../widgets/voucher-box/elements/resort-voucher-box.ts';
import '../widgets/payment-schedule/elements/resort-payment-schedule.ts';
import '../widgets/rental-locations/elements/resort-rental-locations.ts';
import '../widgets/waiver/elements/resort-waiver.ts';
import '../widgets/signin/elements/resort-signin-menu.ts';
import '../widgets/signin/elements/resort-signin-form.ts';
import '../widgets/category-nav/elements/resort-category-nav.ts';
import '../widgets/countdown/elements/resort-countdown.ts';

export * from './public-api.ts';
