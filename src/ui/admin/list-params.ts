/**
 * An admin list's state in the page's address: its filters, its order and its page, so Back
 * returns to the same search and a copied link opens it. Plain functions from query parameters to
 * a list state and back; only the list's own keys are read and written, every other parameter of
 * the address (the host's, another list's) is kept as it is.
 *
 * What the address says is checked like any input: an unknown column, a page that is not a
 * positive whole number, a date that is not a real `YYYY-MM-DD` or an id that is not one are
 * dropped (the list's default is used), never sent on to the server.
 */
import { isCalendarDate } from '../../core/dates.ts';

/** How a filter's value is checked: free text, a calendar date, an id, or a switch. */
export type FilterKind = 'text' | 'date' | 'id' | 'flag';

export interface SortState {
  column: string;
  descending: boolean;
}

export interface ListSpec<K extends string> {
  /** Put before every key, so two lists on one page keep apart (`types.page`). */
  prefix?: string;
  /** The filters, by their key in the address. */
  filters: Readonly<Record<K, FilterKind>>;
  /** The columns the list may be ordered by. */
  sortable: readonly string[];
  /** The order when the address names none (not written to the address). */
  defaultSort: SortState | null;
  /**
   * Lists that show nothing until the first search (plan enrollments) write the page even when it
   * is 1: its presence says a search was made.
   */
  searchFirst?: boolean;
}

export interface ListState<K extends string> {
  /** Each filter's value; '' when not set (a switch that is on is `'true'`). */
  filters: Record<K, string>;
  sort: SortState | null;
  /** From 1. */
  page: number;
  /** A search-first list: whether a search was made (the address holds it). */
  searched: boolean;
}

export const MAX_FILTER_LENGTH = 200;
export const MAX_PAGE = 1_000_000;

const ID = /^[1-9]\d{0,9}$/;
const PAGE = /^[1-9]\d{0,6}$/;

const key = (spec: { prefix?: string }, name: string) => `${spec.prefix ?? ''}${name}`;

/** A filter value as the address gave it, or '' when it does not fit its kind. */
export function cleanFilter(kind: FilterKind, raw: string | null): string {
  const value = (raw ?? '').trim();
  switch (kind) {
    case 'text':
      // Control characters never reach the server; over-long text is cut, not refused.
      return value.replace(/\p{Cc}/gu, '').slice(0, MAX_FILTER_LENGTH);
    case 'date':
      return isCalendarDate(value) ? value : '';
    case 'id':
      return ID.test(value) && Number(value) <= 2_147_483_647 ? value : '';
    case 'flag':
      return value === 'true' ? 'true' : '';
  }
}

export function emptyFilters<K extends string>(spec: ListSpec<K>): Record<K, string> {
  return Object.fromEntries(Object.keys(spec.filters).map((name) => [name, ''])) as Record<K, string>;
}

export function readListState<K extends string>(spec: ListSpec<K>, params: URLSearchParams): ListState<K> {
  const filters = emptyFilters(spec);
  for (const [name, kind] of Object.entries(spec.filters) as [K, FilterKind][]) filters[name] = cleanFilter(kind, params.get(key(spec, name)));
  const column = params.get(key(spec, 'sort'));
  const sort = column !== null && spec.sortable.includes(column) ? { column, descending: params.get(key(spec, 'order')) === 'desc' } : spec.defaultSort;
  const rawPage = params.get(key(spec, 'page')) ?? '';
  const page = PAGE.test(rawPage) && Number(rawPage) <= MAX_PAGE ? Number(rawPage) : 1;
  return { filters, sort, page, searched: !spec.searchFirst || params.has(key(spec, 'page')) };
}

/** `params` with the list's keys set to `state` (defaults and blanks left out) and every other key kept. */
export function writeListState<K extends string>(spec: ListSpec<K>, state: ListState<K>, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, kind] of Object.entries(spec.filters) as [K, FilterKind][]) {
    const value = cleanFilter(kind, state.filters[name] ?? '');
    if (value === '') next.delete(key(spec, name));
    else next.set(key(spec, name), value);
  }
  const sort = state.sort;
  const isDefault = sort === null || (spec.defaultSort !== null && sort.column === spec.defaultSort.column && sort.descending === spec.defaultSort.descending);
  if (isDefault || !spec.sortable.includes(sort.column)) {
    next.delete(key(spec, 'sort'));
    next.delete(key(spec, 'order'));
  } else {
    next.set(key(spec, 'sort'), sort.column);
    if (sort.descending) next.set(key(spec, 'order'), 'desc');
    else next.delete(key(spec, 'order'));
  }
  if (spec.searchFirst && !state.searched) next.delete(key(spec, 'page'));
  else if (state.page > 1 || spec.searchFirst) next.set(key(spec, 'page'), String(Math.min(Math.max(1, Math.floor(state.page)), MAX_PAGE)));
  else next.delete(key(spec, 'page'));
  return next;
}

/** The order after a header is chosen: a new column starts ascending; the same one turns around. */
export function nextSort(current: SortState | null, column: string): SortState {
  return current?.column === column ? { column, descending: !current.descending } : { column, descending: false };
}

/** The filters that are set, without the blank ones (what a server query takes). */
export function setFilters<K extends string>(filters: Record<K, string>): Partial<Record<K, string>> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')) as Partial<Record<K, string>>;
}

/**
 * The page a list the browser holds shows: the one asked for, or the last there is when the
 * address asks for one past the end (a bookmarked page of a list that has since shrunk).
 */
export function clampPage(page: number, rows: number, pageSize: number): number {
  return Math.min(page, Math.max(1, Math.ceil(rows / pageSize)));
}
