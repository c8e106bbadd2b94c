import { createContext, useContext, useId, useMemo, useState } from 'react';
import { csvFileName, type CsvColumn } from '../../../src/core/csv.ts';
import { formatLabel } from '../../../src/core/labels.ts';
import { decimalText } from '../../../src/core/money.ts';
import { AlertDialog } from '../../../src/ui/AlertDialog.tsx';
import { ConfirmDialog } from '../../../src/ui/ConfirmDialog.tsx';
import { ErrorNotice } from '../../../src/ui/ErrorNotice.tsx';
import { Spinner } from '../../../src/ui/Spinner.tsx';
import { ExportButton } from '../../../src/ui/admin/ExportButton.tsx';
import { ListFilter } from '../../../src/ui/admin/ListFilter.tsx';
import type { ListSpec } from '../../../src/ui/admin/list-params.ts';
import { Notice, type NoticeMessage } from '../../../src/ui/admin/Notice.tsx';
import { Pager } from '../../../src/ui/admin/Pager.tsx';
import { AdminTable, EmailText } from '../../../src/ui/admin/TableParts.tsx';
import { useAdminList } from '../../../src/ui/admin/use-admin-list.ts';
import { useRowConfirm } from '../../../src/ui/admin/use-row-confirm.ts';
import { clientColumns } from '../../../src/ui/admin/use-client-list.ts';
import { storeToday } from '../../../src/stores/resort-today.ts';
import { useLocale } from '../../../src/ui/use-locale.ts';
import { useResource } from '../../../src/ui/use-resource.ts';
import type { SubscriptionsLabels } from '../labels.ts';
import * as subscriptionsApi from '../api.ts';
import type { SubscriptionType } from '../subscriptions-schemas.ts';
import { exportDate } from '../subscription-dates.ts';
import { StoreValue, useStoreValueText, type StoreValueText } from '../../../src/ui/use-store-value-text.ts';
import { AdminDate } from '../../../src/ui/admin/admin-date.ts';
import { TypeModal } from './TypeModal.tsx';

export const TYPES_PAGE_SIZE = 10;

const SORTABLE = ['Name', 'Id', 'SubscriptionFrequencyName', 'CancelHotlistCode', 'FreezeHotlistCode', 'RetryDays', 'Amount', 'CreatedByCustomerEmail', 'CreateDateUtc', 'UpdatedByCustomerEmail', 'UpdateDateUtc'];

/** The types list's filter, order and page in the address, apart from the enrollments' (`types.`). */
export const typesListSpec: ListSpec<'q'> = {
  prefix: 'types.',
  filters: { q: 'text' },
  sortable: SORTABLE,
  defaultSort: { column: 'Name', descending: false },
};

interface RowActions {
  labels: SubscriptionsLabels;
  edit: (type: SubscriptionType) => void;
  remove: (type: SubscriptionType) => void;
}
const RowContext = createContext<RowActions | null>(null);

function EditButton({ type }: { type: SubscriptionType }) {
  const { labels, edit } = useContext(RowContext)!;
  return (
    <button type="button" className="rw-button rw-button--secondary rw-admin__small" data-row-control="edit" aria-label={formatLabel(labels['types.editType'], { name: type.Name })} onClick={() => edit(type)}>
      {labels['types.edit']}
    </button>
  );
}

function DeleteButton({ type }: { type: SubscriptionType }) {
  const { labels, remove } = useContext(RowContext)!;
  return (
    <button type="button" className="rw-button rw-button--secondary rw-admin__small" data-row-control="delete" aria-label={formatLabel(labels['types.deleteType'], { name: type.Name })} onClick={() => remove(type)}>
      {labels['common.delete']}
    </button>
  );
}

