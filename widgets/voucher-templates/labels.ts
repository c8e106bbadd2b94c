import { commonLabels } from '../../src/ui/common-labels.ts';

/**
 * `<resort-voucher-templates>`' wording, with the spec's defaults (the messages before saving, the
 * add and discount errors, `Error: …`). Any key can be overridden from page data.
 */
export const voucherTemplatesLabels = {
  ...commonLabels,
  'unsaved.product': 'Options available after product is saved.',
  'unsaved.discount': 'Options available after discount is saved.',
  'common.dismiss': 'Dismiss',
  'common.remove': 'Remove',
  'common.save': 'Save',
  'common.saving': 'Saving…',
  'common.error': 'Error: {message}',
  'common.errorTitle': 'Error',

  // On a product
  'product.table': 'Voucher templates of this product',
  'product.voucherId': 'Voucher ID',
  'product.ShowInMyAccount': 'Show In My Account',
  'product.AllowViewPrint': 'Allow View Print',
  'product.AllowRedeem': 'Allow Redeem',
  'product.AllowEmail': 'Allow Email',
  'product.switchOf': '{switch} for {id}',
  'product.none': 'This product has no voucher templates yet.',
  'product.loadError': 'The voucher templates could not be loaded.',
  'product.addLabel': 'Add a voucher template',
  'product.templateId': 'Voucher Template ID',
  'product.add': 'Add',
  'product.adding': 'Adding…',
  'product.required': 'A voucher template is required.',
  'product.used': 'Voucher ID already used.',
  'product.added': 'Voucher template {id} added: its vouchers now redeem for this product.',
  'product.removeTemplate': 'Remove {id}',
  'product.removeTitle': 'Remove Voucher Template',
  'product.removeConfirm': 'Remove the voucher template {id} from this product? Its vouchers will no longer redeem for it.',
  'product.removed': 'Voucher template {id} removed.',

  // On a discount
  'discount.label': 'Voucher required for this discount',
  'discount.templateId': 'Voucher Template ID',
  'discount.hint': 'The discount applies only with a voucher issued from this template.',
  'discount.none': 'No voucher is required for this discount.',
  'discount.current': 'Required: a voucher of {id}.',
  'discount.used': 'Voucher Template ID is already being used by another discount rule',
  'discount.required': 'A voucher template is required.',
  'discount.saved': 'Saved: the discount now needs a voucher of {id}.',
  'discount.removeTitle': 'Remove Voucher Requirement',
  'discount.removeConfirm': 'Stop requiring a voucher of {id} for this discount? Its vouchers will no longer redeem for it.',
  'discount.removed': 'The discount no longer needs a voucher.',
  'discount.loadError': 'The discount’s voucher requirement could not be loaded.',
} as const;

export type VoucherTemplatesLabels = Record<keyof typeof voucherTemplatesLabels, string>;
