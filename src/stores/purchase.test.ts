import { SENT_ORDERS_KEPT, SENT_ORDERS_KEY, trackPurchase } from './purchase.ts';
import { setPageData } from './page-data-actions.ts';
import { resetShared } from '../core/shared.ts';
import { ga4Problems } from '../../test/ga4-schema.ts';

const order = (id: string) => ({
  transaction_id: id,
  value: 809.1,
  items: [{ item_id: 'PASS-ADULT', item_name: 'Season Pass - Adult', price: 899, quantity: 1 }],
});
const purchases = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'purchase');

/** A storage that refuses everything, as Safari's private mode once did. */
const refusing: Storage = {
  length: 0,
  clear: () => undefined,
  key: () => null,
  removeItem: () => undefined,
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('denied');
  },
};

describe('purchase, once per order', () => {
  beforeEach(() => {
    localStorage.clear();
    setPageData({ currency: 'CAD' });
  });

  it('pushes the order as GA4’s purchase, in the store’s currency', () => {
    expect(trackPurchase(order('SR2001'))).toBe(true);
    expect(purchases()).toEqual([
      {
        event: 'purchase',
        ecommerce: { transaction_id: 'SR2001', currency: 'CAD', value: 809.1, items: [{ item_id: 'PASS-ADULT', item_name: 'Season Pass - Adult', price: 899, quantity: 1 }] },
      },
    ]);
    expect(purchases().every((entry) => ga4Problems(entry).length === 0)).toBe(true);
  });

  it('never pushes the same order again, on this page or after a reload', () => {
    trackPurchase(order('SR2002'));
    expect(trackPurchase(order('SR2002'))).toBe(false);
    // A reload: a new page (nothing shared in memory), the same browser storage.
    resetShared();
    expect(trackPurchase(order('SR2002'))).toBe(false);
    expect(trackPurchase(order('SR2003'))).toBe(true);
    expect(purchases().map((entry) => (entry as { ecommerce: { transaction_id: string } }).ecommerce.transaction_id)).toEqual(['SR2002', 'SR2003']);
  });

  it(`keeps the latest ${SENT_ORDERS_KEPT} order ids, the oldest forgotten first`, () => {
    for (let n = 0; n <= SENT_ORDERS_KEPT; n += 1) trackPurchase(order(`SR3${String(n).padStart(3, '0')}`));
    const kept = JSON.parse(localStorage.getItem(SENT_ORDERS_KEY) ?? '[]') as string[];
    expect(kept).toHaveLength(SENT_ORDERS_KEPT);
    expect(kept[0]).toBe('SR3001');
    expect(kept.at(-1)).toBe(`SR3${String(SENT_ORDERS_KEPT).padStart(3, '0')}`);
  });

  it('still pushes once on the page when the browser refuses storage', () => {
    expect(trackPurchase(order('SR2004'), refusing)).toBe(true);
    expect(trackPurchase(order('SR2004'), refusing)).toBe(false);
    expect(purchases()).toHaveLength(1);
  });

  it('reads a stored list it cannot parse as none', () => {
    localStorage.setItem(SENT_ORDERS_KEY, '{not json');
    expect(trackPurchase(order('SR2005'))).toBe(true);
  });

  it.each([
    ['no order id', { ...order(''), transaction_id: '  ' }],
    ['an item without an id', { ...order('SR2006'), items: [{ item_name: 'X', price: 1, quantity: 1 }] }],
    ['a quantity of 0', { ...order('SR2007'), items: [{ item_id: 'X', item_name: 'X', price: 1, quantity: 0 }] }],
    ['a value that is no number', { ...order('SR2008'), value: '809.10' }],
    ['nothing at all', null],
  ])('refuses an order with %s, naming what is wrong, and pushes nothing', (_name, bad) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(trackPurchase(bad)).toBe(false);
    expect(purchases()).toEqual([]);
    expect(errors.mock.calls[0]?.[0]).toMatch(/^resort-widgets: trackPurchase needs GA4's purchase parameters/);
    errors.mockRestore();
  });
});
