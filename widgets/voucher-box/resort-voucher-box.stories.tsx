import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { voucherBoxMeta } from './docs.ts';
import { discountVoucher, expiredVoucher, lookup, productVoucher, unknownVoucher, usedVoucher } from './vouchers.fixtures.ts';
import {
  productDetailsMissing,
  productDetailsOk,
  voucherAnswers,
  voucherMalformed,
  voucherPending,
  voucherRefused,
  voucherServerError,
} from './story-handlers.ts';
import { typeInto } from '../../stories/interactions.ts';
import { inTag, tagMeta, type TagArgs, type TagStory } from '../../stories/tag-story.tsx';

const bannerOn = { ShoppingCartSettings: { ShowVoucherBanner: true } };

export default {
  title: 'Vouchers/<resort-voucher-box>',
  ...tagMeta(voucherBoxMeta, {
    load: () => import('./elements/resort-voucher-box.ts'),
    parameters: { pageData: bannerOn },
    maxWidth: '36rem',
  }),
} satisfies Meta<TagArgs>;

type Story = TagStory;

/** Types `code`, presses Redeem and returns the modal. */
async function redeem(canvasElement: HTMLElement, code: string): Promise<HTMLElement> {
  const canvas = inTag(canvasElement, 'resort-voucher-box');
  await typeInto(await canvas.findByLabelText('Voucher ID'), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Redeem' }));
  return canvas.findByRole('dialog', { name: 'Voucher' });
}

/** The call to action, the Voucher ID input and Redeem (any ID is a product voucher here). */
export const Idle: Story = {
  parameters: { msw: [voucherAnswers(productVoucher()), productDetailsOk()] },
};

/**
 * `ShoppingCartSettings.ShowVoucherBanner` off: the tag renders nothing, on purpose — the store
 * has vouchers switched off. The dashed outline shows where the tag sits on the page.
 */
export const BannerOff: Story = {
  name: 'Banner setting off',
  parameters: {
    pageData: { ShoppingCartSettings: { ShowVoucherBanner: false } },
    msw: [],
    blank: 'ShoppingCartSettings.ShowVoucherBanner is off, so the voucher box shows nothing.',
  },
};

/** The store has not answered yet. */
export const Validating: Story = {
  parameters: { msw: [voucherPending()] },
  play: async ({ canvasElement }) => {
    const modal = await redeem(canvasElement, 'VCH-PRODUCT-1');
    await expect((await within(modal).findAllByText('Validating your voucher…'))[0]).toBeInTheDocument();
  },
};

/** A product voucher: the product's name, the voucher's Description, the Voucher ID line and Continue to the product. */
export const ProductVoucher: Story = {
  parameters: { msw: [voucherAnswers(productVoucher()), productDetailsOk()] },
  play: async ({ canvasElement }) => {
    const modal = await redeem(canvasElement, 'VCH-PRODUCT-1');
    await expect(await within(modal).findByText('Gift voucher: one adult season pass')).toBeVisible();
    await expect(await within(modal).findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/season-pass-adult?voucher=VCH-PRODUCT-1');
  },
};

/** A discount voucher: the discount message, the voucher's Description and OK. */
export const DiscountVoucher: Story = {
  parameters: { msw: [voucherAnswers(discountVoucher())] },
  play: async ({ canvasElement }) => {
    const modal = await redeem(canvasElement, 'VCH-DISCOUNT-1');
    await expect(await within(modal).findByRole('button', { name: 'OK' })).toBeVisible();
  },
};

/** The `code` attribute (the voucher-product route's `?code=`): the modal opens and validates at once. */
export const CodeFromThePage: Story = {
  name: 'Code from the page',
  args: { code: 'VCH-DISCOUNT-1' },
  parameters: { msw: [voucherAnswers(discountVoucher())] },
};

/** An ID the store does not know: the invalid-id label; the ID stays in the input. */
export const UnknownId: Story = {
  name: 'Unknown ID',
  parameters: { msw: [voucherAnswers(unknownVoucher())] },
  play: async ({ canvasElement }) => {
    const modal = await redeem(canvasElement, 'VCH-TYPO');
    await expect(await within(modal).findByRole('alert')).toHaveTextContent('The voucher ID you entered is not valid.');
  },
};

/** An invalid result shows its Error (here the same words as its Status). */
export const AlreadyRedeemed: Story = {
  parameters: { msw: [voucherAnswers(usedVoucher())] },
  play: async ({ canvasElement }) => {
    const modal = await redeem(canvasElement, 'VCH-USED-1');
    await expect(await within(modal).findByRole('alert')).toHaveTextContent('This voucher has already been redeemed.');
  },
};

/** The store's Error for the voucher is shown before its Status. */
export const StoreError: Story = {
  name: 'Error from the store',
  parameters: { msw: [voucherAnswers(lookup({ IsValid: false, Status: 'Invalid', Error: 'This voucher is for next season.' }))] },
  play: async ({ canvasElement }) => {
    const modal = await redeem(canvasElement, 'VCH-NEXT-1');
    await expect(await within(modal).findByRole('alert')).toHaveTextContent('This voucher is for next season.');
  },
};

/** An expired voucher: its Error as the message. */
export const Expired: Story = {
  parameters: { msw: [voucherAnswers(expiredVoucher())] },
  play: async ({ canvasElement }) => {
    await within(await redeem(canvasElement, 'VCH-EXPIRED-1')).findByRole('alert');
  },
};

/** A 400 with a message shows the message. */
export const RefusedWithMessage: Story = {
  name: 'Refused with a message (400)',
  parameters: { msw: [voucherRefused('Vouchers cannot be redeemed during maintenance.')] },
  play: async ({ canvasElement }) => {
    const modal = await redeem(canvasElement, 'VCH-PRODUCT-1');
    await expect(await within(modal).findByRole('alert')).toHaveTextContent('Vouchers cannot be redeemed during maintenance.');
  },
};

/** The product of a valid voucher cannot be fetched. */
export const ProductNotFound: Story = {
  parameters: { msw: [voucherAnswers(productVoucher()), productDetailsMissing()] },
  play: async ({ canvasElement }) => {
    const modal = await redeem(canvasElement, 'VCH-PRODUCT-1');
    await expect(await within(modal).findByRole('alert')).toHaveTextContent('Could not find associated product.');
  },
};

/** A 500: a clear error with Retry. */
export const ServerError: Story = {
  parameters: { msw: [voucherServerError()] },
  play: async ({ canvasElement }) => {
    const modal = await redeem(canvasElement, 'VCH-PRODUCT-1');
    await expect(await within(modal).findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** An answer of the wrong shape: a clear error with Retry. */
export const MalformedAnswer: Story = {
  parameters: { msw: [voucherMalformed()] },
  play: async ({ canvasElement }) => {
    const modal = await redeem(canvasElement, 'VCH-PRODUCT-1');
    await expect(await within(modal).findByRole('alert')).toHaveTextContent('The store sent an answer we could not read.');
  },
};
