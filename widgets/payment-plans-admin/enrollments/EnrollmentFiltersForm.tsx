import { useId, type FormEvent } from 'react';
import type { EnrollmentFilters } from './enrollment-rules.ts';
import type { AdminLabels } from '../labels.ts';

interface Props {
  filters: EnrollmentFilters;
  onChange: (filters: EnrollmentFilters) => void;
  /** The order id's problem, shown under it. */
  filterError: string | null;
  onApply: (event: FormEvent) => void;
  onClear: () => void;
  reprocessing: boolean;
  onReprocessPos: () => void;
  labels: AdminLabels;
}

/** The filter row above the enrollments: dates, order, customer, the two switches and the actions. */
export function EnrollmentFiltersForm({ filters, onChange, filterError, onApply, onClear, reprocessing, onReprocessPos, labels }: Props) {
  const orderIdError = useId();
  const set = <K extends keyof EnrollmentFilters>(key: K, value: EnrollmentFilters[K]) => onChange({ ...filters, [key]: value });
  const dateRange = (legend: string, begin: 'enrollmentDateBegin' | 'nextPaymentDateBegin', end: 'enrollmentDateEnd' | 'nextPaymentDateEnd') => (
    <fieldset className="rw-ppa__range-filter">
      <legend>{legend}</legend>
      <label className="rw-ppa__field">
        <span className="rw-label">{labels['enrollments.from']}</span>
        <input type="date" className="rw-input" value={filters[begin]} onChange={(event) => set(begin, event.target.value)} />
      </label>
      <label className="rw-ppa__field">
        <span className="rw-label">{labels['enrollments.to']}</span>
        <input type="date" className="rw-input" value={filters[end]} onChange={(event) => set(end, event.target.value)} />
      </label>
    </fieldset>
  );

  return (
      <form className="rw-ppa__filters" role="search" aria-label={labels['enrollments.filters']} onSubmit={onApply} noValidate>
        <div className="rw-ppa__filter-grid">
          {dateRange(labels['enrollments.enrollmentDates'], 'enrollmentDateBegin', 'enrollmentDateEnd')}
          <label className="rw-ppa__field">
            <span className="rw-label">{labels['enrollments.orderId']}</span>
            <input
              className="rw-input"
              inputMode="numeric"
              autoComplete="off"
              value={filters.orderId}
              aria-invalid={filterError ? true : undefined}
              aria-describedby={filterError ? orderIdError : undefined}
              onChange={(event) => set('orderId', event.target.value)}
            />
            {filterError && (
              <span id={orderIdError} className="rw-error-text">
                {filterError}
              </span>
            )}
          </label>
          <label className="rw-ppa__field">
            <span className="rw-label">{labels['enrollments.customer']}</span>
            <input className="rw-input" autoComplete="off" value={filters.name} onChange={(event) => set('name', event.target.value)} />
          </label>
          {dateRange(labels['enrollments.paymentDates'], 'nextPaymentDateBegin', 'nextPaymentDateEnd')}
        </div>
        <div className="rw-ppa__toggles">
          <label className="rw-ppa__toggle">
            <input type="checkbox" role="switch" checked={filters.hasFailedPayment} onChange={(event) => set('hasFailedPayment', event.target.checked)} />
            {labels['enrollments.hasFailedPayments']}
          </label>
          <label className="rw-ppa__toggle">
            <input type="checkbox" role="switch" checked={filters.hasUnprocessedPosRecords} onChange={(event) => set('hasUnprocessedPosRecords', event.target.checked)} />
            {labels['enrollments.hasUnprocessedPos']}
          </label>
        </div>
        <div className="rw-ppa__filter-actions">
          <button type="button" className="rw-button rw-button--secondary" disabled={reprocessing} onClick={onReprocessPos}>
            {labels['enrollments.reprocessPos']}
          </button>
          <div>
            <button
              type="button"
              className="rw-button rw-button--secondary"
              onClick={onClear}
            >
              {labels['enrollments.clear']}
            </button>
            <button type="submit" className="rw-button">
              {labels['enrollments.apply']}
            </button>
          </div>
        </div>
      </form>

  );
}
