import { defineWidget } from '../../../src/island/define-widget.tsx';
import { controlStyles } from '../../../src/ui/control-styles.ts';
import { MyPaymentPlans } from '../MyPaymentPlans.tsx';
import { myPaymentPlansElement } from '../meta.ts';
import { myPlansStyles } from '../styles/my-payment-plans.ts';

export const MyPaymentPlansElement = defineWidget({ ...myPaymentPlansElement, component: MyPaymentPlans, styles: controlStyles + myPlansStyles });
