/** Selects and the date field's three parts, for islands that show the shared form fields. */
export const fieldPartStyles = /* css */ `
.rw-select {
  all: unset; box-sizing: border-box; display: block; width: 100%; min-height: 2.5em; padding: 0.4em 2em 0.4em 0.6em;
  font: inherit; line-height: 1.3; color: inherit; cursor: pointer;
  background: var(--rw-surface) no-repeat right 0.6em center / 0.7em
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 6'%3E%3Cpath d='M0 0h10L5 6z' fill='%2352606d'/%3E%3C/svg%3E");
  border: 1px solid var(--rw-control-border); border-radius: var(--rw-radius);
}
.rw-select:focus-visible { border-color: var(--rw-primary); box-shadow: var(--rw-focus); }
.rw-select[aria-invalid="true"], .rw-input[aria-invalid="true"] { border-color: var(--rw-danger); }
.rw-select:disabled, .rw-input:disabled { opacity: 0.6; cursor: not-allowed; }
.rw-field { display: block; min-width: 0; }
.rw-field + .rw-field { margin-top: 0.75em; }
.rw-field__hint { margin: 0.25em 0 0; font-size: 0.9em; color: var(--rw-muted); }
.rw-field__error { margin: 0.3em 0 0; font-size: 0.95em; color: var(--rw-danger); }
.rw-datefield { all: unset; display: block; min-width: 0; }
.rw-datefield > legend { padding: 0; }
/* One row (the month's longest name, "septembre", fits from 320 px up): each part shares the row,
   never narrower than its longest choice, so no select cuts its value; a box too narrow for the
   three (under about 17em) puts the month on a row of its own rather than cut it. */
.rw-datefield__parts { display: flex; flex-wrap: wrap; gap: 0.5em; }
.rw-datefield__part { flex: 1 1 0; }
.rw-datefield__part--month { flex-grow: 1.6; }
.rw-datefield__part--year { flex-grow: 1.25; }
.rw-datefield .rw-select { padding-right: 1.6em; background-position: right 0.45em center; min-width: max-content; }
.rw-datefield__caption { display: block; font-size: 0.9em; color: var(--rw-muted); margin-bottom: 0.15em; }
`;
