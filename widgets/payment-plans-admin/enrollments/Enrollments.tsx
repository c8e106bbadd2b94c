import { createContext, Fragment, useContext, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import type { EnrollmentPage, EnrollmentRow, Option } from '../admin-schemas.ts';
import type { ApiResult } from '../../../src/api/errors.ts';
import { formatLabel } from '../../../src/core/labels.ts';
import { ErrorNotice } from '../../../src/ui/ErrorNotice.tsx';
import { Spinner } from '../../../src/ui/Spinner.tsx';
import * as adminApi from '../admin-api.ts';
import { EnrollmentPayments } from './EnrollmentPayments.tsx';
import { emptyFilters, enrollmentActions, REPROCESS_FAILED_PAYMENTS, REPROCESS_POS_RECORDS, toEnrollmentQuery, validateFilters, type EnrollmentFilters } from './enrollment-rules.ts';
import type { AdminLabels } from '../labels.ts';
import { Notice, type NoticeMessage } from '../parts/Notice.tsx';
import { Pager } from '../parts/Pager.tsx';
import type { ScreenProps } from '../screen-props.ts';
import { RowMenu } from '../parts/RowMenu.tsx';
import { displayDate } from '../schedules/schedule-dates.ts';
import { RowCells, TableHead } from '../parts/TableParts.tsx';
import { useResource } from '../../../src/ui/use-resource.ts';

interface Search {
  filters: EnrollmentFilters;
  page: number;
  /** Bumped to search again with the same filters (after a reprocess). */
  attempt: number;
}

interface RowActions {
  expanded: ReadonlySet<number>;
  toggle: (id: number) => void;
  statuses: readonly Option[];
  busy: ReadonlySet<number>;
  act: (row: EnrollmentRow, actionId: number, name: string) => void;
  labels: AdminLabels;
}

const RowContext = createContext<RowActions | null>(null);
const useRowActions = () => useContext(RowContext)!;

const features = tableFeatures({});
const column = createColumnHelper<typeof features, EnrollmentRow>();

function PaymentsToggle({ row }: { row: EnrollmentRow }) {
  const { expanded, toggle, labels } = useRowActions();
  const open = expanded.has(row.EnrollmentId);
  return (
    <button
      type="button"
      className="rw-ppa__disclosure"
      aria-expanded={open}
      aria-controls={open ? `payments-${row.EnrollmentId}` : undefined}
      aria-label={formatLabel(labels['enrollments.showPayments'], { id: row.EnrollmentId })}
      onClick={() => toggle(row.EnrollmentId)}
    >
      <span aria-hidden="true">{open ? '▾' : '▸'}</span>
      {row.EnrollmentId}
    </button>
  );
}

function ActionsCell({ row }: { row: EnrollmentRow }) {
  const { statuses, busy, act, labels } = useRowActions();
  const items = enrollmentActions(statuses, labels).map((action) => ({
    key: String(action.id),
    label: action.label,
    disabled: busy.has(row.EnrollmentId),
    onSelect: () => act(row, action.id, action.name),
  }));
  return <RowMenu label={formatLabel(labels['common.actionsFor'], { name: formatLabel(labels['enrollments.enrollment'], { id: row.EnrollmentId }) })} items={items} />;
}

function Flag({ value }: { value: boolean }) {
  const { labels } = useRowActions();
  return value ? <span className="rw-ppa__flag-yes">{labels['common.yes']}</span> : <>{labels['common.no']}</>;
}

function enrollmentColumns(labels: AdminLabels) {
  return column.columns([
    column.accessor('EnrollmentId', { header: labels['enrollments.id'], cell: ({ row }) => <PaymentsToggle row={row.original} /> }),
    column.accessor('EnrollmentDate', { header: labels['enrollments.enrollmentDate'], cell: ({ getValue }) => displayDate(getValue()) }),
    column.accessor('OrderId', { header: labels['enrollments.order'] }),
    column.accessor('CustomerName', { header: labels['enrollments.customerName'] }),
    column.accessor('Email', { header: labels['enrollments.customerEmail'] }),
    column.accessor('Product', { header: labels['enrollments.product'] }),
    column.accessor('NextPaymentDate', { header: labels['enrollments.nextPayment'], cell: ({ getValue }) => displayDate(getValue()) }),
    column.accessor('FormattedAmount', { header: labels['enrollments.amount'] }),
    column.accessor('EnrollmentStatus', { header: labels['enrollments.status'] }),
    column.accessor('HasFailedPayment', { header: labels['enrollments.hasFailedPayment'], cell: ({ getValue }) => <Flag value={getValue()} /> }),
    column.accessor('HasUnprocessedPosRecords', { header: labels['enrollments.hasUnprocessedPosRecords'], cell: ({ getValue }) => <Flag value={getValue()} /> }),
    column.display({
      id: 'actions',
      header: () => <span className="rw-visually-hidden">{labels['common.actions']}</span>,
      cell: ({ row }) => <ActionsCell row={row.original} />,
    }),
  ]);
}

const noPage = (): Promise<ApiResult<EnrollmentPage | null>> => Promise.resolve({ ok: true, data: null });

/**
 * Enrollments (admin spec §2 "Enrollments screen"): the filter row, nothing until a search, then
 * the table 15 a page (paged by the store), each row's menu of statuses and reprocess actions,
 * and the scheduled payments of a row with their allowed next statuses.
 */
export default function Enrollments({ labels }: ScreenProps) {
  const statuses = useResource(adminApi.enrollmentStatuses);
  const [filters, setFilters] = useState<EnrollmentFilters>(emptyFilters);
  const [filterError, setFilterError] = useState<string | null>(null);
  const [search, setSearch] = useState<Search | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [reprocessing, setReprocessing] = useState(false);
  const results = useResource(() => (search ? adminApi.enrollments(toEnrollmentQuery(search.filters, search.page)) : noPage()), search);
  const orderIdError = useId();
  const tableTop = useRef<HTMLDivElement>(null);

  const columns = useMemo(() => enrollmentColumns(labels), [labels]);
  const page = results.data;
  const table = useTable({ features, columns, data: useMemo(() => page?.Results ?? [], [page]), getRowId: (row) => String(row.EnrollmentId) });

  function apply(event: FormEvent) {
    event.preventDefault();
    const problem = validateFilters(filters);
    setFilterError(problem ? labels[`enrollments.${problem}`] : null);
    if (problem) return;
    setExpanded(new Set());
    setSearch({ filters, page: 1, attempt: (search?.attempt ?? 0) + 1 });
  }

  function goTo(pageNumber: number) {
    if (!search) return;
    setExpanded(new Set());
    setSearch({ ...search, page: pageNumber });
    tableTop.current?.scrollIntoView?.({ block: 'nearest' });
  }

  const researched = () => {
    if (search) setSearch({ ...search, attempt: search.attempt + 1 });
  };

  async function reprocessPos() {
    setReprocessing(true);
    const result = await adminApi.createMissingOrders();
    setReprocessing(false);
    if (result.ok) {
      setNotice({ kind: 'success', text: labels['enrollments.posReprocessed'] });
      researched();
    } else setNotice({ kind: 'error', text: formatLabel(labels['enrollments.reprocessError'], { message: adminApi.failureText(result.error, labels) }) });
  }

  async function act(row: EnrollmentRow, actionId: number, name: string) {
    const id = row.EnrollmentId;
    setBusy((current) => new Set(current).add(id));
    const result = await adminApi.setEnrollmentStatus(id, actionId);
    setBusy((current) => {
      const next = new Set(current);
      next.delete(id);
      return next;
    });
    const reprocess = actionId === REPROCESS_FAILED_PAYMENTS || actionId === REPROCESS_POS_RECORDS;
    if (!result.ok) {
      const message = adminApi.failureText(result.error, labels);
      setNotice({
        kind: 'error',
        text: reprocess ? formatLabel(labels['enrollments.reprocessError'], { message }) : formatLabel(labels['enrollments.statusFailed'], { id, message }),
      });
      return;
    }
    if (reprocess) {
      setNotice({ kind: 'success', text: labels[actionId === REPROCESS_POS_RECORDS ? 'enrollments.posReprocessed' : 'enrollments.failedReprocessed'] });
      researched();
      return;
    }
    // 204: the row takes the chosen status (spec §4).
    if (page) results.set({ ...page, Results: page.Results.map((r) => (r.EnrollmentId === id ? { ...r, EnrollmentStatus: name } : r)) });
    setNotice({ kind: 'success', text: formatLabel(labels['enrollments.statusChanged'], { id, status: name }) });
  }

  const actions: RowActions = {
    expanded,
    toggle: (id) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    statuses: statuses.data ?? [],
    busy,
    act: (row, actionId, name) => void act(row, actionId, name),
    labels,
  };

  const set = <K extends keyof EnrollmentFilters>(key: K, value: EnrollmentFilters[K]) => setFilters((current) => ({ ...current, [key]: value }));
  const dateRange = (legend: string, begin: 'enrollmentDateBegin' | 'nextPaymentDateBegin', end: 'enrollmentDateEnd' | 'nextPaymentDateEnd') => (
    <fieldset className="rw-ppa__range-filter">
      <legend>{legend}</legend>
      <label className="rw-ppa__field">
        <span className="rw-label">{labels['enrollments.from']}</span>
        <input type="date" className="rw-input" value={filters[begin]} onChange={(event) => set(begin, event.target.value)} />
      </label>
      <label className="rw-ppa__field">
        <span className="rw-label">{labels['enrollments.to']}</span>
        <input type="date" className="rw-input" value={filters[end]} onChange={(event) => set(end, event.target.value)} />
      </label>
    </fieldset>
  );

  return (
    <section className="rw-ppa__section">
      <form className="rw-ppa__filters" role="search" aria-label={labels['enrollments.filters']} onSubmit={apply} noValidate>
        <div className="rw-ppa__filter-grid">
          {dateRange(labels['enrollments.enrollmentDates'], 'enrollmentDateBegin', 'enrollmentDateEnd')}
          <label className="rw-ppa__field">
            <span className="rw-label">{labels['enrollments.orderId']}</span>
            <input
              className="rw-input"
              inputMode="numeric"
              autoComplete="off"
              value={filters.orderId}
              aria-invalid={filterError ? true : undefined}
              aria-describedby={filterError ? orderIdError : undefined}
              onChange={(event) => set('orderId', event.target.value)}
            />
            {filterError && (
              <span id={orderIdError} className="rw-error-text">
                {filterError}
              </span>
            )}
          </label>
          <label className="rw-ppa__field">
            <span className="rw-label">{labels['enrollments.customer']}</span>
            <input className="rw-input" autoComplete="off" value={filters.name} onChange={(event) => set('name', event.target.value)} />
          </label>
          {dateRange(labels['enrollments.paymentDates'], 'nextPaymentDateBegin', 'nextPaymentDateEnd')}
        </div>
        <div className="rw-ppa__toggles">
          <label className="rw-ppa__toggle">
            <input type="checkbox" role="switch" checked={filters.hasFailedPayment} onChange={(event) => set('hasFailedPayment', event.target.checked)} />
            {labels['enrollments.hasFailedPayments']}
          </label>
          <label className="rw-ppa__toggle">
            <input type="checkbox" role="switch" checked={filters.hasUnprocessedPosRecords} onChange={(event) => set('hasUnprocessedPosRecords', event.target.checked)} />
            {labels['enrollments.hasUnprocessedPos']}
          </label>
        </div>
        <div className="rw-ppa__filter-actions">
          <button type="button" className="rw-button rw-button--secondary" disabled={reprocessing} onClick={() => void reprocessPos()}>
            {labels['enrollments.reprocessPos']}
          </button>
          <div>
            <button
              type="button"
              className="rw-button rw-button--secondary"
              onClick={() => {
                setFilters(emptyFilters);
                setFilterError(null);
              }}
            >
              {labels['enrollments.clear']}
            </button>
            <button type="submit" className="rw-button">
              {labels['enrollments.apply']}
            </button>
          </div>
        </div>
      </form>

      <Notice notice={notice} onDismiss={() => setNotice(null)} dismissLabel={labels['common.dismiss']} />
      {statuses.status === 'error' && <ErrorNotice title={labels['enrollments.statusesError']} error={statuses.error} onRetry={statuses.reload} />}

      <div ref={tableTop}>
        {!search && <p className="rw-ppa__empty">{labels['enrollments.prompt']}</p>}
        {search && results.status === 'error' && <ErrorNotice title={labels['enrollments.loadError']} error={results.error} onRetry={results.reload} />}
        {search && results.status === 'loading' && !page && <Spinner label={labels['common.loading']} />}
        {page && page.Results.length === 0 && <p className="rw-ppa__empty">{labels['enrollments.none']}</p>}
        {page && page.Results.length > 0 && (
          <RowContext.Provider value={actions}>
            <div className="rw-ppa__table-wrap" aria-busy={results.status === 'loading' || undefined}>
              <table className="rw-ppa__table">
                <caption className="rw-visually-hidden">{labels['enrollments.table']}</caption>
                <TableHead table={table} />
                <tbody>
                  {table.getRowModel().rows.map((row) => (
                    <Fragment key={row.id}>
                      <tr>
                        <RowCells table={table} row={row} />
                      </tr>
                      {expanded.has(row.original.EnrollmentId) && (
                        <tr className="rw-ppa__subrow" id={`payments-${row.original.EnrollmentId}`}>
                          <td colSpan={columns.length}>
                            <EnrollmentPayments enrollmentId={row.original.EnrollmentId} labels={labels} />
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  ))}
                </tbody>
              </table>
            </div>
          </RowContext.Provider>
        )}
        {page && page.TotalNumberOfRecords > 0 && (
          <Pager label={labels['enrollments.table']} page={page.PageNumber} pages={page.TotalNumberOfPages} records={page.TotalNumberOfRecords} busy={results.status === 'loading'} labels={labels} onPage={goTo} />
        )}
      </div>
    </section>
  );
}