const column = clientColumns<SubscriptionType>();
function typeColumns(labels: SubscriptionsLabels, amount: (value: number) => string) {
  return column.columns([
    column.accessor('Name', { header: labels['types.name'], cell: ({ getValue }) => <strong className="rw-sub__name">{getValue()}</strong> }),
    column.accessor('Id', { header: labels['types.id'] }),
    column.display({ id: 'edit', header: () => <span className="rw-visually-hidden">{labels['types.edit']}</span>, cell: ({ row }) => <EditButton type={row.original} /> }),
    column.accessor((row) => row.SubscriptionFrequencyName ?? String(row.SubscriptionFrequencyId), { id: 'SubscriptionFrequencyName', header: labels['types.frequency'], meta: { text: (value, _row, format) => format.storeValue('frequency', value) }, cell: ({ getValue }) => <StoreValue kind="frequency" value={getValue()} /> }),
    column.accessor((row) => row.CancelHotlistCode ?? '', { id: 'CancelHotlistCode', header: labels['types.cancelHotlistCode'] }),
    column.accessor((row) => row.FreezeHotlistCode ?? '', { id: 'FreezeHotlistCode', header: labels['types.freezeHotlistCode'] }),
    column.accessor((row) => row.RetryDays ?? '', { id: 'RetryDays', header: labels['types.retryDays'] }),
    column.accessor('Amount', { header: labels['types.amount'], meta: { text: (value, _row, format) => format.money(value) }, cell: ({ getValue }) => amount(getValue()) }),
    column.accessor((row) => row.CreatedByCustomerEmail ?? '--', { id: 'CreatedByCustomerEmail', header: labels['types.createdBy'], cell: ({ getValue }) => <EmailText value={getValue()} /> }),
    column.accessor((row) => row.CreateDateUtc ?? '', { id: 'CreateDateUtc', header: labels['types.createdDate'], meta: { text: (value, _row, format) => format.date(value, 'adminNumeric') }, cell: ({ getValue }) => <AdminDate value={getValue()} form="adminNumeric" /> }),
    column.accessor((row) => row.UpdatedByCustomerEmail ?? '--', { id: 'UpdatedByCustomerEmail', header: labels['types.updatedBy'], cell: ({ getValue }) => <EmailText value={getValue()} /> }),
    column.accessor((row) => row.UpdateDateUtc ?? '', { id: 'UpdateDateUtc', header: labels['types.updatedDate'], meta: { text: (value, _row, format) => format.date(value, 'adminNumeric') }, cell: ({ getValue }) => <AdminDate value={getValue()} form="adminNumeric" /> }),
    column.display({ id: 'actions', header: () => <span className="rw-visually-hidden">{labels['common.actions']}</span>, cell: ({ row }) => <DeleteButton type={row.original} /> }),
  ]);
}

/**
 * The export: what the table shows, every filtered row in its order, its frequencies in the
 * island's language and its dates in the locale's numeric form (`exportDate`).
 */
function typeCsvColumns(labels: SubscriptionsLabels, locale: string, valueText: StoreValueText): CsvColumn<SubscriptionType>[] {
  return [
    { header: labels['types.name'], value: (row) => row.Name },
    { header: labels['types.id'], value: (row) => row.Id },
    { header: labels['types.frequency'], value: (row) => (row.SubscriptionFrequencyName === null ? null : valueText('frequency', row.SubscriptionFrequencyName)) },
    { header: labels['types.cancelHotlistCode'], value: (row) => row.CancelHotlistCode },
    { header: labels['types.freezeHotlistCode'], value: (row) => row.FreezeHotlistCode },
    { header: labels['types.retryDays'], value: (row) => row.RetryDays },
    { header: labels['types.amount'], value: (row) => decimalText(row.Amount) },
    { header: labels['types.createdBy'], value: (row) => row.CreatedByCustomerEmail },
    { header: labels['types.createdDate'], value: (row) => exportDate(row.CreateDateUtc, locale) },
    { header: labels['types.updatedBy'], value: (row) => row.UpdatedByCustomerEmail },
    { header: labels['types.updatedDate'], value: (row) => exportDate(row.UpdateDateUtc, locale) },
  ];
}

type Editing = { type: SubscriptionType | null } | null;

/**
 * Subscription Types: the heading with the count, Create New, the filtered, ordered and paged
 * table (its state in the address) with Edit and Delete on every row, the create and update
 * modals and the delete confirmation. A failure is an alert with the store's message; after a
 * modal, the focus is back on the row it was opened from.
 */
