/**
 * resort-widgets: registers every tag and exports the public helpers.
 * Import a single tag instead with `resort-widgets/resort-minicart` to load only what it needs.
 */
import './cart/elements/resort-minicart.ts';
import './cart/elements/resort-cart.ts';
import './cart/elements/resort-order-summary.ts';
import './cart/elements/resort-discount-code.ts';
import './voucher-box/elements/resort-voucher-box.ts';
import './payment-schedule/elements/resort-payment-schedule.ts';
import './rental-locations/elements/resort-rental-locations.ts';
import './waiver/elements/resort-waiver.ts';
import './signin/elements/resort-signin-menu.ts';
import './signin/elements/resort-signin-form.ts';
import './category-nav/elements/resort-category-nav.ts';
import './countdown/elements/resort-countdown.ts';
import './form-fields/elements/resort-date-field.ts';
import './form-fields/elements/resort-country-select.ts';
import './form-fields/elements/resort-state-field.ts';
import './payment-form/elements/resort-payment-form.ts';
import './group-members/elements/resort-group-members.ts';
import './add-media/elements/resort-add-media.ts';
import './my-payment-plans/elements/resort-my-payment-plans.ts';
import './product/elements/resort-product.ts';
import './category/elements/resort-category.ts';
import './profile/elements/resort-profile.ts';

export * from '../src/public-api.ts';
export type { ResortTagNameMap } from './tag-types.ts';
export type { ElementProperties, ResortElement } from '../src/island/widget-meta.ts';
