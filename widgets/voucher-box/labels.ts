import { commonLabels } from '../../src/ui/common-labels.ts';

/** The voucher box's wording. */
export const voucherLabels = {
  'common.close': commonLabels['common.close'],
  'common.retry': commonLabels['common.retry'],
  'voucher.cta': 'Have a voucher? Enter its ID to redeem it.',
  'voucher.label': 'Voucher ID',
  'voucher.submit': 'Redeem',
  'voucher.required': 'Enter a voucher ID.',
  'voucher.title': 'Voucher',
  'voucher.validating': 'Validating your voucher…',
  'voucher.productIntro': 'Your voucher is good for',
  'voucher.voucherId': 'Voucher ID: {id}',
  'voucher.continue': 'Continue',
  'voucher.discountMessage': 'Your voucher is valid. Its discount is applied to your order at checkout.',
  'voucher.ok': 'OK',
  'voucher.invalidId': 'The voucher ID you entered is not valid.',
  'voucher.productNotFound': 'Could not find associated product.',
  'voucher.failed': 'Your voucher could not be checked.',
} as const;

export type VoucherLabels = Record<keyof typeof voucherLabels, string>;
