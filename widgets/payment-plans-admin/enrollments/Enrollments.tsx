import { useMemo, useRef, useState, type FormEvent } from 'react';
import type { EnrollmentPage, EnrollmentRow } from '../admin-schemas.ts';
import type { ApiResult } from '../../../src/api/errors.ts';
import { csvFileName } from '../../../src/core/csv.ts';
import { formatLabel } from '../../../src/core/labels.ts';
import { ExportButton, storeExport } from '../../../src/ui/admin/ExportButton.tsx';
import { nextSort } from '../../../src/ui/admin/list-params.ts';
import { useListParams } from '../../../src/ui/admin/use-list-params.ts';
import { ErrorNotice } from '../../../src/ui/ErrorNotice.tsx';
import { Spinner } from '../../../src/ui/Spinner.tsx';
import { useResource } from '../../../src/ui/use-resource.ts';
import * as adminApi from '../api.ts';
import { Notice, type NoticeMessage } from '../../../src/ui/admin/Notice.tsx';
import { Pager } from '../../../src/ui/admin/Pager.tsx';
import type { ScreenProps } from '../screen-props.ts';
import {
  emptyFilters,
  enrollmentListSpec,
  filtersFromAddress,
  filtersToAddress,
  REPROCESS_FAILED_PAYMENTS,
  REPROCESS_POS_RECORDS,
  toEnrollmentQuery,
  validateFilters,
  type OrderIdFilter,
  type EnrollmentFilters,
} from './enrollment-rules.ts';
import { EnrollmentFiltersForm } from './EnrollmentFiltersForm.tsx';
import { EnrollmentTable, type RowActions } from './EnrollmentTable.tsx';
import { storeToday } from '../../../src/stores/resort-today.ts';
import { useStoreValueText } from '../../../src/ui/use-store-value-text.ts';

const noPage = (): Promise<ApiResult<EnrollmentPage | null>> => Promise.resolve({ ok: true, data: null });

/**
 * Enrollments: the filter row, nothing until a search, then
 * the table 15 a page (paged by the store), each row's menu of statuses and reprocess actions,
 * and the scheduled payments of a row with their allowed next statuses. The search, its page and
 * its order are in the page's address; Export CSV asks the store for every enrollment it finds.
 */
export default function Enrollments({ labels }: ScreenProps) {
  const statuses = useResource(adminApi.enrollmentStatuses);
  const valueText = useStoreValueText();
  const [list, setList] = useListParams(enrollmentListSpec);
  const searched = useMemo(() => filtersFromAddress(list.filters), [list.filters]);
  const [filters, setFilters] = useState<EnrollmentFilters>(searched);
  const [filterErrors, setFilterErrors] = useState<Partial<Record<OrderIdFilter, string>>>({});
  /** Bumped to search again with the same filters (after a reprocess). */
  const [attempt, setAttempt] = useState(0);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [reprocessing, setReprocessing] = useState(false);
  const ascending = !(list.sort?.descending ?? false);
  const query = list.searched ? toEnrollmentQuery(searched, list.page, ascending) : null;
  const results = useResource(() => (query ? adminApi.enrollments(query) : noPage()), JSON.stringify([query, attempt]));
  const tableTop = useRef<HTMLDivElement>(null);

  // Back, forward or a link changed the search: the filter row shows it.
  const addressKey = JSON.stringify(list.filters);
  const [shownKey, setShownKey] = useState(addressKey);
  if (shownKey !== addressKey) {
    setShownKey(addressKey);
    setFilters(searched);
    setFilterErrors({});
    setExpanded(new Set());
  }

  const page = results.data;

  function apply(event: FormEvent) {
    event.preventDefault();
    const problem = validateFilters(filters);
    const messages: Partial<Record<OrderIdFilter, string>> = {};
    for (const field of ['orderId', 'paymentOrderId'] as const) {
      const key = problem?.[field];
      if (key) messages[field] = labels[`enrollments.${key}`];
    }
    setFilterErrors(messages);
    if (problem) return;
    setExpanded(new Set());
    setList({ ...list, filters: filtersToAddress(filters), page: 1, searched: true });
    setAttempt((n) => n + 1);
  }

  function goTo(pageNumber: number) {
    if (!list.searched) return;
    setExpanded(new Set());
    setList({ ...list, page: pageNumber });
    tableTop.current?.scrollIntoView?.({ block: 'nearest' });
  }

  const researched = () => setAttempt((n) => n + 1);

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
    // 204: the row takes the chosen status.
    if (page) results.set({ ...page, Results: page.Results.map((r) => (r.EnrollmentId === id ? { ...r, EnrollmentStatus: name } : r)) });
    setNotice({ kind: 'success', text: formatLabel(labels['enrollments.statusChanged'], { id, status: valueText('status', name) }) });
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

  return (
    <section className="rw-ppa__section">
      <EnrollmentFiltersForm
        filters={filters}
        onChange={setFilters}
        filterErrors={filterErrors}
        onApply={apply}
        onClear={() => {
          setFilters(emptyFilters);
          setFilterErrors({});
        }}
        reprocessing={reprocessing}
        onReprocessPos={() => void reprocessPos()}
        labels={labels}
      />

      <Notice notice={notice} onDismiss={() => setNotice(null)} dismissLabel={labels['common.dismiss']} />
      {statuses.status === 'error' && <ErrorNotice title={labels['enrollments.statusesError']} error={statuses.error} onRetry={statuses.reload} />}

      {query && (
        <div className="rw-admin__toolbar">
          <div className="rw-admin__toolbar-end">
            <ExportButton
              labels={labels}
              disabled={!page || page.TotalNumberOfRecords === 0}
              run={() => storeExport(() => adminApi.exportEnrollments(query), () => csvFileName(labels['enrollments.exportName'], storeToday()), page?.TotalNumberOfRecords ?? 0)}
            />
          </div>
        </div>
      )}

      <div ref={tableTop}>
        {!query && <p className="rw-ppa__empty">{labels['enrollments.prompt']}</p>}
        {query && results.status === 'error' && <ErrorNotice title={labels['enrollments.loadError']} error={results.error} onRetry={results.reload} />}
        {query && results.status === 'loading' && !page && <Spinner label={labels['common.loading']} />}
        {page && page.Results.length === 0 && <p className="rw-ppa__empty">{labels['enrollments.none']}</p>}
        {page && page.Results.length > 0 && (
          <EnrollmentTable
            rows={page.Results}
            actions={actions}
            busy={results.status === 'loading'}
            labels={labels}
            sorting={{ sort: list.sort, sortable: enrollmentListSpec.sortable, labels, onSort: (column) => setList({ ...list, sort: nextSort(list.sort, column), page: 1 }) }}
          />
        )}
        {page && page.TotalNumberOfRecords > 0 && (
          <Pager label={labels['enrollments.table']} page={page.PageNumber} pages={page.TotalNumberOfPages} records={page.TotalNumberOfRecords} busy={results.status === 'loading'} labels={labels} onPage={goTo} />
        )}
      </div>
    </section>
  );
}
