import { defineWidget } from '../../../src/island/define-widget.tsx';
import { controlStyles } from '../../../src/ui/control-styles.ts';
import { fieldStyles } from '../../../src/ui/field-styles.ts';
import { DiscountCode } from '../DiscountCode.tsx';
import { discountCodeElement } from '../meta.ts';
import { discountCodeStyles } from '../styles/discount-code.ts';
import { claimCalls } from '../../../src/api/report-call.ts';
import { DISCOUNT_PATH } from '../../../src/stores/cart-action-paths.ts';

export const DiscountCodeElement = defineWidget({ ...discountCodeElement, translations: { 'fr-CA': () => import('../labels.fr-CA.ts') }, component: DiscountCode, styles: controlStyles + fieldStyles + discountCodeStyles });

// A failed call is reported under the claiming tag whose control was used (see report-call.ts).
// The code a shopper types is theirs: a report names the call, never the code.
claimCalls(discountCodeElement.tag, DISCOUNT_PATH, `${DISCOUNT_PATH}apply/{code}`, `${DISCOUNT_PATH}remove/{code}`);
