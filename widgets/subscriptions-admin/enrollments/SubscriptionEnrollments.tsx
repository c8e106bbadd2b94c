import { createContext, useContext, useEffect, useMemo, useState, type FormEvent } from 'react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { csvFileName } from '../../../src/core/csv.ts';
import { formatLabel } from '../../../src/core/labels.ts';
import { lazyPart } from '../../../src/ui/lazy-part.tsx';
import { ErrorNotice } from '../../../src/ui/ErrorNotice.tsx';
import { Spinner } from '../../../src/ui/Spinner.tsx';
import { AdminTable, EmailText } from '../../../src/ui/admin/TableParts.tsx';
import { ExportButton, storeExport } from '../../../src/ui/admin/ExportButton.tsx';
import { nextSort } from '../../../src/ui/admin/list-params.ts';
import { Notice, type NoticeMessage } from '../../../src/ui/admin/Notice.tsx';
import { Pager } from '../../../src/ui/admin/Pager.tsx';
import { useListParams } from '../../../src/ui/admin/use-list-params.ts';
import { storeToday } from '../../../src/stores/resort-today.ts';
import { useLocale } from '../../../src/ui/use-locale.ts';
import { useResource } from '../../../src/ui/use-resource.ts';
import type { SubscriptionsLabels } from '../labels.ts';
import * as subscriptionsApi from '../api.ts';
import { ENROLLMENT_ORDER_BY, ENROLLMENT_PAGE_SIZE, type SubscriptionEnrollment } from '../subscriptions-schemas.ts';
import { AdminDate } from '../../../src/ui/admin/admin-date.ts';
import { StoreValue } from '../../../src/ui/use-store-value-text.ts';
import { EnrollmentChanges } from './EnrollmentChanges.tsx';
import { EnrollmentSearchForm } from './EnrollmentSearchForm.tsx';
import { enrollmentListSpec, searchProblem, shouldReloadFirstPage, toQuery, type SearchDraft } from './enrollment-search.ts';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, SubscriptionEnrollment>();

interface RowContextValue {
  selectedId: number | null;
  select: (id: number) => void;
  group: string;
  labels: SubscriptionsLabels;
}
/** The alert a failed change shows: rare, so a chunk of its own, fetched with the first failure. */
const alertDialog = lazyPart(() => import('../../../src/ui/AlertDialog.tsx').then(({ AlertDialog }) => ({ default: AlertDialog })));
const AlertDialog = alertDialog.Part;

const RowContext = createContext<RowContextValue | null>(null);

/** Choosing a row: a radio button per row (the arrow keys move the choice, as in any radio group). */
function SelectCell({ row }: { row: SubscriptionEnrollment }) {
  const { selectedId, select, group, labels } = useContext(RowContext)!;
  return (
    <input
      type="radio"
      name={group}
      data-row-control="select"
      checked={selectedId === row.SubscriptionEnrollmentId}
      aria-label={formatLabel(labels['enrollments.selectRow'], { id: row.SubscriptionEnrollmentId, name: `${row.FirstName} ${row.LastName}` })}
      onChange={() => select(row.SubscriptionEnrollmentId)}
    />
  );
}

function enrollmentColumns(labels: SubscriptionsLabels, money: (amount: number) => string) {
  return column.columns([
    column.display({ id: 'select', header: () => <span className="rw-visually-hidden">{labels['enrollments.select']}</span>, cell: ({ row }) => <SelectCell row={row.original} /> }),
    column.accessor('SubscriptionEnrollmentId', { header: labels['enrollments.id'] }),
    column.accessor('FirstName', { header: labels['enrollments.firstName'] }),
    column.accessor('LastName', { header: labels['enrollments.lastName'] }),
    column.accessor('Email', { header: labels['enrollments.email'], cell: ({ getValue }) => <EmailText value={getValue()} /> }),
    column.accessor('Name', { header: labels['enrollments.subscription'] }),
    column.accessor('SubscriptionFrequencyType', { id: 'Frequency', header: labels['enrollments.frequency'], cell: ({ getValue }) => <StoreValue kind="frequency" value={getValue()} /> }),
    column.accessor('EnrollmentDate', { header: labels['enrollments.enrollmentDate'], cell: ({ getValue }) => <AdminDate value={getValue()} form="adminNumeric" /> }),
    column.accessor('EffectiveDate', { header: labels['enrollments.effectiveDate'], cell: ({ getValue }) => <AdminDate value={getValue()} form="adminNumeric" /> }),
    column.accessor('NextPaymentDate', { header: labels['enrollments.nextPayment'], cell: ({ getValue }) => <AdminDate value={getValue()} form="adminNumeric" /> }),
    column.accessor('LastProcessedDate', { header: labels['enrollments.lastProcessed'], cell: ({ getValue }) => <AdminDate value={getValue()} form="adminNumeric" /> }),
    column.accessor('Status', { header: labels['enrollments.status'], cell: ({ getValue }) => <StoreValue kind="status" value={getValue()} /> }),
    column.accessor('Amount', { header: labels['enrollments.amount'], cell: ({ getValue }) => money(getValue()) }),
    column.accessor('Retries', { header: labels['enrollments.retries'] }),
    column.accessor('OrderId', { header: labels['enrollments.orderId'], cell: ({ getValue }) => getValue() ?? '--' }),
  ]);
}

const draftOf = (filters: SearchDraft): SearchDraft => ({ ...filters });

/**
 * Subscription Enrollments: the search, the table ordered and paged 10 at a time by the store
 * (its order, search and page in the address), the changes of the selected row, and the export
 * of everything the search finds.
 */
