import { defineWidget } from '../../../src/island/define-widget.tsx';
import { controlStyles } from '../../../src/ui/control-styles.ts';
import { FullCart } from '../FullCart.tsx';
import { cartPageElement } from '../meta.ts';
import { cartPageStyles } from '../styles/cart-page.ts';
import { claimCalls } from '../../../src/api/report-call.ts';
import { MINICART_PATH } from '../../../src/api/cart-schemas.ts';
import { REMOVE_ITEM_PATH } from '../../../src/stores/cart-action-paths.ts';

export const FullCartElement = defineWidget({ ...cartPageElement, translations: { 'fr-CA': () => import('../labels.fr-CA.ts') }, component: FullCart, styles: controlStyles + cartPageStyles });

// A failed call is reported under the claiming tag whose control was used (see report-call.ts).
claimCalls(cartPageElement.tag, MINICART_PATH, REMOVE_ITEM_PATH);
