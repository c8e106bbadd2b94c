/**
 * The month calendar (react-day-picker 9): a grid with arrow keys, Home/End, Page Up/Down, each
 * day's accessible name saying its state, days that cannot be chosen disabled. Loaded on demand
 * with its stylesheet, which is adopted into the island's shadow root.
 */
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { DayPicker, type DayButtonProps, type Matcher } from 'react-day-picker';
import { calendarDate, localDate, localMidnight } from '../../../../src/core/dates.ts';
import { storeToday } from '../../../../src/stores/resort-today.ts';
import { dayOfMonth, monthCaption, weekdayName } from '../date-text.ts';
import type { DayInfo } from './calendar-types.ts';
import { DayMarks, PriceLegend } from './PriceMarks.tsx';
import { adoptStyles } from '../../../../src/ui/adopt-styles.ts';
import type { CalendarProps } from './calendar-types.ts';
import { calendarStyles } from '../../styles/calendar.ts';

// react-day-picker works in local Dates: a day is its local midnight.
export const isoOf = (date: Date) => localDate(date);
export const dateOf = (iso: string) => localMidnight(iso);

/** `infoOf`, asked once per day: later questions about the same day get the first answer. */
function oncePerDay(infoOf: (date: string) => DayInfo): (date: string) => DayInfo {
  const known = new Map<string, DayInfo>();
  return (date) => {
    let info = known.get(date);
    if (!info) known.set(date, (info = infoOf(date)));
    return info;
  };
}

/** The cell's marks, read by one stable button component (a new component per render would lose focus). */
const DayExtra = createContext<((date: string) => ReactNode) | null>(null);

function PricedDayButton({ day, modifiers, children, ...button }: DayButtonProps) {
  const extra = useContext(DayExtra);
  const ref = useRef<HTMLButtonElement>(null);
  // As the day picker's own button does: the day the arrow keys moved to takes the focus.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  // The marks sit over the button, outside it: its visible text stays the day's number, which its
  // name (the date, price, saving and what is left) contains, as label-in-name asks. Clicks go through.
  return (
    <>
      <button ref={ref} {...button}>
        {children}
      </button>
      {extra?.(isoOf(day.date))}
    </>
  );
}

export default function Calendar(props: CalendarProps & { css: string }) {
  const { mode, selected, onSelect, dayInfo: infoOf, first, last, locale, dayLabel, nav, legend, autoFocus, css, month, onMonthChange, priced, rangeOf, status } = props;
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => adoptStyles(root.current, 'react-day-picker', css + calendarStyles), [css]);

  // react-day-picker asks about each day several times a render (disabled, each modifier, its name,
  // its marks); a priced day's info is worked out once per day until the answer or choice changes.
  const dayInfo = useMemo(() => oncePerDay(infoOf), [infoOf]);
  const chosen = useMemo(() => selected.map(dateOf), [selected]);
  const blocked: Matcher = (date: Date) => {
    const state = dayInfo(isoOf(date)).state;
    return state !== 'available' && state !== 'low';
  };
  const range = useMemo(() => new Set(rangeOf && selected[0] ? rangeOf(selected[0]).slice(1) : []), [rangeOf, selected]);
  const modifiers = {
    low: (date: Date) => dayInfo(isoOf(date)).state === 'low',
    soldOut: (date: Date) => dayInfo(isoOf(date)).state === 'sold-out',
    inRange: (date: Date) => range.has(isoOf(date)),
  };
  const startMonth = dateOf(first);
  const endMonth = last && calendarDate(last) ? dateOf(last) : undefined;
  const defaultMonth = chosen[0] ?? startMonth;
  const common = {
    locale: undefined,
    // The resort's today, not the browser's: the two differ for hours each day wherever the shopper
    // is in another time zone, and the day picker marks and first focuses its today.
    today: dateOf(storeToday()),
    weekStartsOn: 0 as const,
    startMonth,
    ...(endMonth ? { endMonth } : {}),
    ...(month !== undefined ? { month: dateOf(month), onMonthChange: (shown: Date) => onMonthChange?.(isoOf(shown)) } : { defaultMonth }),
    disabled: blocked,
    modifiers,
    modifiersClassNames: { low: 'rw-day--low', soldOut: 'rw-day--sold-out', inRange: 'rw-day--in-range' },
    ...(priced ? { components: { DayButton: PricedDayButton } } : {}),
    autoFocus,
    // Every name the day picker would give in English, in the page's words and locale.
    labels: {
      labelPrevious: () => nav.previous,
      labelNext: () => nav.next,
      labelGrid: (month: Date) => monthCaption(month, locale),
      labelWeekday: (day: Date) => weekdayName(day, locale),
      labelDayButton: (date: Date, modifiersOf: Record<string, boolean>) => dayLabel(isoOf(date), dayInfo(isoOf(date)), Boolean(modifiersOf.selected)),
    },
    formatters: {
      formatCaption: (month: Date) => monthCaption(month, locale),
      formatWeekdayName: (day: Date) => weekdayName(day, locale, true),
      formatDay: (day: Date) => dayOfMonth(day, locale),
    },
  };

  const extra = useMemo(() => (priced ? (date: string) => <DayMarks info={dayInfo(date)} priced={priced} /> : null), [priced, dayInfo]);
  return (
    <div ref={root} className={`rw-calendar${priced ? ' rw-calendar--priced' : ''}`}>
      {status}
      <DayExtra.Provider value={extra}>
      {mode === 'single' ? (
        <DayPicker {...common} mode="single" selected={chosen[0]} onSelect={(date, day) => onSelect(date ? [isoOf(date)] : [], isoOf(day))} />
      ) : (
        // No `max` here: at its maximum the day picker swaps the whole choice for the day clicked. The field refuses it instead, and says so.
        <DayPicker {...common} mode="multiple" selected={chosen} onSelect={(dates, day) => onSelect((dates ?? []).map(isoOf).sort(), isoOf(day))} />
      )}
      </DayExtra.Provider>
      <p className="rw-calendar__legend">
        <span className="rw-calendar__mark rw-calendar__mark--low" aria-hidden="true" /> {legend.low}
        <span className="rw-calendar__mark rw-calendar__mark--sold-out" aria-hidden="true" /> {legend.soldOut}
        {priced && <PriceLegend priced={priced} />}
      </p>
    </div>
  );
}
