import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FullCart } from '../widgets/cart/FullCart.tsx';
import { cartPageStyles } from '../widgets/cart/styles/cart-page.ts';
import { cartItem, cartWith, emptyCart, familyCart, golfCart, members, seasonPass } from '../test/fixtures/cart.ts';
import { familyCartAfterRemoval, itemDiscountsCart } from './fixtures.ts';
import { removeAndConfirm } from './interactions.ts';
import { minicartError, minicartLoading, minicartMalformed, minicartOk, removeFails, removeOk } from './msw-handlers.ts';

const meta = {
  title: 'Cart/<resort-cart>',
  component: FullCart,
  parameters: { islandStyles: cartPageStyles },
  args: { checkoutUrl: '/onepagecheckout', continueUrl: '/' },
} satisfies Meta<typeof FullCart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: [minicartLoading()] },
};

export const Empty: Story = {
  parameters: { msw: [minicartOk(emptyCart())] },
};

/** Alex, Jordan and Sam each have an item; the snowshoe tour is not assigned to anyone. Remove works. */
export const SeveralMembersWithUnassignedItems: Story = {
  name: 'Several members with unassigned items',
  parameters: { msw: [...removeOk(familyCartAfterRemoval()), minicartOk(familyCart())] },
};

/** The host embedded the cart in the page data: no `/api/minicart` request at all. */
export const CartFromPageData: Story = {
  name: 'Cart from page data',
  parameters: { pageData: { cart: familyCart() }, msw: [] },
};

/** Item discounts (a percentage and an amount) with the original prices struck through. */
export const DiscountsApplied: Story = {
  parameters: { msw: [minicartOk(itemDiscountsCart())] },
};

export const GolfItem: Story = {
  parameters: { msw: [minicartOk(golfCart())] },
};

export const EditLink: Story = {
  name: 'Edit link (ShowEnhancedMinicart on)',
  parameters: {
    pageData: { ShoppingCartSettings: { ShowEnhancedMinicart: true } },
    msw: [
      // Only the season pass has the enhanced cart: the lift ticket gets no Edit link.
      minicartOk(cartWith([seasonPass({ Id: 41, AssignedToContactInfo: { Id: members.alex.Id } }), cartItem({ Id: 42, AssignedToContactInfo: { Id: members.jordan.Id } })])),
    ],
  },
};

/** The store refuses the removal: the item stays, with a message under it. */
export const RemoveFailure: Story = {
  parameters: { msw: [removeFails(), minicartOk(familyCart())] },
  play: async ({ canvasElement }) => {
    await removeAndConfirm(canvasElement, 'Guided Snowshoe Tour');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Guided Snowshoe Tour could not be removed from your cart. Please try again.')).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Load error (500)',
  parameters: { msw: [minicartError(500)] },
};

/** The store answers JSON that is not a cart: an error with Retry, never a crash. */
export const MalformedAnswer: Story = {
  parameters: { msw: [minicartMalformed()] },
};
