import { useState, type FocusEvent } from 'react';
import { isCalendarDate } from '../../core/dates.ts';
import { storeToday } from '../../stores/resort-today.ts';
import { useIslandLanguage } from '../island-language.ts';
import { useLabels } from '../use-labels.ts';
import { DateField, dateProblemText, type DateFieldProps } from './DateField.tsx';
import { dateOfParts, dateProblem, partsOf, type DateParts } from './date-parts.ts';
import { fieldLabels } from './field-labels.ts';

/** Years offered before and after today when the caller gives no bounds: a staff member's dates. */
const YEARS_BACK = 10;
const YEARS_AHEAD = 5;

export interface IsoDateFieldProps extends Omit<DateFieldProps, 'value' | 'onChange' | 'error' | 'years'> {
  /** `YYYY-MM-DD`, or `''` for no date. */
  value: string;
  /** The date chosen, `YYYY-MM-DD`; `''` while the parts make no date yet (as a browser's date input reads). */
  onChange: (value: string) => void;
}

/**
 * The date field (day, month and year in the page's order) over a `YYYY-MM-DD` value, for forms
 * that hold and send dates as strings. The parts chosen so far stay on screen while they make no
 * date; the field says so itself (a day that does not exist at once, a date left half chosen once
 * the focus leaves it). The caller's own rules (required, a range) stay the caller's.
 */
export function IsoDateField({ value, onChange, min, max, today, ...rest }: IsoDateFieldProps) {
  const { locale } = useIslandLanguage();
  const labels = useLabels(fieldLabels);
  const date = isCalendarDate(value) ? value : '';
  const [parts, setParts] = useState<DateParts>(() => partsOf(date));
  const [left, setLeft] = useState(false);
  // A value set from outside (cleared, loaded, moved) replaces the parts; one they make keeps them.
  const shown = (dateOfParts(parts) ?? '') === date ? parts : partsOf(date);
  if (shown !== parts) setParts(shown);

  const problem = dateProblem(shown);
  const error = problem === 'invalid' || (problem === 'incomplete' && left) ? dateProblemText(problem, labels, { label: rest.label, locale }) : null;
  const start = today ?? storeToday();
  const year = Number(start.slice(0, 4));
  // The bounds only set the years offered; a year already chosen stays offered outside them.
  const bounds = { min: min ?? `${year - YEARS_BACK}-01-01`, max: max ?? `${year + YEARS_AHEAD}-12-31` };

  return (
    <div
      className="rw-isodate"
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setLeft(true);
      }}
    >
      <DateField
        {...rest}
        value={shown}
        min={bounds.min}
        max={bounds.max}
        today={start}
        error={error}
        onChange={(next) => {
          setParts(next);
          setLeft(false);
          onChange(dateOfParts(next) ?? '');
        }}
      />
    </div>
  );
}
