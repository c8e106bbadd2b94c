import type { Meta } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { cartPageMeta } from './docs.ts';
import { cartItem, cartWith, emptyCart, familyCart, golfCart, members, seasonPass } from './cart.fixtures.ts';
import { familyCartAfterRemoval, itemDiscountsCart } from './story-carts.fixtures.ts';
import { removeAndConfirm } from '../../stories/interactions.ts';
import { minicartError, minicartLoading, minicartMalformed, minicartOk, removeFails, removeOk, removePending } from '../../stories/msw-handlers.ts';
import { inTag, tagMeta, type TagArgs, type TagStory } from '../../stories/tag-story.tsx';

export default {
  title: 'Cart/<resort-cart>',
  ...tagMeta(cartPageMeta, {
    load: () => import('./elements/resort-cart.ts'),
    args: { checkoutUrl: '/onepagecheckout', continueUrl: '/' },
  }),
} satisfies Meta<TagArgs>;

/** Heading "Cart" and the loading icon until the cart is loaded. */
export const Loading: TagStory = {
  parameters: { msw: [minicartLoading()] },
};

/** "Your Shopping Cart is empty". */
export const Empty: TagStory = {
  parameters: { msw: [minicartOk(emptyCart())] },
};

/** Alex, Jordan and Sam each have an item; the snowshoe tour is not assigned to anyone. Remove works. */
export const SeveralMembersWithUnassignedItems: TagStory = {
  name: 'Several members with unassigned items',
  parameters: { msw: [...removeOk(familyCartAfterRemoval()), minicartOk(familyCart())] },
};

/** The host embedded the cart in the page data: no `/api/minicart` request at all. */
export const CartFromPageData: TagStory = {
  name: 'Cart from page data',
  parameters: { pageData: { cart: familyCart() }, msw: [] },
};

/** Item discounts (a percentage and an amount) with the original prices struck through. */
export const DiscountsApplied: TagStory = {
  parameters: { msw: [minicartOk(itemDiscountsCart())] },
};

/** A tee time: price per player, Due Online and Due At Course. */
export const GolfItem: TagStory = {
  parameters: { msw: [minicartOk(golfCart())] },
};

/** Only the season pass has the enhanced cart: the lift ticket gets no Edit link. */
export const EditLink: TagStory = {
  name: 'Edit link (ShowEnhancedMinicart on)',
  parameters: {
    pageData: { ShoppingCartSettings: { ShowEnhancedMinicart: true } },
    msw: [minicartOk(cartWith([seasonPass({ Id: 41, AssignedToContactInfo: { Id: members.alex.Id } }), cartItem({ Id: 42, AssignedToContactInfo: { Id: members.jordan.Id } })]))],
  },
};

/** Removal confirmed, the store not answered yet: Removing…, and focus stays on that button. */
export const Removing: TagStory = {
  parameters: { msw: [removePending(), minicartOk(familyCart())] },
  play: async ({ canvasElement }) => {
    await removeAndConfirm(canvasElement, 'Guided Snowshoe Tour', 'resort-cart');
    const removing = await inTag(canvasElement, 'resort-cart').findByRole('button', { name: 'Removing…' });
    await expect(removing).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(canvasElement.querySelector('resort-cart')?.shadowRoot?.activeElement).toBe(removing));
  },
};

/** The store refuses the removal: the item stays, with a message under it. */
export const RemoveFailure: TagStory = {
  parameters: { msw: [removeFails(), minicartOk(familyCart())] },
  play: async ({ canvasElement }) => {
    await removeAndConfirm(canvasElement, 'Guided Snowshoe Tour', 'resort-cart');
    await expect(await inTag(canvasElement, 'resort-cart').findByText('Guided Snowshoe Tour could not be removed from your cart. Please try again.')).toBeVisible();
  },
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