export default function SubscriptionEnrollments({ labels }: { labels: SubscriptionsLabels }) {
  const [search, setSearch] = useListParams(enrollmentListSpec);
  const [draft, setDraft] = useState<SearchDraft>(() => draftOf(search.filters));
  const [problem, setProblem] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  // Once shown, the alert stays mounted (closed): closing it gives the focus back.
  const [alerted, setAlerted] = useState(false);
  if (alert !== null && !alerted) setAlerted(true);
  const statuses = useResource(subscriptionsApi.enrollmentStatuses);
  const subscriptions = useResource(subscriptionsApi.subscriptionTypes);
  const query = useMemo(() => toQuery(search), [search]);
  const results = useResource(() => subscriptionsApi.enrollments(query, search.page), JSON.stringify([query, search.page]));
  const { money } = useLocale();
  const columns = useMemo(() => enrollmentColumns(labels, money), [labels, money]);
  const page = results.data;
  // At most a page is drawn, whatever the store sent.
  const rows = useMemo(() => page?.Results.slice(0, ENROLLMENT_PAGE_SIZE) ?? [], [page]);
  const table = useTable({ features, columns, data: rows, getRowId: (row) => String(row.SubscriptionEnrollmentId) });
  const selected = rows.find((row) => row.SubscriptionEnrollmentId === selectedId) ?? null;

  // Back, forward or a link changed the search: the form shows it.
  const filtersKey = JSON.stringify(search.filters);
  const [shownKey, setShownKey] = useState(filtersKey);
  if (shownKey !== filtersKey) {
    setShownKey(filtersKey);
    setDraft(draftOf(search.filters));
    setProblem(null);
  }

  // A page past the end (an old link, rows gone) goes back to page 1.
  useEffect(() => {
    if (results.status === 'ready' && shouldReloadFirstPage(results.data, search.page)) setSearch({ ...search, page: 1 }, { replace: true });
  }, [results.status, results.data, search, setSearch]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = searchProblem(draft);
    setProblem(found ? labels[`search.${found}`] : null);
    if (found) return;
    setSearch({ ...search, filters: { ...draft }, page: 1 });
  }

  function saved(enrollment: SubscriptionEnrollment, message: string) {
    if (page) results.set({ ...page, Results: page.Results.map((row) => (row.SubscriptionEnrollmentId === enrollment.SubscriptionEnrollmentId ? enrollment : row)) });
    setNotice({ kind: 'success', text: message });
  }

  return (
    <section className="rw-sub__section">
      <EnrollmentSearchForm
        draft={draft}
        onChange={setDraft}
        statuses={statuses.data ?? []}
        problem={problem}
        onSearch={submit}
        onClear={() => {
          setProblem(null);
          setSearch({ ...search, filters: Object.fromEntries(Object.keys(draft).map((key) => [key, ''])) as SearchDraft, page: 1 });
        }}
        labels={labels}
      />
      {statuses.status === 'error' && <ErrorNotice title={labels['enrollments.statusesError']} error={statuses.error} onRetry={statuses.reload} />}
      {subscriptions.status === 'error' && <ErrorNotice title={labels['enrollments.typesError']} error={subscriptions.error} onRetry={subscriptions.reload} />}

      <EnrollmentChanges
        enrollment={selected}
        statuses={statuses.data ?? []}
        subscriptions={subscriptions.data ?? []}
        labels={labels}
        onSaved={saved}
        onFailed={setAlert}
        today={storeToday()}
      />
      <Notice notice={notice} onDismiss={() => setNotice(null)} dismissLabel={labels['common.dismiss']} />

      <div className="rw-admin__toolbar">
        <div className="rw-admin__toolbar-end">
          <ExportButton
            labels={labels}
            disabled={!page || page.TotalNumberOfRecords === 0}
            run={() => storeExport(() => subscriptionsApi.exportEnrollments(query), () => csvFileName(labels['enrollments.exportName'], storeToday()), page?.TotalNumberOfRecords ?? 0)}
          />
        </div>
      </div>

      {results.status === 'error' && <ErrorNotice title={labels['enrollments.loadError']} error={results.error} onRetry={results.reload} />}
      {results.status === 'loading' && !page && <Spinner label={labels['common.loading']} />}
      {page && rows.length === 0 && page.TotalNumberOfPages === 0 && <p className="rw-admin__empty">{labels['enrollments.none']}</p>}
      {rows.length > 0 && (
        <RowContext.Provider value={{ selectedId, select: setSelectedId, group: 'subscription-enrollment', labels }}>
          <AdminTable
            table={table}
            caption={labels['enrollments.table']}
            busy={results.status === 'loading'}
            isSelected={(row) => row.SubscriptionEnrollmentId === selectedId}
            sorting={{
              sort: search.sort,
              sortable: ENROLLMENT_ORDER_BY,
              labels,
              onSort: (columnId) => setSearch({ ...search, sort: nextSort(search.sort, columnId), page: 1 }),
            }}
          />
        </RowContext.Provider>
      )}
      {page && page.TotalNumberOfRecords > 0 && (
        <Pager
          label={labels['enrollments.table']}
          page={page.PageNumber}
          pages={page.TotalNumberOfPages}
          records={page.TotalNumberOfRecords}
          busy={results.status === 'loading'}
          labels={labels}
          onPage={(pageNumber) => setSearch({ ...search, page: pageNumber })}
        />
      )}
      {alerted && <AlertDialog open={alert !== null} title={labels['changes.failedTitle']} message={alert ?? ''} closeLabel={labels['common.ok']} onClose={() => setAlert(null)} />}
    </section>
  );
}
