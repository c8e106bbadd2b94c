import { createContext, useContext, useMemo, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { Assignment } from '../admin-schemas.ts';
import { csvFileName, type CsvColumn } from '../../../src/core/csv.ts';
import { formatLabel } from '../../../src/core/labels.ts';
import { ExportButton } from '../../../src/ui/admin/ExportButton.tsx';
import { ListFilter } from '../../../src/ui/admin/ListFilter.tsx';
import type { ListSpec } from '../../../src/ui/admin/list-params.ts';
import { Pager } from '../../../src/ui/admin/Pager.tsx';
import { AdminTable } from '../../../src/ui/admin/TableParts.tsx';
import { useAdminList } from '../../../src/ui/admin/use-admin-list.ts';
import { useRowConfirm } from '../../../src/ui/admin/use-row-confirm.ts';
import { clientColumns } from '../../../src/ui/admin/use-client-list.ts';
import { ConfirmDialog } from '../../../src/ui/ConfirmDialog.tsx';
import { ErrorNotice } from '../../../src/ui/ErrorNotice.tsx';
import { HeardStatus } from '../../../src/ui/HeardStatus.tsx';
import { Spinner } from '../../../src/ui/Spinner.tsx';
import * as adminApi from '../api.ts';
import { AssignmentPanel } from './AssignmentPanel.tsx';
import { MIN_RETRY_DAYS, mergeAssignment } from './assignment-rules.ts';
import { AttributePricingPanel } from './AttributePricingPanel.tsx';
import type { AdminLabels } from '../labels.ts';
import type { ScreenProps } from '../screen-props.ts';
import { listPath } from '../routes.ts';
import { RowMenu } from '../../../src/ui/admin/RowMenu.tsx';
import { useOpenerFocus } from '../parts/use-opener-focus.ts';
import { useResource } from '../../../src/ui/use-resource.ts';
import { storeToday } from '../../../src/stores/resort-today.ts';

interface RowActions {
  labels: AdminLabels;
  open: (path: string, opener: HTMLElement | null) => void;
  remove: (assignment: Assignment) => void;
}

const RowContext = createContext<RowActions | null>(null);
const column = clientColumns<Assignment>();

export const ASSIGNMENTS_PAGE_SIZE = 15;

/** The assignments list's filter, order and page in the address (kept while a panel is open). */
export const assignmentListSpec: ListSpec<'q'> = {
  filters: { q: 'text' },
  sortable: ['Id', 'ProductName', 'attributes', 'PaymentScheduleName', 'PricingScheduleName', 'PaymentProductId', 'FailedPaymentHotlistCode', 'retryDays'],
  defaultSort: null,
};

const attributesOf = (row: Assignment) =>
  row.ProductAttributes.filter((attribute) => attribute.Selected)
    .map((attribute) => attribute.Display)
    .join(', ') || '--';

/** The export: what the table shows, every filtered row in its order. */
function assignmentCsvColumns(labels: AdminLabels): CsvColumn<Assignment>[] {
  return [
    { header: labels['assignments.id'], value: (row) => row.Id },
    { header: labels['assignments.product'], value: (row) => row.ProductName },
    { header: labels['assignments.attributes'], value: attributesOf },
    { header: labels['assignments.paymentSchedule'], value: (row) => row.PaymentScheduleName },
    { header: labels['assignments.pricingSchedule'], value: (row) => row.PricingScheduleName },
    { header: labels['assignments.paymentProductId'], value: (row) => row.PaymentProductId },
    { header: labels['assignments.hotlistUntilPaid'], value: (row) => (row.HotlistUntilPaid ? labels['common.yes'] : labels['common.no']) },
    { header: labels['assignments.hotlistCode'], value: (row) => row.FailedPaymentHotlistCode },
    { header: labels['assignments.retryDays'], value: (row) => Math.max(MIN_RETRY_DAYS, row.FailedPaymentRetryDays) },
  ];
}

function ActionsCell({ assignment }: { assignment: Assignment }) {
  const { labels, open, remove } = useContext(RowContext)!;
  const cell = useRef<HTMLSpanElement>(null);
  // The panel gives the focus back to this row's menu button when it closes.
  const opener = () => cell.current?.querySelector('button') ?? null;
  return (
    <span ref={cell}>
      <RowMenu
        label={formatLabel(labels['common.actionsFor'], { name: assignment.ProductName })}
        items={[
          { key: 'edit', label: labels['assignments.edit'], onSelect: () => open(`/Assignments/${assignment.Id}/edit`, opener()) },
          { key: 'pricing', label: labels['assignments.pricing'], onSelect: () => open(`/Assignments/${assignment.Id}/editProductPricing`, opener()) },
          { key: 'delete', label: labels['assignments.delete'], onSelect: () => remove(assignment) },
        ]}
      />
    </span>
  );
}

function Flag({ value }: { value: boolean }) {
  const { labels } = useContext(RowContext)!;
  return <>{value ? labels['common.yes'] : labels['common.no']}</>;
}

function assignmentColumns(labels: AdminLabels) {
  return column.columns([
    column.accessor('Id', { header: labels['assignments.id'] }),
    column.accessor('ProductName', { header: labels['assignments.product'], cell: ({ getValue }) => <strong>{getValue()}</strong> }),
    column.accessor(attributesOf, {
      id: 'attributes',
      header: labels['assignments.attributes'],
    }),
    column.accessor('PaymentScheduleName', { header: labels['assignments.paymentSchedule'] }),
    column.accessor('PricingScheduleName', { header: labels['assignments.pricingSchedule'] }),
    column.accessor('PaymentProductId', { header: labels['assignments.paymentProductId'] }),
    column.accessor('HotlistUntilPaid', { header: labels['assignments.hotlistUntilPaid'], meta: { text: (value) => (value ? labels['common.yes'] : labels['common.no']) }, cell: ({ getValue }) => <Flag value={getValue()} /> }),
    column.accessor('FailedPaymentHotlistCode', { header: labels['assignments.hotlistCode'] }),
    // A stored 0 is shown as the minimum, 1.
    column.accessor((row) => Math.max(MIN_RETRY_DAYS, row.FailedPaymentRetryDays), { id: 'retryDays', header: labels['assignments.retryDays'] }),
    column.display({
      id: 'actions',
      header: () => <span className="rw-visually-hidden">{labels['common.actions']}</span>,
      cell: ({ row }) => <ActionsCell assignment={row.original} />,
    }),
  ]);
}

/**
 * Product Assignments: the table with its row menu (Edit Assignment, Attribute
 * Pricing, Delete Assignment), Add Assignment, the assignment side panel and the Attribute
 * Pricing panel; both panels are routes and go back to the list when they finish.
 */
export default function Assignments({ match, navigate, labels }: ScreenProps) {
  const list = useResource(adminApi.assignments);
  const { id } = match.route;
  const panel = id === 'assignmentAdd' || id === 'assignmentEdit' || id === 'assignmentPricing';
  const setOpener = useOpenerFocus(panel);
  // The list's filter, order and page stay in the address while a panel is open, and come back with it.
  const search = useSearch();
  const suffix = search ? `?${search}` : '';
  const back = () => navigate(`${listPath('assignments')}${suffix}`);
  const columns = useMemo(() => assignmentColumns(labels), [labels]);
  const data = useMemo(() => list.data ?? [], [list.data]);
  const { rowsContainer, ...rows } = useAdminList({ spec: assignmentListSpec, data, columns, getRowId: (row) => String(row.Id), pageSize: ASSIGNMENTS_PAGE_SIZE, labels });
  const { filtered, remember, restore } = rows;
  // The last delete's news, said politely: the row's going is all a sighted admin sees.
  const [removed, setRemoved] = useState('');
  const deletion = useRowConfirm({ remember, restore, act: remove, labels });
  const current = match.params.assignmentId === undefined ? null : (list.data?.find((assignment) => assignment.Id === match.params.assignmentId) ?? null);

  async function remove(assignment: Assignment) {
    setRemoved('');
    const result = await adminApi.deleteAssignment(assignment.Id);
    // A failed delete is only logged; the row stays.
    if (result.ok && list.data) list.set(list.data.filter((row) => row.Id !== assignment.Id));
    if (result.ok) setRemoved(formatLabel(labels['assignments.deleted'], { product: assignment.ProductName }));
    // After the dialog: the focus goes to the row's menu, or the one that took its place.
    restore();
  }

  function saved(assignment: Assignment, created: boolean) {
    // A new assignment reloads the list; an edited one is merged into its row.
    const merged = created || !list.data ? null : mergeAssignment(list.data, assignment);
    if (merged) list.set(merged);
    else list.reload();
    back();
  }

  const actions: RowActions = {
    labels,
    open: (path, opener) => {
      setOpener(opener);
      navigate(`${path}${suffix}`);
    },
    remove: (assignment) => deletion.ask(assignment, assignment.Id, 'menu'),
  };

  const missing = match.params.assignmentId !== undefined && list.status === 'ready' && current === null;

  return (
    <section className="rw-ppa__section">
      <div className="rw-ppa__toolbar">
        <Link href={`/Assignments/add${suffix}`} className="rw-button" onClick={(event) => setOpener(event.currentTarget)}>
          {labels['assignments.add']}
        </Link>
      </div>
      {list.status === 'error' && <ErrorNotice title={labels['assignments.loadError']} error={list.error} onRetry={list.reload} />}
      {list.status === 'loading' && !list.data && <Spinner label={labels['common.loading']} />}
      {list.data && list.data.length === 0 && <p className="rw-ppa__empty">{labels['assignments.empty']}</p>}
      {list.data && list.data.length > 0 && (
        <div className="rw-admin__toolbar">
          <ListFilter {...rows.filter} labels={labels} />
          <div className="rw-admin__toolbar-end">
            <ExportButton
              labels={labels}
              disabled={filtered.length === 0}
              run={rows.exportCsv(assignmentCsvColumns(labels), () => csvFileName(labels['assignments.table'], storeToday()))}
            />
          </div>
        </div>
      )}
      {list.data && list.data.length > 0 && filtered.length === 0 && <p className="rw-ppa__empty">{labels['table.noMatch']}</p>}
      <div ref={rowsContainer}>
        {filtered.length > 0 && (
          <RowContext.Provider value={actions}>
            <AdminTable table={rows.table} caption={labels['assignments.table']} sorting={rows.sorting} />
          </RowContext.Provider>
        )}
      </div>
      {rows.pager && <Pager label={labels['assignments.table']} labels={labels} {...rows.pager} />}

      {id === 'assignmentAdd' && <AssignmentPanel key="add" labels={labels} title={labels['route.assignmentAdd']} assignment={null} onClose={back} onSaved={saved} />}
      {id === 'assignmentEdit' && current && (
        <AssignmentPanel key={`edit-${current.Id}`} labels={labels} title={labels['route.assignmentEdit']} assignment={current} onClose={back} onSaved={saved} />
      )}
      {id === 'assignmentPricing' && current && (
        <AttributePricingPanel key={`pricing-${current.Id}`} labels={labels} assignmentId={current.Id} productName={current.ProductName} onClose={back} />
      )}
      {missing && (
        <p className="rw-ppa__notice rw-ppa__notice--error" role="alert">
          {labels['assignments.notFound']}
        </p>
      )}
      <HeardStatus words={removed} />
      <ConfirmDialog
        {...deletion.dialog}
        title={labels['assignments.deleteTitle']}
        message={formatLabel(labels['assignments.deleteConfirm'], { product: deletion.pending?.ProductName ?? '' })}
        confirmLabel={labels['common.delete']}
      />
    </section>
  );
}
