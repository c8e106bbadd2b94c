/**
 * resort-widgets: registers every tag and exports the public helpers.
 * Import a single tag instead with `resort-widgets/resort-minicart` to load only what it needs.
 */
import '../widgets/cart/elements/resort-minicart.ts';
import '../widgets/cart/elements/resort-cart.ts';
import '../widgets/cart/elements/resort-order-summary.ts';
import '../widgets/cart/elements/resort-discount-code.ts';
import '../widgets/payment-plans-admin/elements/resort-payment-plans-admin.ts';

export * from './public-api.ts';
