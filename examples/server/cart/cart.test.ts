// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cartSchema } from '../../../src/api/cart-schemas.ts';
import { buildCart, selectionsKey, type CartBuildInput } from './cart.ts';
import type { CatalogProduct } from '../catalog/catalog.ts';

const product = (overrides: Partial<CatalogProduct>): CatalogProduct => ({
  id: 1,
  categoryId: 1,
  name: 'Thing',
  seName: 'thing',
  sku: 'T',
  shortDescription: '',
  priceCents: 1000,
  isEnhancedCartEnabled: false,
  reservationPriceCents: null,
  isTaxExempt: false,
  attributes: [],
  itemDiscounts: [],
  fullDescription: '',
  isTrackingInventory: false,
  specifications: [],
  releaseTitle: null,
  ...overrides,
});

function input(products: CatalogProduct[], lines: CartBuildInput['lines'], codes: string[] = []): CartBuildInput {
  return {
    catalog: {
      productById: new Map(products.map((p) => [p.id, p])),
      couponByCode: new Map([['WELCOME10', { id: 2, code: 'WELCOME10', percentageBp: 1000 }]]),
    },
    lines,
    codes,
    household: [
      { id: 10, firstName: 'Alex', lastName: 'Morgan' },
      { id: 11, firstName: 'Jordan', lastName: 'Morgan' },
    ],
  };
}

describe('buildCart', () => {
  it('is an empty, schema-valid cart with no lines', () => {
    const cart = buildCart(input([], []));
    expect(cartSchema.parse(cart)).toEqual(cart);
    expect(cart.TotalPrice).toBe(0);
    expect(cart.HasUnassigned).toBe(false);
  });

  it('lists assigned members in household order and flags unassigned lines', () => {
    const cart = buildCart(
      input(
        [product({})],
        [
          { id: 1, productId: 1, quantity: 1, selections: [], contactId: 11 },
          { id: 2, productId: 1, quantity: 1, selections: [], contactId: 10 },
          { id: 3, productId: 1, quantity: 1, selections: [], contactId: null },
        ],
      ),
    );
    expect(cart.AssignedMembers.map((m) => m.FirstName)).toEqual(['Alex', 'Jordan']);
    expect(cart.HasUnassigned).toBe(true);
  });

  it('ignores lines whose product is gone and unknown codes', () => {
    const cart = buildCart(input([product({})], [{ id: 1, productId: 99, quantity: 1, selections: [], contactId: null }], ['OLD']));
    expect(cart.Items).toEqual([]);
    expect(cart.AppliedDiscountCodes).toEqual([]);
  });

  it('taxes only taxable lines and discounts the order total including tax', () => {
    const cart = buildCart(
      input(
        [product({ id: 1, priceCents: 333 }), product({ id: 2, priceCents: 1000, isTaxExempt: true })],
        [
          { id: 1, productId: 1, quantity: 3, selections: [], contactId: null },
          { id: 2, productId: 2, quantity: 1, selections: [], contactId: null },
        ],
        ['WELCOME10'],
      ),
    );
    expect(cart.SubTotal).toBe(19.99);
    expect(cart.TaxRates).toEqual([
      { Rate: 4.5, Value: 0.45 }, // 9.99 × 4.5% = 0.44955
      { Rate: 2, Value: 0.2 }, // 9.99 × 2% = 0.1998
    ]);
    expect(cart.OrderTotalDiscount).toBe(2.06); // 20.64 × 10% = 2.064
    expect(cart.TotalPrice).toBe(18.58);
  });

  it('gives the same hash for the same content and another for any change', () => {
    const base = input([product({})], [{ id: 1, productId: 1, quantity: 1, selections: [], contactId: null }]);
    const hash = buildCart(base).CartHash;
    expect(buildCart(base).CartHash).toBe(hash);
    expect(buildCart({ ...base, codes: ['WELCOME10'] }).CartHash).not.toBe(hash);
    expect(
      buildCart({ ...base, lines: [{ id: 1, productId: 1, quantity: 2, selections: [], contactId: null }] }).CartHash,
    ).not.toBe(hash);
  });

  it('keys selections independently of their order', () => {
    const a = { attributeId: 2, valueId: 5, date: null };
    const b = { attributeId: 1, valueId: null, date: '2027-01-01' };
    expect(selectionsKey([a, b])).toBe(selectionsKey([b, a]));
    expect(selectionsKey([a])).not.toBe(selectionsKey([b]));
  });
});
