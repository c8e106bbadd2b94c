import { http, HttpResponse } from 'msw';
import { cleanStores } from 'nanostores';
import { $cart, ensureCart, loadCart, resetCartStore, retryCart, syncCartHash } from './cart.ts';
import { $showCart } from './show-cart.ts';
import { applyDiscountCode, removeDiscountCode, removeItem } from './cart-actions.ts';
import { setPageData } from './page-data-actions.ts';
import * as api from '../api/client.ts';
import { BUS_SOURCE } from '../events/bus.ts';
import { startMswServer } from '../../test/msw.ts';
import { cartWith, discountedCart, emptyCart, familyCart } from '../../widgets/cart/cart.fixtures.ts';

const server = startMswServer();
let minicartRequests = 0;
let events: string[] = [];
const record = (event: Event) => events.push(event.type);
const eventNames = ['resort:cart:changed', 'resort:cart:loaded', 'resort:cart:empty', 'resort:members:refresh'];

beforeEach(() => {
  // A derived store keeps the cart subscribed for a second after its last reader leaves: end
  // every subscription at once so each test starts with a store that has not started.
  cleanStores($showCart, $cart);
  resetCartStore();
  api.invalidate();
  setPageData({});
  minicartRequests = 0;
  events = [];
  eventNames.forEach((name) => window.addEventListener(name, record));
  server.use(
    http.get('/api/minicart', () => {
      minicartRequests += 1;
      return HttpResponse.json(familyCart());
    }),
  );
});

