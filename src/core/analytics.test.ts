import {
  addPaymentInfo,
  beginCheckout,
  DEFAULT_ANALYTICS,
  ga4Item,
  itemId,
  itemsValue,
  login,
  purchase,
  removeFromCart,
  setAnalyticsSettingsSource,
  signUp,
  track,
  viewCart,
  type AnalyticsConfig,
} from './analytics.ts';
import { addToCart, joinItemList, LIST_WAIT_MS, listedItem, selectItem, viewItem, viewItemList } from './analytics-catalog.ts';
import { ga4Problems } from '../../test/ga4-schema.ts';

const pass = ga4Item({ productId: 7, sku: 'PASS-ADULT', name: 'Season Pass - Adult', price: 899, quantity: 1 });
const ticket = ga4Item({ productId: 12, sku: '', name: 'Lift Ticket - 1 Day', price: 0.1, quantity: 3, date: '2026-12-24', memberRole: 'household_member' });
const list = { id: '3', name: 'Lift Tickets' };

describe('GA4 items', () => {
  it('use the SKU as item_id, or the product id when the SKU is empty or blank', () => {
    expect(itemId(12, 'LT-1')).toBe('LT-1');
    expect(itemId(12, '  LT-1 ')).toBe('LT-1');
    expect(itemId(12, '')).toBe('12');
    expect(itemId(12, '   ')).toBe('12');
    expect(itemId(12)).toBe('12');
  });

  it('round the price to cents as it is written (1.005 is 1.01) and keep a whole quantity of at least 1', () => {
    expect(ga4Item({ productId: 1, name: 'A', price: 1.005, quantity: 2 })).toEqual({ item_id: '1', item_name: 'A', price: 1.01, quantity: 2 });
    expect(ga4Item({ productId: 1, name: 'A', price: 0, quantity: 0 }).quantity).toBe(1);
    expect(ga4Item({ productId: 1, name: 'A', price: 0, quantity: 2.7 }).quantity).toBe(2);
    expect(ga4Item({ productId: 1, name: 'A', price: 0, quantity: Number.NaN }).quantity).toBe(1);
  });

  it('name an item by its id when it has no name (GA4 wants one of the two)', () => {
    expect(ga4Item({ productId: 5, name: '  ', price: 1, quantity: 1 }).item_name).toBe('5');
  });

  it('carry the date and the member as a role only when known, never a name', () => {
    expect(ticket).toEqual({ item_id: '12', item_name: 'Lift Ticket - 1 Day', price: 0.1, quantity: 3, item_date: '2026-12-24', item_member_role: 'household_member' });
    expect(ga4Item({ productId: 1, name: 'A', price: 1, quantity: 1, date: null })).not.toHaveProperty('item_date');
  });

  it('are worth the sum of price × quantity in whole cents (3 × 0.10 is 0.30, not 0.30000000000000004)', () => {
    expect(itemsValue([ticket])).toBe(0.3);
    expect(itemsValue([pass, ticket])).toBe(899.3);
    expect(itemsValue([])).toBe(0);
  });
});

describe('GA4 event builders', () => {
  it.each([
    ['view_item', viewItem('usd', pass)],
    ['add_to_cart', addToCart('USD', ticket)],
    ['remove_from_cart', removeFromCart('USD', ticket)],
    ['view_cart', viewCart('USD', [pass, ticket], 899.3)],
    ['begin_checkout', beginCheckout('USD', [pass], 809.1, 'WELCOME10')],
    ['add_payment_info', addPaymentInfo('USD', [pass], 809.1, 'square-card')],
    ['purchase', purchase({ transactionId: 'SR1001', currency: 'USD', items: [pass, ticket], tax: 12.345, coupon: 'WELCOME10' })],
    ['view_item_list', viewItemList(list, [pass, ticket])],
    ['select_item', selectItem(list, ticket, 1)],
    ['login', login('password')],
    ['sign_up', signUp('password')],
  ])('%s has GA4’s documented shape', (name, entry) => {
    expect(entry.event).toBe(name);
    expect(ga4Problems(entry)).toEqual([]);
  });

  it('write the currency as an ISO code in capitals, the store’s USD when empty', () => {
    expect(viewItem('cad', pass).ecommerce?.currency).toBe('CAD');
    expect(viewItem(' ', pass).ecommerce?.currency).toBe('USD');
  });

  it('value one item at its price × quantity, a cart or an order at its total (rounded to cents)', () => {
    expect(addToCart('USD', ticket).ecommerce?.value).toBe(0.3);
    expect(viewCart('USD', [pass, ticket], 809.371).ecommerce?.value).toBe(809.37);
    expect(purchase({ transactionId: 'SR1', currency: 'USD', items: [ticket] }).ecommerce?.value).toBe(0.3);
    expect(purchase({ transactionId: 'SR1', currency: 'USD', items: [ticket], value: 0 }).ecommerce?.value).toBe(0);
  });

  it('give a purchase its order id, tax in cents and a coupon only when there is one', () => {
    const sale = purchase({ transactionId: 'SR1001', currency: 'USD', items: [pass], tax: 12.345, coupon: '' }).ecommerce;
    expect(sale).toMatchObject({ transaction_id: 'SR1001', tax: 12.35 });
    expect(sale).not.toHaveProperty('coupon');
    expect(beginCheckout('USD', [pass], 899, '').ecommerce).not.toHaveProperty('coupon');
  });

  it('number a list’s items from 0 and name the list on each; select_item keeps the place it was chosen at', () => {
    const shown = viewItemList(list, [pass, ticket]).ecommerce;
    expect(shown?.items.map((item) => [item.index, item.item_list_id, item.item_list_name])).toEqual([
      [0, '3', 'Lift Tickets'],
      [1, '3', 'Lift Tickets'],
    ]);
    expect(selectItem(list, ticket, 1).ecommerce?.items[0]).toMatchObject({ item_id: '12', index: 1, item_list_name: 'Lift Tickets' });
  });

  it('tell payment types apart', () => {
    expect(addPaymentInfo('USD', [pass], 1, 'square-apple').ecommerce?.payment_type).toBe('square-apple');
  });
});

