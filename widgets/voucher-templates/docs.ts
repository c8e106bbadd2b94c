/** Description of `<resort-voucher-templates>` (manifest and README check). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { voucherTemplatesElement } from './meta.ts';

export const voucherTemplatesMeta = withDocs(voucherTemplatesElement, {
  description:
    'The voucher template panel of a product or a discount admin page. On a product: its voucher templates with the switches ShowInMyAccount, AllowViewPrint, AllowRedeem and AllowEmail (each saved as it is turned), add and remove; a voucher of a template attached to the product redeems for it in the voucher box. On a discount: the template its voucher requirement asks for. Before the item is saved: `Options available after product is saved.` (or discount).',
  attributes: {
    kind: '`product` (default) or `discount`: which admin page the panel is on.',
    productId: 'The product whose voucher templates are shown; none (or 0) on a product not saved yet.',
    discountId: 'The discount whose voucher requirement is shown; none (or 0) on a discount not saved yet.',
    discountRequirementId: 'The discount’s voucher requirement; 0 until it is first saved (the first save creates it).',
  },
  events: [],
});
