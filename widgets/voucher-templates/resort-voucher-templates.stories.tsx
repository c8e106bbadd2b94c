import type { Meta } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { voucherTemplatesMeta } from './docs.ts';
import { failing, malformed, pending } from '../payment-plans-admin/payment-plans-api.fixtures.ts';
import { fakeVoucherTemplatesApi, fakeVoucherTemplatesState, type FakeVoucherTemplatesState } from './voucher-templates-api.fixtures.ts';
import { typeInto } from '../../stories/interactions.ts';
import { inTag, tagMeta, type TagArgs, type TagStory } from '../../stories/tag-story.tsx';

const TAG = 'resort-voucher-templates';

/** A story's fake store, rebuilt before each render so what one visit saves does not leak into the next. */
function scenario(overrides: Partial<FakeVoucherTemplatesState> = {}, extra: HttpHandler[] = []) {
  const state = fakeVoucherTemplatesState(overrides);
  return {
    parameters: { msw: [...extra, ...fakeVoucherTemplatesApi(state)] },
    beforeEach: () => {
      Object.assign(state, fakeVoucherTemplatesState(overrides));
    },
  };
}

export default {
  title: 'Admin/<resort-voucher-templates>',
  ...tagMeta(voucherTemplatesMeta, {
    load: () => import('./elements/resort-voucher-templates.ts'),
    args: { kind: 'product', productId: 3 },
    parameters: { layout: 'padded' },
  }),
} satisfies Meta<TagArgs>;

// ---- On a product ------------------------------------------------------------------------------

/** Three templates, one of each switch setting, and the add form. */
export const ProductTemplates: TagStory = { ...scenario() };

export const ProductNoTemplates: TagStory = { name: 'Product: no templates yet', args: { productId: 9 }, ...scenario() };

export const ProductLoading: TagStory = { name: 'Product: loading', ...scenario({}, [pending('get', '/api/vouchers/:productId')]) };

export const ProductLoadError: TagStory = { name: 'Product: load error (500)', ...scenario({}, [failing('get', '/api/vouchers/:productId', 500)]) };

export const ProductMalformed: TagStory = { name: 'Product: malformed answer', ...scenario({}, [malformed('/api/vouchers/:productId', { Vouchers: [{ Id: 'one' }] })]) };

/** A product not saved yet (the create page): only the message. */
export const ProductNotSaved: TagStory = { name: 'Product: not saved yet', args: { kind: 'product', productId: undefined }, ...scenario() };

/** Add with an empty template id: `A voucher template is required.` */
export const AddEmpty: TagStory = {
  name: 'Product: add without a template',
  ...scenario(),
  play: async ({ canvasElement }) => {
    const canvas = inTag(canvasElement, TAG);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('A voucher template is required.');
  },
};

/** A template already used elsewhere, refused without the store's ErrorMessage: `Voucher ID already used.` */
export const AddRefused: TagStory = {
  name: 'Product: add refused',
  ...scenario(),
  play: async ({ canvasElement }) => {
    const canvas = inTag(canvasElement, TAG);
    await typeInto(await canvas.findByRole('textbox', { name: 'Voucher Template ID' }), 'DISCOUNT-401');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Voucher ID already used.');
  },
};

export const RemoveConfirmation: TagStory = {
  name: 'Product: remove confirmation',
  ...scenario(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await inTag(canvasElement, TAG).findByRole('button', { name: 'Remove SNOWSHOE-TOUR' }));
  },
};

/** A switch the store refuses to save goes back, with `Error: …`. */
export const SwitchRefused: TagStory = {
  name: 'Product: switch refused',
  ...scenario({}, [failing('put', '/api/vouchers/', 404, 'That voucher template is not on any product.')]),
  play: async ({ canvasElement }) => {
    await userEvent.click(await inTag(canvasElement, TAG).findByRole('switch', { name: 'Allow Email for SEASON-PASS-ADULT' }));
    await expect(await inTag(canvasElement, TAG).findByRole('alertdialog', { name: 'Error' })).toBeInTheDocument();
  },
};

// ---- On a discount -----------------------------------------------------------------------------

export const DiscountRequirement: TagStory = { name: 'Discount: its voucher template', args: { kind: 'discount', productId: undefined, discountId: 401, discountRequirementId: 1 }, ...scenario() };

/** A discount without a voucher requirement yet: the first save creates it. */
export const DiscountNoRequirement: TagStory = { name: 'Discount: no requirement yet', args: { kind: 'discount', productId: undefined, discountId: 2, discountRequirementId: 0 }, ...scenario() };

export const DiscountNotSaved: TagStory = { name: 'Discount: not saved yet', args: { kind: 'discount', productId: undefined, discountId: undefined }, ...scenario() };

/** A template another discount rule uses: the spec's words. */
export const DiscountRefused: TagStory = {
  name: 'Discount: template used by another rule',
  args: { kind: 'discount', productId: undefined, discountId: 2, discountRequirementId: 0 },
  ...scenario(),
  play: async ({ canvasElement }) => {
    const canvas = inTag(canvasElement, TAG);
    await typeInto(await canvas.findByRole('textbox', { name: 'Voucher Template ID' }), 'DISCOUNT-401');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Voucher Template ID is already being used by another discount rule');
  },
};
