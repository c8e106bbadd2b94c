/**
 * The month calendar (react-day-picker 9): a grid with arrow keys, Home/End, Page Up/Down, each
 * day's accessible name saying its state, days that cannot be chosen disabled. Loaded on demand
 * with its stylesheet, which is adopted into the island's shadow root.
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import { calendarDate } from '../../../src/core/dates.ts';
import { adoptStyles } from './adopt-styles.ts';
import type { CalendarProps } from './calendar-types.ts';
import { calendarStyles } from '../styles/calendar.ts';

const pad = (value: number) => String(value).padStart(2, '0');
export const isoOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
export const dateOf = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
};

export default function Calendar(props: CalendarProps & { css: string }) {
  const { mode, selected, onSelect, max, dayInfo, first, last, locale, dayLabel, legend, autoFocus, css } = props;
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => adoptStyles(root.current, 'react-day-picker', css + calendarStyles), [css]);

  const chosen = useMemo(() => selected.map(dateOf), [selected]);
  const blocked: Matcher = (date: Date) => {
    const state = dayInfo(isoOf(date)).state;
    return state !== 'available' && state !== 'low';
  };
  const modifiers = {
    low: (date: Date) => dayInfo(isoOf(date)).state === 'low',
    soldOut: (date: Date) => dayInfo(isoOf(date)).state === 'sold-out',
  };
  const startMonth = dateOf(first);
  const endMonth = last && calendarDate(last) ? dateOf(last) : undefined;
  const defaultMonth = chosen[0] ?? startMonth;
  const common = {
    locale: undefined,
    weekStartsOn: 0 as const,
    startMonth,
    ...(endMonth ? { endMonth } : {}),
    defaultMonth,
    disabled: blocked,
    modifiers,
    modifiersClassNames: { low: 'rw-day--low', soldOut: 'rw-day--sold-out' },
    autoFocus,
    labels: {
      labelDayButton: (date: Date, modifiersOf: Record<string, boolean>) => dayLabel(isoOf(date), dayInfo(isoOf(date)), Boolean(modifiersOf.selected)),
    },
    formatters: {
      formatCaption: (month: Date) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(month),
      formatWeekdayName: (day: Date) => new Intl.DateTimeFormat(locale, { weekday: 'narrow' }).format(day),
    },
  };

  return (
    <div ref={root} className="rw-calendar">
      {mode === 'single' ? (
        <DayPicker {...common} mode="single" selected={chosen[0]} onSelect={(date) => onSelect(date ? [isoOf(date)] : [])} />
      ) : (
        <DayPicker
          {...common}
          mode="multiple"
          selected={chosen}
          {...(max !== null ? { max } : {})}
          onSelect={(dates) => onSelect((dates ?? []).map(isoOf).sort())}
        />
      )}
      <p className="rw-calendar__legend">
        <span className="rw-calendar__mark rw-calendar__mark--low" aria-hidden="true" /> {legend.low}
        <span className="rw-calendar__mark rw-calendar__mark--sold-out" aria-hidden="true" /> {legend.soldOut}
      </p>
    </div>
  );
}
