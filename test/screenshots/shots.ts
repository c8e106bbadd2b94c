// Written by `npm run tags` from each widget folder (scripts/tags/folders.ts): do not edit by hand.
/**
 * The states each tag is pictured in (`shots` in its folder's `tags.ts`), each in every look at
 * its widths (`looks.ts`). `npm run test:screenshots -- --update-snapshots` draws a new tag's
 * baselines.
 */
import type { TagShot } from '../../src/island/tag-entry.ts';

export type Shot = TagShot;

export const shots: Record<string, readonly Shot[]> = {
  'resort-add-media': [{ story: 'household-resort-add-media--form', shows: 'Add Media Number' }],
  'resort-minicart': [{ story: 'cart-resort-minicart--several-members-with-unassigned-items', shows: 'Shopping Cart (4)', viewport: true }],
  'resort-cart': [
    { story: 'cart-resort-cart--several-members-with-unassigned-items', shows: 'Guided Snowshoe Tour' },
    { story: 'cart-resort-cart--load-error', shows: 'Your cart could not be loaded.' },
  ],
  'resort-order-summary': [{ story: 'cart-resort-order-summary--itemised-taxes', shows: 'Tax 4.5%' }],
  'resort-discount-code': [
    { story: 'cart-resort-discount-code--applied-codes', shows: 'WELCOME10' },
    { story: 'cart-resort-discount-code--apply-failure', shows: 'be applied to your order' },
  ],
  'resort-category': [{ story: 'navigation-resort-category--populated', shows: '1-Day Lift Ticket' }],
  'resort-category-nav': [{ story: 'navigation-resort-category-nav--open', shows: 'Season Passes' }],
  'resort-countdown': [{ story: 'utilities-resort-countdown--minutes', shows: '2:30' }],
  'resort-date-field': [{ story: 'form-fields-resort-date-field--with-date', shows: 'Date of birth' }],
  'resort-country-select': [{ story: 'form-fields-resort-country-select--with-value', shows: 'Country' }],
  'resort-state-field': [{ story: 'form-fields-resort-state-field--united-states', shows: 'State' }],
  'resort-group-members': [
    { story: 'household-resort-group-members--your-group', shows: 'Jordan Morgan' },
    { story: 'household-resort-group-members--add-member-required', shows: 'First name is required' },
  ],
  'resort-my-payment-plans': [
    { story: 'my-account-resort-my-payment-plans--plans', shows: 'Season Pass - Child' },
    { story: 'my-account-resort-my-payment-plans--schedule-modal', shows: '$157.15', viewport: true },
  ],
  'resort-payment-form': [
    { story: 'checkout-resort-payment-form--ready', shows: 'Cardholder name' },
    { story: 'checkout-resort-payment-form--sdk-load-failure', shows: 'The secure payment form could not be loaded.', freshFrame: true },
  ],
  'resort-payment-plans-admin': [{ story: 'admin-resort-payment-plans-admin--payment-schedules', shows: 'Add Payment Schedule' }],
  'resort-payment-schedule': [{ story: 'payment-plans-resort-payment-schedule--cart', shows: 'TOTAL' }],
  'resort-product': [
    { story: 'catalog-resort-product--date-and-drop-down', shows: 'Age Group' },
    { story: 'catalog-resort-product--pricing-calendar', shows: 'January 2030' },
  ],
  'resort-profile': [
    { story: 'household-resort-profile--filled', shows: 'First name' },
    { story: 'household-resort-profile--invalid', shows: 'First name is required' },
  ],
  'resort-rental-locations': [{ story: 'checkout-resort-rental-locations--pickup-sites', shows: 'Base Lodge Rentals' }],
  'resort-signin-menu': [
    { story: 'sign-in-resort-signin-menu--signed-in', shows: 'Hi, Alex' },
    { story: 'sign-in-resort-signin-menu--lightbox-open', shows: 'Email or username', viewport: true },
  ],
  'resort-signin-form': [
    { story: 'sign-in-resort-signin-form--username', shows: 'Email or username' },
    { story: 'sign-in-resort-signin-form--wrong-password', shows: 'Your account or password is incorrect.' },
  ],
  'resort-subscriptions-admin': [{ story: 'admin-resort-subscriptions-admin--enrollments', shows: 'Subscription Enrollments' }],
  'resort-voucher-box': [
    { story: 'vouchers-resort-voucher-box--idle', shows: 'Have a voucher?' },
    { story: 'vouchers-resort-voucher-box--product-voucher', shows: 'Your voucher is good for', viewport: true },
  ],
  'resort-voucher-templates': [{ story: 'admin-resort-voucher-templates--product-templates', shows: 'SNOWSHOE-TOUR' }],
  'resort-waiver': [
    { story: 'checkout-resort-waiver--card', shows: 'Not signed yet' },
    { story: 'checkout-resort-waiver--ready-to-sign', shows: 'I have read this release', viewport: true },
  ],
};
