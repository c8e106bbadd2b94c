import { defineWidget } from '../../../src/island/define-widget.tsx';
import { MiniCart } from '../MiniCart.tsx';
import { minicartElement } from '../meta.ts';
import { cartButtonStyles } from '../styles/cart-button.ts';

export const MiniCartElement = defineWidget({ ...minicartElement, component: MiniCart, styles: cartButtonStyles });
