import { defineWidget } from '../../../src/island/define-widget.tsx';
import { controlStyles } from '../../../src/ui/control-styles.ts';
import { MyPaymentPlans } from '../MyPaymentPlans.tsx';
import { myPaymentPlansElement } from '../meta.ts';
import { myPlansStyles } from '../styles/my-payment-plans.ts';
import { claimCalls } from '../../../src/api/report-call.ts';
import { CARD_UPDATE_PATH, MY_PLANS_PATH, PLANS_CONFIG_PATH, PROCESS_PATH } from '../my-plans-schemas.ts';

export const MyPaymentPlansElement = defineWidget({ ...myPaymentPlansElement, translations: { 'fr-CA': () => import('../labels.fr-CA.ts') }, component: MyPaymentPlans, styles: controlStyles + myPlansStyles });

// A failed call is reported under the claiming tag whose control was used (see report-call.ts).
claimCalls(myPaymentPlansElement.tag, MY_PLANS_PATH, PLANS_CONFIG_PATH, CARD_UPDATE_PATH, PROCESS_PATH);
