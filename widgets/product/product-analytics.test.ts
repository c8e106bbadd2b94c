import { firstChosenDate, listOf, memberRole, placeInList } from './product-analytics.ts';
import type { AttributeView } from './rules/attribute-rules.ts';

describe('the product in analytics', () => {
  it('says whom an item is for as a role: nobody, the account holder, or another member', () => {
    const household = [
      { id: 1, me: true },
      { id: 2, me: false },
    ];
    expect(memberRole(null, household)).toBe('unassigned');
    expect(memberRole(1, household)).toBe('account_holder');
    expect(memberRole(2, household)).toBe('household_member');
    // A member the list does not have (not loaded yet) is still someone else.
    expect(memberRole(3, [])).toBe('household_member');
  });

  it('takes the earliest chosen day of any date attribute', () => {
    const dates = { id: 1, kind: 'dates', values: [] } as unknown as AttributeView;
    const date = { id: 2, kind: 'date', values: [] } as unknown as AttributeView;
    expect(firstChosenDate([dates, date], {})).toBeNull();
    expect(firstChosenDate([dates, date], { 1: { kind: 'dates', dates: ['2027-01-09', '2027-01-03'] }, 2: { kind: 'dates', dates: ['2027-01-05'] } })).toBe('2027-01-03');
  });

  it('reads a list from list-name and list-id, either naming it; blank is no list', () => {
    expect(listOf(undefined, undefined)).toBeNull();
    expect(listOf('  ', '')).toBeNull();
    expect(listOf('Lift Tickets', undefined)).toEqual({ id: 'Lift Tickets', name: 'Lift Tickets' });
    expect(listOf(undefined, '2')).toEqual({ id: '2', name: '2' });
    expect(listOf('Lift Tickets', '2')).toEqual({ id: '2', name: 'Lift Tickets' });
  });

  it('places a tile among the tiles of its own list, in document order', () => {
    document.body.innerHTML =
      '<resort-product list-id="2" list-name="A"></resort-product><resort-product list-id="5" list-name="B"></resort-product><resort-product list-id="2" list-name="A"></resort-product>';
    const tiles = [...document.querySelectorAll('resort-product')];
    expect(placeInList(tiles[2]!, { id: '2', name: 'A' })).toEqual({ index: 1, size: 2 });
    expect(placeInList(tiles[1]!, { id: '5', name: 'B' })).toEqual({ index: 0, size: 1 });
  });
});
