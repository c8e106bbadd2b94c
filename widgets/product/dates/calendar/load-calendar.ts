/**
 * The calendar's code (react-day-picker with date-fns, about 20 KB gzip) and its stylesheet are
 * fetched only when a date attribute shows.
 */
import { createElement, type ComponentType } from 'react';
import type { CalendarProps } from './calendar-types.ts';

export async function loadCalendar(): Promise<{ default: ComponentType<CalendarProps> }> {
  const [module, css] = await Promise.all([import('./Calendar.tsx'), import('react-day-picker/style.css?raw')]);
  const Calendar = module.default;
  return { default: (props: CalendarProps) => createElement(Calendar, { ...props, css: css.default }) };
}
