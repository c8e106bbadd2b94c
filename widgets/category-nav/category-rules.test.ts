// @vitest-environment node
import { category, resortCategories } from './categories.fixtures.ts';
import { categoryHref, menuCategories, nextIndex, parseCategoryEntries } from './category-rules.ts';

describe('category navigation rules', () => {
  it('lists only categories that are not hidden and are in the top menu, in order', () => {
    expect(menuCategories(resortCategories()).map((entry) => entry.name)).toEqual([
      'Season Passes',
      'Lift Tickets',
      'Rentals',
      'Activities',
      'Vouchers',
    ]);
  });

  it('links each to /s{category url}', () => {
    expect(categoryHref({ Url: '/season-passes', SeName: 'x' })).toBe('/s/season-passes');
    expect(categoryHref({ Url: 'rentals', SeName: '' })).toBe('/s/rentals');
    expect(categoryHref({ Url: '/rentals/skis', SeName: '' })).toBe('/s/rentals/skis');
  });

  it('falls back to /{SeName} when the url is missing, and drops an entry with neither', () => {
    expect(categoryHref({ Url: '', SeName: 'lift-tickets' })).toBe('/s/lift-tickets');
    expect(categoryHref({ Url: ' ', SeName: ' ' })).toBeNull();
    expect(menuCategories([category('Nowhere', { Url: '', SeName: '' })])).toEqual([]);
  });

  it('drops entries without a name', () => {
    expect(menuCategories([category(' ', { SeName: 'blank' })])).toEqual([]);
  });

  it('keeps the entries of the right shape and counts the others', () => {
    const { entries, dropped } = parseCategoryEntries([
      { Id: 1, Name: 'Season Passes', SeName: 'season-passes' },
      { Id: '2', Name: 'Lift Tickets' },
      null,
      { Id: 3, Name: 'Rentals', Hidden: 'no' },
    ]);
    expect(entries).toEqual([{ Id: 1, Name: 'Season Passes', SeName: 'season-passes', Url: '', IncludeInTopMenu: true, Hidden: false }]);
    expect(dropped).toBe(3);
  });

  it.each([
    ['ArrowDown', -1, 0],
    ['ArrowDown', 0, 1],
    ['ArrowDown', 4, 0],
    ['ArrowUp', -1, 4],
    ['ArrowUp', 0, 4],
    ['ArrowUp', 3, 2],
    ['Home', 3, 0],
    ['End', 1, 4],
    ['a', 1, null],
  ])('moves with %s from %i to %s of 5 links', (key, from, to) => {
    expect(nextIndex(key, from, 5)).toBe(to);
  });

  it('has nowhere to move in an empty list', () => {
    expect(nextIndex('ArrowDown', -1, 0)).toBeNull();
  });
});
