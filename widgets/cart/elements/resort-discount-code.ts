import { defineWidget } from '../../../src/core/island/define-widget.tsx';
import { DiscountCode } from '../DiscountCode.tsx';
import { discountCodeMeta } from '../meta.ts';
import { cartStyles } from '../styles.ts';

export const DiscountCodeElement = defineWidget({ ...discountCodeMeta, component: DiscountCode, styles: cartStyles });
