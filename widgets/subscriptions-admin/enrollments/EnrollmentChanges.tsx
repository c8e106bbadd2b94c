import { useId, useState } from 'react';
import { formatLabel } from '../../../src/core/labels.ts';
import type { StatusOption, SubscriptionEnrollment, SubscriptionType } from '../subscriptions-schemas.ts';
import type { SubscriptionsLabels } from '../labels.ts';
import * as subscriptionsApi from '../api.ts';
import { nextPaymentProblem } from '../subscription-dates.ts';
import { useAdminDate } from '../../../src/ui/admin/admin-date.ts';
import { storeToday } from '../../../src/stores/resort-today.ts';
import { useStoreValueText } from '../../../src/ui/use-store-value-text.ts';
import { IsoDateField } from '../../../src/ui/fields/IsoDateField.tsx';

interface Props {
  /** The row selected in the table; nothing can be changed until one is. */
  enrollment: SubscriptionEnrollment | null;
  statuses: readonly StatusOption[];
  subscriptions: readonly SubscriptionType[];
  labels: SubscriptionsLabels;
  /** The store agreed: the row shows what it answered. */
  onSaved: (enrollment: SubscriptionEnrollment, message: string) => void;
  /** The store refused: its message, in our alert. */
  onFailed: (message: string) => void;
  /** Today's date (tests fix it). */
  today?: string;
}

/**
 * What can be changed on the selected enrollment: its next payment date (the picker's minimum is
 * today; a past date is not sent), and its status and subscription. The fields start from the row
 * and follow it when another row is selected.
 */
export function EnrollmentChanges({ enrollment, ...props }: Props) {
  // A new selection starts the fields again from that row.
  return <ChangesForm key={enrollment?.SubscriptionEnrollmentId ?? 'none'} enrollment={enrollment} {...props} />;
}

function ChangesForm({ enrollment, statuses, subscriptions, labels, onSaved, onFailed, today = storeToday() }: Props) {
  const headingId = useId();
  const adminDateText = useAdminDate();
  const valueText = useStoreValueText();
  const dateProblemId = useId();
  const [nextDate, setNextDate] = useState(enrollment?.NextPaymentDate?.slice(0, 10) ?? '');
  const [statusId, setStatusId] = useState(String(enrollment?.SubscriptionEnrollmentStatusId ?? ''));
  const [subscriptionId, setSubscriptionId] = useState(String(enrollment?.SubscriptionId ?? ''));
  const [dateProblem, setDateProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState<'date' | 'enrollment' | null>(null);
  const disabled = enrollment === null;

  async function saveDate() {
    if (!enrollment || saving) return;
    const problem = nextPaymentProblem(nextDate, today);
    // A past date is ignored: nothing is sent.
    setDateProblem(problem === 'past' ? labels['changes.pastDate'] : problem === 'required' ? labels['changes.dateRequired'] : null);
    if (problem) return;
    setSaving('date');
    const result = await subscriptionsApi.updateNextPaymentDate({ ...enrollment, NextPaymentDate: nextDate });
    setSaving(null);
    if (result.ok) {
      onSaved(result.data, formatLabel(labels['changes.nextPaymentSaved'], { id: result.data.SubscriptionEnrollmentId, date: adminDateText(result.data.NextPaymentDate, 'adminNumeric') }));
    } else onFailed(subscriptionsApi.failureText(result.error, labels));
  }

  async function saveEnrollment() {
    if (!enrollment || saving) return;
    setSaving('enrollment');
    const result = await subscriptionsApi.updateEnrollment({ ...enrollment, SubscriptionEnrollmentStatusId: Number(statusId), SubscriptionId: Number(subscriptionId) });
    setSaving(null);
    if (result.ok) {
      const saved = result.data;
      onSaved(saved, formatLabel(labels['changes.saved'], { id: saved.SubscriptionEnrollmentId, status: valueText('status', saved.Status), subscription: saved.Name }));
    } else onFailed(subscriptionsApi.failureText(result.error, labels));
  }

  // The enrollment's own subscription stays choosable even when it has since been deleted.
  const choices = enrollment && !subscriptions.some((type) => type.Id === enrollment.SubscriptionId) ? [{ Id: enrollment.SubscriptionId, Name: enrollment.Name }, ...subscriptions] : subscriptions;

  return (
    <section className="rw-sub__changes" aria-labelledby={headingId}>
      <h2 id={headingId} className="rw-sub__changes-title">
        {enrollment ? formatLabel(labels['changes.selected'], { id: enrollment.SubscriptionEnrollmentId, name: `${enrollment.FirstName} ${enrollment.LastName}` }) : labels['changes.label']}
      </h2>
      {!enrollment && <p className="rw-admin__hint">{labels['changes.none']}</p>}
      <div className="rw-sub__changes-grid">
        <div className="rw-sub__change">
          <div className="rw-sub__field">
            {/* The years offered start at today's (the calendar minimum); a past day is refused on Update. */}
            <IsoDateField
              label={labels['changes.nextPaymentDate']}
              min={today}
              today={today}
              value={nextDate}
              disabled={disabled}
              invalid={dateProblem !== null}
              describedBy={dateProblem ? dateProblemId : undefined}
              onChange={(value) => {
                setNextDate(value);
                setDateProblem(null);
              }}
            />
            {dateProblem && (
              <span id={dateProblemId} className="rw-error-text" role="alert">
                {dateProblem}
              </span>
            )}
          </div>
          <button type="button" className="rw-button" disabled={disabled} aria-disabled={saving !== null || undefined} onClick={() => void saveDate()}>
            {saving === 'date' ? labels['common.saving'] : labels['changes.updateNextPayment']}
          </button>
        </div>
        <div className="rw-sub__change">
          <label className="rw-sub__field">
            <span className="rw-label">{labels['changes.status']}</span>
            <select className="rw-input" value={statusId} disabled={disabled} onChange={(event) => setStatusId(event.target.value)}>
              {statuses.map((status) => (
                <option key={status.Id} value={String(status.Id)}>
                  {valueText('status', status.Status)}
                </option>
              ))}
            </select>
          </label>
          <label className="rw-sub__field">
            <span className="rw-label">{labels['changes.subscription']}</span>
            <select className="rw-input" value={subscriptionId} disabled={disabled} onChange={(event) => setSubscriptionId(event.target.value)}>
              {choices.map((type) => (
                <option key={type.Id} value={String(type.Id)}>
                  {type.Name}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="rw-button" disabled={disabled} aria-disabled={saving !== null || undefined} onClick={() => void saveEnrollment()}>
            {saving === 'enrollment' ? labels['common.saving'] : labels['changes.update']}
          </button>
        </div>
      </div>
    </section>
  );
}
