/**
 * A date attribute: the chosen date(s) and the calendar, inline (`[Inline Calendar]`) or in a
 * pop-up opened from the field. The pop-up is a dialog: focus goes into the month grid, Tab stays
 * inside, Escape or a click outside closes it and focus returns to the button; it stays on screen
 * from 320 px up (a sheet as wide as the screen on phones).
 */
import { Component, Suspense, lazy, useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { countLabel, formatLabel } from '../../../src/core/labels.ts';
import { Spinner } from '../../../src/ui/Spinner.tsx';
import { useFloatingPanel } from '../../../src/ui/use-floating-panel.ts';
import { useOutsidePointer } from '../../../src/ui/use-outside-pointer.ts';
import { useDialog } from '../../../src/ui/use-dialog.ts';
import type { CalendarProps, DayInfo } from './calendar/calendar-types.ts';
import { loadCalendar } from './calendar/load-calendar.ts';
import { dateFieldLabels, type DateFieldLabels } from './date-labels.ts';
import { cellPrice, dayName, longDate } from './date-text.ts';
import { useDayPrices, type MonthPrices, type PricingSource } from './calendar/use-day-prices.ts';
import { canStartRange, consecutiveDates, isChoosable, rangePrice, toggleDate } from '../rules/pricing-rules.ts';
import { userMessage } from '../../../src/ui/error-text.ts';
import { useLabels } from '../../../src/ui/use-labels.ts';
import { adoptStyles } from '../../../src/ui/adopt-styles.ts';
import { dateFieldStyles } from '../styles/date-field.ts';

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
  /** `[Pricing Calendar]`: each day's price, saving and what is left, asked for month by month. */
  pricing?: PricingSource | null;
}

/** A day of the pricing calendar: the store's answer for the month shown over the field's own rules. */
export function pricedDayInfo(base: DayInfo, date: string, prices: MonthPrices | null, pricing: PricingSource | null): DayInfo {
  if (!pricing || base.state === 'not-offered' || prices?.status !== 'ready') return base;
  const day = prices.days.get(date);
  if (!day) return { state: 'unavailable', count: null };
  const under = (value: number | null) => (value !== null && value > 0 ? value : null);
  const left = [under(day.leftAtPrice), day.state === 'low' ? under(day.count) : null].filter((value) => value !== null);
  const single: DayInfo = { state: day.state, count: day.count, price: day.price, percentSaved: day.percentSaved, left: left.length > 0 ? Math.min(...left) : null };
  if (pricing.consecutiveDays <= 1) return single;
  // A consecutive range is priced and chosen as a whole: it cannot start where it would cross a day that cannot be bought.
  const dates = consecutiveDates(date, pricing.consecutiveDays);
  const stateOf = (each: string) => prices.days.get(each)?.state ?? 'unavailable';
  if (!canStartRange(date, pricing.consecutiveDays, stateOf)) return { state: day.state === 'sold-out' ? 'sold-out' : 'unavailable', count: day.count };
  return { ...single, price: rangePrice(dates, (each) => prices.days.get(each)?.price ?? null), percentSaved: null };
}

/** A day button's accessible name: the date and, when it matters, its state. */
export function dayLabelFor(labels: DateFieldLabels, locale: string, pricing: PricingSource | null = null) {
  return (date: string, info: DayInfo) => {
    if (pricing && info.price !== undefined) {
      // "Saturday, January 9: $89, save 15%, 4 left"
      const day = dayName(date, locale);
      if (isChoosable(info.state) && info.price !== null) {
        const money = cellPrice(pricing.money(info.price));
        const price = pricing.consecutiveDays > 1 ? formatLabel(labels['date.rangePrice'], { count: pricing.consecutiveDays, price: money }) : money;
        const details = [price];
        if (info.percentSaved) details.push(formatLabel(labels['date.save'], { percent: info.percentSaved }));
        if (info.left) details.push(countLabel(labels, 'date.left', info.left, locale));
        return formatLabel(labels['date.dayPrice'], { day, details: details.join(', ') });
      }
    }
    const day = pricing ? dayName(date, locale) : longDate(date, locale);
    if (info.state === 'sold-out') return formatLabel(labels['date.daySoldOut'], { day });
    if (info.state === 'low' && info.count !== null) return formatLabel(labels['date.dayLow'], { day, count: info.count });
    if (info.state === 'unavailable' || info.state === 'not-offered') return formatLabel(labels['date.dayUnavailable'], { day });
    return day;
  };
}

