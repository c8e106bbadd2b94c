import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $cart, ensureCart, listenForCartRefresh, type CartState } from '../../src/stores/cart.ts';

/** The shared cart; the first island to mount loads it (or takes it from page data). */
export function useCart(): CartState {
  const state = useStore($cart);
  useEffect(() => {
    listenForCartRefresh();
    ensureCart();
  }, []);
  return state;
}
