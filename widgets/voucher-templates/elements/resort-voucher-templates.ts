import { defineWidget } from '../../../src/island/define-widget.tsx';
import { adminTableStyles } from '../../../src/ui/admin/admin-table-styles.ts';
import { controlStyles } from '../../../src/ui/control-styles.ts';
import { fieldStyles } from '../../../src/ui/field-styles.ts';
import { VoucherTemplates } from '../VoucherTemplates.tsx';
import { voucherTemplatesElement } from '../meta.ts';
import { voucherTemplatesStyles } from '../styles/voucher-templates.ts';
import { claimCalls } from '../../../src/api/report-call.ts';
import { DISCOUNT_VOUCHERS_PATH, PRODUCT_VOUCHERS_PATH } from '../api.ts';

export const VoucherTemplatesElement = defineWidget({
  ...voucherTemplatesElement,
  translations: { 'fr-CA': () => import('../labels.fr-CA.ts') },
  component: VoucherTemplates,
  styles: controlStyles + fieldStyles + adminTableStyles + voucherTemplatesStyles,
});

// A failed call is reported under the claiming tag whose control was used (see report-call.ts).
claimCalls(voucherTemplatesElement.tag, PRODUCT_VOUCHERS_PATH, DISCOUNT_VOUCHERS_PATH);
