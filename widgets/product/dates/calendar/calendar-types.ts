/** What the date field tells the calendar (kept apart so the field does not load the calendar's code). */
import type { ReactNode } from 'react';
import type { DayState } from '../../rules/inventory-rules.ts';

export interface DayInfo {
  state: DayState;
  /** What is left, for low days ("only 4 left"). */
  count: number | null;
  /** The pricing calendar: the day's price (a consecutive range's, from this day), saving and what is left at that price. */
  price?: number | null;
  percentSaved?: number | null;
  left?: number | null;
}

export interface CalendarProps {
  mode: 'single' | 'multiple';
  /** `YYYY-MM-DD` dates. */
  selected: readonly string[];
  /** The dates the grid would now hold, and the day clicked (multiple mode: the field decides whether it may be added). */
  onSelect: (dates: string[], day: string) => void;
  /** The day's state; days that are not offered, sold out or unavailable cannot be chosen. */
  dayInfo: (date: string) => DayInfo;
  /** The first and last month the calendar may show (`YYYY-MM-DD` days in them). */
  first: string;
  last: string | null;
  locale: string;
  /** The accessible name of a day button, from its date and state. */
  dayLabel: (date: string, info: DayInfo, selected: boolean) => string;
  legend: { soldOut: string; low: string };
  /** The names of the month buttons (the day picker's own are English). */
  nav: { previous: string; next: string };
  /** Move focus into the grid when it opens (a pop-up). */
  autoFocus: boolean;
  /** The month shown (a `YYYY-MM-DD` day in it), when the field follows it (the pricing calendar asks for each month shown). */
  month?: string | undefined;
  onMonthChange?: ((date: string) => void) | undefined;
  /** The pricing calendar: each day shows its price, saving and what is left under its number, and the legend says what they are. */
  priced?: PricedCalendar | undefined;
  /** The days a chosen start covers (a consecutive multi-day product), marked as one range. */
  rangeOf?: ((date: string) => readonly string[]) | undefined;
  /** Above the grid: the prices' loading or error state. */
  status?: ReactNode;
}

/** What the pricing calendar's marks are written with (`PriceMarks.tsx`). */
export interface PricedCalendar {
  locale: string;
  /** The store's currency (ISO code). */
  currency: string;
  labels: { saveMark: string; legendPrice: string; legendPriceIn: string; legendSave: string; legendLeft: string };
}
