import { formatLabel } from '../../../src/core/labels.ts';
import type { AdminLabels } from '../labels.ts';
import type { RangeField } from './schedule-editor-state.ts';
import { useAdminDate } from '../../../src/ui/admin/admin-date.ts';
import { periodText } from './schedule-dates.ts';
import { type DateRangeRow } from './schedule-draft.ts';
import { type RangeCheck } from './schedule-validation.ts';
import { touchKey } from './shown-errors.ts';
import { IsoDateField } from '../../../src/ui/fields/IsoDateField.tsx';

interface Props {
  range: DateRangeRow;
  /** 1-based position among the ranges shown. */
  number: number;
  check: RangeCheck;
  labels: AdminLabels;
  /** `Date range 1` or `Purchase window 1`. */
  title: string;
  onDate: (field: RangeField, value: string) => void;
  onDelete: () => void;
}

/**
 * A range's heading (its dates like `Mar 01 2026 – May 31 2026`, `from Mar 01 2026` while its end is
 * not given, nothing while neither is), its two date
 * fields, its delete button, and what the rules say about it: its own errors, and how it meets
 * the next range (overlap or gap).
 */
export function RangeDates({ range, number, check, labels, title, onDate, onDelete }: Props) {
  const errorId = `${range.uid}-errors`;
  const period = periodText(range.PurchaseEffectiveDate, range.PurchaseExpirationDate, labels, useAdminDate());
  // The payments' total is shown under the payments; here only what is about the dates.
  const dateErrors = check.errors.filter((code) => code !== 'totalOver100');
  const messages = [...dateErrors, ...(check.next ? [check.next] : [])];
  const invalid = dateErrors.length > 0 || check.next === 'overlapsNext';
  const field = (name: RangeField, label: string) => (
    // Touched as one field (`touchedBy`); each select keeps the focus when the ranges re-sort.
    <div className="rw-ppa__field" data-touch-key={touchKey(range.uid)}>
      <IsoDateField
        label={label}
        value={range[name]}
        invalid={invalid}
        describedBy={messages.length > 0 ? errorId : undefined}
        partData={(part) => ({ 'data-focus-key': `${range.uid}:${name}:${part}` })}
        onChange={(value) => onDate(name, value)}
      />
    </div>
  );
  return (
    <>
      <div className="rw-ppa__range-head">
        <h3 className="rw-ppa__range-title">
          {title} {period !== null && <span className="rw-ppa__range-span">{period}</span>}
        </h3>
        <button type="button" className="rw-button rw-button--secondary rw-ppa__small" aria-label={formatLabel(labels['schedules.deleteRange'], { number })} onClick={onDelete}>
          {labels['common.delete']}
        </button>
      </div>
      <div className="rw-ppa__range-dates">
        {field('PurchaseEffectiveDate', labels['schedules.rangeStart'])}
        {field('PurchaseExpirationDate', labels['schedules.rangeEnd'])}
      </div>
      {messages.length > 0 && (
        <ul id={errorId} className="rw-ppa__messages">
          {messages.map((code) => (
            <li key={code} className={code === 'gapToNext' ? 'rw-ppa__warning' : 'rw-error-text'}>
              {labels[`rule.${code}`]}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
