import { defineWidget } from '../../../src/island/define-widget.tsx';
import { controlStyles } from '../../../src/ui/control-styles.ts';
import { OrderSummary } from '../OrderSummary.tsx';
import { orderSummaryElement } from '../meta.ts';
import { orderSummaryStyles } from '../styles/order-summary.ts';
import { claimCalls } from '../../../src/api/report-call.ts';
import { MINICART_PATH } from '../../../src/api/cart-schemas.ts';

export const OrderSummaryElement = defineWidget({ ...orderSummaryElement, translations: { 'fr-CA': () => import('../labels.fr-CA.ts') }, component: OrderSummary, styles: controlStyles + orderSummaryStyles });

// A failed call is reported under the claiming tag whose control was used (see report-call.ts).
claimCalls(orderSummaryElement.tag, MINICART_PATH);
