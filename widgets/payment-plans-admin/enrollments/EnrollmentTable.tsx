import { createContext, Fragment, useContext, useMemo } from 'react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import type { EnrollmentRow, Option } from '../admin-schemas.ts';
import { formatLabel } from '../../../src/core/labels.ts';
import { enrollmentActions, ENROLLMENTS_PAGE_SIZE } from './enrollment-rules.ts';
import type { AdminLabels } from '../labels.ts';
import { RowMenu } from '../../../src/ui/admin/RowMenu.tsx';
import { lazyPart } from '../../../src/ui/lazy-part.tsx';
import { Spinner } from '../../../src/ui/Spinner.tsx';
import { AdminDate } from '../../../src/ui/admin/admin-date.ts';
import { EmailText, RowCells, SortStatus, TableHead, type HeaderSorting } from '../../../src/ui/admin/TableParts.tsx';
import { SideScroll } from '../../../src/ui/admin/SideScroll.tsx';
import { StoreValue, useStoreValueText } from '../../../src/ui/use-store-value-text.ts';

export interface RowActions {
  expanded: ReadonlySet<number>;
  toggle: (id: number) => void;
  statuses: readonly Option[];
  busy: ReadonlySet<number>;
  act: (row: EnrollmentRow, actionId: number, name: string) => void;
  labels: AdminLabels;
}

/**
 * A row's payments (their list, statuses and calls) load when the pointer or the focus first
 * reaches a row's disclosure: the list of enrollments draws none at first.
 */
const payments = lazyPart(() => import('./EnrollmentPayments.tsx'));
const EnrollmentPayments = payments.Part;

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
      onPointerEnter={payments.prefetch}
      onFocus={payments.prefetch}
    >
      <span aria-hidden="true">{open ? '▾' : '▸'}</span>
      {row.EnrollmentId}
    </button>
  );
}

function ActionsCell({ row }: { row: EnrollmentRow }) {
  const { statuses, busy, act, labels } = useRowActions();
  const valueText = useStoreValueText();
  const items = enrollmentActions(statuses, labels, (name) => valueText('status', name)).map((action) => ({
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
    column.accessor('EnrollmentDate', { header: labels['enrollments.enrollmentDate'], cell: ({ getValue }) => <AdminDate value={getValue()} /> }),
    column.accessor('OrderId', { header: labels['enrollments.order'] }),
    column.accessor('CustomerName', { header: labels['enrollments.customerName'] }),
    column.accessor('Email', { header: labels['enrollments.customerEmail'], cell: ({ getValue }) => <EmailText value={getValue()} /> }),
    column.accessor('Product', { header: labels['enrollments.product'] }),
    column.accessor('NextPaymentDate', { header: labels['enrollments.nextPayment'], cell: ({ getValue }) => <AdminDate value={getValue()} /> }),
    column.accessor('FormattedAmount', { header: labels['enrollments.amount'] }),
    column.accessor('EnrollmentStatus', { header: labels['enrollments.status'], cell: ({ getValue }) => <StoreValue kind="status" value={getValue()} /> }),
    column.accessor('HasFailedPayment', { header: labels['enrollments.hasFailedPayment'], cell: ({ getValue }) => <Flag value={getValue()} /> }),
    column.accessor('HasUnprocessedPosRecords', { header: labels['enrollments.hasUnprocessedPosRecords'], cell: ({ getValue }) => <Flag value={getValue()} /> }),
    column.display({
      id: 'actions',
      header: () => <span className="rw-visually-hidden">{labels['common.actions']}</span>,
      cell: ({ row }) => <ActionsCell row={row.original} />,
    }),
  ]);
}

interface Props {
  rows: readonly EnrollmentRow[];
  actions: RowActions;
  busy: boolean;
  labels: AdminLabels;
  /** The ID header turns the order around (the store orders by id). */
  sorting?: HeaderSorting;
}

/**
 * One page of enrollments with each row's menu and, when opened, its scheduled payments. At most a
 * page is drawn, whatever the store sent: an answer of thousands must not freeze the screen.
 */
export function EnrollmentTable({ rows, actions, busy, labels, sorting }: Props) {
  const columns = useMemo(() => enrollmentColumns(labels), [labels]);
  const data = useMemo(() => rows.slice(0, ENROLLMENTS_PAGE_SIZE), [rows]);
  const table = useTable({ features, columns, data, getRowId: (row) => String(row.EnrollmentId) });
  const { expanded } = actions;
  return (
    <RowContext.Provider value={actions}>
      <SortStatus table={table} sorting={sorting} />
      <SideScroll className="rw-ppa__table-wrap" label={labels['enrollments.table']} busy={busy}>
        <table className="rw-ppa__table rw-ppa__table--enrollments">
          <caption className="rw-visually-hidden">{labels['enrollments.table']}</caption>
          <TableHead table={table} sorting={sorting} />
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <Fragment key={row.id}>
                <tr data-row-key={row.id}>
                  <RowCells table={table} row={row} />
                </tr>
                {expanded.has(row.original.EnrollmentId) && (
                  <tr className="rw-ppa__subrow" id={`payments-${row.original.EnrollmentId}`}>
                    <td colSpan={columns.length}>
                      <EnrollmentPayments enrollmentId={row.original.EnrollmentId} labels={labels} loading={<Spinner label={labels['common.loading']} />} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </SideScroll>
    </RowContext.Provider>
  );
}
