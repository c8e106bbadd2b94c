import { http, HttpResponse } from 'msw';
import { $cart, ensureCart, listenForCartRefresh, loadCart, resetCartStore, syncCartHash } from './cart.ts';
import { $showCart } from './show-cart.ts';
import { applyDiscountCode, removeDiscountCode, removeItem } from './cart-actions.ts';
import { setPageData } from './page-data-actions.ts';
import * as api from '../api/client.ts';
import { startMswServer } from '../../test/msw.ts';
import { cartWith, discountedCart, emptyCart, familyCart } from '../../test/fixtures/cart.ts';

const server = startMswServer();
let minicartRequests = 0;
let events: string[] = [];
const record = (event: Event) => events.push(event.type);
const eventNames = ['resort:cart:changed', 'resort:cart:loaded', 'resort:cart:empty', 'resort:members:refresh'];

beforeEach(() => {
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

  it('reloads when the host sends resort:cart:refresh', async () => {
    listenForCartRefresh();
    await loadCart();
    server.use(http.get('/api/minicart', () => HttpResponse.json(cartWith([]))));
    window.dispatchEvent(new CustomEvent('resort:cart:refresh'));
    await vi.waitFor(() => expect($cart.get().cart?.TotalProducts).toBe(0));
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
