import { useMemo, useState, type ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import type { ApiResult } from '../../../src/api/errors.ts';
import { formatLabel } from '../../../src/core/labels.ts';
import { ConfirmDialog } from '../../../src/ui/ConfirmDialog.tsx';
import { ErrorNotice } from '../../../src/ui/ErrorNotice.tsx';
import { Spinner } from '../../../src/ui/Spinner.tsx';
import * as adminApi from '../api.ts';
import type { AdminLabels } from '../labels.ts';
import { Notice, type NoticeMessage } from '../../../src/ui/admin/Notice.tsx';
import type { ScreenProps } from '../screen-props.ts';
import { listPath, type RouteId, type ScreenId } from '../routes.ts';
import { ScheduleList, useScheduleList, type ScheduleListRow } from './ScheduleList.tsx';
import { useOpenerFocus } from '../parts/use-opener-focus.ts';
import { useRowConfirm } from '../../../src/ui/admin/use-row-confirm.ts';
import { useResource } from '../../../src/ui/use-resource.ts';

type LabelKey = keyof AdminLabels;

/** What tells the payment and the pricing schedule screens apart. */
export interface ScheduleScreenKind<T> {
  screen: ScreenId;
  /** `/Schedules` or `/Pricing`. */
  base: string;
  addRoute: RouteId;
  detailRoute: RouteId;
  load: () => Promise<ApiResult<readonly T[]>>;
  remove: (id: number) => Promise<ApiResult<unknown>>;
  toRow: (schedule: T) => ScheduleListRow & { deleted: boolean };
  labels: { add: LabelKey; loadError: LabelKey; empty: LabelKey; caption: LabelKey; deleteTitle: LabelKey };
}

/** The overlay's props, given by the screen to the kind's editor. */
export interface ScheduleEditorSlot {
  key: string;
  routeTitle: string;
  scheduleId: number | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * A schedules screen: the list with deleted schedules hidden, Add, the add / detail
 * overlay for the child routes, and delete behind a confirmation. The payment and the pricing
 * schedule screens differ only in their calls, wording and editor.
 */
export function ScheduleScreen<T>({
  kind,
  match,
  navigate,
  labels,
  editor,
}: ScreenProps & { kind: ScheduleScreenKind<T>; editor: (slot: ScheduleEditorSlot) => ReactNode }) {
  const list = useResource(kind.load);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const { id } = match.route;
  const overlay = id === kind.addRoute || id === kind.detailRoute;
  const setOpener = useOpenerFocus(overlay);
  // The list's filter, order and page stay in the address while an overlay is open, and come back with it.
  const search = useSearch();
  const suffix = search ? `?${search}` : '';
  const rows = useMemo(() => (list.data ?? []).map(kind.toRow).filter((row) => !row.deleted), [list.data, kind]);
  const { rowsContainer, ...shown } = useScheduleList(rows, labels);
  const { remember, restore } = shown;
  const deletion = useRowConfirm({ remember, restore, act: remove, labels });
  const back = () => navigate(`${listPath(kind.screen)}${suffix}`);

  async function remove(row: ScheduleListRow) {
    const result = await kind.remove(row.id);
    if (result.ok) {
      if (list.data) list.set(list.data.filter((schedule) => kind.toRow(schedule).id !== row.id));
      list.reload();
    } else setNotice({ kind: 'error', text: formatLabel(labels['schedules.deleteFailed'], { name: row.name, message: adminApi.failureText(result.error, labels) }) });
    // After the dialog: the focus goes to the row that took the deleted one's place.
    restore();
  }

  return (
    <section className="rw-ppa__section">
      <div className="rw-ppa__toolbar">
        <Link href={`${kind.base}/add${suffix}`} className="rw-button" onClick={(event) => setOpener(event.currentTarget)}>
          {labels[kind.labels.add]}
        </Link>
      </div>
      <Notice notice={notice} onDismiss={() => setNotice(null)} dismissLabel={labels['common.dismiss']} />
      {list.status === 'error' && <ErrorNotice title={labels[kind.labels.loadError]} error={list.error} onRetry={list.reload} />}
      {list.status === 'loading' && !list.data && <Spinner label={labels['common.loading']} />}
      {list.data && rows.length === 0 && <p className="rw-ppa__empty">{labels[kind.labels.empty]}</p>}
      <div ref={rowsContainer}>
        {rows.length > 0 && (
          <ScheduleList
            caption={labels[kind.labels.caption]}
            base={kind.base}
            list={shown}
            labels={labels}
            onOpen={setOpener}
            onDelete={(row) => deletion.ask(row, row.id, 'delete')}
          />
        )}
      </div>
      {overlay &&
        editor({
          key: `${id}-${match.params.scheduleId ?? 'new'}`,
          routeTitle: labels[`route.${id}`],
          scheduleId: match.params.scheduleId ?? null,
          onClose: back,
          onSaved: () => {
            list.reload();
            back();
          },
        })}
      <ConfirmDialog
        {...deletion.dialog}
        title={labels[kind.labels.deleteTitle]}
        message={formatLabel(labels['schedules.deleteConfirm'], { name: deletion.pending?.name ?? '' })}
        confirmLabel={labels['common.delete']}
      />
    </section>
  );
}
