import { useId, type FormEvent } from 'react';
import type { StatusOption } from '../subscriptions-schemas.ts';
import type { SubscriptionsLabels } from '../labels.ts';
import type { SearchDraft, SearchKey } from './enrollment-search.ts';
import { useStoreValueText } from '../../../src/ui/use-store-value-text.ts';
import { IsoDateField } from '../../../src/ui/fields/IsoDateField.tsx';

interface Props {
  draft: SearchDraft;
  onChange: (draft: SearchDraft) => void;
  statuses: readonly StatusOption[];
  /** The enrollment id's problem, shown under it. */
  problem: string | null;
  onSearch: (event: FormEvent) => void;
  onClear: () => void;
  labels: SubscriptionsLabels;
}

/** The search above the enrollments: names, email, id, the two date ranges and the status. */
export function EnrollmentSearchForm({ draft, onChange, statuses, problem, onSearch, onClear, labels }: Props) {
  const problemId = useId();
  const valueText = useStoreValueText();
  const idField = useId();
  const set = (key: SearchKey, value: string) => onChange({ ...draft, [key]: value });
  const text = (key: SearchKey, label: string, type = 'text') => (
    <label className="rw-sub__field">
      <span className="rw-label">{label}</span>
      <input type={type} className="rw-input" autoComplete="off" maxLength={200} value={draft[key]} onChange={(event) => set(key, event.target.value)} />
    </label>
  );
  const range = (legend: string, from: SearchKey, to: SearchKey) => (
    <fieldset className="rw-sub__range">
      <legend>{legend}</legend>
      {/* Day, month and year in the page's order: a browser's own date input draws its language's. */}
      <IsoDateField label={labels['search.from']} value={draft[from]} onChange={(value) => set(from, value)} />
      <IsoDateField label={labels['search.to']} value={draft[to]} onChange={(value) => set(to, value)} />
    </fieldset>
  );
  return (
    <form className="rw-sub__search" role="search" aria-label={labels['search.label']} onSubmit={onSearch} noValidate>
      <div className="rw-sub__search-grid">
        {text('firstName', labels['search.firstName'])}
        {text('lastName', labels['search.lastName'])}
        {text('email', labels['search.email'])}
        <div className="rw-sub__field">
          <label className="rw-label" htmlFor={idField}>
            {labels['search.enrollmentId']}
          </label>
          <input
            id={idField}
            className="rw-input"
            inputMode="numeric"
            autoComplete="off"
            value={draft.enrollmentId}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => set('enrollmentId', event.target.value)}
          />
          {problem && (
            <span id={problemId} className="rw-error-text">
              {problem}
            </span>
          )}
        </div>
        <label className="rw-sub__field">
          <span className="rw-label">{labels['search.status']}</span>
          <select className="rw-input" value={draft.status} onChange={(event) => set('status', event.target.value)}>
            <option value="">{labels['search.anyStatus']}</option>
            {statuses.map((status) => (
              <option key={status.Id} value={String(status.Id)}>
                {valueText('status', status.Status)}
              </option>
            ))}
          </select>
        </label>
        {range(labels['search.nextPaymentDates'], 'nextFrom', 'nextTo')}
        {range(labels['search.enrollmentDates'], 'enrolledFrom', 'enrolledTo')}
      </div>
      <div className="rw-sub__search-actions">
        <button type="button" className="rw-button rw-button--secondary" onClick={onClear}>
          {labels['search.clear']}
        </button>
        <button type="submit" className="rw-button">
          {labels['search.search']}
        </button>
      </div>
    </form>
  );
}