/** The day of the calendar's grid that Tab reaches (react-day-picker gives it tabindex 0). */
const gridDay = (panel: HTMLElement) => panel.querySelector<HTMLElement>('[role="grid"] button[tabindex="0"]');

export default function DateField(props: DateFieldProps) {
  const { id, label, multiple, max, inline, selected, onChange, dayInfo, first, last, locale, disabled = false, pricing = null } = props;
  const labels = useLabels(dateFieldLabels);
  const [month, setMonth] = useState(() => selected[0] ?? first);
  const { prices, retry, pricesOf } = useDayPrices(pricing, month);
  // A day past the maximum, refused: said until the choice changes.
  const [refused, setRefused] = useState(false);
  // A day of a month not answered yet keeps the field's own state (not "not available"): the arrow keys can walk into it.
  const shownDayInfo = useCallback((date: string) => pricedDayInfo(dayInfo(date), date, pricesOf(date), pricing), [dayInfo, pricesOf, pricing]);
  const rangeOf = useCallback((date: string) => consecutiveDates(date, pricing?.consecutiveDays ?? 1), [pricing?.consecutiveDays]);
  const priced = useMemo(
    () =>
      pricing && {
        locale,
        currency: pricing.currency,
        labels: { saveMark: labels['date.saveMark'], legendPrice: labels['date.legendPrice'], legendPriceIn: labels['date.legendPriceIn'], legendSave: labels['date.legendSave'], legendLeft: labels['date.legendLeft'] },
      },
    [pricing, labels, locale],
  );
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const group = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => adoptStyles(group.current, 'product-date-field', dateFieldStyles), []);
  const panel = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const valueId = useId();
  const hintId = useId();
  const close = useCallback(() => setOpen(false), []);
  // On a phone the month and its key show whole: a calendar cut by the window's foot hides days.
  useFloatingPanel(open, button, panel, 'bottom-start', true);
  // The calendar is a dialog (`useDialog`): the focus goes to the day the grid offers (the chosen
  // one, else the first that can be chosen) once the pop-up is placed and shows, Tab stays inside,
  // Escape closes it and the focus goes back to the button.
  const { startGuard, endGuard } = useDialog(panel, { open, onClose: close, initialFocus: gridDay });
  useOutsidePointer(open, panel, () => setOpen(false));

  const chosenRange = pricing && pricing.consecutiveDays > 1 && selected[0] ? consecutiveDates(selected[0], pricing.consecutiveDays) : null;
  const chosenRangePrice = chosenRange ? shownDayInfo(chosenRange[0] as string).price : null;
  // Separate priced days: each at its own price today, summed (the months they lie in answered already).
  const total = pricing && multiple && selected.length > 0 ? rangePrice(selected, (date) => {
    const answer = pricesOf(date);
    return answer?.status === 'ready' ? (answer.days.get(date)?.price ?? null) : null;
  }) : null;
  const shown =
    selected.length === 0
      ? labels['date.none']
      : multiple
        ? formatLabel(labels['date.chosen'], { count: selected.length, dates: selected.map((date) => longDate(date, locale)).join('; ') })
        : chosenRange && pricing
          ? formatLabel(labels['date.rangeChosen'], {
              first: longDate(chosenRange[0] as string, locale),
              last: longDate(chosenRange[chosenRange.length - 1] as string, locale),
              price: chosenRangePrice === null || chosenRangePrice === undefined ? '' : pricing.money(chosenRangePrice),
            }).replace(/:\s*$/, '')
          : longDate(selected[0] as string, locale);

  const hint = multiple && max !== null ? formatLabel(labels['date.maxDates'], { max }) : null;

  const calendarProps: CalendarProps = {
    mode: multiple ? 'multiple' : 'single',
    selected,
    onSelect: (dates, day) => {
      if (multiple) {
        const next = toggleDate(selected, day, max);
        setRefused(next.refused);
        if (!next.refused) onChange(next.dates);
        return;
      }
      onChange(dates);
      if (!multiple && !inline && dates.length > 0) close();
    },
    dayInfo: shownDayInfo,
    first,
    last,
    locale,
    dayLabel: dayLabelFor(labels, locale, pricing),
    legend: { soldOut: labels['date.legendSoldOut'], low: labels['date.legendLow'] },
    nav: { previous: labels['date.previousMonth'], next: labels['date.nextMonth'] },
    autoFocus: !inline,
    ...(pricing
      ? {
          month,
          onMonthChange: setMonth,
          priced: priced ?? undefined,
          ...(pricing.consecutiveDays > 1 ? { rangeOf } : {}),
          status:
            prices?.status === 'loading' ? (
              <p className="rw-calendar__status" role="status">
                {labels['date.pricesLoading']}
              </p>
            ) : prices?.status === 'error' ? (
              <div className="rw-alert rw-calendar__status" role="alert">
                <p>
                  {labels['date.pricesError']} {userMessage(prices.error, labels)}
                </p>
                <button type="button" className="rw-button rw-button--secondary" onClick={retry}>
                  {labels['common.retry']}
                </button>
              </div>
            ) : (
              <p className="rw-calendar__status" role="status" />
            ),
        }
      : {}),
  };

  const calendar = (
    <>
    {refused && max !== null && selected.length >= max && (
      <p className="rw-alert rw-date__refused" role="alert">
        {formatLabel(labels['date.maxReached'], { max })}
      </p>
    )}
    <CalendarBoundary message={labels['date.loadError']} retry={labels['common.retry']}>
      <Suspense fallback={<Spinner label={labels['common.loading']} />}>
        <Calendar {...calendarProps} />
      </Suspense>
    </CalendarBoundary>
    </>
  );

  return (
    <div ref={group} className="rw-field" role="group" aria-labelledby={labelId} aria-describedby={hint ? hintId : undefined} id={id}>
      <span className="rw-label" id={labelId}>
        {label}
      </span>
      <p className="rw-date" aria-live="polite">
        <span className="rw-date__value" id={valueId}>
          {shown}
        </span>
        {total !== null && <span className="rw-date__total"> {formatLabel(labels['date.total'], { total: pricing?.money(total) ?? '' })}</span>}
        {hint && (
          <span className="rw-hint" id={hintId}>
            {' '}
            {hint}
          </span>
        )}
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
            aria-label={formatLabel(labels['common.nameValue'], { name: selected.length > 0 ? labels['date.change'] : multiple ? labels['date.chooseDates'] : labels['date.choose'], value: label })}
            aria-describedby={hint ? `${valueId} ${hintId}` : valueId}
            disabled={disabled}
            onClick={() => setOpen((value) => !value)}
          >
            {selected.length > 0 ? labels['date.change'] : multiple ? labels['date.chooseDates'] : labels['date.choose']}
          </button>
          {open && (
            <div ref={panel} className="rw-date__panel" role="dialog" aria-modal="true" tabIndex={-1} aria-label={formatLabel(labels['date.calendar'], { label })}>
              {startGuard}
              <div className="rw-date__head">
                <span aria-hidden="true">{label}</span>
                <button type="button" className="rw-button rw-button--link" onClick={close}>
                  {labels['date.close']}
                </button>
              </div>
              {calendar}
              {endGuard}
            </div>
          )}
        </>
      )}
    </div>
  );
}
