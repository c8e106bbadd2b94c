// @vitest-environment node
import { productHref } from '../../src/core/category-links.ts';
import { categoryAnswer, categoryProduct, subCategory } from './category.fixtures.ts';
import { categoryView, listItems } from './category-rules.ts';

describe('category page rules', () => {
  it('links a product to its page at the site root, and none without a SeName', () => {
    expect(productHref('season-pass-adult')).toBe('/season-pass-adult');
    expect(productHref('/season-pass-adult')).toBe('/season-pass-adult');
    expect(productHref('  ')).toBeNull();
  });

  it('draws products with their page and picture, and subcategories under /s, leaving out what cannot link', () => {
    const view = categoryView(
      categoryAnswer({
        ProductDetails: [categoryProduct(3, ' 1-Day Lift Ticket ', 129, { PictureUrl: 'javascript:alert(1)' }), categoryProduct(4, 'Half Day', 89, { PictureUrl: '/pictures/half.png', Sku: ' LT-HALF ' })],
        SubCategories: [subCategory(6, 'Multi-Day Tickets', { Url: '/lift-tickets/multi-day' }), subCategory(7, 'Nowhere', { SeName: '', Url: '' })],
      }),
    );
    expect(view.products).toEqual([
      { id: 3, name: '1-Day Lift Ticket', href: '/1-day-lift-ticket', sku: '', price: 129, description: '', picture: null },
      { id: 4, name: 'Half Day', href: '/half-day', sku: 'LT-HALF', price: 89, description: '', picture: '/pictures/half.png' },
    ]);
    expect(view.subCategories).toEqual([{ id: 6, name: 'Multi-Day Tickets', href: '/s/lift-tickets/multi-day', picture: null }]);
    expect(view.unreadable).toBe(1);
  });

  it('names a product by its SKU in analytics, as the product page does, and by its id without one', () => {
    const { products } = categoryView(categoryAnswer({ ProductDetails: [categoryProduct(1, 'Season Pass - Adult', 899, { Sku: 'SP-ADULT' }), categoryProduct(3, '1-Day Lift Ticket', 129)] }));
    expect(listItems(products).map((item) => item.item_id)).toEqual(['SP-ADULT', '3']);
  });

  it('lists the products as GA4 items in the order shown', () => {
    const { products } = categoryView(categoryAnswer());
    expect(listItems(products)).toEqual([
      { item_id: '3', item_name: '1-Day Lift Ticket', price: 129, quantity: 1, index: 0 },
      { item_id: '14', item_name: 'Half-Day Lift Ticket', price: 89, quantity: 1, index: 1 },
    ]);
  });
});
