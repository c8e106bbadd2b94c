// Written by `npm run tags` from each widget folder (scripts/tags/folders.ts): do not edit by hand.
/**
 * The box each tag takes on the page before and while it starts (`boxes.ts` says how it is used),
 * from each folder's `tags.ts`, where every box is explained and measured.
 */
import type { BoxCount, TagBox } from './boxes.ts';

export const tagBoxes: Readonly<Record<string, TagBox>> = {
  'resort-add-media': { display: 'block', height: 8.2 },
  'resort-minicart': { display: 'inline-block', width: 4.4, height: 2.2, unless: '[mode="full"]' },
  'resort-cart': { display: 'block', height: 'max(calc(8.96 * var(--resort-font-size, 16px)), min(1, var(--resort-cart-items, 0)) * calc((11.45 + 6.24 * var(--resort-cart-items, 0) + 1.56 * var(--resort-cart-lines, calc(var(--resort-cart-items, 0) + 1))) * var(--resort-font-size, 16px)))', narrow: { height: 'max(calc(8.96 * var(--resort-font-size, 16px)), min(1, var(--resort-cart-items, 0)) * calc((16.15 + 6.24 * var(--resort-cart-items, 0) + 1.56 * var(--resort-cart-lines, calc(var(--resort-cart-items, 0) + 1))) * var(--resort-font-size, 16px)))' } },
  'resort-order-summary': { display: 'block', height: 12.8 },
  'resort-discount-code': { display: 'block', height: 1.725 },
  'resort-category': { display: 'block', height: 17, narrow: { height: 15.5 } },
  'resort-category-nav': { display: 'inline-block', width: 11.1, height: 2.8125 },
  'resort-countdown': { display: 'inline-block', width: 2.6, height: 1.65 },
  'resort-date-field': { display: 'block', height: 5.7 },
  'resort-country-select': { display: 'block', height: 4.2 },
  'resort-state-field': { display: 'block', height: 4.2 },
  'resort-group-members': { display: 'block', height: 'calc((2.9 + 9.6 * var(--resort-household-members, 3)) * var(--resort-font-size, 16px))', narrow: { height: 'calc((5.94 + 11.97 * var(--resort-household-members, 3)) * var(--resort-font-size, 16px))' } },
  'resort-my-payment-plans': { display: 'block', height: 'max(calc(7.75 * var(--resort-font-size, 16px)), min(1, var(--resort-payment-plans, 0)) * calc((8.69 + 4.28 * var(--resort-payment-plans, 0)) * var(--resort-font-size, 16px)))', narrow: { height: 'max(calc(11.19 * var(--resort-font-size, 16px)), min(1, var(--resort-payment-plans, 0)) * calc((12.06 + 29.6 * var(--resort-payment-plans, 0) + 2 * var(--resort-payment-plans-due, 0)) * var(--resort-font-size, 16px)))' } },
  'resort-payment-form': { display: 'block', height: 20, narrow: { height: 26 }, states: { '[place-order]': { height: 24, narrow: { height: 30 } }, '[update-card]': { height: 10, narrow: { height: 17.5 } } } },
  'resort-payment-schedule': { display: 'block', height: 'calc((min(1, var(--resort-schedule-plans, 0)) * 1.89 + 11.02 * var(--resort-schedule-plans, 0) + 2.32 * var(--resort-schedule-payments, 0)) * var(--resort-font-size, 16px))', narrow: { height: 'calc((min(1, var(--resort-schedule-plans, 0)) * 1.89 + 10.29 * var(--resort-schedule-plans, 0) + 2.09 * var(--resort-schedule-payments, 0)) * var(--resort-font-size, 16px))' } },
  'resort-product': { display: 'block', height: 26.3, states: { '[data-signed-in]': { height: 'calc((24.965 + 3.785 * var(--resort-product-members, 3)) * var(--resort-font-size, 16px))', narrow: { height: 'calc((27.56 + 3.77 * var(--resort-product-members, 3)) * var(--resort-font-size, 16px))' } } } },
  'resort-profile': { display: 'block', height: 52.9, narrow: { height: 69.2 } },
  'resort-rental-locations': { display: 'block', height: 40, untilDrawn: true, states: { '[saved-lines]': { height: 'calc((8.92 + 1.6 * var(--resort-pickup-lines, 3)) * var(--resort-font-size, 16px))', narrow: { height: 'calc((11.82 + 1.6 * var(--resort-pickup-lines, 3)) * var(--resort-font-size, 16px))' } } } },
  'resort-signin-menu': { display: 'inline-block', width: 7.2, height: 2.4, states: { '[data-signed-in]': { width: 19.3, height: 2.4, narrow: { height: 'calc(calc(3.4 * var(--resort-font-size, 16px)) + 2px)' } } } },
  'resort-signin-form': { display: 'block', height: 17.9 },
  'resort-subscriptions-admin': { display: 'block', height: 30 },
  'resort-voucher-box': { display: 'block', height: 8.75, narrow: { height: 13.27 } },
  'resort-voucher-templates': { display: 'block', height: 11, states: { '[discount-id]': { height: 7 }, ':not([product-id]):not([discount-id])': { height: 1.6 } } },
  'resort-waiver': { display: 'block', height: 6.74, narrow: { height: 11.44 } },
};

/** The counts a host writes as attributes on a tag, which only the host stylesheet reads (`countCss`). */
export const tagBoxCounts: Readonly<Record<string, Readonly<Record<string, BoxCount>>>> = {
  'resort-cart': { items: { counts: 'the cart\'s products (the page data\'s `cartCount`)', property: '--resort-cart-items', max: 12 }, lines: { counts: 'the detail lines its rows draw: attribute lines (up to three an item), discount lines and a golf item\'s three price lines; without it, one an item', property: '--resort-cart-lines', max: 24 } },
  'resort-group-members': { members: { counts: 'the household, the shopper included; three when missing', property: '--resort-household-members', max: 10 } },
  'resort-my-payment-plans': { plans: { counts: 'the plans it shows (every one but the cancelled); without it, or at 0, the box holds "You have no payment plans"', property: '--resort-payment-plans', max: 12 }, due: { counts: 'those of the plans that offer Pay now: a failed payment, or an unpaid one dated today or earlier', property: '--resort-payment-plans-due', max: 12 } },
  'resort-payment-schedule': { plans: { counts: 'the plans of the cart\'s schedule answer (`mode="cart"`); write nothing when the cart has no plan', property: '--resort-schedule-plans', max: 6 }, payments: { counts: 'the payments of those plans', property: '--resort-schedule-payments', max: 24 } },
  'resort-product': { members: { counts: 'the household, the shopper included, on a product assigned to a member (`data-signed-in`); three when missing', property: '--resort-product-members', max: 12 } },
  'resort-rental-locations': { 'saved-lines': { counts: 'the saved pickup site\'s summary lines under its name: its address\'s lines, its hours and its contact phone (write it only when a site is saved)', property: '--resort-pickup-lines', max: 8 } },
};
