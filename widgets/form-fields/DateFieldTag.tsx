import { useLayoutEffect, useRef } from 'react';
import type { IslandProps } from '../../src/island/define-widget.tsx';
import { useFormField } from '../../src/island/use-form-field.ts';
import { useLabels } from '../../src/ui/use-labels.ts';
import { DateField, dateProblemText } from '../../src/ui/fields/DateField.tsx';
import { dateEntries, dateOfParts, dateProblem, partsOf, type DateProblem } from '../../src/ui/fields/date-parts.ts';
import type { FieldProblem } from '../../src/island/form-control.ts';
import { fieldLabels } from '../../src/ui/fields/field-labels.ts';
import { useShownProblem } from './use-shown-problem.ts';
import { useLocale } from '../../src/ui/use-locale.ts';

const VALIDITY_FLAG: Record<DateProblem, FieldProblem['flag']> = {
  required: 'valueMissing',
  incomplete: 'badInput',
  invalid: 'badInput',
  'too-early': 'rangeUnderflow',
  'too-late': 'rangeOverflow',
};

export interface DateFieldTagProps extends IslandProps {
  name?: string | undefined;
  /** The starting date, `YYYY-MM-DD`. */
  value?: string | undefined;
  label?: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  years?: number | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
}

/**
 * `<resort-date-field>`: day, month and year selects whose date is submitted with the host's
 * form as `name` (`YYYY-MM-DD`) and its parts as `name_day`, `name_month` and `name_year`.
 */
export function DateFieldTag({ name = '', value = '', label, min, max, years, required = false, disabled = false, formControl, host }: DateFieldTagProps) {
  const { locale } = useLocale();
  const labels = useLabels(fieldLabels);
  const field = useFormField(formControl, value, partsOf);
  const problem = useShownProblem(host, field.revision);
  const first = useRef<HTMLSelectElement>(null);
  const userChanged = useRef(false);
  const shownLabel = label ?? labels['field.date'];
  const found = dateProblem(field.value, { required, min, max });
  const message = found ? dateProblemText(found, labels, { label: shownLabel, locale, min, max }) : null;

  // What the form submits and whether it may: after every change, before the browser paints.
  useLayoutEffect(() => {
    if (!formControl) return;
    formControl.commit(dateOfParts(field.value) ?? '', dateEntries(name, field.value));
    formControl.setValidity(found && message ? { flag: VALIDITY_FLAG[found], message, anchor: first.current } : null);
    // The page hears of a change once the form holds the new value.
    if (userChanged.current) {
      userChanged.current = false;
      formControl.changed();
    }
  }, [formControl, field.value, name, found, message]);

  return (
    <DateField
      label={shownLabel}
      value={field.value}
      onChange={(parts) => {
        field.setValue(parts);
        // Shown once the shopper has chosen all three (or cleared them), not while choosing.
        if ([parts.day, parts.month, parts.year].every((part) => part !== '') || (parts.day === '' && parts.month === '' && parts.year === '')) problem.show();
        userChanged.current = true;
      }}
      min={min}
      max={max}
      years={years}
      required={required}
      disabled={disabled || field.formDisabled}
      error={problem.shown ? message : null}
      firstRef={first}
    />
  );
}
