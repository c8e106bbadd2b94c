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
/* The priced calendar: the seven columns share the width the calendar is given (a phone's whole
   row, inline or in the sheet), up to about 3.6em each; a day's button fills its column, and its marks
   (price, saving, what is left) sit under the number, centred, one short line each. A week is as
   tall as its days' marks: the badge of what is left adds a line only to the weeks that have one,
   so a month and its key fit a 320×568 phone's window (five weeks of four lines did not: 612 px). */
.rw-calendar--priced .rdp-root { --rdp-day-height: 4.2em; --rdp-day-width: calc(100% / 7); --rdp-day_button-height: 4.1em; --rdp-day_button-width: 100%; }
.rw-calendar--priced .rdp-week:not(:has(.rw-day__left)) { --rdp-day-height: 3.3em; --rdp-day_button-height: 3.2em; }
.rw-calendar--priced { max-width: 24em; }
.rw-calendar--priced .rdp-months { max-width: none; }
.rw-calendar--priced .rdp-month { flex: 1 1 auto; min-width: 0; }
.rw-calendar--priced .rdp-month_grid { width: 100%; }
.rw-calendar--priced .rdp-day_button { justify-content: flex-start; padding-top: 0.15em; line-height: 1.2; }
.rw-calendar--priced .rdp-selected { font-size: inherit; }
.rw-calendar--priced .rdp-day { position: relative; vertical-align: top; }
.rw-day__prices { position: absolute; left: 0; right: 0; top: 1.85em; display: flex; flex-direction: column; align-items: center; gap: 0; font-size: 0.75em; line-height: 1.1; white-space: nowrap; pointer-events: none; }
.rw-day__price { font-weight: 700; }
.rw-day__save { color: var(--rw-success); }
/* What is left at that price: the count on a badge of the low days' colour (white on it reads in
   every theme), which the legend explains; on the chosen day, a ring in the day's own colour. */
.rw-day__left { display: inline-block; min-width: 1.3em; padding: 0 0.3em; box-sizing: border-box; border: 1px solid #8a4506; border-radius: 0.7em; background: #8a4506; color: #fff; font-weight: 700; text-align: center; line-height: 1.15; }
.rw-calendar .rdp-selected .rw-day__prices, .rw-calendar .rdp-selected .rw-day__save, .rw-calendar .rdp-selected .rw-day__left { color: var(--rw-primary-contrast); }
.rw-calendar .rdp-selected .rw-day__left { background: transparent; border-color: currentColor; }
.rw-calendar .rw-day--in-range .rdp-day_button { background: var(--rdp-accent-background-color); box-shadow: inset 0 0 0 2px var(--rw-ink); }
.rw-calendar__status { min-height: 1.3em; margin: 0 0 0.3em; font-size: 0.85em; }
.rw-calendar__legend-prices { flex-basis: 100%; }
.rw-calendar__legend { display: flex; flex-wrap: wrap; align-items: center; gap: 0.3em 0.6em; margin: 0.4em 0 0; font-size: 0.85em; color: var(--rw-muted); }
.rw-calendar__mark { display: inline-block; width: 1.1em; height: 0.8em; border-radius: 2px; }
.rw-calendar__mark--low { border-bottom: 3px solid #b25e09; }
.rw-calendar__mark--sold-out { background: linear-gradient(transparent 45%, var(--rw-muted) 45%, var(--rw-muted) 55%, transparent 55%); }
`;
