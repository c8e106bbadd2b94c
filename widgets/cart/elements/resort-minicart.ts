import { defineWidget } from '../../../src/core/island/define-widget.tsx';
import { MiniCart } from '../MiniCart.tsx';
import { minicartElement } from '../meta.ts';
import { cartStyles } from '../styles.ts';

export const MiniCartElement = defineWidget({ ...minicartElement, component: MiniCart, styles: cartStyles });
