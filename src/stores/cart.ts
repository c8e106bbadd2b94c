/**
 * `$cart`: the shopping cart every cart island shows. The store loads itself: when the first
 * island subscribes it takes the cart from page data when present, otherwise loads it once however
 * many islands ask, and from then on answers the host's `resort:cart:refresh` and the store's other
 * tabs; after a failed load it tries again when the browser is back online. It lives under the
 * shared global, so two copies of the library on one page use the same store. What changes the cart (removal, discount codes) is in `cart-actions.ts`, loaded only by
 * the widgets that offer it; components only read the store and call actions.
 */
import { atom, onStart, onStop, type PreinitializedWritableAtom } from 'nanostores';
import * as api from '../api/client.ts';
import { MINICART_PATH, cartSchema, type Cart } from '../api/cart-schemas.ts';
import type { ApiError, ApiResult } from '../api/errors.ts';
import { onReconnect } from '../api/connection.ts';
import { BUS_SOURCE, emit, on, type CartChangeReason } from '../events/bus.ts';
import { shared } from '../core/shared.ts';
import { $settings } from './settings.ts';

export interface CartState {
  cart: Cart | null;
  /** A load is under way (the previous cart, if any, stays shown). */
  loading: boolean;
  /** The last load failed; cleared by the next successful load. */
  error: ApiError | null;
  /** Ids of items being removed (shown as `Removing…`, their Remove button disabled). */
  removing: readonly number[];
  /** Ids of items whose last removal failed (cleared when the shopper tries again). */
  removeFailed: readonly number[];
  /** Discount codes being removed. */
  removingCodes: readonly string[];
  /**
   * How many the store confirmed added (by this library's product islands) since the cart shown
   * was loaded: counted at once, so the cart's count changes with the add's answer rather than a
   * round trip later; back to 0 when the cart loaded after them arrives.
   */
  added: number;
}

const initial: CartState = { cart: null, loading: false, error: null, removing: [], removeFailed: [], removingCodes: [], added: 0 };

/**
 * Created by the first copy of the library on the page, which also registers the start-up (a
 * second copy's would double every listener). It starts with its first subscriber and stops as
 * soon as the last one leaves (`onStart`/`onStop`, not `onMount`, whose stop waits a second: a
 * store reset meanwhile would never start again). The store's own code reads `$cart.value`:
 * `get()` on a store without subscribers starts it, and so would load the cart as a side effect.
 */
export const $cart: PreinitializedWritableAtom<CartState> = shared('store:cart', () => {
  const store = atom<CartState>(initial);
  let stopListening: (() => void) | null = null;
  onStart(store, () => {
    ensureCart();
    const stopRefresh = on('resort:cart:refresh', () => {
      void loadCart({ fresh: true, reason: 'refreshed' });
    });
    // A line's quantity changed in place (`updated`) has no count to add; the load will say.
    const stopAdded = on('resort:cart:item-added', (detail) => {
      if (detail.source === BUS_SOURCE && !detail.updated && Number.isInteger(detail.quantity) && detail.quantity > 0) patchCart({ added: store.value.added + detail.quantity });
    });
    const stopTabs = listenToOtherTabs();
    // Back online after a failed load: the cart comes back without a reload of the page.
    const stopReconnect = onReconnect(() => {
      if (store.value.error) void retryCart();
    });
    stopListening = () => {
      stopRefresh();
      stopAdded();
      stopTabs();
      stopReconnect();
    };
  });
  onStop(store, () => {
    stopListening?.();
    stopListening = null;
  });
  return store;
});

interface Pending {
  load: Promise<ApiResult<Cart>> | null;
  /** The latest load asked for: an answer to an earlier one, arriving later, is not shown. */
  latest: number;
}
const pending = shared<Pending>('store:cart:pending', () => ({ load: null, latest: 0 }));

/** Merges `update` into the cart state (for the cart actions). */
export function patchCart(update: Partial<CartState>): void {
  $cart.set({ ...$cart.value, ...update });
}

