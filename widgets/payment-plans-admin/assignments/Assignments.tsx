import { createContext, useContext, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import type { Assignment } from '../admin-schemas.ts';
import { formatLabel } from '../../../src/core/labels.ts';
import { ConfirmDialog } from '../../../src/ui/ConfirmDialog.tsx';
import { ErrorNotice } from '../../../src/ui/ErrorNotice.tsx';
import { Spinner } from '../../../src/ui/Spinner.tsx';
import * as adminApi from '../admin-api.ts';
import { AssignmentPanel } from './AssignmentPanel.tsx';
import { MIN_RETRY_DAYS, mergeAssignment } from './assignment-rules.ts';
import { AttributePricingPanel } from './AttributePricingPanel.tsx';
import type { AdminLabels } from '../labels.ts';
import type { ScreenProps } from '../screen-props.ts';
import { listPath } from '../routes.ts';
import { RowMenu } from '../parts/RowMenu.tsx';
import { useOpenerFocus } from '../parts/use-opener-focus.ts';
import { RowCells, TableHead } from '../parts/TableParts.tsx';
import { useResource } from '../../../src/ui/use-resource.ts';
import { ShowMoreButton, useShowMore } from '../../../src/ui/ShowMore.tsx';
import { LIST_STEPS } from '../parts/list-steps.ts';

const ASSIGNMENTS_STEP = LIST_STEPS.assignments;

interface RowActions {
  labels: AdminLabels;
  open: (path: string, opener: HTMLElement | null) => void;
  remove: (assignment: Assignment) => void;
}

const RowContext = createContext<RowActions | null>(null);
const features = tableFeatures({});
const column = createColumnHelper<typeof features, Assignment>();

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
    column.accessor((row) => row.ProductAttributes.filter((attribute) => attribute.Selected).map((attribute) => attribute.Display).join(', ') || '--', {
      id: 'attributes',
      header: labels['assignments.attributes'],
    }),
    column.accessor('PaymentScheduleName', { header: labels['assignments.paymentSchedule'] }),
    column.accessor('PricingScheduleName', { header: labels['assignments.pricingSchedule'] }),
    column.accessor('PaymentProductId', { header: labels['assignments.paymentProductId'] }),
    column.accessor('HotlistUntilPaid', { header: labels['assignments.hotlistUntilPaid'], cell: ({ getValue }) => <Flag value={getValue()} /> }),
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
  const [deleting, setDeleting] = useState<Assignment | null>(null);
  const { id } = match.route;
  const panel = id === 'assignmentAdd' || id === 'assignmentEdit' || id === 'assignmentPricing';
  const setOpener = useOpenerFocus(panel);
  const back = () => navigate(listPath('assignments'));
  const columns = useMemo(() => assignmentColumns(labels), [labels]);
  const { visible, hidden, showMore } = useShowMore(list.data ?? [], ASSIGNMENTS_STEP);
  const data = useMemo(() => [...visible], [visible]);
  const table = useTable({ features, columns, data, getRowId: (row) => String(row.Id) });
  const current = match.params.assignmentId === undefined ? null : (list.data?.find((assignment) => assignment.Id === match.params.assignmentId) ?? null);

  async function remove(assignment: Assignment) {
    setDeleting(null);
    const result = await adminApi.deleteAssignment(assignment.Id);
    // A failed delete is only logged; the row stays.
    if (result.ok && list.data) list.set(list.data.filter((row) => row.Id !== assignment.Id));
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
      navigate(path);
    },
    remove: setDeleting,
  };

  const missing = match.params.assignmentId !== undefined && list.status === 'ready' && current === null;

  return (
    <section className="rw-ppa__section">
      <div className="rw-ppa__toolbar">
        <Link href="/Assignments/add" className="rw-button" onClick={(event) => setOpener(event.currentTarget)}>
          {labels['assignments.add']}
        </Link>
      </div>
      {list.status === 'error' && <ErrorNotice title={labels['assignments.loadError']} error={list.error} onRetry={list.reload} />}
      {list.status === 'loading' && !list.data && <Spinner label={labels['common.loading']} />}
      {list.data && list.data.length === 0 && <p className="rw-ppa__empty">{labels['assignments.empty']}</p>}
      {list.data && list.data.length > 0 && (
        <RowContext.Provider value={actions}>
          <div className="rw-ppa__table-wrap">
            <table className="rw-ppa__table">
              <caption className="rw-visually-hidden">{labels['assignments.table']}</caption>
              <TableHead table={table} />
              <tbody>
                {table.getRowModel().rows.map((row) => (
                  <tr key={row.id}>
                    <RowCells table={table} row={row} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ShowMoreButton hidden={hidden} step={ASSIGNMENTS_STEP} onClick={showMore} />
        </RowContext.Provider>
      )}

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
      <ConfirmDialog
        open={deleting !== null}
        title={labels['assignments.deleteTitle']}
        message={formatLabel(labels['assignments.deleteConfirm'], { product: deleting?.ProductName ?? '' })}
        confirmLabel={labels['common.delete']}
        cancelLabel={labels['common.cancel']}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
