import { defineWidget } from '../../../src/island/define-widget.tsx';
import { adminTableStyles } from '../../../src/ui/admin/admin-table-styles.ts';
import { controlStyles } from '../../../src/ui/control-styles.ts';
import { fieldStyles } from '../../../src/ui/field-styles.ts';
import { VoucherTemplates } from '../VoucherTemplates.tsx';
import { voucherTemplatesElement } from '../meta.ts';
import { voucherTemplatesStyles } from '../styles/voucher-templates.ts';

export const VoucherTemplatesElement = defineWidget({
  ...voucherTemplatesElement,
  component: VoucherTemplates,
  styles: controlStyles + fieldStyles + adminTableStyles + voucherTemplatesStyles,
});
