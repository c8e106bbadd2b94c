import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderSummary } from '../widgets/cart/OrderSummary.tsx';
import { orderSummaryStyles } from '../widgets/cart/styles/order-summary.ts';
import { familyCart } from '../test/fixtures/cart.ts';
import { shippingCart, singleTaxCart, summaryDiscountCart } from './fixtures.ts';
import { minicartError, minicartLoading, minicartOk } from './msw-handlers.ts';

const meta = {
  title: 'Cart/<resort-order-summary>',
  component: OrderSummary,
  parameters: { islandStyles: orderSummaryStyles },
  args: { hideShipping: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: [minicartLoading()] },
};

/** `DisplayTaxes` on: one line per tax rate. */
export const ItemisedTaxes: Story = {
  name: 'Populated, itemised taxes',
  parameters: { msw: [minicartOk(familyCart())] },
};

/** `DisplayTaxes` off: a single Tax line. */
export const SingleTaxLine: Story = {
  parameters: { msw: [minicartOk(singleTaxCart())] },
};

/** A sub-total discount and an order-total discount. */
export const Discounts: Story = {
  parameters: { msw: [minicartOk(summaryDiscountCart())] },
};

export const ShippingShown: Story = {
  parameters: { msw: [minicartOk(shippingCart())] },
};

/** The same cart with the `hide-shipping` attribute. */
export const ShippingHidden: Story = {
  args: { hideShipping: true },
  parameters: { msw: [minicartOk(shippingCart())] },
};

export const LoadError: Story = {
  name: 'Load error (500)',
  parameters: { msw: [minicartError(500)] },
};