afterEach(() => eventNames.forEach((name) => window.removeEventListener(name, record)));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('$cart', () => {
  it('loads the cart once however many islands ask at once', async () => {
    ensureCart();
    ensureCart();
    ensureCart();
    await loadCart();
    expect(minicartRequests).toBe(1);
    expect($cart.get().cart?.TotalProducts).toBe(4);
    expect($showCart.get()).toBe(true);
  });

  it('takes the cart from page data without any request', async () => {
    setPageData({ cart: discountedCart() });
    ensureCart();
    await settle();
    expect(minicartRequests).toBe(0);
    expect($cart.get().cart?.AppliedDiscountCodes).toEqual(['WELCOME10']);
    expect(events).toContain('resort:cart:loaded');
  });

  it('sends cart loaded and cart empty events when the cart is empty, and showCart stays off', async () => {
    server.use(http.get('/api/minicart', () => HttpResponse.json(emptyCart())));
    await loadCart();
    expect(events).toEqual(['resort:cart:changed', 'resort:cart:loaded', 'resort:cart:empty']);
    expect($showCart.get()).toBe(false);
  });

  it('keeps an error (and the previous cart) when a load fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await loadCart();
    server.use(http.get('/api/minicart', () => new HttpResponse(null, { status: 500 })));
    await loadCart({ fresh: true });
    expect($cart.get().error).toMatchObject({ kind: 'http', status: 500 });
    expect($cart.get().cart?.TotalProducts).toBe(4);
  });

  it('loads itself when the first island subscribes, and only once for many', async () => {
    const stops = [$cart.listen(() => {}), $cart.listen(() => {}), $cart.listen(() => {})];
    await vi.waitFor(() => expect($cart.get().cart?.TotalProducts).toBe(4));
    expect(minicartRequests).toBe(1);
    stops.forEach((stop) => stop());
  });

  it('loads again on Retry after a failed load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/minicart', () => new HttpResponse(null, { status: 500 }), { once: true }));
    await loadCart();
    expect($cart.get().error).toMatchObject({ kind: 'http', status: 500 });
    await retryCart();
    expect($cart.get().error).toBeNull();
    expect($cart.get().cart?.TotalProducts).toBe(4);
  });

  it('loads again by itself when the browser comes back online after a failed load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const stop = $cart.listen(() => {});
    server.use(http.get('/api/minicart', () => new HttpResponse(null, { status: 500 }), { once: true }));
    await vi.waitFor(() => expect($cart.get().error).toMatchObject({ status: 500 }));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect($cart.get().cart?.TotalProducts).toBe(4));
    expect($cart.get().error).toBeNull();
    stop();
  });

  it('reloads when the host sends resort:cart:refresh', async () => {
    const stop = $cart.listen(() => {});
    await loadCart();
    server.use(http.get('/api/minicart', () => HttpResponse.json(cartWith([]))));
    window.dispatchEvent(new CustomEvent('resort:cart:refresh'));
    await vi.waitFor(() => expect($cart.get().cart?.TotalProducts).toBe(0));
    stop();
  });

  it('shows the cart of the last load asked for when an earlier answer comes after it', async () => {
    // An add reloads the cart; the host removes an item and asks for a refresh before that answer is in.
    let answers = 0;
    server.use(
      http.get('/api/minicart', async () => {
        answers += 1;
        if (answers === 1) {
          await new Promise((resolve) => setTimeout(resolve, 60));
          return HttpResponse.json(familyCart());
        }
        return HttpResponse.json(emptyCart());
      }),
    );
    const stop = $cart.listen(() => {});
    const added = loadCart({ fresh: true, reason: 'refreshed' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    window.dispatchEvent(new CustomEvent('resort:cart:refresh'));
    await vi.waitFor(() => expect($cart.get().cart?.TotalProducts).toBe(0));
    await added;
    await vi.waitFor(() => expect($cart.get().loading).toBe(false));
    expect($cart.get().cart?.TotalProducts).toBe(0);
    stop();
  });

  describe('an add the store confirmed', () => {
    const added = (detail: { quantity: number; updated?: boolean; source?: string }) =>
      window.dispatchEvent(
        new CustomEvent('resort:cart:item-added', { detail: { productId: 7, cartItemId: 90, contactId: null, updated: false, source: BUS_SOURCE, ...detail } }),
      );

    it('counts at once, and the cart loaded after it then says how many', async () => {
      const stop = $cart.listen(() => {});
      await loadCart();
      const held: { answer?: () => void } = {};
      server.use(
        http.get('/api/minicart', async () => {
          await new Promise<void>((resolve) => (held.answer = resolve));
          return HttpResponse.json(cartWith([], { TotalProducts: 7 }));
        }),
      );
      // As the product island sends them: the refresh, then what was added.
      window.dispatchEvent(new CustomEvent('resort:cart:refresh'));
      added({ quantity: 2 });
      expect($cart.get().cart?.TotalProducts).toBe(4);
      expect($cart.get().added).toBe(2);
      await vi.waitFor(() => expect(held.answer).toBeDefined());
      held.answer?.();
      await vi.waitFor(() => expect($cart.get().cart?.TotalProducts).toBe(7));
      expect($cart.get().added).toBe(0);
      stop();
    });

    it('stays counted while the cart cannot be loaded, until a load succeeds', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const stop = $cart.listen(() => {});
      await loadCart();
      server.use(http.get('/api/minicart', () => new HttpResponse(null, { status: 500 })));
      window.dispatchEvent(new CustomEvent('resort:cart:refresh'));
      added({ quantity: 1 });
      await vi.waitFor(() => expect($cart.get().error).not.toBeNull());
      expect($cart.get().added).toBe(1);
      server.use(http.get('/api/minicart', () => HttpResponse.json(familyCart())));
      await retryCart();
      expect($cart.get().added).toBe(0);
      stop();
    });

    it('does not count a line changed in place, an impossible quantity or an event another script sent', async () => {
      const stop = $cart.listen(() => {});
      await loadCart();
      added({ quantity: 3, updated: true });
      added({ quantity: 0 });
      added({ quantity: 1.5 });
      added({ quantity: 2, source: 'host' });
      expect($cart.get().added).toBe(0);
      stop();
    });
  });

  it('reloads when the cart hash changes, and not when it is the same', async () => {
    await loadCart();
    const before = minicartRequests;
    syncCartHash(familyCart().CartHash);
    await settle();
    expect(minicartRequests).toBe(before);
    syncCartHash('something-new');
    await vi.waitFor(() => expect(minicartRequests).toBe(before + 1));
  });

  describe('removing an item', () => {
    it('sets Removing, posts the id, reloads the cart and asks for the assignable members', async () => {
      await loadCart();
      const item = $cart.get().cart!.Items[0]!;
      let posted = '';
      server.use(
        http.post('/ShoppingCart/RemoveShoppingCartItem', async ({ request }) => {
          posted = await request.text();
          expect($cart.get().removing).toContain(item.Id);
          return HttpResponse.json({ success: true });
        }),
        http.get('/api/minicart', () => HttpResponse.json(cartWith(familyCart().Items.slice(1)))),
      );
      const result = await removeItem(item);
      expect(result.ok).toBe(true);
      expect(posted).toBe(`id=${item.Id}`);
      expect($cart.get().removing).toEqual([]);
      expect($cart.get().cart?.Items.map((i) => i.Id)).not.toContain(item.Id);
      expect(events).toContain('resort:members:refresh');
      expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'remove_from_cart' }));
    });

    it('clears Removing when the removal fails', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      await loadCart();
      const item = $cart.get().cart!.Items[0]!;
      server.use(http.post('/ShoppingCart/RemoveShoppingCartItem', () => HttpResponse.json({ success: false, message: 'No' }, { status: 400 })));
      const result = await removeItem(item);
      expect(result.ok).toBe(false);
      expect($cart.get().removing).toEqual([]);
      expect($cart.get().cart?.Items).toHaveLength(4);
    });

    it('marks the item as failed until the shopper tries again', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      await loadCart();
      const item = $cart.get().cart!.Items[0]!;
      server.use(http.post('/ShoppingCart/RemoveShoppingCartItem', () => new HttpResponse(null, { status: 500 }), { once: true }));
      await removeItem(item);
      expect($cart.get().removeFailed).toEqual([item.Id]);
      let failedWhileRetrying: readonly number[] = [];
      server.use(
        http.post('/ShoppingCart/RemoveShoppingCartItem', () => {
          failedWhileRetrying = $cart.get().removeFailed;
          return HttpResponse.json({ success: true });
        }),
      );
      await removeItem(item);
      expect(failedWhileRetrying).toEqual([]);
      expect($cart.get().removeFailed).toEqual([]);
    });
  });

  describe('discount codes', () => {
    it('applies a code and reloads the cart', async () => {
      await loadCart();
      server.use(
        http.get('/api/discount/apply/WELCOME10', () => HttpResponse.json({ success: true })),
        http.get('/api/minicart', () => HttpResponse.json(discountedCart())),
      );
      expect((await applyDiscountCode('WELCOME10')).ok).toBe(true);
      expect($cart.get().cart?.AppliedDiscountCodes).toEqual(['WELCOME10']);
    });

    it('reports a code the store refuses', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      server.use(http.get('/api/discount/apply/NOPE', () => HttpResponse.json({ success: false, message: 'No' }, { status: 400 })));
      expect((await applyDiscountCode('NOPE')).ok).toBe(false);
    });

    it('marks a code as being removed until the store answers', async () => {
      setPageData({ cart: discountedCart() });
      ensureCart();
      server.use(
        http.get('/api/discount/remove/WELCOME10', () => {
          expect($cart.get().removingCodes).toEqual(['WELCOME10']);
          return HttpResponse.json({ success: true });
        }),
      );
      expect((await removeDiscountCode('WELCOME10')).ok).toBe(true);
      expect($cart.get().removingCodes).toEqual([]);
    });
  });
});

