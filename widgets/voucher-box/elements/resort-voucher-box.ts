import { defineWidget } from '../../../src/island/define-widget.tsx';
import { controlStyles } from '../../../src/ui/control-styles.ts';
import { fieldStyles } from '../../../src/ui/field-styles.ts';
import { VoucherBox } from '../VoucherBox.tsx';
import { voucherBoxElement } from '../meta.ts';
import { voucherBoxStyles } from '../styles/voucher-box.ts';
import { claimCalls } from '../../../src/api/report-call.ts';
import { VOUCHER_VALIDATE_PATH } from '../../../src/api/voucher-schemas.ts';

export const VoucherBoxElement = defineWidget({ ...voucherBoxElement, translations: { 'fr-CA': () => import('../labels.fr-CA.ts') }, component: VoucherBox, styles: controlStyles + fieldStyles + voucherBoxStyles });

// A failed call is reported under the claiming tag whose control was used (see report-call.ts).
claimCalls(voucherBoxElement.tag, VOUCHER_VALIDATE_PATH);
