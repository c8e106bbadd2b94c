/** The calendar's look on top of react-day-picker's stylesheet, in the theme's colours; loaded with the calendar. */
export const calendarStyles = /* css */ `
.rw-calendar .rdp-root {
  --rdp-accent-color: var(--rw-ink); --rdp-accent-background-color: color-mix(in srgb, var(--rw-primary) 14%, transparent);
  --rdp-day-height: 2.6em; --rdp-day-width: 2.6em; --rdp-day_button-height: 2.4em; --rdp-day_button-width: 2.4em;
  --rdp-day_button-border-radius: var(--rw-radius); --rdp-nav-height: 2.6em; --rdp-nav_button-height: 2.4em; --rdp-nav_button-width: 2.4em;
  --rdp-disabled-opacity: 0.45; font-size: 0.95em; margin: 0;
}
.rw-calendar .rdp-day_button { all: unset; box-sizing: border-box; display: inline-flex; flex-direction: column; align-items: center; justify-content: center; width: var(--rdp-day_button-width); height: var(--rdp-day_button-height); border: 2px solid transparent; border-radius: var(--rdp-day_button-border-radius); cursor: pointer; }
.rw-calendar .rdp-day_button:focus-visible { box-shadow: var(--rw-focus); border-color: var(--rw-primary); }
.rw-calendar .rdp-selected .rdp-day_button { background: var(--rw-ink); color: var(--rw-primary-contrast); font-weight: 700; }
.rw-calendar .rdp-disabled .rdp-day_button { cursor: not-allowed; }
.rw-calendar .rdp-button_previous, .rw-calendar .rdp-button_next { all: unset; display: inline-flex; align-items: center; justify-content: center; width: 2.4em; height: 2.4em; border-radius: var(--rw-radius); cursor: pointer; }
.rw-calendar .rdp-button_previous:focus-visible, .rw-calendar .rdp-button_next:focus-visible { box-shadow: var(--rw-focus); }
.rw-calendar .rdp-chevron { fill: var(--rw-ink); }
.rw-calendar .rdp-month_caption { font-weight: 700; }
.rw-calendar .rdp-weekday { color: var(--rw-muted); font-weight: 600; }
.rw-calendar .rw-day--low .rdp-day_button { border-bottom: 3px solid #b25e09; }
.rw-calendar .rw-day--sold-out .rdp-day_button { text-decoration: line-through; }
.rw-calendar__legend { display: flex; flex-wrap: wrap; align-items: center; gap: 0.3em 0.6em; margin: 0.4em 0 0; font-size: 0.85em; color: var(--rw-muted); }
.rw-calendar__mark { display: inline-block; width: 1.1em; height: 0.8em; border-radius: 2px; }
.rw-calendar__mark--low { border-bottom: 3px solid #b25e09; }
.rw-calendar__mark--sold-out { background: linear-gradient(transparent 45%, var(--rw-muted) 45%, var(--rw-muted) 55%, transparent 55%); }
`;
