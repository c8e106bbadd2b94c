import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { minicartMeta } from './docs.ts';
import { cartWith, emptyCart, familyCart, golfCart, members, seasonPass } from './cart.fixtures.ts';
import { familyCartAfterRemoval, itemDiscountsCart } from './story-carts.fixtures.ts';
import { openMiniCart, removeAndConfirm } from '../../stories/interactions.ts';
import { minicartError, minicartHeldLater, minicartLoading, minicartMalformed, minicartOk, removeFails, removeOk, removePending } from '../../stories/msw-handlers.ts';
import { BUS_SOURCE, emit } from '../../src/events/bus.ts';
import { inTag, tagMeta, type TagArgs, type TagStory } from '../../stories/tag-story.tsx';

export default {
  title: 'Cart/<resort-minicart>',
  ...tagMeta(minicartMeta, {
    load: () => import('./elements/resort-minicart.ts'),
    args: { mode: 'compact', cartUrl: '/cart' },
    decorators: [
      // Compact: the cart button sits at the right of a header, so the panel drops down to its left.
      (Story, { args }) => (
        <div style={args.mode === 'full' ? { maxWidth: '40rem' } : { display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minHeight: '44rem' }}>
          <Story />
        </div>
      ),
    ],
  }),
} satisfies Meta<TagArgs>;

/** Compact stories open the drop-down panel, as a shopper clicking the cart button would. */
const opened = { play: openMiniCart } satisfies TagStory;

/** The cart is on its way: a spinner in the panel. */
export const Loading: TagStory = {
  play: (context) => openMiniCart(context, { loaded: false }),
  parameters: { msw: [minicartLoading()] },
};

/** Nothing in the cart: the panel says so. */
export const Empty: TagStory = {
  ...opened,
  parameters: { msw: [minicartOk(emptyCart())] },
};

/** Alex, Jordan and Sam each have an item; the snowshoe tour is not assigned to anyone. Remove works. */
export const SeveralMembersWithUnassignedItems: TagStory = {
  ...opened,
  name: 'Several members with unassigned items',
  parameters: { msw: [...removeOk(familyCartAfterRemoval()), minicartOk(familyCart())] },
};

/**
 * Closed with its button and opened again: the panel's code and the cart are there at once this
 * time, and its title takes the focus again once the drop-down shows in its place.
 */
export const OpenedAgain: TagStory = {
  name: 'Opened again',
  parameters: { msw: [minicartOk(familyCart())] },
  play: async (context) => {
    await openMiniCart(context);
    const minicart = inTag(context.canvasElement, 'resort-minicart');
    await userEvent.click(minicart.getByRole('button', { name: /^Open shopping cart/ }));
    await waitFor(() => expect(minicart.queryByRole('heading', { name: /^Shopping Cart/ })).toBeNull());
    await openMiniCart(context);
  },
};

/** `mode="full"`: the panel inline, as the cart page shows it. */
export const FullMode: TagStory = {
  args: { mode: 'full' },
  parameters: { msw: [...removeOk(familyCartAfterRemoval()), minicartOk(familyCart())] },
  play: async ({ canvasElement }) => {
    await expect(await inTag(canvasElement, 'resort-minicart').findByRole('heading', { name: 'Shopping Cart (4)' })).toBeVisible();
  },
};

/** Item discounts (a percentage and an amount) with the original prices struck through. */
export const DiscountsApplied: TagStory = {
  ...opened,
  parameters: { msw: [minicartOk(itemDiscountsCart())] },
};

/** A tee time: price per player, Due Online and Due At Course. */
export const GolfItem: TagStory = {
  ...opened,
  parameters: { msw: [minicartOk(golfCart())] },
};

/** `ShoppingCartSettings.ShowEnhancedMinicart` on: enhanced items link to their product page for editing. */
export const EditLink: TagStory = {
  ...opened,
  name: 'Edit link (ShowEnhancedMinicart on)',
  parameters: {
    pageData: { ShoppingCartSettings: { ShowEnhancedMinicart: true } },
    msw: [minicartOk(cartWith([seasonPass({ Id: 41, AssignedToContactInfo: { Id: members.alex.Id } })]))],
  },
};

const reloadAfterAdd = minicartHeldLater(familyCart());

/**
 * A product island's add was confirmed: the count says 5 at once, while the cart's reload that
 * follows is still on its way (the store's answer then says how many).
 */
export const AddConfirmed: TagStory = {
  name: 'Add confirmed, the cart reloading',
  parameters: { msw: [reloadAfterAdd.handler] },
  beforeEach: () => reloadAfterAdd.reset(),
  play: async ({ canvasElement }) => {
    const minicart = inTag(canvasElement, 'resort-minicart');
    await minicart.findByRole('button', { name: 'Open shopping cart, 4 items' });
    reloadAfterAdd.hold();
    // What a product island sends once the store confirmed its add.
    emit('resort:cart:refresh', undefined);
    emit('resort:cart:item-added', { productId: 3, cartItemId: 99, quantity: 1, contactId: null, updated: false, source: BUS_SOURCE });
    await expect(await minicart.findByRole('button', { name: 'Open shopping cart, 5 items' })).toBeVisible();
  },
};

/** Removal confirmed, the store not answered yet: the item's button says Removing… and keeps focus. */
export const Removing: TagStory = {
  parameters: { msw: [removePending(), minicartOk(familyCart())] },
  play: async (context) => {
    await openMiniCart(context);
    await removeAndConfirm(context.canvasElement, 'Guided Snowshoe Tour');
    const removing = await inTag(context.canvasElement, 'resort-minicart').findByRole('button', { name: 'Removing…' });
    await expect(removing).toHaveAttribute('aria-disabled', 'true');
    // The confirmation gave the focus back to the item's button, which keeps it while the store answers.
    await waitFor(() => expect(context.canvasElement.querySelector('resort-minicart')?.shadowRoot?.activeElement).toBe(removing));
  },
};

/** The store refuses the removal: the item stays, with a message under it. */
export const RemoveFailure: TagStory = {
  parameters: { msw: [removeFails(), minicartOk(familyCart())] },
  play: async (context) => {
    await openMiniCart(context);
    await removeAndConfirm(context.canvasElement, 'Guided Snowshoe Tour');
    const minicart = inTag(context.canvasElement, 'resort-minicart');
    await expect(await minicart.findByText('Guided Snowshoe Tour could not be removed from your cart. Please try again.')).toBeVisible();
  },
};

/** The store answers 500: a clear error with Retry. */
export const LoadError: TagStory = {
  ...opened,
  name: 'Load error (500)',
  parameters: { msw: [minicartError(500)] },
};

/** The store answers JSON that is not a cart: an error with Retry, never a crash. */
export const MalformedAnswer: TagStory = {
  ...opened,
  parameters: { msw: [minicartMalformed()] },
};
