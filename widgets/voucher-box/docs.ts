/** Descriptions of `<resort-voucher-box>` (manifest and README check). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { voucherBoxElement } from './meta.ts';

export const voucherBoxMeta = withDocs(voucherBoxElement, {
  description:
    'The voucher box: call-to-action text, a Voucher ID input and a Redeem button, shown when ShoppingCartSettings.ShowVoucherBanner is on (root class `vouchers-enabled`). A modal shows validating, then the product (name, Voucher ID line, Continue to the product) or the discount message with OK, or the error.',
  attributes: {
    code: 'A voucher ID to validate at once: the modal opens and validates it (the `voucher-product` route passes its `code` query parameter here).',
  },
  events: [
    {
      name: 'resort:voucher:validated',
      description: 'Sent when a voucher is valid; `detail` has `voucherId`, `kind` (`product` or `discount`), `productId` and `discountId`.',
    },
  ],
});
