import { defineWidget } from '../../../src/island/define-widget.tsx';
import { adminTableStyles } from '../../../src/ui/admin/admin-table-styles.ts';
import { controlStyles } from '../../../src/ui/control-styles.ts';
import { fieldStyles } from '../../../src/ui/field-styles.ts';
import { fieldPartStyles } from '../../../src/ui/fields/field-part-styles.ts';
import { tabsStyles } from '../../../src/ui/Tabs.tsx';
import { SubscriptionsAdmin } from '../SubscriptionsAdmin.tsx';
import { subscriptionsAdminElement } from '../meta.ts';
import { subscriptionsStyles } from '../styles/subscriptions.ts';
import { claimCalls } from '../../../src/api/report-call.ts';
import { SUBSCRIPTIONS_API } from '../api.ts';

export const SubscriptionsAdminElement = defineWidget({
  ...subscriptionsAdminElement,
  translations: { 'fr-CA': () => import('../labels.fr-CA.ts') },
  component: SubscriptionsAdmin,
  styles: controlStyles + fieldStyles + fieldPartStyles + tabsStyles + adminTableStyles + subscriptionsStyles,
});

// A failed call is reported under the claiming tag whose control was used (see report-call.ts).
claimCalls(subscriptionsAdminElement.tag, SUBSCRIPTIONS_API);