describe('two copies of the library on one page', () => {
  it('share one cart store and one request', async () => {
    const first = await import('./cart.ts');
    vi.resetModules();
    const second = await import('./cart.ts');
    expect(second).not.toBe(first);
    expect(second.$cart).toBe(first.$cart);
    first.resetCartStore();
    first.ensureCart();
    second.ensureCart();
    await first.loadCart();
    expect(minicartRequests).toBe(1);
  });
});

describe("the store's other tabs", () => {
  /** Another tab of the store, as the cart store sees it: the same channel name. */
  let otherTab: BroadcastChannel;
  let heard: unknown[];
  const hear = (event: MessageEvent) => heard.push(event.data);
  beforeEach(() => {
    heard = [];
    otherTab = new BroadcastChannel('resort-widgets:cart');
    otherTab.addEventListener('message', hear);
  });
  afterEach(() => otherTab.close());

  it('are told when a change here changed the cart', async () => {
    await loadCart();
    server.use(http.get('/api/minicart', () => HttpResponse.json(cartWith([]))));
    window.dispatchEvent(new CustomEvent('resort:cart:refresh'));
    const stop = $cart.listen(() => {});
    window.dispatchEvent(new CustomEvent('resort:cart:refresh'));
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'cart-changed', hash: cartWith([]).CartHash }]));
    stop();
  });

  it('are not told of the first load', async () => {
    await loadCart();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toEqual([]);
  });

  it('make this tab reload once when they change the cart, without telling them back', async () => {
    const stop = $cart.listen(() => {});
    await vi.waitFor(() => expect($cart.get().cart?.TotalProducts).toBe(4));
    let reloads = 0;
    server.use(
      http.get('/api/minicart', () => {
        reloads += 1;
        return HttpResponse.json(cartWith([]));
      }),
    );
    otherTab.postMessage({ type: 'cart-changed', hash: 'changed-elsewhere' });
    await vi.waitFor(() => expect($cart.get().cart?.TotalProducts).toBe(0));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reloads).toBe(1);
    expect(heard).toEqual([]);
    stop();
  });

  it('do not make this tab reload for the cart it already shows', async () => {
    const stop = $cart.listen(() => {});
    await vi.waitFor(() => expect($cart.get().cart?.TotalProducts).toBe(4));
    otherTab.postMessage({ type: 'cart-changed', hash: familyCart().CartHash });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(minicartRequests).toBe(1);
    stop();
  });
});
