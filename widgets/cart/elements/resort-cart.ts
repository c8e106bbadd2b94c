import { defineWidget } from '../../../src/island/define-widget.tsx';
import { controlStyles } from '../../../src/ui/control-styles.ts';
import { FullCart } from '../FullCart.tsx';
import { cartPageElement } from '../meta.ts';
import { cartPageStyles } from '../styles/cart-page.ts';

export const FullCartElement = defineWidget({ ...cartPageElement, component: FullCart, styles: controlStyles + cartPageStyles });
