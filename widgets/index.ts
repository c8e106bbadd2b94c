// Written by `npm run tags` from each widget folder (scripts/tags/folders.ts): do not edit by hand.
/**
 * resort-widgets: registers every tag and exports the public helpers.
 * Import a single tag instead with `resort-widgets/resort-minicart` to load only what it needs.
 */
import './add-media/elements/resort-add-media.ts';
import './cart/elements/resort-minicart.ts';
import './cart/elements/resort-cart.ts';
import './cart/elements/resort-order-summary.ts';
import './cart/elements/resort-discount-code.ts';
import './category/elements/resort-category.ts';
import './category-nav/elements/resort-category-nav.ts';
import './countdown/elements/resort-countdown.ts';
import './form-fields/elements/resort-date-field.ts';
import './form-fields/elements/resort-country-select.ts';
import './form-fields/elements/resort-state-field.ts';
import './group-members/elements/resort-group-members.ts';
import './my-payment-plans/elements/resort-my-payment-plans.ts';
import './payment-form/elements/resort-payment-form.ts';
import './payment-schedule/elements/resort-payment-schedule.ts';
import './product/elements/resort-product.ts';
import './profile/elements/resort-profile.ts';
import './rental-locations/elements/resort-rental-locations.ts';
import './signin/elements/resort-signin-menu.ts';
import './signin/elements/resort-signin-form.ts';
import './voucher-box/elements/resort-voucher-box.ts';
import './waiver/elements/resort-waiver.ts';

export * from '../src/public-api.ts';
export type { ResortTagNameMap } from './tag-types.ts';
export type { ElementProperties, ResortElement } from '../src/island/widget-meta.ts';