describe('track', () => {
  const settings = (config: Partial<AnalyticsConfig>) => setAnalyticsSettingsSource(() => ({ ...DEFAULT_ANALYTICS, ...config }));
  afterEach(() => {
    setAnalyticsSettingsSource(() => DEFAULT_ANALYTICS);
    delete (window as unknown as Record<string, unknown>).shopLayer;
  });

  it('clears the previous ecommerce object before an ecommerce event, not before login', () => {
    track(viewItem('USD', pass));
    track(login('password'));
    expect(window.dataLayer).toEqual([{ ecommerce: null }, viewItem('USD', pass), { event: 'login', method: 'password' }]);
  });

  it('pushes nothing when AnalyticsSettings turn the data layer off', () => {
    settings({ enabled: false });
    track(viewItem('USD', pass));
    expect(window.dataLayer).toEqual([]);
  });

  it('pushes to the array AnalyticsSettings name (made when missing), not to dataLayer', () => {
    settings({ layerName: 'shopLayer' });
    track(login('password'));
    expect((window as unknown as { shopLayer: unknown[] }).shopLayer).toEqual([{ event: 'login', method: 'password' }]);
    expect(window.dataLayer).toEqual([]);
  });

  it('falls back to dataLayer, with a warning, for a name that is no JavaScript name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    settings({ layerName: 'shop layer' });
    track(login('password'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"shop layer" is not a JavaScript name'));
    warn.mockRestore();
    expect(window.dataLayer).toEqual([{ event: 'login', method: 'password' }]);
  });

  it('leaves a host global of that name alone when it is not an array', () => {
    const own = { push: () => undefined };
    (window as unknown as Record<string, unknown>).shopLayer = own;
    settings({ layerName: 'shopLayer' });
    track(login('password'));
    expect((window as unknown as Record<string, unknown>).shopLayer).toBe(own);
  });

  it('leaves out, with a warning, a parameter GA4 cannot take: a bad name, an object, a number that is not finite', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    settings({ parameters: { 'bad name': 1, nested: { a: 1 }, ratio: Number.NaN, kept: 'yes' } });
    track(login('password'));
    expect(window.dataLayer).toEqual([{ kept: 'yes', event: 'login', method: 'password' }]);
    expect(warn.mock.calls.map((call) => String(call[0])).join('\n')).toMatch(/"bad name"[\s\S]*"nested"[\s\S]*"ratio"/);
    warn.mockRestore();
  });

  it('adds the store’s own parameters to every event, which can never rename or replace it', () => {
    settings({ parameters: { store_name: 'Summit', site_id: 7, event: 'hijack', ecommerce: 'x', method: 'y' } });
    track(viewItem('USD', pass));
    track(signUp('password'));
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      { store_name: 'Summit', site_id: 7, ...viewItem('USD', pass) },
      { store_name: 'Summit', site_id: 7, event: 'sign_up', method: 'password' },
    ]);
  });
});

describe('a list shown by several islands', () => {
  const listViews = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'view_item_list');

  it('is sent once, when the last of its products has joined, in the order of their places', () => {
    joinItemList(list, ticket, 1, 2);
    expect(listViews()).toEqual([]);
    joinItemList(list, pass, 0, 2);
    expect(listViews()).toHaveLength(1);
    expect((listViews()[0] as { ecommerce: { items: { item_id: string; index: number }[] } }).ecommerce.items.map((item) => [item.item_id, item.index])).toEqual([
      ['PASS-ADULT', 0],
      ['12', 1],
    ]);
  });

  it(`is sent with the products that did join after ${LIST_WAIT_MS} ms, when one never shows`, () => {
    vi.useFakeTimers();
    try {
      joinItemList({ id: '9', name: 'Rentals' }, pass, 0, 3);
      vi.advanceTimersByTime(LIST_WAIT_MS - 1);
      expect(listViews()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(listViews()).toHaveLength(1);
      expect(ga4Problems(listViews()[0])).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('names the list and the place on an item added from it', () => {
    expect(listedItem(pass, list, 4)).toMatchObject({ item_list_id: '3', item_list_name: 'Lift Tickets', index: 4 });
  });
});
