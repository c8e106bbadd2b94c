import { createContext, useContext, useMemo } from 'react';
import { Link, useSearch } from 'wouter';
import { csvFileName, type CsvColumn } from '../../../src/core/csv.ts';
import { formatLabel } from '../../../src/core/labels.ts';
import { ExportButton } from '../../../src/ui/admin/ExportButton.tsx';
import { ListFilter } from '../../../src/ui/admin/ListFilter.tsx';
import type { ListSpec } from '../../../src/ui/admin/list-params.ts';
import { Pager } from '../../../src/ui/admin/Pager.tsx';
import { AdminTable } from '../../../src/ui/admin/TableParts.tsx';
import { useAdminList, type AdminList } from '../../../src/ui/admin/use-admin-list.ts';
import { clientColumns } from '../../../src/ui/admin/use-client-list.ts';
import type { AdminLabels } from '../labels.ts';
import { periodText, toApiDate } from './schedule-dates.ts';
import { AdminDate, useAdminDate } from '../../../src/ui/admin/admin-date.ts';
import { activeRows, sortRanges } from './schedule-draft.ts';
import { storeToday } from '../../../src/stores/resort-today.ts';
import { useLocale } from '../../../src/ui/use-locale.ts';

export interface ScheduleListRow {
  id: number;
  name: string;
  ranges: readonly { PurchaseEffectiveDate: string | null; PurchaseExpirationDate: string | null; IsDeleted: boolean }[];
  updated: string | null | undefined;
}

/** A schedule as the list shows it: its name (or `Untitled schedule`) and the span of its purchase dates. */
interface ListedSchedule {
  row: ScheduleListRow;
  name: string;
  start: string;
  end: string;
  rangeCount: number;
  updated: string;
}

export const SCHEDULES_PAGE_SIZE = 15;

/** A schedules list's filter, order and page in the address. */
export const scheduleListSpec: ListSpec<'q'> = {
  filters: { q: 'text' },
  sortable: ['name', 'start', 'updated'],
  defaultSort: null,
};

function listed(row: ScheduleListRow, untitled: string): ListedSchedule {
  const ranges = sortRanges(
    activeRows(row.ranges).map((range, index) => ({
      uid: String(index),
      PurchaseDateId: 0,
      PurchaseEffectiveDate: toApiDate(range.PurchaseEffectiveDate),
      PurchaseExpirationDate: toApiDate(range.PurchaseExpirationDate),
      IsDeleted: false,
    })),
  );
  return {
    row,
    name: row.name.trim() === '' ? untitled : row.name,
    start: ranges[0]?.PurchaseEffectiveDate ?? '',
    end: ranges.at(-1)?.PurchaseExpirationDate ?? '',
    rangeCount: ranges.length,
    updated: toApiDate(row.updated),
  };
}

interface RowActions {
  labels: AdminLabels;
  base: string;
  /** The list's search, carried to the overlay and back. */
  suffix: string;
  onOpen: (element: HTMLElement) => void;
  onDelete: (row: ScheduleListRow) => void;
}
const RowContext = createContext<RowActions | null>(null);

function NameCell({ schedule }: { schedule: ListedSchedule }) {
  const { labels, base, suffix, onOpen } = useContext(RowContext)!;
  return (
    <Link
      href={`${base}/${schedule.row.id}${suffix}`}
      data-row-control="open"
      onClick={(event) => onOpen(event.currentTarget)}
      aria-label={formatLabel(labels['schedules.editSchedule'], { name: schedule.name })}
    >
      {schedule.name}
    </Link>
  );
}

function DeleteCell({ schedule }: { schedule: ListedSchedule }) {
  const { labels, onDelete } = useContext(RowContext)!;
  return (
    <button
      type="button"
      className="rw-button rw-button--secondary rw-ppa__small"
      data-row-control="delete"
      aria-label={formatLabel(labels['schedules.deleteSchedule'], { name: schedule.name })}
      onClick={() => onDelete(schedule.row)}
    >
      {labels['common.delete']}
    </button>
  );
}

const column = clientColumns<ListedSchedule>();

/** `3 date ranges`, `1 date range` (`1 période` in French): the locale's plural rules. */
function RangeCount({ labels, count }: { labels: AdminLabels; count: number }) {
  return useLocale().count(labels, 'schedules.rangeCount', count);
}

