import { useId, useMemo, type Ref } from 'react';
import { formatLabel } from '../../core/labels.ts';
import { formatShortDate } from '../../core/format.ts';
import { useLabels } from '../use-labels.ts';
import { fieldLabels, type FieldLabels } from './field-labels.ts';
import { storeToday } from '../../stores/resort-today.ts';
import { DAYS, monthNames, partOrder, yearChoices, type DatePart, type DateParts, type DateProblem } from './date-parts.ts';
import { useIslandLanguage } from '../island-language.ts';

export interface DateFieldProps {
  /** The group's visible name (its legend). */
  label: string;
  value: DateParts;
  onChange: (parts: DateParts) => void;
  /** `YYYY-MM-DD` bounds: they also set the years offered. */
  min?: string | null | undefined;
  max?: string | null | undefined;
  /** How many years back from the latest to offer when there is no `min` (100: a birth date). */
  years?: number | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** The message to show under the selects (the caller decides when: after a change or a submit). */
  error?: string | null | undefined;
  /** The first select, for focusing the field. */
  firstRef?: Ref<HTMLSelectElement> | undefined;
  /** Today (`YYYY-MM-DD`), for the years offered; the shopper's date by default. */
  today?: string | undefined;
  onBlur?: (() => void) | undefined;
  /** The legend read but not shown, where a column's header already names the field (a table's cell). */
  hideLabel?: boolean | undefined;
  /** Marks the selects invalid for a message the caller shows elsewhere (`describedBy`). */
  invalid?: boolean | undefined;
  /** The id of the caller's own messages about the date, read with each select. */
  describedBy?: string | undefined;
  /** `data-*` attributes for each select, for a caller that tracks which field changed. */
  partData?: ((part: DatePart) => Record<`data-${string}`, string>) | undefined;
}

/**
 * A date as three selects (day, month and year, in the locale's order: month first for en-US),
 * each labelled, in a fieldset named by `label`. The caller holds the parts; `dateProblem` and
 * `dateProblemText` say what is wrong with them.
 */
export function DateField({ label, value, onChange, min, max, years, required, disabled, error, firstRef, today, onBlur, hideLabel, invalid, describedBy, partData }: DateFieldProps) {
  const { locale } = useIslandLanguage();
  const labels = useLabels(fieldLabels);
  const id = useId();
  const errorId = `${id}-error`;
  const months = useMemo(() => monthNames(locale), [locale]);
  const yearList = useMemo(() => yearChoices(today ?? storeToday(), { min, max }, years), [today, min, max, years]);
  const order = partOrder(locale);
  const describedByIds = [error ? errorId : null, describedBy ?? null].filter((part) => part !== null).join(' ') || undefined;

  const options: Record<DatePart, ReadonlyArray<readonly [string, string]>> = {
    day: DAYS.map((day) => [String(day), String(day)]),
    month: months.map((name, index) => [String(index + 1), name]),
    // A year chosen earlier stays choosable even if the range moved.
    year: [...yearList.map((year) => [String(year), String(year)] as const), ...(value.year !== '' && !yearList.includes(Number(value.year)) ? [[value.year, value.year] as const] : [])],
  };
  const caption: Record<DatePart, string> = { day: labels['field.date.day'], month: labels['field.date.month'], year: labels['field.date.year'] };

  return (
    <fieldset className="rw-datefield" disabled={disabled} aria-describedby={error ? errorId : undefined}>
      <legend className={hideLabel ? 'rw-visually-hidden' : 'rw-label'}>{label}</legend>
      <div className="rw-datefield__parts">
        {order.map((part, index) => (
          <label key={part} className={`rw-datefield__part rw-datefield__part--${part}`}>
            <span className="rw-datefield__caption">{caption[part]}</span>
            <select
              ref={index === 0 ? firstRef : undefined}
              className="rw-select"
              value={value[part]}
              required={required}
              aria-invalid={error || invalid ? true : undefined}
              aria-describedby={describedByIds}
              {...partData?.(part)}
              onChange={(event) => onChange({ ...value, [part]: event.target.value })}
              onBlur={onBlur}
            >
              <option value="">—</option>
              {options[part].map(([optionValue, text]) => (
                <option key={optionValue} value={optionValue}>
                  {text}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="rw-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The sentence for a date problem, in the field's wording (`label` names the field when it is required). */
export function dateProblemText(problem: DateProblem, labels: FieldLabels, context: { label: string; locale: string; min?: string | null | undefined; max?: string | null | undefined }): string {
  switch (problem) {
    case 'required':
      return formatLabel(labels['field.required'], { label: context.label });
    case 'incomplete':
      return labels['field.date.incomplete'];
    case 'invalid':
      return labels['field.date.invalid'];
    case 'too-early':
      return formatLabel(labels['field.date.tooEarly'], { date: formatShortDate(context.min ?? '', context.locale) });
    case 'too-late':
      return formatLabel(labels['field.date.tooLate'], { date: formatShortDate(context.max ?? '', context.locale) });
  }
}
