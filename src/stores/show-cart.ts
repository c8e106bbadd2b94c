import { computed, type ReadableAtom } from 'nanostores';
import { shared } from '../core/shared.ts';
import { $cart } from './cart.ts';

/** The spec's `showCart`: set when the cart has products. */
export const $showCart: ReadableAtom<boolean> = shared('store:show-cart', () =>
  computed($cart, ({ cart }) => (cart?.TotalProducts ?? 0) > 0),
);
