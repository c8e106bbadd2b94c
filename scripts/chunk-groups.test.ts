import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build helper without type declarations
import { planChunkGroups } from './chunk-groups.mjs';

type Plan = (graph: {
  tags: Map<string, { id: string; family: string }>;
  everyPage: string[];
  otherEntries: string[];
  importsOf: (id: string) => readonly string[];
  dynamicImportsOf?: (id: string) => readonly string[];
  sizeOf: (id: string) => number;
  coreShare: number;
  sharedGroup?: string | undefined;
  alwaysCore?: string[];
}) => Map<string, string>;

// A small storefront: the mini cart on every page, the helpers' entry, three cart tags, two
// form fields, a product that loads its calendar on demand, and `index` importing every tag.
const graph: Record<string, string[]> = {
  index: ['minicart', 'cart', 'summary', 'country', 'date', 'product'],
  api: ['public-api'],
  'public-api': ['client'],
  minicart: ['react', 'client', 'cart-store'],
  cart: ['react', 'cart-labels', 'cart-actions', 'modal', 'money', 'colours'],
  summary: ['react', 'cart-labels', 'money', 'calendar-rules'],
  country: ['react', 'field-labels', 'field-core', 'flag'],
  date: ['react', 'field-labels', 'field-core', 'money', 'modal'],
  product: ['react', 'money', 'modal', 'product-rules', 'colours', 'calendar-rules', 'flag'],
  'product-rules': [],
  'cart-actions': ['cart-store'],
  'field-core': ['field-labels'],
};
const tags = new Map(
  Object.entries({ minicart: 'cart', cart: 'cart', summary: 'cart', country: 'form-fields', date: 'form-fields', product: 'product' }).map(([tag, family]) => [tag, { id: tag, family }]),
);
const plan = (sharedGroup?: string) =>
  (planChunkGroups as Plan)({ tags, everyPage: ['api', 'minicart'], otherEntries: ['index'], importsOf: (id) => graph[id] ?? [], sizeOf: (id) => (id === 'colours' || id === 'flag' ? 300 : 5000), coreShare: 3, sharedGroup });

describe('planChunkGroups', () => {
  it('puts what every page loads into core: the mini cart and the helpers with all they import', () => {
    const groups = plan();
    for (const module of ['react', 'client', 'cart-store', 'public-api']) expect(groups.get(module)).toBe('core');
  });

  it('puts a piece three tags of different families use into core, once', () => {
    expect(plan().get('money')).toBe('core');
    expect(plan().get('modal')).toBe('core');
  });

  it('puts a tiny piece two tags of different families use into core, and leaves a larger one apart', () => {
    expect(plan().get('colours')).toBe('core');
    expect(plan().has('calendar-rules')).toBe(false);
  });

  it("gives a family's shared pieces one file of the family's, even when three of its tags use them", () => {
    const groups = plan();
    expect(groups.get('cart-labels')).toBe('family-cart');
    expect(groups.get('field-labels')).toBe('family-form-fields');
    expect(groups.get('field-core')).toBe('family-form-fields');
  });

  it("leaves a tag's own code and every other entry where the bundler puts them", () => {
    const groups = plan();
    expect(groups.has('product-rules')).toBe(false);
    expect(groups.has('cart-actions')).toBe(false);
    for (const entry of ['index', 'api', 'cart', 'product']) expect(groups.has(entry)).toBe(false);
  });

  it("puts a header tag's own module into core, so core defines it and its entry file only re-exports", () => {
    expect(plan().get('minicart')).toBe('core');
    // The helpers' entry is on every page's list, but it is no tag: it keeps its file.
    expect(plan().has('api')).toBe(false);
  });

  it('with a shared group, puts a piece three tags use but no every-page entry needs there, so a page of only the header skips it', () => {
    const groups = plan('shared');
    expect(groups.get('money')).toBe('shared');
    expect(groups.get('modal')).toBe('shared');
    expect(groups.get('client')).toBe('core');
    expect(groups.get('cart-labels')).toBe('family-cart');
  });

  it('with a shared group, puts a tiny piece there when every tag that uses it fetches shared anyway, and in core when one does not', () => {
    const groups = plan('shared');
    // The cart and the product fetch `shared` (money, modal); the country field does not.
    expect(groups.get('colours')).toBe('shared');
    expect(groups.get('flag')).toBe('core');
  });

  it("puts a tiny piece in core that another family's tag uses at once and a header tag's part loads on use, not one of the header tag's own family", () => {
    const lazyGraph: Record<string, string[]> = {
      nav: ['react'],
      'nav-panel': ['links', 'nav-rules'],
      category: ['react', 'links'],
      'nav-form': ['nav-rules'],
    };
    const lazyTags = new Map(
      Object.entries({ nav: 'nav', category: 'category', 'nav-form': 'nav' }).map(([tag, family]) => [tag, { id: tag, family }]),
    );
    const groups = (planChunkGroups as Plan)({
      tags: lazyTags,
      everyPage: ['nav'],
      otherEntries: [],
      importsOf: (id) => lazyGraph[id] ?? [],
      dynamicImportsOf: (id) => (id === 'nav' ? ['nav-panel'] : []),
      sizeOf: () => 300,
      coreShare: 3,
    });
    expect(groups.get('links')).toBe('core');
    expect(groups.has('nav-rules')).toBe(false);
    expect(groups.has('nav-panel')).toBe(false);
  });

  it('puts a piece of the island runtime that only parts use into core when asked (the part loader in the admin build)', () => {
    const groups = (planChunkGroups as Plan)({ tags, everyPage: [], otherEntries: ['index'], importsOf: (id) => graph[id] ?? [], sizeOf: () => 5000, coreShare: 2, alwaysCore: ['part-loader'] });
    expect(groups.get('part-loader')).toBe('core');
  });
});
