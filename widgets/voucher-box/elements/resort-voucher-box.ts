import { defineWidget } from '../../../src/island/define-widget.tsx';
import { controlStyles } from '../../../src/ui/control-styles.ts';
import { fieldStyles } from '../../../src/ui/field-styles.ts';
import { VoucherBox } from '../VoucherBox.tsx';
import { voucherBoxElement } from '../meta.ts';
import { voucherBoxStyles } from '../styles/voucher-box.ts';

export const VoucherBoxElement = defineWidget({ ...voucherBoxElement, component: VoucherBox, styles: controlStyles + fieldStyles + voucherBoxStyles });
