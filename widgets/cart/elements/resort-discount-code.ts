import { defineWidget } from '../../../src/island/define-widget.tsx';
import { controlStyles } from '../../../src/ui/control-styles.ts';
import { fieldStyles } from '../../../src/ui/field-styles.ts';
import { DiscountCode } from '../DiscountCode.tsx';
import { discountCodeElement } from '../meta.ts';
import { discountCodeStyles } from '../styles/discount-code.ts';

export const DiscountCodeElement = defineWidget({ ...discountCodeElement, component: DiscountCode, styles: controlStyles + fieldStyles + discountCodeStyles });
