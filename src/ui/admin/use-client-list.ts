/**
 * A list the browser holds whole (subscription types, schedules, assignments), filtered, ordered
 * and paged by TanStack Table's row models from the state in the address. What it exports is
 * every filtered row in the order shown, not only the page.
 *
 * The filter matches what a cell shows, not the value it holds: a column whose cell writes its value
 * in the page's language or locale (a frequency, a status, a date, an amount, Yes or No) says so in
 * its `meta.text`, from the formatters the list gives it (`CellFormat`), and the filter reads that.
 */
import { useMemo } from 'react';
import {
  columnFilteringFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type CellData,
  type ColumnDef,
  type FilterFn,
  type Row,
  type RowData,
  type TableFeatures,
} from '@tanstack/react-table';
import type { StoreValueKind } from '../status-text.ts';
import { useLocale } from '../use-locale.ts';
import { useStoreValueText } from '../use-store-value-text.ts';
import { useAdminDate, type AdminDateForm } from './admin-date.ts';
import type { SortState } from './list-params.ts';

/** The island's formatters a column's `meta.text` writes its cell's text with, as the cell does. */
export interface CellFormat {
  /** A date in a staff list (`adminDate`): `Jan 05 2024`, `5 janv. 2024`. */
  date: (value: string | null | undefined, form?: AdminDateForm) => string;
  /** An amount in the store's currency: `$50.00`, `50,00 $`. */
  money: (value: number) => string;
  /** A count of something, with the locale's plural rules. */
  count: (labels: Readonly<Record<string, string>>, key: string, count: number) => string;
  /** A status, amount type or frequency the store gives in English, in the island's language. */
  storeValue: (kind: StoreValueKind, value: string | null | undefined) => string;
}

declare module '@tanstack/table-core' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged declaration repeats the library's type parameters
  interface ColumnMeta<in out TFeatures extends TableFeatures, in out TData extends RowData, TValue extends CellData = CellData> {
    /** The text the cell shows for `value` (what the filter matches), when it is not the value as it is. */
    text?: (value: TValue, row: TData, format: CellFormat) => string;
  }
}

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
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});

export type ClientListFeatures = typeof clientListFeatures;

/** The column helper of a client list's rows. */
export const clientColumns = <T extends RowData>() => createColumnHelper<ClientListFeatures, T>();

/**
 * Text as the filter compares it: case and accents ignored (`annule` finds `Annulé`), every space
 * a plain one (a French amount's no-break spaces: `1 234,50 $`), a minus sign a hyphen.
 */
export function filterText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/gu, ' ').replace(/\u2212/gu, '-').trim();
}

/** The filter: the text of any column's cell (`meta.text`, or the value as it is) holds what was typed. */
function shownTextFilter<T extends RowData>(format: CellFormat): FilterFn<ClientListFeatures, T> {
  return (row, columnId, typed: string) => {
    const value: unknown = row.getValue(columnId);
    const shown = row.table.getColumn(columnId)?.columnDef.meta?.text;
    const cell = shown ? shown(value, row.original, format) : text(value);
    return filterText(cell).includes(filterText(typed));
  };
}

/** The island's `CellFormat`. */
export function useCellFormat(): CellFormat {
  const { money, count } = useLocale();
  const date = useAdminDate();
  const storeValue = useStoreValueText();
  return useMemo(() => ({ date, money, count, storeValue }), [date, money, count, storeValue]);
}

export interface ClientListOptions<T extends RowData> {
  data: readonly T[];
  columns: readonly ColumnDef<ClientListFeatures, T, unknown>[];
  getRowId: (row: T) => string;
  /** Matches any column's text as its cell shows it, ignoring case and accents. */
  filter: string;
  sort: SortState | null;
  /** From 1. */
  page: number;
  pageSize: number;
}

export function useClientList<T extends RowData>({ data, columns, getRowId, filter, sort, page, pageSize }: ClientListOptions<T>) {
  const format = useCellFormat();
  const globalFilterFn = useMemo(() => shownTextFilter<T>(format), [format]);
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
    globalFilterFn,
    getColumnCanGlobalFilter: (column) => column.id !== 'actions' && column.id !== 'select',
    enableSortingRemoval: false,
    defaultColumn: { sortFn: 'byValue' },
  });
  const filtered = table.getPrePaginatedRowModel().rows.map((row) => row.original);
  return { table, filtered, pageCount: Math.max(1, Math.ceil(filtered.length / pageSize)) };
}
