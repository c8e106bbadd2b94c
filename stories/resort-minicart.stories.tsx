import { createElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MiniCart } from '../widgets/cart/MiniCart.tsx';
import { cartButtonStyles } from '../widgets/cart/styles/cart-button.ts';
import { cartWith, emptyCart, familyCart, golfCart, members, seasonPass } from '../test/fixtures/cart.ts';
import { familyCartAfterRemoval, itemDiscountsCart } from './fixtures.ts';
import { openMiniCart, removeAndConfirm } from './interactions.ts';
import { minicartError, minicartLoading, minicartMalformed, minicartOk, removeFails, removeOk } from './msw-handlers.ts';

const meta = {
  title: 'Cart/<resort-minicart>',
  component: MiniCart,
  parameters: { islandStyles: cartButtonStyles },
  args: { mode: 'compact', cartUrl: '/cart' },
  argTypes: {
    mode: { control: 'inline-radio', options: ['compact', 'full'] },
    cartHash: { control: 'text' },
  },
  decorators: [
    // Compact: the cart button sits at the right of a header, so the panel drops down to its left.
    (Story, { args }) => (
      <div style={args.mode === 'full' ? { maxWidth: '40rem' } : { display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minHeight: '44rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MiniCart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Compact stories open the drop-down panel, as a shopper clicking the cart button would. */
const opened = { play: openMiniCart } satisfies Story;

export const Loading: Story = {
  ...opened,
  parameters: { msw: [minicartLoading()] },
};

export const Empty: Story = {
  ...opened,
  parameters: { msw: [minicartOk(emptyCart())] },
};

/** Alex, Jordan and Sam each have an item; the snowshoe tour is not assigned to anyone. Remove works. */
export const SeveralMembersWithUnassignedItems: Story = {
  ...opened,
  name: 'Several members with unassigned items',
  parameters: { msw: [...removeOk(familyCartAfterRemoval()), minicartOk(familyCart())] },
};

/** The panel inline, as the cart page shows it. */
export const FullMode: Story = {
  args: { mode: 'full' },
  parameters: { msw: [...removeOk(familyCartAfterRemoval()), minicartOk(familyCart())] },
};

/** Item discounts (a percentage and an amount) with the original prices struck through. */
export const DiscountsApplied: Story = {
  ...opened,
  parameters: { msw: [minicartOk(itemDiscountsCart())] },
};

/** A tee time: price per player, Due Online and Due At Course. */
export const GolfItem: Story = {
  ...opened,
  parameters: { msw: [minicartOk(golfCart())] },
};

/** `ShoppingCartSettings.ShowEnhancedMinicart` on: enhanced items link to their product page for editing. */
export const EditLink: Story = {
  ...opened,
  name: 'Edit link (ShowEnhancedMinicart on)',
  parameters: {
    pageData: { ShoppingCartSettings: { ShowEnhancedMinicart: true } },
    msw: [minicartOk(cartWith([seasonPass({ Id: 41, AssignedToContactInfo: { Id: members.alex.Id } })]))],
  },
};

/** The store refuses the removal: the item stays, with a message under it. */
export const RemoveFailure: Story = {
  parameters: { msw: [removeFails(), minicartOk(familyCart())] },
  play: async (context) => {
    await openMiniCart(context);
    await removeAndConfirm(context.canvasElement, 'Guided Snowshoe Tour');
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('Guided Snowshoe Tour could not be removed from your cart. Please try again.')).toBeVisible();
  },
};

export const LoadError: Story = {
  ...opened,
  name: 'Load error (500)',
  parameters: { msw: [minicartError(500)] },
};

/** The store answers JSON that is not a cart: an error with Retry, never a crash. */
export const MalformedAnswer: Story = {
  ...opened,
  parameters: { msw: [minicartMalformed()] },
};

/** The registered `<resort-minicart mode="full">` element: its own shadow root, styles and React root. */
export const AsACustomElement: Story = {
  name: 'As a custom element',
  args: { mode: 'full' },
  loaders: [
    async () => {
      await import('../widgets/cart/elements/resort-minicart.ts');
      return {};
    },
  ],
  render: ({ mode }) => createElement('resort-minicart', { mode }),
  parameters: { msw: [minicartOk(familyCart())] },
  play: async ({ canvasElement }) => {
    const element = canvasElement.querySelector('resort-minicart');
    await waitFor(() => expect(element?.shadowRoot?.querySelector('h2')?.textContent).toBe('Shopping Cart (4)'));
  },
};
