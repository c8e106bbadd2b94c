import { defineWidget } from '../../../src/core/island/define-widget.tsx';
import { DiscountCode } from '../DiscountCode.tsx';
import { discountCodeElement } from '../meta.ts';
import { cartStyles } from '../styles.ts';

export const DiscountCodeElement = defineWidget({ ...discountCodeElement, component: DiscountCode, styles: cartStyles });
