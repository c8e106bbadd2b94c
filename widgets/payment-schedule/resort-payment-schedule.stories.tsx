import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paymentScheduleMeta } from './docs.ts';
import { cartItem, cartWith, members, seasonPass } from '../cart/cart.fixtures.ts';
import { noPlan, orderSchedule } from './schedules.fixtures.ts';
import {
  STORY_TIME_ZONE_OFFSET,
  cartItemSchedulesOk,
  cartSchedulesError,
  cartSchedulesOk,
  cartSchedulesPending,
  orderSchedulesMalformed,
  orderSchedulesOk,
  planFromToday,
  productScheduleAnswers,
  productScheduleError,
  productScheduleMalformed,
  productScheduleOk,
} from './story-handlers.ts';
import { inTag, tagMeta, type TagArgs, type TagStory } from '../../stories/tag-story.tsx';
import { expectCards, inANarrowColumn } from '../../stories/narrow-column.tsx';

export default {
  title: 'Payment plans/<resort-payment-schedule>',
  ...tagMeta(paymentScheduleMeta, {
    load: () => import('./elements/resort-payment-schedule.ts'),
    args: { mode: 'product', productId: 1 },
    parameters: { pageData: { DefaultStoreTimeZoneOffset: STORY_TIME_ZONE_OFFSET } },
    maxWidth: '40rem',
  }),
} satisfies Meta<TagArgs>;

type Story = TagStory;

async function openModal(canvasElement: HTMLElement): Promise<HTMLElement> {
  const canvas = inTag(canvasElement, 'resort-payment-schedule');
  await userEvent.click(await canvas.findByRole('button', { name: 'View Payment Schedule' }));
  return canvas.findByRole('dialog', { name: 'Payment Schedule' });
}

/** Product mode: text above the button; the modal shows the schedule, the first payment due Today. */
export const ProductOnAPlan: Story = {
  name: 'Product on a payment plan',
  parameters: { msw: [productScheduleOk()] },
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement);
    await expect(await within(modal).findByText('Today')).toBeVisible();
  },
};

/**
 * A legacy product form beside the viewer: changing the pass type announces
 * `resort:product:attributes-updated`, and the schedule is asked again (Midweek is $200 less).
 */
export const WithALegacyProductForm: Story = {
  name: 'With a legacy product form',
  parameters: { msw: [productScheduleOk()] },
  decorators: [
    (Story) => (
      <>
        <form data-product-id="1" style={{ marginBottom: '1rem' }}>
          <label htmlFor="pass-type">Pass Type </label>
          <select
            id="pass-type"
            name="product_attribute_101"
            defaultValue="1011"
            onChange={(event) =>
              window.dispatchEvent(
                new CustomEvent('resort:product:attributes-updated', { detail: { productId: 1, fields: [['product_attribute_101', event.target.value]] } }),
              )
            }
          >
            <option value="1011">Unlimited</option>
            <option value="1012">Midweek (−$200.00)</option>
          </select>
        </form>
        <Story />
      </>
    ),
  ],
};

/**
 * `<resort-product>` passes on its attribute-change answer's `PaymentSchedule` with
 * `resort:product:attributes-updated`; the viewer shows it without asking the store again. Here a
 * button plays the product: Midweek's plan arrives with the event ($664.05 in all).
 */
export const ScheduleFromTheProduct: Story = {
  name: "The product's own PaymentSchedule",
  parameters: { msw: [productScheduleAnswers(planFromToday(854.05))] },
  decorators: [
    (Story) => (
      <>
        <button
          type="button"
          style={{ marginBottom: '1rem' }}
          onClick={() =>
            window.dispatchEvent(
              new CustomEvent('resort:product:attributes-updated', {
                detail: { productId: 1, fields: [['product_attribute_101', '1012']], paymentSchedule: { ValidRequest: true, PaymentPlan: planFromToday(664.05) } },
              }),
            )
          }
        >
          Choose Midweek
        </button>
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = inTag(canvasElement, 'resort-payment-schedule');
    await canvas.findByRole('button', { name: 'View Payment Schedule' });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose Midweek' }));
    const modal = await openModal(canvasElement);
    await expect(await within(modal).findByRole('row', { name: /TOTAL/ })).toHaveTextContent('$664.05');
  },
};

/** Outside en-US the dates read DD/MM/YYYY. */
export const AustralianDates: Story = {
  name: 'Dates outside en-US',
  parameters: { pageData: { locale: 'en-AU', currency: 'AUD' }, msw: [productScheduleOk()] },
  play: async ({ canvasElement }) => {
    await openModal(canvasElement);
  },
};

/**
 * A product that is not on a payment plan: the tag renders nothing, on purpose — a product page
 * carries the tag whatever the product, and only plan products show the button.
 */
export const ProductNotOnAPlan: Story = {
  name: 'Product not on a payment plan',
  args: { productId: 5 },
  parameters: { msw: [productScheduleAnswers(noPlan())], blank: 'product 5 is not on a payment plan, so the schedule viewer shows nothing.' },
};

/** The first answer failed: the button stays and the modal explains, with Retry. */
export const ProductLoadError: Story = {
  parameters: { msw: [productScheduleError()] },
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement);
    await expect(await within(modal).findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** The store answers JSON that is not a schedule: the modal says so, with Retry. */
export const ProductMalformedAnswer: Story = {
  parameters: { msw: [productScheduleMalformed()] },
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement);
    await expect(await within(modal).findByRole('alert')).toHaveTextContent('The store sent an answer we could not read.');
  },
};

const familyPasses = () =>
  cartWith([
    seasonPass({ Id: 61, Quantity: 2, AssignedToContactInfo: { Id: members.alex.Id } }),
    seasonPass({ Id: 62, ProductName: 'Season Pass - Child', UnitPrice: 449, OriginalPrice: 449, AssignedToContactInfo: { Id: members.sam.Id } }),
    cartItem({ Id: 63, ProductName: 'Guided Snowshoe Tour' }),
  ]);

