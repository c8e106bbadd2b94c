import { defineWidget } from '../../../src/core/island/define-widget.tsx';
import { OrderSummary } from '../OrderSummary.tsx';
import { orderSummaryMeta } from '../meta.ts';
import { cartStyles } from '../styles.ts';

export const OrderSummaryElement = defineWidget({ ...orderSummaryMeta, component: OrderSummary, styles: cartStyles });
