// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cartSchema } from '../../src/api/cart-schemas.ts';
import { buildCart, selectionsKey, type CartBuildInput } from './cart.ts';
import type { CatalogProduct } from './catalog.ts';
import { fromParts, parseIsoDate, weekdayOf } from './dates.ts';
import { centsToAmount, percentOfCents } from './money.ts';
import { escapeHtml, html, jsonScriptContent } from './pages/html.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { safeReturnUrl } from './return-url.ts';

describe('money', () => {
  it('rounds half up in whole cents', () => {
    expect(percentOfCents(1000, 450)).toBe(45);
    expect(percentOfCents(11, 4500)).toBe(5); // 4.95 → 5
    expect(percentOfCents(10, 450)).toBe(0); // 0.45 → 0
    expect(percentOfCents(100, 50)).toBe(1); // 0.5 → 1
    expect(percentOfCents(0, 1000)).toBe(0);
    expect(centsToAmount(85405)).toBe(854.05);
  });
});

describe('dates', () => {
  it('accepts only real calendar dates', () => {
    expect(parseIsoDate('2028-02-29')).toBe('2028-02-29');
    expect(parseIsoDate('2027-02-29')).toBeNull();
    expect(parseIsoDate('2027-13-01')).toBeNull();
    expect(parseIsoDate('27-01-01')).toBeNull();
    expect(fromParts(2027, 4, 31)).toBeNull();
    expect(fromParts(2027, 4, 30)).toBe('2027-04-30');
    expect(weekdayOf('2026-11-27')).toBe('Friday');
  });
});

describe('html', () => {
  it('escapes every interpolated value', () => {
    const name = `<img src=x onerror="alert('x')">&`;
    expect(escapeHtml(name)).toBe('&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;');
    expect(html`<p title="${name}">${name}</p>`.value).not.toContain('<img');
    expect(html`<ul>${['<a>', html`<li>ok</li>`]}</ul>`.value).toBe('<ul>&lt;a&gt;<li>ok</li></ul>');
  });

  it('writes JSON that cannot close its script element', () => {
    const content = jsonScriptContent({ name: '</script><script>alert(1)</script>' }).value;
    expect(content).not.toContain('<');
    expect(JSON.parse(content)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('return URLs', () => {
  it.each([
    [undefined, '/'],
    ['/cart', '/cart'],
    ['/s/rentals?x=1#top', '/s/rentals?x=1#top'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/ok\nSet-Cookie: x=1', '/'],
    ['/logout', '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeReturnUrl(input)).toBe(expected);
  });
});

describe('passwords', () => {
  it('hashes with a salt and verifies', async () => {
    const first = await hashPassword('Resort!2026');
    const second = await hashPassword('Resort!2026');
    expect(first).not.toBe(second);
    expect(first).not.toContain('Resort!2026');
    expect(await verifyPassword('Resort!2026', first)).toBe(true);
    expect(await verifyPassword('resort!2026', first)).toBe(false);
    expect(await verifyPassword('Resort!2026', first.slice(0, -2))).toBe(false);
    expect(await verifyPassword('Resort!2026', 'plain-text')).toBe(false);
  });
});

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
