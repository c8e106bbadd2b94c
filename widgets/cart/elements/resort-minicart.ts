import { defineWidget } from '../../../src/island/define-widget.tsx';
import { MiniCart } from '../MiniCart.tsx';
import { minicartElement } from '../meta.ts';
import { cartButtonStyles } from '../styles/cart-button.ts';
import { claimCalls } from '../../../src/api/report-call.ts';
import { MINICART_PATH } from '../../../src/api/cart-schemas.ts';
import { REMOVE_ITEM_PATH } from '../../../src/stores/cart-action-paths.ts';

export const MiniCartElement = defineWidget({ ...minicartElement, translations: { 'fr-CA': () => import('../labels.fr-CA.ts') }, component: MiniCart, styles: cartButtonStyles });

// A failed call is reported under the claiming tag whose control was used (see report-call.ts).
claimCalls(minicartElement.tag, MINICART_PATH, REMOVE_ITEM_PATH);
