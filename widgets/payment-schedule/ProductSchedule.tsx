import { useEffect, useState } from 'react';
import { on } from '../../src/events/bus.ts';
import { ErrorNotice } from '../../src/ui/ErrorNotice.tsx';
import { Modal } from '../../src/ui/Modal.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { productSchedule } from './api.ts';
import type { ScheduleLabels } from './labels.ts';
import { fieldsFromEvent, readProductFields, scheduleFromEvent, scheduleIdFromEvent, type FormEntries } from './product-fields.ts';
import type { ScheduleResult } from '../../src/api/schedule-schemas.ts';
import { hasSchedule } from './schedule-table-rules.ts';
import { ScheduleTable } from './ScheduleTable.tsx';
import { useResource } from '../../src/ui/use-resource.ts';

interface Props {
  productId: number;
  /** A renewal's own id (the `renewal-id` attribute, or the product's event): the schedule is asked for by it. */
  renewalId?: number | undefined;
  labels: ScheduleLabels;
}

/**
 * Product mode: text above a button; the modal shows the schedule for the product's current
 * attribute selection, asked again whenever `resort:product:attributes-updated` fires, unless the
 * event carries the store's `PaymentSchedule` for the choice (`<resort-product>` passes on its
 * attribute-change answer's), which is shown as it is. Nothing is shown for a product (or
 * selection) that is not on a payment plan (a product its voucher pays for: `PaymentPlan` null), or
 * while the choice is not complete (`ValidRequest` false).
 */
export function ProductSchedule({ productId, renewalId, labels }: Props) {
  const [fields, setFields] = useState<FormEntries>(() => readProductFields(productId));
  const [open, setOpen] = useState(false);
  // The product's own attribute-change answer, when it carried the schedule: no second call.
  const [given, setGiven] = useState<{ schedule: ScheduleResult | 'incomplete' | 'none'; at: number } | null>(null);
  // `POST .../schedules/{productId or renewalId}`: a renewal asks by its own id.
  const [scheduleId, setScheduleId] = useState(renewalId ?? productId);
  const schedules = useResource(() => productSchedule(scheduleId, fields), JSON.stringify([scheduleId, fields]), { enabled: given === null });
  const asked = given === null;
  const data = asked ? schedules.data : typeof given.schedule === 'string' ? null : given.schedule;
  const receivedAt = asked ? schedules.receivedAt : given.at;
  const error = asked ? schedules.error : null;
  const loading = asked && schedules.status === 'loading';

  useEffect(
    () =>
      on('resort:product:attributes-updated', (detail) => {
        const change = fieldsFromEvent(detail, productId);
        if (change === 'ignore') return;
        setScheduleId((current) => scheduleIdFromEvent(detail, productId, current));
        const schedule = scheduleFromEvent(detail);
        setGiven(schedule === null ? null : { schedule, at: Date.now() });
        setFields(change === 'read-page' ? readProductFields(productId) : change.use);
      }),
    [productId],
  );

  const isPlan = data !== null && hasSchedule(data);
  // Until the first answer nothing shows; after a failed first answer the button stays, and the
  // modal explains the failure.
  if (!open && !isPlan && !(error && data === null)) return null;

  let body;
  if (error) {
    body = <ErrorNotice title={labels['schedule.loadError']} error={error} onRetry={schedules.reload} />;
  } else if (given?.schedule === 'incomplete') {
    body = <p>{labels['schedule.incomplete']}</p>;
  } else if (given?.schedule === 'none') {
    body = <p>{labels['schedule.noPlan']}</p>;
  } else if (loading || data === null) {
    body = <Spinner label={labels['schedule.loading']} />;
  } else if (!hasSchedule(data)) {
    body = <p>{labels['schedule.noPlan']}</p>;
  } else {
    body = (
      <>
        <p className="rw-schedule__name">{data.ProductName}</p>
        <ScheduleTable result={data} labels={labels} now={receivedAt} />
      </>
    );
  }

  return (
    <div className="rw-schedule-product">
      <p className="rw-schedule-product__intro">{labels['schedule.intro']}</p>
      <button type="button" className="rw-button rw-button--secondary" onClick={() => setOpen(true)}>
        {labels['schedule.open']}
      </button>
      <Modal
        open={open}
        title={labels['schedule.title']}
        closeLabel={labels['common.close']}
        onClose={() => setOpen(false)}
        actions={
          <button type="button" className="rw-button" onClick={() => setOpen(false)}>
            {labels['common.ok']}
          </button>
        }
      >
        <div aria-busy={loading || undefined}>{body}</div>
      </Modal>
    </div>
  );
}
