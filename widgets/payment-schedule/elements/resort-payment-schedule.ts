import { defineWidget } from '../../../src/island/define-widget.tsx';
import { controlStyles } from '../../../src/ui/control-styles.ts';
import { PaymentSchedule } from '../PaymentSchedule.tsx';
import { paymentScheduleElement } from '../meta.ts';
import { paymentScheduleStyles } from '../styles/payment-schedule.ts';

export const PaymentScheduleElement = defineWidget({ ...paymentScheduleElement, component: PaymentSchedule, styles: controlStyles + paymentScheduleStyles });