/** The schedule's first to last purchase date and how many ranges; `from …` while the last has no end. */
function PeriodCell({ labels, schedule }: { labels: AdminLabels; schedule: ListedSchedule }) {
  const period = periodText(schedule.start, schedule.end, labels, useAdminDate());
  if (schedule.rangeCount === 0) return '--';
  return (
    <>
      {period ?? '--'}
      <span className="rw-ppa__muted"> · <RangeCount labels={labels} count={schedule.rangeCount} /></span>
    </>
  );
}

function scheduleColumns(labels: AdminLabels) {
  return column.columns([
    column.accessor('name', { header: labels['schedules.name'], cell: ({ row }) => <NameCell schedule={row.original} /> }),
    column.accessor('start', {
      header: labels['schedules.ranges'],
      meta: {
        text: (_start, schedule, format) =>
          schedule.rangeCount === 0 ? '--' : `${periodText(schedule.start, schedule.end, labels, format.date) ?? '--'} · ${format.count(labels, 'schedules.rangeCount', schedule.rangeCount)}`,
      },
      cell: ({ row }) => <PeriodCell labels={labels} schedule={row.original} />,
    }),
    column.accessor('updated', { header: labels['schedules.updated'], meta: { text: (value, _row, format) => format.date(value) }, cell: ({ getValue }) => <AdminDate value={getValue()} /> }),
    column.display({ id: 'actions', header: () => <span className="rw-visually-hidden">{labels['common.actions']}</span>, cell: ({ row }) => <DeleteCell schedule={row.original} /> }),
  ]);
}

function csvColumns(labels: AdminLabels): CsvColumn<ListedSchedule>[] {
  return [
    { header: labels['schedules.name'], value: (schedule) => schedule.name },
    { header: labels['schedules.rangeStart'], value: (schedule) => schedule.start },
    { header: labels['schedules.rangeEnd'], value: (schedule) => schedule.end },
    { header: labels['schedules.rangeCountHeader'], value: (schedule) => schedule.rangeCount },
    { header: labels['schedules.updated'], value: (schedule) => schedule.updated },
  ];
}

/** A schedules list's state (the screen holds it, for the focus to come back after a dialog). */
export function useScheduleList(rows: readonly ScheduleListRow[], labels: AdminLabels) {
  const columns = useMemo(() => scheduleColumns(labels), [labels]);
  const data = useMemo(() => rows.map((row) => listed(row, labels['schedules.untitled'])), [rows, labels]);
  return useAdminList({ spec: scheduleListSpec, data, columns, getRowId: (schedule) => String(schedule.row.id), pageSize: SCHEDULES_PAGE_SIZE, labels });
}

interface Props {
  caption: string;
  /** `/Schedules` or `/Pricing`: each row links to `{base}/{id}`. */
  base: string;
  list: Omit<AdminList<ListedSchedule>, 'rowsContainer'>;
  labels: AdminLabels;
  onOpen: (element: HTMLElement) => void;
  onDelete: (row: ScheduleListRow) => void;
}

/**
 * The schedules' list: name (opens the overlay), purchase dates, last update, delete; filtered,
 * ordered and paged as the address says, and exported (every filtered row) as CSV.
 */
export function ScheduleList({ caption, base, list, labels, onOpen, onDelete }: Props) {
  const search = useSearch();
  const { filtered } = list;
  const actions: RowActions = { labels, base, suffix: search ? `?${search}` : '', onOpen, onDelete };
  return (
    <>
      <div className="rw-admin__toolbar">
        <ListFilter {...list.filter} labels={labels} />
        <div className="rw-admin__toolbar-end">
          <ExportButton labels={labels} disabled={filtered.length === 0} run={list.exportCsv(csvColumns(labels), () => csvFileName(caption, storeToday()))} />
        </div>
      </div>
      {filtered.length === 0 && <p className="rw-ppa__empty">{labels['table.noMatch']}</p>}
      {filtered.length > 0 && (
        <RowContext.Provider value={actions}>
          <AdminTable table={list.table} caption={caption} rowHeader="name" sorting={list.sorting} />
        </RowContext.Provider>
      )}
      {list.pager && <Pager label={caption} labels={labels} {...list.pager} />}
    </>
  );
}
