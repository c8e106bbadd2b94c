import { useStore } from '@nanostores/react';
import { $cart, type CartState } from '../../src/stores/cart.ts';

/** The shared cart; subscribing is what makes the store load itself (or take it from page data). */
export function useCart(): CartState {
  return useStore($cart);
}
