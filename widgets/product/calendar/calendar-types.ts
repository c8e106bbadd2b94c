/** What the date field tells the calendar (kept apart so the field does not load the calendar's code). */
import type { DayState } from '../inventory-rules.ts';

export interface DayInfo {
  state: DayState;
  /** What is left, for low days ("only 4 left"). */
  count: number | null;
}

export interface CalendarProps {
  mode: 'single' | 'multiple';
  /** `YYYY-MM-DD` dates. */
  selected: readonly string[];
  onSelect: (dates: string[]) => void;
  /** At most this many dates (multiple mode). */
  max: number | null;
  /** The day's state; days that are not offered, sold out or unavailable cannot be chosen. */
  dayInfo: (date: string) => DayInfo;
  /** The first and last month the calendar may show (`YYYY-MM-DD` days in them). */
  first: string;
  last: string | null;
  locale: string;
  /** The accessible name of a day button, from its date and state. */
  dayLabel: (date: string, info: DayInfo, selected: boolean) => string;
  legend: { soldOut: string; low: string };
  /** Move focus into the grid when it opens (a pop-up). */
  autoFocus: boolean;
}
