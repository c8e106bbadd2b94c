/**
 * The wiring of an admin list the browser holds whole (subscription types, assignments, payment
 * and pricing schedules), written once: its filter, order and page in the address, the rows
 * filtered, ordered and paged by TanStack Table, the page asked for clamped to the pages there
 * are, and the focus put back on a row after a dialog. A screen spreads what it returns into the
 * shared parts (`ListFilter`, `AdminTable`'s `sorting`, `Pager`, `ExportButton`).
 */
import { useState } from 'react';
import type { RowData } from '@tanstack/react-table';
import { CSV_MIME, toCsv, type CsvColumn } from '../../core/csv.ts';
import type { ApiResult } from '../../api/errors.ts';
import type { ExportFile } from './ExportButton.tsx';
import type { HeaderSorting } from './TableParts.tsx';
import { clampPage, cleanFilter, nextSort, type ListSpec } from './list-params.ts';
import { useClientList, type ClientListOptions } from './use-client-list.ts';
import { useListParams } from './use-list-params.ts';
import { useRowFocus } from './use-row-focus.ts';

interface Options<T extends RowData> extends Pick<ClientListOptions<T>, 'data' | 'columns' | 'getRowId' | 'pageSize'> {
  /** The list's state in the address: one live text filter, `q`. */
  spec: ListSpec<'q'>;
  labels: HeaderSorting['labels'];
}

export function useAdminList<T extends RowData>({ spec, data, columns, getRowId, pageSize, labels }: Options<T>) {
  const [state, setState] = useListParams(spec);
  // What was typed, its spaces kept (the address holds it trimmed): shown while the address holds
  // it, so `en suspens` or `50,00 $` can be typed; the address's filter when it changes otherwise
  // (Back, a link).
  const [typed, setTyped] = useState(state.filters.q);
  const filterValue = cleanFilter('text', typed) === state.filters.q ? typed : state.filters.q;
  const { container, remember, restore } = useRowFocus<HTMLDivElement>();
  const { table, filtered, pageCount } = useClientList({
    data,
    columns,
    getRowId,
    filter: state.filters.q,
    sort: state.sort,
    page: clampPage(state.page, data.length, pageSize),
    pageSize,
  });
  const sorting: HeaderSorting = {
    sort: state.sort,
    sortable: spec.sortable,
    labels,
    // A new order starts again at the first page.
    onSort: (column) => setState({ ...state, sort: nextSort(state.sort, column), page: 1 }),
  };
  return {
    table,
    /** Every row the filter keeps, in the order shown (what an export holds). */
    filtered,
    /** Wraps the rows, for the focus to find them again (`data-row-key`, `data-row-control`). */
    rowsContainer: container,
    /** A row's control is about to open a dialog. */
    remember,
    /** The dialog has closed: the focus goes back to the row, or the one that took its place. */
    restore,
    /** `ListFilter`'s value and change; typing replaces the history entry and goes to page 1. */
    filter: {
      value: filterValue,
      onChange: (q: string) => {
        setTyped(q);
        setState({ ...state, filters: { q }, page: 1 }, { replace: true });
      },
    },
    sorting,
    /** The pager's state, or null when every row fits on one page. */
    pager:
      filtered.length > pageSize
        ? { page: Math.min(state.page, pageCount), pages: pageCount, records: filtered.length, busy: false, onPage: (page: number) => setState({ ...state, page }) }
        : null,
    /** An `ExportButton`'s `run`: every filtered row as CSV, named `fileName`. */
    exportCsv:
      (csvColumns: readonly CsvColumn<T>[], fileName: () => string) =>
      (): Promise<ApiResult<ExportFile>> =>
        Promise.resolve({ ok: true, data: { blob: new Blob([toCsv(csvColumns, filtered)], { type: CSV_MIME }), fileName: fileName(), rows: filtered.length } }),
  };
}

export type AdminList<T extends RowData> = ReturnType<typeof useAdminList<T>>;