export default function SubscriptionTypes({ labels }: { labels: SubscriptionsLabels }) {
  const headingId = useId();
  const list = useResource(subscriptionsApi.subscriptionTypes);
  const [editing, setEditing] = useState<Editing>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const { money, locale } = useLocale();
  const valueText = useStoreValueText();
  const columns = useMemo(() => typeColumns(labels, money), [labels, money]);
  const data = useMemo(() => list.data ?? [], [list.data]);
  const { rowsContainer, ...rows } = useAdminList({ spec: typesListSpec, data, columns, getRowId: (row) => String(row.Id), pageSize: TYPES_PAGE_SIZE, labels });
  const { filtered, remember, restore } = rows;
  const deletion = useRowConfirm({ remember, restore, act: remove, labels });

  const actions: RowActions = {
    labels,
    edit: (type) => {
      remember(type.Id, 'edit');
      setEditing({ type });
    },
    remove: (type) => deletion.ask(type, type.Id, 'delete'),
  };

  async function remove(type: SubscriptionType) {
    const result = await subscriptionsApi.deleteType(type.Id);
    if (result.ok) {
      if (list.data) list.set(list.data.filter((row) => row.Id !== type.Id));
      setNotice({ kind: 'success', text: formatLabel(labels['types.deleted'], { name: type.Name }) });
      restore();
      list.reload();
    } else {
      setFailure(subscriptionsApi.failureText(result.error, labels));
    }
  }

  return (
    <section className="rw-sub__section" aria-labelledby={headingId}>
      <div className="rw-admin__toolbar">
        <h2 id={headingId} className="rw-sub__heading">
          {formatLabel(labels['types.heading'], { count: list.data?.length ?? 0 })}
        </h2>
        <button type="button" className="rw-button" onClick={() => setEditing({ type: null })}>
          {labels['types.create']}
        </button>
      </div>
      <div className="rw-admin__toolbar">
        <ListFilter {...rows.filter} labels={labels} />
        <div className="rw-admin__toolbar-end">
          <ExportButton labels={labels} disabled={filtered.length === 0} run={rows.exportCsv(typeCsvColumns(labels, locale, valueText), () => csvFileName(labels['types.exportName'], storeToday()))} />
        </div>
      </div>
      <Notice notice={notice} onDismiss={() => setNotice(null)} dismissLabel={labels['common.dismiss']} />
      {list.status === 'error' && <ErrorNotice title={labels['types.loadError']} error={list.error} onRetry={list.reload} />}
      {list.status === 'loading' && !list.data && <Spinner label={labels['common.loading']} />}
      {list.data && list.data.length === 0 && <p className="rw-admin__empty">{labels['types.empty']}</p>}
      {list.data && list.data.length > 0 && filtered.length === 0 && <p className="rw-admin__empty">{labels['table.noMatch']}</p>}
      <div ref={rowsContainer}>
        {filtered.length > 0 && (
          <RowContext.Provider value={actions}>
            <AdminTable table={rows.table} caption={labels['types.table']} busy={list.status === 'loading'} sorting={rows.sorting} />
          </RowContext.Provider>
        )}
      </div>
      {rows.pager && <Pager label={labels['types.table']} labels={labels} {...rows.pager} />}

      <TypeModal
        open={editing !== null}
        type={editing?.type ?? null}
        labels={labels}
        onClose={() => {
          setEditing(null);
          restore();
        }}
        onSaved={(saved) => {
          setEditing(null);
          setNotice({ kind: 'success', text: formatLabel(labels['types.saved'], { name: saved.Name }) });
          restore();
          list.reload();
        }}
      />
      <ConfirmDialog
        {...deletion.dialog}
        title={labels['types.deleteTitle']}
        message={formatLabel(labels['types.deleteConfirm'], { name: deletion.pending?.Name ?? '' })}
        confirmLabel={labels['common.delete']}
      />
      <AlertDialog
        open={failure !== null}
        title={labels['types.deleteFailedTitle']}
        message={failure ?? ''}
        closeLabel={labels['common.ok']}
        onClose={() => {
          setFailure(null);
          restore();
        }}
      />
    </section>
  );
}
