import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DiscountCode } from '../widgets/cart/DiscountCode.tsx';
import { fieldStyles } from '../src/ui/field-styles.ts';
import { discountCodeStyles } from '../widgets/cart/styles/discount-code.ts';
import { discountedCart, familyCart } from '../test/fixtures/cart.ts';
import {
  discountApplies,
  discountApplyPending,
  discountFails,
  discountRemoveFails,
  discountRemoves,
  minicartOk,
} from './msw-handlers.ts';

const meta = {
  title: 'Cart/<resort-discount-code>',
  component: DiscountCode,
  parameters: { islandStyles: fieldStyles + discountCodeStyles },
  args: { open: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DiscountCode>;

export default meta;
type Story = StoryObj<typeof meta>;

async function applyCode(canvasElement: HTMLElement, code: string): Promise<void> {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Discount code'), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
}

/** The "Have a discount code?" button; any code then applies (WELCOME10 appears as applied). */
export const Closed: Story = {
  parameters: { msw: [...discountApplies(discountedCart()), minicartOk(familyCart())] },
};

/** The `open` attribute: the input from the start. */
export const Open: Story = {
  args: { open: true },
  parameters: { msw: [...discountApplies(discountedCart()), minicartOk(familyCart())] },
};

/** WELCOME10 is applied; its × removes it. */
export const AppliedCodes: Story = {
  parameters: { msw: [...discountRemoves(familyCart()), minicartOk(discountedCart())] },
};

/** The store answers 400: the message under the input, the typed code kept for correcting. */
export const ApplyFailure: Story = {
  args: { open: true },
  parameters: { msw: [discountFails(), minicartOk(familyCart())] },
  play: async ({ canvasElement }) => {
    await applyCode(canvasElement, 'SUMMER99');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent("The coupon code you entered couldn't be applied to your order.");
    await expect(canvas.getByLabelText('Discount code')).toHaveValue('SUMMER99');
  },
};

/** The store refuses to remove WELCOME10: it stays listed, with a message. */
export const RemoveFailure: Story = {
  parameters: { msw: [discountRemoveFails(), minicartOk(discountedCart())] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove code WELCOME10' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent("The coupon code you entered couldn't be remove from your order.");
  },
};

/** The code was sent and the store has not answered yet. */
export const Applying: Story = {
  args: { open: true },
  parameters: { msw: [discountApplyPending(), minicartOk(familyCart())] },
  play: async ({ canvasElement }) => {
    await applyCode(canvasElement, 'WELCOME10');
    await expect(await within(canvasElement).findByRole('button', { name: 'Applying…' })).toBeDisabled();
  },
};
