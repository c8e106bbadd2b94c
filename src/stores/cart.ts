/**
 * `$cart`: the shopping cart every cart island shows (storefront spec §4 "Cart item removal",
 * "Discount code apply"). It is taken from page data when present, otherwise loaded once however
 * many islands ask. It lives under the shared global, so two copies of the library on one page
 * use the same store, and it answers the host's `resort:cart:refresh`.
 */
import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores';
import { api } from '../api/client.ts';
import { cartSchema, okResultSchema, type Cart, type CartItem } from '../api/cart-schemas.ts';
import type { ApiError, ApiResult } from '../api/errors.ts';
import { BUS_SOURCE, emit, on, type CartChangeReason } from '../core/bus.ts';
import { track } from '../core/analytics.ts';
import { shared } from '../core/shared.ts';
import { $settings } from './settings.ts';

export const MINICART_PATH = '/api/minicart';
export const REMOVE_ITEM_PATH = '/ShoppingCart/RemoveShoppingCartItem';

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

/** The spec's `showCart`: set when the cart has products. */
export const $showCart: ReadableAtom<boolean> = shared('store:show-cart', () =>
  computed($cart, ({ cart }) => (cart?.TotalProducts ?? 0) > 0),
);

interface Pending {
  load: Promise<ApiResult<Cart>> | null;
}
const pending = shared<Pending>('store:cart:pending', () => ({ load: null }));

function patch(update: Partial<CartState>): void {
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
  patch({ loading: true });
  const load = api.get(MINICART_PATH, cartSchema, { fresh: options.fresh ?? false }).then((result) => {
    if (pending.load === load) pending.load = null;
    if (result.ok) {
      patch({ cart: result.data, loading: false, error: null });
      announce(result.data, options.reason ?? 'loaded');
    } else {
      patch({ loading: false, error: result.error });
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
    patch({ cart: embedded });
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

function itemsForAnalytics(items: CartItem[]) {
  return items.map((item) => ({
    item_id: String(item.ProductId),
    item_name: item.ProductName,
    price: item.UnitPrice,
    quantity: item.Quantity,
  }));
}

/** Tells the data layer that the cart was viewed (full cart page). */
export function trackViewCart(cart: Cart): void {
  const { currency } = $settings.get();
  track({ event: 'view_cart', ecommerce: { currency, value: cart.TotalPrice, items: itemsForAnalytics(cart.Items) } });
}

/**
 * Removes one item: `Removing` is set, removal called; on failure `Removing` is cleared. After
 * removal the cart (and with it the assignable members) is reloaded.
 */
export async function removeItem(item: CartItem): Promise<ApiResult<true>> {
  const state = $cart.get();
  if (state.removing.includes(item.Id)) return { ok: true, data: true };
  patch({ removing: [...state.removing, item.Id] });
  const result = await api.postForm(REMOVE_ITEM_PATH, { id: item.Id }, okResultSchema);
  const done = () => patch({ removing: $cart.get().removing.filter((id) => id !== item.Id) });
  if (!result.ok || !result.data.success) {
    done();
    if (result.ok) console.error(`resort-widgets: removing cart item ${item.Id} failed: ${result.data.message}`);
    return result.ok
      ? { ok: false, error: { kind: 'http', message: result.data.message || 'Removal refused', serverMessage: result.data.message } }
      : result;
  }
  const { currency } = $settings.get();
  track({
    event: 'remove_from_cart',
    ecommerce: { currency, value: item.UnitPrice * item.Quantity, items: itemsForAnalytics([item]) },
  });
  await loadCart({ fresh: true, reason: 'item-removed' });
  done();
  emit('resort:members:refresh', { source: BUS_SOURCE });
  return { ok: true, data: true };
}

/** `GET /api/discount/apply/{code}`; on success the cart is reloaded. */
export async function applyDiscountCode(code: string): Promise<ApiResult<true>> {
  const result = await api.get(`/api/discount/apply/${encodeURIComponent(code)}`, okResultSchema, {
    antiForgery: true,
    fresh: true,
  });
  if (!result.ok) return result;
  if (!result.data.success) {
    return { ok: false, error: { kind: 'http', message: result.data.message || 'Code refused', serverMessage: result.data.message } };
  }
  await loadCart({ fresh: true, reason: 'discount-applied' });
  return { ok: true, data: true };
}

/** `GET /api/discount/remove/{code}`; the code is marked as being removed until done. */
export async function removeDiscountCode(code: string): Promise<ApiResult<true>> {
  patch({ removingCodes: [...$cart.get().removingCodes, code] });
  const result = await api.get(`/api/discount/remove/${encodeURIComponent(code)}`, okResultSchema, {
    antiForgery: true,
    fresh: true,
  });
  const ok = result.ok && result.data.success;
  if (ok) await loadCart({ fresh: true, reason: 'discount-removed' });
  patch({ removingCodes: $cart.get().removingCodes.filter((c) => c !== code) });
  if (ok) return { ok: true, data: true };
  if (!result.ok) return result;
  console.error(`resort-widgets: removing discount code "${code}" failed: ${result.data.message}`);
  return { ok: false, error: { kind: 'http', message: result.data.message || 'Removal refused' } };
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
