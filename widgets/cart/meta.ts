/**
 * The cart family's tags as the elements need them at run time. Their descriptions live in
 * `docs.ts`, which only the custom elements manifest, `docs/tags/` and Storybook read.
 */
import type { ElementSpec } from '../../src/island/widget-meta.ts';

export const minicartElement = {
  tag: 'resort-minicart',
  attributes: [
    { prop: 'mode', type: 'string', default: 'compact' },
    { prop: 'cartHash', type: 'string' },
    { prop: 'cartUrl', type: 'string', default: '/cart' },
  ],
} as const satisfies ElementSpec;

export const cartPageElement = {
  tag: 'resort-cart',
  attributes: [
    { prop: 'checkoutUrl', type: 'string', default: '/onepagecheckout' },
    { prop: 'continueUrl', type: 'string', default: '/' },
  ],
} as const satisfies ElementSpec;

export const orderSummaryElement = {
  tag: 'resort-order-summary',
  attributes: [{ prop: 'hideShipping', type: 'boolean', default: false }],
} as const satisfies ElementSpec;

export const discountCodeElement = {
  tag: 'resort-discount-code',
  attributes: [{ prop: 'open', type: 'boolean', default: false }],
} as const satisfies ElementSpec;
