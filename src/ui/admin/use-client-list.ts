/**
 * A list the browser holds whole (subscription types, schedules, assignments), filtered, ordered
 * and paged by TanStack Table's row models from the state in the address. What it exports is
 * every filtered row in the order shown, not only the page.
 */
import {
  columnFilteringFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_includesString,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type Row,
  type RowData,
  type TableFeatures,
} from '@tanstack/react-table';
import type { SortState } from './list-params.ts';

/**
 * One order for every column: numbers by value, anything else as text the way people read it
 * (ignoring case, and `Plan 2` before `Plan 10`). Smaller than TanStack's per-type comparers, and
 * it leaves nothing to guess per column.
 */
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '');

function byValue<F extends TableFeatures, T extends RowData>(a: Row<F, T>, b: Row<F, T>, columnId: string): number {
  const x: unknown = a.getValue(columnId);
  const y: unknown = b.getValue(columnId);
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return text(x).localeCompare(text(y), 'en', { numeric: true, sensitivity: 'base' });
}

export const clientListFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { byValue },
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { includesString: filterFn_includesString },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});

export type ClientListFeatures = typeof clientListFeatures;

/** The column helper of a client list's rows. */
export const clientColumns = <T extends RowData>() => createColumnHelper<ClientListFeatures, T>();

export interface ClientListOptions<T extends RowData> {
  data: readonly T[];
  columns: readonly ColumnDef<ClientListFeatures, T, unknown>[];
  getRowId: (row: T) => string;
  /** Matches any column's text, ignoring case. */
  filter: string;
  sort: SortState | null;
  /** From 1. */
  page: number;
  pageSize: number;
}

export function useClientList<T extends RowData>({ data, columns, getRowId, filter, sort, page, pageSize }: ClientListOptions<T>) {
  const table = useTable({
    features: clientListFeatures,
    columns,
    data,
    getRowId,
    state: {
      sorting: sort ? [{ id: sort.column, desc: sort.descending }] : [],
      globalFilter: filter,
      pagination: { pageIndex: Math.max(0, page - 1), pageSize },
    },
    globalFilterFn: 'includesString',
    getColumnCanGlobalFilter: (column) => column.id !== 'actions' && column.id !== 'select',
    enableSortingRemoval: false,
    defaultColumn: { sortFn: 'byValue' },
  });
  const filtered = table.getPrePaginatedRowModel().rows.map((row) => row.original);
  return { table, filtered, pageCount: Math.max(1, Math.ceil(filtered.length / pageSize)) };
}
