// @vitest-environment node
import { clampPage, cleanFilter, nextSort, readListState, writeListState, type ListSpec } from './list-params.ts';

const spec: ListSpec<'name' | 'from' | 'id' | 'failed'> = {
  filters: { name: 'text', from: 'date', id: 'id', failed: 'flag' },
  sortable: ['Name', 'Date'],
  defaultSort: { column: 'Name', descending: false },
};

const read = (query: string, which = spec) => readListState(which, new URLSearchParams(query));

describe('a list state in the address', () => {
  it('reads filters, order and page', () => {
    expect(read('name=Alex&from=2026-12-01&id=42&failed=true&sort=Date&order=desc&page=3')).toEqual({
      filters: { name: 'Alex', from: '2026-12-01', id: '42', failed: 'true' },
      sort: { column: 'Date', descending: true },
      page: 3,
      searched: true,
    });
  });

  it('takes the defaults when the address says nothing', () => {
    expect(read('')).toEqual({ filters: { name: '', from: '', id: '', failed: '' }, sort: { column: 'Name', descending: false }, page: 1, searched: true });
  });

  it.each([
    ['page=0', 1],
    ['page=-2', 1],
    ['page=1.5', 1],
    ['page=abc', 1],
    ['page=1000000', 1_000_000],
    ['page=1000001', 1],
    ['page=99999999999', 1],
  ])('reads %s as page %i', (query, page) => {
    expect(read(query).page).toBe(page);
  });

  it('drops what does not fit: an unknown column, a date that does not exist, an id that is not one', () => {
    const state = read('sort=Password&from=2026-02-30&id=0&failed=yes');
    expect(state.sort).toEqual({ column: 'Name', descending: false });
    expect(state.filters).toEqual({ name: '', from: '', id: '', failed: '' });
    expect(cleanFilter('id', '2147483647')).toBe('2147483647');
    expect(cleanFilter('id', '2147483648')).toBe('');
    expect(cleanFilter('id', '012')).toBe('');
  });

  it('trims text, removes control characters and cuts it at 200 characters', () => {
    expect(cleanFilter('text', '  a\u0000b  ')).toBe('ab');
    expect(cleanFilter('text', 'x'.repeat(500))).toHaveLength(200);
  });

  it('writes only its own keys, leaving the defaults and blanks out and keeping every other parameter', () => {
    const params = writeListState(
      spec,
      { filters: { name: ' Alex ', from: '', id: '', failed: 'true' }, sort: { column: 'Name', descending: false }, page: 1, searched: true },
      new URLSearchParams('id=storybook-story&page=9&tab=types'),
    );
    expect(params.toString()).toBe('tab=types&name=Alex&failed=true');
  });

  it('writes a page after the first and an order other than the default', () => {
    const params = writeListState(spec, { filters: { name: '', from: '', id: '', failed: '' }, sort: { column: 'Date', descending: true }, page: 4, searched: true }, new URLSearchParams());
    expect(params.toString()).toBe('sort=Date&order=desc&page=4');
    expect(read(params.toString()).sort).toEqual({ column: 'Date', descending: true });
  });

  it('keeps two lists apart with a prefix', () => {
    const types = { ...spec, prefix: 'types.' };
    const params = writeListState(types, { ...read(''), filters: { name: 'Club', from: '', id: '', failed: '' }, page: 2 }, new URLSearchParams('name=Alex&page=3'));
    expect(params.toString()).toBe('name=Alex&page=3&types.name=Club&types.page=2');
    expect(read(params.toString(), types).filters.name).toBe('Club');
    expect(read(params.toString()).page).toBe(3);
  });

  it('a search-first list is searched once the address holds its page', () => {
    const searchFirst = { ...spec, searchFirst: true };
    expect(read('', searchFirst).searched).toBe(false);
    expect(read('page=1', searchFirst).searched).toBe(true);
    expect(writeListState(searchFirst, { ...read('', searchFirst), searched: true }, new URLSearchParams()).toString()).toBe('page=1');
    expect(writeListState(searchFirst, { ...read('page=2', searchFirst), searched: false }, new URLSearchParams('page=2')).toString()).toBe('');
  });

  it('choosing a header orders by it ascending, then turns it around', () => {
    expect(nextSort(null, 'Date')).toEqual({ column: 'Date', descending: false });
    expect(nextSort({ column: 'Date', descending: false }, 'Date')).toEqual({ column: 'Date', descending: true });
    expect(nextSort({ column: 'Date', descending: true }, 'Date')).toEqual({ column: 'Date', descending: false });
    expect(nextSort({ column: 'Date', descending: true }, 'Name')).toEqual({ column: 'Name', descending: false });
  });

  it('a page past the end of a list the browser holds shows its last page; an empty list its first', () => {
    expect(clampPage(2, 30, 15)).toBe(2);
    expect(clampPage(3, 30, 15)).toBe(2);
    expect(clampPage(3, 31, 15)).toBe(3);
    expect(clampPage(4, 0, 15)).toBe(1);
  });
});
