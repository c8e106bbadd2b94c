import { useEffect, useState } from 'react';
import type { AdminScheduledPayment, Option } from '../admin-schemas.ts';
import { formatLabel } from '../../../src/core/labels.ts';
import { ErrorNotice } from '../../../src/ui/ErrorNotice.tsx';
import { Spinner } from '../../../src/ui/Spinner.tsx';
import * as adminApi from '../api.ts';
import type { AdminLabels } from '../labels.ts';
import { useAdminDate } from '../../../src/ui/admin/admin-date.ts';
import { useResource } from '../../../src/ui/use-resource.ts';
import { ShowMoreButton, useShowMore } from '../../../src/ui/ShowMore.tsx';
import { LIST_STEPS } from '../parts/list-steps.ts';
import { useStoreValueText } from '../../../src/ui/use-store-value-text.ts';

const PAYMENTS_STEP = LIST_STEPS.enrollmentPayments;

interface Props {
  enrollmentId: number;
  labels: AdminLabels;
}

/**
 * An enrollment's scheduled payments with their status: only the allowed next statuses of the current one are offered; a change is saved,
 * then the row is reloaded from the store.
 */
export function EnrollmentPayments({ enrollmentId, labels }: Props) {
  const displayDate = useAdminDate();
  const valueText = useStoreValueText();
  const list = useResource(() => adminApi.enrollmentPayments(enrollmentId), enrollmentId);
  const [reloaded, setReloaded] = useState<Record<number, AdminScheduledPayment>>({});
  const [allowed, setAllowed] = useState<Record<number, Option[]>>({});
  const [saving, setSaving] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const payments = (list.data ?? []).map((payment) => reloaded[payment.Id] ?? payment);
  const { visible, hidden, showMore } = useShowMore(payments, PAYMENTS_STEP);
  const statusIds = [...new Set(visible.map((payment) => payment.PaymentStatusId))].filter((id) => !(id in allowed));
  const missing = statusIds.join();

  useEffect(() => {
    if (missing === '') return;
    let live = true;
    for (const statusId of missing.split(',').map(Number)) {
      void adminApi.allowedPaymentStatuses(statusId).then((result) => {
        if (live && result.ok) setAllowed((current) => ({ ...current, [statusId]: result.data }));
      });
    }
    return () => {
      live = false;
    };
  }, [missing]);

  async function change(payment: AdminScheduledPayment, statusId: number) {
    setSaving(payment.Id);
    setError(null);
    const updated = await adminApi.updatePaymentStatus(payment.Id, statusId);
    const fresh = updated.ok ? await adminApi.scheduledPayment(payment.Id) : updated;
    setSaving(null);
    if (fresh.ok) setReloaded((current) => ({ ...current, [payment.Id]: fresh.data }));
    else setError(formatLabel(labels['enrollments.paymentStatusFailed'], { message: adminApi.failureText(fresh.error, labels) }));
  }

  if (list.status === 'error') return <ErrorNotice title={labels['enrollments.paymentsError']} error={list.error} onRetry={list.reload} />;
  if (!list.data) return <Spinner label={labels['common.loading']} />;
  if (payments.length === 0) return <p className="rw-ppa__empty">{labels['enrollments.noPayments']}</p>;
  return (
    <>
      <table className="rw-ppa__subtable">
        <caption>{formatLabel(labels['enrollments.payments'], { id: enrollmentId })}</caption>
        <thead>
          <tr>
            <th scope="col">{labels['enrollments.paymentDate']}</th>
            <th scope="col">{labels['enrollments.paymentAmount']}</th>
            <th scope="col">{labels['enrollments.paymentStatus']}</th>
          </tr>
        </thead>
        <tbody>
          {visible.map((payment) => {
            const next = allowed[payment.PaymentStatusId];
            return (
              <tr key={payment.Id}>
                <td>{displayDate(payment.PaymentDate)}</td>
                <td>{payment.FormattedAmount}</td>
                <td>
                  <select
                    className="rw-input"
                    value={String(payment.PaymentStatusId)}
                    disabled={!next || next.length === 0 || saving !== null}
                    aria-label={formatLabel(labels['enrollments.paymentStatusOf'], { date: displayDate(payment.PaymentDate) })}
                    aria-busy={saving === payment.Id || undefined}
                    onChange={(event) => void change(payment, Number(event.target.value))}
                  >
                    <option value={String(payment.PaymentStatusId)}>{valueText('status', payment.PaymentStatus)}</option>
                    {(next ?? []).map((status) => (
                      <option key={status.Id} value={String(status.Id)}>
                        {valueText('status', status.Name)}
                      </option>
                    ))}
                  </select>
                  {saving === payment.Id && <span className="rw-ppa__muted"> {labels['enrollments.saving']}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ShowMoreButton hidden={hidden} step={PAYMENTS_STEP} onClick={showMore} />
      {error && (
        <p className="rw-error-text" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

// The table loads this part when a row's payments are first shown (`EnrollmentTable.tsx`).
export default EnrollmentPayments;
