import { useState, type ReactNode } from 'react';
import type { ReactTable, Row, RowData, TableFeatures } from '@tanstack/react-table';
import { formatLabel } from '../../core/labels.ts';
import type { AdminTableLabels } from './admin-labels.ts';
import type { SortState } from './list-params.ts';
import { SideScroll } from './SideScroll.tsx';
import { HeardStatus } from '../HeardStatus.tsx';

/**
 * An email address in a list's cell, which may break after its `@` (`admin@` / `example.com`) and
 * nowhere else: a list of two addresses on one line each was 160 px wider than a laptop's box.
 */
export function EmailText({ value }: { value: string }) {
  const at = value.indexOf('@');
  if (at < 1) return value;
  return (
    <span className="rw-admin__email">
      <span>{value.slice(0, at + 1)}</span>
      <wbr />
      <span>{value.slice(at + 1)}</span>
    </span>
  );
}

/** A list ordered by its headers: the order shown, the columns that may order it, and what choosing one does. */
export interface HeaderSorting {
  sort: SortState | null;
  /** Column ids (the table's) that order the list. */
  sortable: readonly string[];
  onSort: (column: string) => void;
  labels: Pick<AdminTableLabels, 'table.sortAscending' | 'table.sortDescending' | 'table.sortedAscending' | 'table.sortedDescending'>;
}

/**
 * Says the new order once the admin changes it ("Sorted by Product, ascending"), in a polite status
 * region there from the start (a region drawn with its words in it is not said in Firefox) that
 * lets the words go once heard (`HeardStatus`). The
 * header's `aria-sort` alone was heard in Chromium only: Firefox says nothing of it as it changes.
 */
export function SortStatus<F extends TableFeatures, T extends RowData>({ table, sorting }: { table: ReactTable<F, T>; sorting?: HeaderSorting | undefined }) {
  const sort = sorting?.sort ?? null;
  const key = sort ? `${sort.column}:${sort.descending ? 'descending' : 'ascending'}` : '';
  const [seen, setSeen] = useState(key);
  const [said, setSaid] = useState('');
  if (key !== seen) {
    setSeen(key);
    if (sort && sorting) {
      const header = table.getAllLeafColumns().find((column) => column.id === sort.column)?.columnDef.header;
      const column = typeof header === 'string' ? header : sort.column;
      setSaid(formatLabel(sorting.labels[sort.descending ? 'table.sortedDescending' : 'table.sortedAscending'], { column }));
    } else setSaid('');
  }
  if (!sorting) return null;
  return <HeardStatus words={said} />;
}

/**
 * The header rows of an admin table: one `<th scope="col">` per column. A column that orders the
 * list is a button (Enter or Space) and its header says how it is ordered (`aria-sort`).
 */
export function TableHead<F extends TableFeatures, T extends RowData>({ table, sorting }: { table: ReactTable<F, T>; sorting?: HeaderSorting | undefined }) {
  return (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => {
            const id = header.column.id;
            const content = <table.FlexRender header={header} />;
            if (!sorting?.sortable.includes(id)) {
              return (
                <th key={header.id} scope="col">
                  {content}
                </th>
              );
            }
            const active = sorting.sort?.column === id ? sorting.sort : null;
            const name = typeof header.column.columnDef.header === 'string' ? header.column.columnDef.header : id;
            const next = active && !active.descending ? 'table.sortDescending' : 'table.sortAscending';
            return (
              <th key={header.id} scope="col" aria-sort={active ? (active.descending ? 'descending' : 'ascending') : undefined}>
                <button
                  type="button"
                  className="rw-admin__sort"
                  data-active={active ? '' : undefined}
                  title={formatLabel(sorting.labels[next], { column: name })}
                  onClick={() => sorting.onSort(id)}
                >
                  {content}
                  <span className="rw-admin__sort-mark" aria-hidden="true">
                    {active ? (active.descending ? '▼' : '▲') : '↕'}
                  </span>
                </button>
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}

/**
 * One row's cells; the `actions` column gets the narrow cell, sticky where the list is wide. Each cell names its column
 * (`data-column`) so the styles can let long text columns wrap.
 */
export function RowCells<F extends TableFeatures, T extends RowData>({ table, row, rowHeader }: { table: ReactTable<F, T>; row: Row<F, T>; rowHeader?: string | undefined }) {
  return (
    <>
      {row.getAllCells().map((cell) =>
        cell.column.id === rowHeader ? (
          <th key={cell.id} scope="row" data-column={cell.column.id}>
            <table.FlexRender cell={cell} />
          </th>
        ) : (
          <td key={cell.id} data-column={cell.column.id} className={cell.column.id === 'actions' ? 'rw-admin__actions-cell' : undefined}>
            <table.FlexRender cell={cell} />
          </td>
        ),
      )}
    </>
  );
}

interface AdminTableProps<F extends TableFeatures, T extends RowData> {
  table: ReactTable<F, T>;
  caption: string;
  sorting?: HeaderSorting | undefined;
  /** The list is being reloaded: the rows shown are the last ones. */
  busy?: boolean;
  /** A row the admin selected (highlighted). */
  isSelected?: (row: T) => boolean;
  /** Drawn under a row, across every column (a row's details). */
  after?: (row: T) => ReactNode;
  /** The column whose cells name their row (`<th scope="row">`). */
  rowHeader?: string;
}

/**
 * An admin list's table: the caption (read by screen readers), the headers (sortable ones as
 * buttons), and a row per item carrying its key (`data-row-key`), so focus can find the row
 * again after a dialog or a reload (`useRowFocus`).
 */
export function AdminTable<F extends TableFeatures, T extends RowData>({ table, caption, sorting, busy = false, isSelected, after, rowHeader }: AdminTableProps<F, T>) {
  const columnCount = table.getAllLeafColumns().length;
  return (
    <>
      <SortStatus table={table} sorting={sorting} />
      <SideScroll className="rw-admin__table-wrap" label={caption} busy={busy}>
        <table className="rw-admin__table">
          <caption className="rw-visually-hidden">{caption}</caption>
          <TableHead table={table} sorting={sorting} />
          <tbody>
            {table.getRowModel().rows.map((row) => {
              const extra = after?.(row.original);
              return [
                <tr key={row.id} data-row-key={row.id} className={isSelected?.(row.original) ? 'rw-admin__row--selected' : undefined}>
                  <RowCells table={table} row={row} rowHeader={rowHeader} />
                </tr>,
                extra ? (
                  <tr key={`${row.id}-after`} className="rw-admin__subrow">
                    <td colSpan={columnCount}>{extra}</td>
                  </tr>
                ) : null,
              ];
            })}
          </tbody>
        </table>
      </SideScroll>
    </>
  );
}