/** Cart mode: one block per payment-plan item with the member's name; the pair of adult passes is times 2. */
export const Cart: Story = {
  args: { mode: 'cart', productId: undefined },
  parameters: {
    pageData: { DefaultStoreTimeZoneOffset: STORY_TIME_ZONE_OFFSET, cart: familyPasses() },
    msw: [
      cartSchedulesOk([
        planFromToday(854.05, { ReservationId: 61, ContactName: 'Alex Morgan' }),
        planFromToday(449, { ReservationId: 62, ContactName: 'Sam Morgan', ProductName: 'Season Pass - Child' }),
        noPlan({ ReservationId: 63 }),
      ]),
    ],
  },
};

/** Cart mode while the schedules load. */
export const CartLoading: Story = {
  args: { mode: 'cart', productId: undefined },
  parameters: { pageData: { DefaultStoreTimeZoneOffset: STORY_TIME_ZONE_OFFSET, cart: familyPasses() }, msw: [cartSchedulesPending()] },
};

/** Cart mode with `cart-item-id="62"`: only Sam's pass, as a cart row shows it beside the item. */
export const CartItem: Story = {
  name: 'Cart mode, one item (cart-item-id)',
  args: { mode: 'cart', productId: undefined, cartItemId: 62 },
  parameters: {
    pageData: { DefaultStoreTimeZoneOffset: STORY_TIME_ZONE_OFFSET, cart: familyPasses() },
    msw: [cartItemSchedulesOk([planFromToday(449, { ReservationId: 62, ContactName: 'Sam Morgan', ProductName: 'Season Pass - Child' })])],
  },
  play: async ({ canvasElement }) => {
    const viewer = inTag(canvasElement, 'resort-payment-schedule');
    await expect(await viewer.findByText('Sam Morgan')).toBeVisible();
    await expect(viewer.queryByText('Alex Morgan')).toBeNull();
  },
};

/**
 * No item of the cart is on a payment plan: the tag renders nothing, on purpose — the cart page
 * carries it for every cart.
 */
export const CartWithoutPlans: Story = {
  args: { mode: 'cart', productId: undefined },
  parameters: {
    pageData: { DefaultStoreTimeZoneOffset: STORY_TIME_ZONE_OFFSET, cart: cartWith([cartItem({ Id: 63 })]) },
    msw: [cartSchedulesOk([noPlan({ ReservationId: 63 })])],
    blank: 'no item of this cart is on a payment plan, so the schedule viewer shows nothing.',
  },
};

/** Cart mode, the store answers 500: a clear error with Retry. */
export const CartLoadError: Story = {
  args: { mode: 'cart', productId: undefined },
  parameters: { pageData: { DefaultStoreTimeZoneOffset: STORY_TIME_ZONE_OFFSET, cart: familyPasses() }, msw: [cartSchedulesError()] },
};

/** Sam's pass: the December payment failed once. */
const childPassOrder = () =>
  orderSchedule({
    ReservationId: 2,
    ContactName: 'Sam Morgan',
    ProductName: 'Season Pass - Child',
    PaymentsTotal: 449,
    Payments: [
      { PaymentDate: '2026-10-02', PaymentAmount: 134.7, PaymentStatus: 'Paid' },
      { PaymentDate: '2026-12-15', PaymentAmount: 157.15, PaymentStatus: 'Failed' },
      { PaymentDate: '2027-01-15', PaymentAmount: 157.15, PaymentStatus: 'Scheduled' },
    ],
    Deposit: 134.7,
  });

/** Order mode (`order-id="SR1001"`): each payment with its status. */
export const Order: Story = {
  args: { mode: 'order', orderId: 'SR1001', productId: undefined },
  parameters: { msw: [orderSchedulesOk([orderSchedule(), childPassOrder()])] },
};

/**
 * Order mode in a host's narrow column (18em): a schedule with a Status column is a card per
 * payment, each value under its column's name; screen readers still hear a table.
 */
export const OrderInANarrowColumn: Story = {
  name: 'Order in a narrow column (cards)',
  args: { mode: 'order', orderId: 'SR1001', productId: undefined },
  parameters: { msw: [orderSchedulesOk([orderSchedule(), childPassOrder()])] },
  decorators: [inANarrowColumn],
  play: async ({ canvasElement }) => {
    const canvas = inTag(canvasElement, 'resort-payment-schedule');
    for (const status of await canvas.findAllByRole('columnheader', { name: 'Status' })) {
      await expectCards(status.closest('table')!, canvasElement.querySelector('.sb-narrow-column')!);
    }
  },
};

/** The same cards in Canadian French: each payment's date, amount and status under their French names. */
export const OrderInANarrowColumnFrench: Story = {
  name: 'Order in a narrow column (cards), fr-CA',
  args: { mode: 'order', orderId: 'SR1001', productId: undefined },
  parameters: { msw: [orderSchedulesOk([orderSchedule(), childPassOrder()])] },
  decorators: [inANarrowColumn],
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = inTag(canvasElement, 'resort-payment-schedule');
    const headers = await canvas.findAllByRole('columnheader', { name: 'Statut' });
    await expect(headers.length).toBeGreaterThan(0);
    for (const status of headers) await expectCards(status.closest('table')!, canvasElement.querySelector('.sb-narrow-column')!);
  },
};

/** Order mode, an answer of the wrong shape: a clear error, never a crash. */
export const OrderMalformedAnswer: Story = {
  args: { mode: 'order', orderId: 'SR1001', productId: undefined },
  parameters: { msw: [orderSchedulesMalformed()] },
};
