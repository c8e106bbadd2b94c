import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { discountCodeMeta } from './docs.ts';
import { discountedCart, familyCart } from './cart.fixtures.ts';
import {
  discountApplies,
  discountApplyPending,
  discountFails,
  discountRemoveFails,
  discountRemovePending,
  discountRemoves,
  minicartOk,
} from '../../stories/msw-handlers.ts';
import { typeInto } from '../../stories/interactions.ts';
import { inTag, tagMeta, type TagArgs, type TagStory } from '../../stories/tag-story.tsx';

const TAG = 'resort-discount-code';

export default {
  title: 'Cart/<resort-discount-code>',
  ...tagMeta(discountCodeMeta, {
    load: () => import('./elements/resort-discount-code.ts'),
    args: { open: false },
    maxWidth: '28rem',
  }),
} satisfies Meta<TagArgs>;

async function applyCode(canvasElement: HTMLElement, code: string): Promise<void> {
  const box = inTag(canvasElement, TAG);
  await typeInto(await box.findByLabelText('Discount code'), code);
  await userEvent.click(box.getByRole('button', { name: 'Apply' }));
}

/** The "Have a discount code?" button; any code then applies (WELCOME10 appears as applied). */
export const Closed: TagStory = {
  parameters: { msw: [...discountApplies(discountedCart()), minicartOk(familyCart())] },
};

/** The `open` attribute: the input from the start. */
export const Open: TagStory = {
  args: { open: true },
  parameters: { msw: [...discountApplies(discountedCart()), minicartOk(familyCart())] },
};

/** WELCOME10 is applied; its × removes it. */
export const AppliedCodes: TagStory = {
  parameters: { msw: [...discountRemoves(familyCart()), minicartOk(discountedCart())] },
};

/** The code was sent and the store has not answered yet: Applying…, focus kept on the button. */
export const Applying: TagStory = {
  args: { open: true },
  parameters: { msw: [discountApplyPending(), minicartOk(familyCart())] },
  play: async ({ canvasElement }) => {
    await applyCode(canvasElement, 'WELCOME10');
    await expect(await inTag(canvasElement, TAG).findByRole('button', { name: 'Applying…' })).toBeVisible();
  },
};

/** The store answers 400: the message under the input, the typed code kept for correcting. */
export const ApplyFailure: TagStory = {
  args: { open: true },
  parameters: { msw: [discountFails(), minicartOk(familyCart())] },
  play: async ({ canvasElement }) => {
    await applyCode(canvasElement, 'SUMMER99');
    const box = inTag(canvasElement, TAG);
    await expect(await box.findByRole('alert')).toHaveTextContent("The coupon code you entered couldn't be applied to your order.");
    await expect(box.getByLabelText('Discount code')).toHaveValue('SUMMER99');
  },
};

/** Removing WELCOME10, the store not answered yet: Removing…. */
export const Removing: TagStory = {
  parameters: { msw: [discountRemovePending(), minicartOk(discountedCart())] },
  play: async ({ canvasElement }) => {
    const box = inTag(canvasElement, TAG);
    await userEvent.click(await box.findByRole('button', { name: 'Remove code WELCOME10' }));
    await expect(await box.findByText('Removing…')).toBeVisible();
  },
};

/** The store refuses to remove WELCOME10: it stays listed, with a message. */
export const RemoveFailure: TagStory = {
  parameters: { msw: [discountRemoveFails(), minicartOk(discountedCart())] },
  play: async ({ canvasElement }) => {
    const box = inTag(canvasElement, TAG);
    await userEvent.click(await box.findByRole('button', { name: 'Remove code WELCOME10' }));
    await expect(await box.findByRole('alert')).toHaveTextContent("The coupon code you entered couldn't be remove from your order.");
  },
};
