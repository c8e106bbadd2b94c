import type { Meta } from '@storybook/react-vite';
import { orderSummaryMeta } from './docs.ts';
import { emptyCart, familyCart } from './cart.fixtures.ts';
import { shippingCart, singleTaxCart, summaryDiscountCart } from './story-carts.fixtures.ts';
import { minicartError, minicartLoading, minicartMalformed, minicartOk } from '../../stories/msw-handlers.ts';
import { tagMeta, type TagArgs, type TagStory } from '../../stories/tag-story.tsx';

export default {
  title: 'Cart/<resort-order-summary>',
  ...tagMeta(orderSummaryMeta, {
    load: () => import('./elements/resort-order-summary.ts'),
    args: { hideShipping: false },
    maxWidth: '24rem',
  }),
} satisfies Meta<TagArgs>;

/** The totals are on their way. */
export const Loading: TagStory = {
  parameters: { msw: [minicartLoading()] },
};

/** `DisplayTaxes` on: one line per tax rate. */
export const ItemisedTaxes: TagStory = {
  name: 'Populated, itemised taxes',
  parameters: { msw: [minicartOk(familyCart())] },
};

/** `DisplayTaxes` off: a single Tax line. */
export const SingleTaxLine: TagStory = {
  parameters: { msw: [minicartOk(singleTaxCart())] },
};

/** A sub-total discount and an order-total discount. */
export const Discounts: TagStory = {
  parameters: { msw: [minicartOk(summaryDiscountCart())] },
};

/** A cart with a shipping charge: the Shipping line. */
export const ShippingShown: TagStory = {
  parameters: { msw: [minicartOk(shippingCart())] },
};

/** The same cart with the `hide-shipping` attribute. */
export const ShippingHidden: TagStory = {
  args: { hideShipping: true },
  parameters: { msw: [minicartOk(shippingCart())] },
};

/** An empty cart: every total at zero. */
export const EmptyCart: TagStory = {
  parameters: { msw: [minicartOk(emptyCart())] },
};

/** The store answers 500: a clear error with Retry. */
export const LoadError: TagStory = {
  name: 'Load error (500)',
  parameters: { msw: [minicartError(500)] },
};

/** The store answers JSON that is not a cart: an error with Retry, never a crash. */
export const MalformedAnswer: TagStory = {
  parameters: { msw: [minicartMalformed()] },
};
