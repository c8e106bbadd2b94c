/**
 * `$cart`: the shopping cart every cart island shows. It is taken from page data when present,
 * otherwise loaded once however many islands ask. It lives under the shared global, so two copies
 * of the library on one page use the same store, and it answers the host's `resort:cart:refresh`.
 * What changes the cart (removal, discount codes) is in `cart-actions.ts`, loaded only by the
 * widgets that offer it.
 */
import { atom, type WritableAtom } from 'nanostores';
import * as api from '../api/client.ts';
import { cartSchema, type Cart } from '../api/cart-schemas.ts';
import type { ApiError, ApiResult } from '../api/errors.ts';
import { BUS_SOURCE, emit, on, type CartChangeReason } from '../events/bus.ts';
import { shared } from '../core/shared.ts';
import { $settings } from './settings.ts';

export const MINICART_PATH = '/api/minicart';

export interface CartState {
  cart: Cart | null;
  /** A load is under way (the previous cart, if any, stays shown). */
  loading: boolean;
  /** The last load failed; cleared by the next successful load. */
  error: ApiError | null;
  /** Ids of items being removed (the spec's `Removing` flag). */
  removing: readonly number[];
  /** Discount codes being removed. */
  removingCodes: readonly string[];
}

const initial: CartState = { cart: null, loading: false, error: null, removing: [], removingCodes: [] };

export const $cart: WritableAtom<CartState> = shared('store:cart', () => atom<CartState>(initial));

interface Pending {
  load: Promise<ApiResult<Cart>> | null;
}
const pending = shared<Pending>('store:cart:pending', () => ({ load: null }));

/** Merges `update` into the cart state (for the cart actions). */
export function patchCart(update: Partial<CartState>): void {
  $cart.set({ ...$cart.get(), ...update });
}

function announce(cart: Cart, reason: CartChangeReason): void {
  emit('resort:cart:changed', { cart, reason, source: BUS_SOURCE });
  if (reason === 'loaded') emit('resort:cart:loaded', { cart, source: BUS_SOURCE });
  if (cart.TotalProducts === 0) emit('resort:cart:empty', { source: BUS_SOURCE });
}

/** Loads the cart from the store (one request however many islands call at once). */
export function loadCart(options: { fresh?: boolean; reason?: CartChangeReason } = {}): Promise<ApiResult<Cart>> {
  if (pending.load && !options.fresh) return pending.load;
  patchCart({ loading: true });
  const load = api.get(MINICART_PATH, cartSchema, { fresh: options.fresh ?? false }).then((result) => {
    if (pending.load === load) pending.load = null;
    if (result.ok) {
      patchCart({ cart: result.data, loading: false, error: null });
      announce(result.data, options.reason ?? 'loaded');
    } else {
      patchCart({ loading: false, error: result.error });
    }
    return result;
  });
  pending.load = load;
  return load;
}

/**
 * Makes sure the cart is there: from page data when the host embedded it, otherwise loaded.
 * Safe to call from every island on mount.
 */
export function ensureCart(): void {
  const state = $cart.get();
  if (state.cart || state.loading || pending.load) return;
  if (state.error) return; // an island's Retry reloads explicitly
  const embedded = $settings.get().cart;
  if (embedded) {
    patchCart({ cart: embedded });
    announce(embedded, 'loaded');
    return;
  }
  void loadCart();
}

/** The host's cart hash changed: reload when it differs from the cart we show. */
export function syncCartHash(hash: string): void {
  const current = $cart.get().cart?.CartHash ?? '';
  if (hash !== '' && hash !== current && ($cart.get().cart || $cart.get().error)) {
    void loadCart({ fresh: true, reason: 'refreshed' });
  }
}

/** Listens once per page (whatever the number of library copies) for the host's refresh request. */
export function listenForCartRefresh(): void {
  shared('bus:cart-refresh', () =>
    on('resort:cart:refresh', () => {
      void loadCart({ fresh: true, reason: 'refreshed' });
    }),
  );
}

/** Test helper: back to an empty, unloaded store. */
export function resetCartStore(): void {
  pending.load = null;
  $cart.set(initial);
}
