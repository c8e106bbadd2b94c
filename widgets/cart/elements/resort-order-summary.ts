import { defineWidget } from '../../../src/island/define-widget.tsx';
import { controlStyles } from '../../../src/ui/control-styles.ts';
import { OrderSummary } from '../OrderSummary.tsx';
import { orderSummaryElement } from '../meta.ts';
import { orderSummaryStyles } from '../styles/order-summary.ts';

export const OrderSummaryElement = defineWidget({ ...orderSummaryElement, component: OrderSummary, styles: controlStyles + orderSummaryStyles });
