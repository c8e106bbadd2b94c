import { useState } from 'react';
import { Link } from 'wouter';
import { formatLabel } from '../../src/core/labels.ts';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog.tsx';
import { ErrorNotice } from '../../src/ui/ErrorNotice.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import * as adminApi from './admin-api.ts';
import { Notice, type NoticeMessage } from './Notice.tsx';
import type { ScreenProps } from './PaymentPlansAdmin.tsx';
import { PricingScheduleEditor } from './PricingScheduleEditor.tsx';
import { listPath } from './routes.ts';
import { ScheduleList, type ScheduleListRow } from './ScheduleList.tsx';
import { useOpenerFocus } from './use-opener-focus.ts';
import { useResource } from './use-resource.ts';

/** Pricing Schedules: the list and the add / detail overlay for purchase-date windows (spec §2). */
export default function PricingSchedules({ match, navigate, labels }: ScreenProps) {
  const list = useResource(adminApi.pricingSchedules);
  const [deleting, setDeleting] = useState<ScheduleListRow | null>(null);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const { id } = match.route;
  const overlay = id === 'pricingAdd' || id === 'pricingDetail';
  const setOpener = useOpenerFocus(overlay);
  const back = () => navigate(listPath('pricing'));

  async function remove(row: ScheduleListRow) {
    setDeleting(null);
    const result = await adminApi.deletePricingSchedule(row.id);
    if (result.ok) list.reload();
    else setNotice({ kind: 'error', text: formatLabel(labels['schedules.deleteFailed'], { name: row.name, message: adminApi.failureText(result.error, labels) }) });
  }

  const rows: ScheduleListRow[] = (list.data ?? [])
    .filter((schedule) => !schedule.IsDeleted)
    .map((schedule) => ({ id: schedule.PricingScheduleId, name: schedule.PricingScheduleName ?? '', ranges: schedule.PurchaseDates, updated: schedule.UpdateDateUtc }));

  return (
    <section className="rw-ppa__section">
      <div className="rw-ppa__toolbar">
        <Link href="/Pricing/add" className="rw-button" onClick={(event) => setOpener(event.currentTarget)}>
          {labels['schedules.addPricing']}
        </Link>
      </div>
      <Notice notice={notice} onDismiss={() => setNotice(null)} dismissLabel={labels['common.dismiss']} />
      {list.status === 'error' && <ErrorNotice title={labels['schedules.loadErrorPricing']} error={list.error} onRetry={list.reload} />}
      {list.status === 'loading' && !list.data && <Spinner label={labels['common.loading']} />}
      {list.data && rows.length === 0 && <p className="rw-ppa__empty">{labels['schedules.emptyPricing']}</p>}
      {rows.length > 0 && (
        <ScheduleList caption={labels['route.pricing']} rows={rows} base="/Pricing" labels={labels} onOpen={setOpener} onDelete={setDeleting} />
      )}
      {overlay && (
        <PricingScheduleEditor
          key={`${id}-${match.params.scheduleId ?? 'new'}`}
          labels={labels}
          routeTitle={labels[`route.${id}`]}
          scheduleId={match.params.scheduleId ?? null}
          onClose={back}
          onSaved={() => {
            list.reload();
            back();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={labels['schedules.deleteTitlePricing']}
        message={formatLabel(labels['schedules.deleteConfirm'], { name: deleting?.name ?? '' })}
        confirmLabel={labels['common.delete']}
        cancelLabel={labels['common.cancel']}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
