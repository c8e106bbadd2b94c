import { defineWidget } from '../../../src/island/define-widget.tsx';
import { controlStyles } from '../../../src/ui/control-styles.ts';
import { PaymentSchedule } from '../PaymentSchedule.tsx';
import { paymentScheduleElement } from '../meta.ts';
import { paymentScheduleStyles } from '../styles/payment-schedule.ts';
import { claimCalls } from '../../../src/api/report-call.ts';
import { SCHEDULES_PATH } from '../api.ts';

export const PaymentScheduleElement = defineWidget({ ...paymentScheduleElement, translations: { 'fr-CA': () => import('../labels.fr-CA.ts') }, component: PaymentSchedule, styles: controlStyles + paymentScheduleStyles });

// A failed call is reported under the claiming tag whose control was used (see report-call.ts).
claimCalls(paymentScheduleElement.tag, SCHEDULES_PATH);
