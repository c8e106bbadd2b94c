import { defineWidget } from '../../../src/core/island/define-widget.tsx';
import { MiniCart } from '../MiniCart.tsx';
import { minicartMeta } from '../meta.ts';
import { cartStyles } from '../styles.ts';

export const MiniCartElement = defineWidget({ ...minicartMeta, component: MiniCart, styles: cartStyles });