function announce(cart: Cart, reason: CartChangeReason, fromOtherTab = false): void {
  emit('resort:cart:changed', { cart, reason, source: BUS_SOURCE });
  // A change made here is news for the store's other tabs; one learnt from them is not.
  if (reason !== 'loaded' && !fromOtherTab) tellOtherTabs(cart);
  if (reason === 'loaded') emit('resort:cart:loaded', { cart, source: BUS_SOURCE });
  if (cart.TotalProducts === 0) emit('resort:cart:empty', { source: BUS_SOURCE });
}

/** Loads the cart from the store (one request however many islands call at once). */
export function loadCart(options: { fresh?: boolean; reason?: CartChangeReason; fromOtherTab?: boolean } = {}): Promise<ApiResult<Cart>> {
  if (pending.load && !options.fresh) return pending.load;
  patchCart({ loading: true });
  const asked = (pending.latest += 1);
  const load = api.get(MINICART_PATH, cartSchema, { fresh: options.fresh ?? false }).then((result) => {
    if (pending.load === load) pending.load = null;
    // A refresh asked while an earlier load was under way (an add, then the host's refresh after a
    // removal): the earlier answer may come last, and would put back the cart as it was.
    if (asked !== pending.latest) return result;
    if (result.ok) {
      // Every add is followed by a fresh load (`resort:cart:refresh`), the latest asked: its
      // answer holds what was added, and the answer to any load asked before it is not shown.
      patchCart({ cart: result.data, loading: false, error: null, added: 0 });
      announce(result.data, options.reason ?? 'loaded', options.fromOtherTab);
    } else {
      patchCart({ loading: false, error: result.error });
    }
    return result;
  });
  pending.load = load;
  return load;
}

/** Loads the cart again after a failed load (every island's Retry). */
export function retryCart(): Promise<ApiResult<Cart>> {
  return loadCart({ fresh: true });
}

/**
 * Makes sure the cart is there: from page data when the host embedded it, otherwise loaded.
 * The store calls it when its first island subscribes; calling it again does nothing.
 */
export function ensureCart(): void {
  const state = $cart.value;
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
  const current = $cart.value.cart?.CartHash ?? '';
  if (hash !== '' && hash !== current && ($cart.value.cart || $cart.value.error)) {
    void loadCart({ fresh: true, reason: 'refreshed' });
  }
}

/** The channel every tab of the store shares (one per page, whatever the number of copies). */
const TAB_CHANNEL = 'resort-widgets:cart';

interface TabMessage {
  type: 'cart-changed';
  hash: string;
}

const tabs = shared<{ channel: BroadcastChannel | null }>('store:cart:tabs', () => ({
  channel: typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(TAB_CHANNEL),
}));

function tellOtherTabs(cart: Cart): void {
  const message: TabMessage = { type: 'cart-changed', hash: cart.CartHash };
  tabs.channel?.postMessage(message);
}

function isTabMessage(data: unknown): data is TabMessage {
  return typeof data === 'object' && data !== null && (data as TabMessage).type === 'cart-changed' && typeof (data as TabMessage).hash === 'string';
}

/**
 * Another tab changed the cart: reload once, unless this tab already shows that cart. The reload
 * is not told back to the other tabs, so two tabs never ping-pong.
 */
function listenToOtherTabs(): () => void {
  const channel = tabs.channel;
  if (!channel) return () => {};
  const onMessage = (event: MessageEvent) => {
    if (!isTabMessage(event.data)) return;
    const shown = $cart.value.cart?.CartHash;
    if (shown !== undefined && event.data.hash !== '' && shown === event.data.hash) return;
    void loadCart({ fresh: true, reason: 'refreshed', fromOtherTab: true });
  };
  channel.addEventListener('message', onMessage);
  return () => channel.removeEventListener('message', onMessage);
}

/** Test helper: back to an empty, unloaded store. */
export function resetCartStore(): void {
  pending.load = null;
  pending.latest += 1;
  $cart.set(initial);
  // Islands of the page before (a story, a test) may still be subscribed for a moment, so the
  // store would not start again: start it as a new subscriber would, once the caller has set the
  // new page's data.
  if ($cart.lc > 0) queueMicrotask(ensureCart);
}
