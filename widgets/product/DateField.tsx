/**
 * A date attribute: the chosen date(s) and the calendar, inline (`[Inline Calendar]`) or in a
 * pop-up opened from the field. The pop-up is a dialog: focus goes into the month grid, Tab stays
 * inside, Escape or a click outside closes it and focus returns to the button; it stays on screen
 * from 320 px up (a sheet as wide as the screen on phones).
 */
import { Component, Suspense, lazy, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { formatLabel } from '../../src/core/labels.ts';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { useFloatingPanel } from '../../src/ui/use-floating-panel.ts';
import { useOutsidePointer } from '../../src/ui/use-outside-pointer.ts';
import type { CalendarProps, DayInfo } from './calendar/calendar-types.ts';
import { loadCalendar } from './calendar/load-calendar.ts';
import { dateFieldLabels, type DateFieldLabels } from './date-labels.ts';
import { longDate } from './date-text.ts';
import { useLabels } from '../../src/ui/use-labels.ts';
import { adoptStyles } from './calendar/adopt-styles.ts';
import { dateFieldStyles } from './styles/date-field.ts';

const Calendar = lazy(loadCalendar);

class CalendarBoundary extends Component<{ message: string; retry: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="rw-alert" role="alert">
        <p>{this.props.message}</p>
        <button type="button" className="rw-button rw-button--secondary" onClick={() => this.setState({ failed: false })}>
          {this.props.retry}
        </button>
      </div>
    );
  }
}

export interface DateFieldProps {
  id: string;
  label: string;
  multiple: boolean;
  max: number | null;
  inline: boolean;
  selected: readonly string[];
  onChange: (dates: string[]) => void;
  dayInfo: (date: string) => DayInfo;
  first: string;
  last: string | null;
  locale: string;
  disabled?: boolean;
}

/** A day button's accessible name: the date and, when it matters, its state. */
export function dayLabelFor(labels: DateFieldLabels, locale: string) {
  return (date: string, info: DayInfo) => {
    const day = longDate(date, locale);
    if (info.state === 'sold-out') return formatLabel(labels['date.daySoldOut'], { day });
    if (info.state === 'low' && info.count !== null) return formatLabel(labels['date.dayLow'], { day, count: info.count });
    if (info.state === 'unavailable' || info.state === 'not-offered') return formatLabel(labels['date.dayUnavailable'], { day });
    return day;
  };
}

export default function DateField(props: DateFieldProps) {
  const { id, label, multiple, max, inline, selected, onChange, dayInfo, first, last, locale, disabled = false } = props;
  const labels = useLabels(dateFieldLabels);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const group = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => adoptStyles(group.current, 'product-date-field', dateFieldStyles), []);
  const panel = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const valueId = useId();
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  useFloatingPanel(open, button, panel, 'bottom-start');
  // The pop-up stays hidden until it is placed, and a hidden day cannot take focus: focus the day
  // the grid offers (the chosen one, else the first that can be chosen) once it shows.
  useEffect(() => {
    if (!open) return;
    let frame = 0;
    let tries = 0;
    const focusDay = () => {
      const box = panel.current;
      const day = box?.querySelector<HTMLElement>('[role="grid"] button[tabindex="0"]');
      const active = box ? (box.getRootNode() as Document | ShadowRoot).activeElement : null;
      if (box && day && getComputedStyle(box).visibility !== 'hidden') {
        if (!box.contains(active)) day.focus();
        return;
      }
      if (++tries < 120) frame = requestAnimationFrame(focusDay);
    };
    frame = requestAnimationFrame(focusDay);
    return () => cancelAnimationFrame(frame);
  }, [open]);
  // Escape closes the pop-up wherever focus is (it starts in the grid, but a click may have moved it).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);
  useOutsidePointer(open, panel, () => setOpen(false));

  const shown =
    selected.length === 0
      ? labels['date.none']
      : multiple
        ? formatLabel(labels['date.chosen'], { count: selected.length, dates: selected.map((date) => longDate(date, locale)).join('; ') })
        : longDate(selected[0] as string, locale);

  const calendarProps: CalendarProps = {
    mode: multiple ? 'multiple' : 'single',
    selected,
    max,
    onSelect: (dates) => {
      onChange(dates);
      if (!multiple && !inline && dates.length > 0) close();
    },
    dayInfo,
    first,
    last,
    locale,
    dayLabel: dayLabelFor(labels, locale),
    legend: { soldOut: labels['date.legendSoldOut'], low: labels['date.legendLow'] },
    autoFocus: !inline,
  };

  const calendar = (
    <CalendarBoundary message={labels['date.loadError']} retry={labels['common.retry']}>
      <Suspense fallback={<Spinner label={labels['common.loading']} />}>
        <Calendar {...calendarProps} />
      </Suspense>
    </CalendarBoundary>
  );

  function trapFocus(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>('button:not([disabled]), [tabindex="0"]')];
    const firstItem = focusable[0];
    const lastItem = focusable[focusable.length - 1];
    const active = (panel.current.getRootNode() as Document | ShadowRoot).activeElement;
    if (event.shiftKey && active === firstItem) {
      event.preventDefault();
      lastItem?.focus();
    } else if (!event.shiftKey && active === lastItem) {
      event.preventDefault();
      firstItem?.focus();
    }
  }

  return (
    <div ref={group} className="rw-field" role="group" aria-labelledby={labelId} id={id}>
      <span className="rw-label" id={labelId}>
        {label}
      </span>
      <p className="rw-date" aria-live="polite">
        <span className="rw-date__value" id={valueId}>
          {shown}
        </span>
        {multiple && max !== null && <span className="rw-hint">{formatLabel(labels['date.maxDates'], { max })}</span>}
      </p>
      {inline ? (
        calendar
      ) : (
        <>
          <button
            ref={button}
            type="button"
            className="rw-button rw-button--secondary"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-label={`${selected.length > 0 ? labels['date.change'] : multiple ? labels['date.chooseDates'] : labels['date.choose']}: ${label}`}
            aria-describedby={valueId}
            disabled={disabled}
            onClick={() => setOpen((value) => !value)}
          >
            {selected.length > 0 ? labels['date.change'] : multiple ? labels['date.chooseDates'] : labels['date.choose']}
          </button>
          {open && (
            <div ref={panel} className="rw-date__panel" role="dialog" aria-modal="false" aria-label={formatLabel(labels['date.calendar'], { label })} onKeyDown={trapFocus}>
              <div className="rw-date__head">
                <span aria-hidden="true">{label}</span>
                <button type="button" className="rw-button rw-button--link" onClick={close}>
                  {labels['date.close']}
                </button>
              </div>
              {calendar}
            </div>
          )}
        </>
      )}
    </div>
  );
}
