import { defineWidget } from '../../../src/core/island/define-widget.tsx';
import { FullCart } from '../FullCart.tsx';
import { cartPageMeta } from '../meta.ts';
import { cartStyles } from '../styles.ts';

export const FullCartElement = defineWidget({ ...cartPageMeta, component: FullCart, styles: cartStyles });
