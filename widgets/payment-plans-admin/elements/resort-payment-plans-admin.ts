import { defineWidget } from '../../../src/island/define-widget.tsx';
import { controlStyles } from '../../../src/ui/control-styles.ts';
import { fieldStyles } from '../../../src/ui/field-styles.ts';
import { fieldPartStyles } from '../../../src/ui/fields/field-part-styles.ts';
import { adminTableStyles } from '../../../src/ui/admin/admin-table-styles.ts';
import { PaymentPlansAdmin } from '../PaymentPlansAdmin.tsx';
import { paymentPlansAdminElement } from '../meta.ts';
import { adminStyles } from '../styles/admin.ts';
import { claimCalls } from '../../../src/api/report-call.ts';
import { ADMIN_API, LEGACY_ADMIN_PATH } from '../api.ts';

export const PaymentPlansAdminElement = defineWidget({ ...paymentPlansAdminElement, translations: { 'fr-CA': () => import('../labels.fr-CA.ts') }, component: PaymentPlansAdmin, styles: controlStyles + fieldStyles + fieldPartStyles + adminTableStyles + adminStyles });

// A failed call is reported under the claiming tag whose control was used (see report-call.ts).
claimCalls(paymentPlansAdminElement.tag, ADMIN_API, LEGACY_ADMIN_PATH);
