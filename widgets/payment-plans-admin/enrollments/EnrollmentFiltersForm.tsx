import { useId, type FormEvent } from 'react';
import type { EnrollmentFilters, OrderIdFilter } from './enrollment-rules.ts';
import { IsoDateField } from '../../../src/ui/fields/IsoDateField.tsx';
import type { AdminLabels } from '../labels.ts';

interface Props {
  filters: EnrollmentFilters;
  onChange: (filters: EnrollmentFilters) => void;
  /** Each order id's problem, shown under it. */
  filterErrors: Partial<Record<OrderIdFilter, string>>;
  onApply: (event: FormEvent) => void;
  onClear: () => void;
  reprocessing: boolean;
  onReprocessPos: () => void;
  labels: AdminLabels;
}

/** The filter row above the enrollments: dates, order, customer, the two switches and the actions. */
export function EnrollmentFiltersForm({ filters, onChange, filterErrors, onApply, onClear, reprocessing, onReprocessPos, labels }: Props) {
  const errorIds = { orderId: useId(), paymentOrderId: useId() };
  const set = <K extends keyof EnrollmentFilters>(key: K, value: EnrollmentFilters[K]) => onChange({ ...filters, [key]: value });
  const orderIdField = (key: OrderIdFilter, label: string) => {
    const error = filterErrors[key];
    return (
      <label className="rw-ppa__field">
        <span className="rw-label">{label}</span>
        <input
          className="rw-input"
          inputMode="numeric"
          autoComplete="off"
          value={filters[key]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIds[key] : undefined}
          onChange={(event) => set(key, event.target.value)}
        />
        {error && (
          <span id={errorIds[key]} className="rw-error-text">
            {error}
          </span>
        )}
      </label>
    );
  };
  const dateRange = (legend: string, begin: 'enrollmentDateBegin' | 'nextPaymentDateBegin', end: 'enrollmentDateEnd' | 'nextPaymentDateEnd') => (
    <fieldset className="rw-ppa__range-filter">
      <legend>{legend}</legend>
      {/* Day, month and year in the page's order: a browser's own date input draws its language's. */}
      <IsoDateField label={labels['enrollments.from']} value={filters[begin]} onChange={(value) => set(begin, value)} />
      <IsoDateField label={labels['enrollments.to']} value={filters[end]} onChange={(value) => set(end, value)} />
    </fieldset>
  );

  return (
      <form className="rw-ppa__filters" role="search" aria-label={labels['enrollments.filters']} onSubmit={onApply} noValidate>
        <div className="rw-ppa__filter-grid">
          {dateRange(labels['enrollments.enrollmentDates'], 'enrollmentDateBegin', 'enrollmentDateEnd')}
          {orderIdField('orderId', labels['enrollments.orderId'])}
          {orderIdField('paymentOrderId', labels['enrollments.paymentOrderId'])}
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
