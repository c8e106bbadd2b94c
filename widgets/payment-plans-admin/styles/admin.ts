/** The admin Payment Plans area: menu, lists, tables, the schedule overlays and the side panels. */
export const adminStyles = /* css */ `
.rw-ppa { display: grid; gap: 1.25em; }
/* Grid items may shrink below their content, so a wide table scrolls in its box instead of widening the page. */
:is(.rw-ppa, .rw-ppa__section) > * { min-width: 0; }
select.rw-input {
  padding-right: 2.2em; cursor: pointer;
  background: var(--rw-surface) url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'%3E%3Cpath fill='%2352606d' d='M1.4 0 6 4.6 10.6 0 12 1.4l-6 6-6-6z'/%3E%3C/svg%3E") no-repeat right 0.7em center;
}
.rw-ppa__header { display: grid; gap: 0.15em; }
.rw-ppa__title { font-size: 1.7em; font-weight: 700; line-height: 1.2; }
.rw-ppa__subhead { color: var(--rw-muted); font-weight: 600; text-transform: uppercase; letter-spacing: 0.06em; font-size: 0.8em; }
.rw-ppa__nav ul { display: flex; flex-wrap: wrap; gap: 0.25em; border-bottom: 2px solid var(--rw-border); }
.rw-ppa__nav-link {
  display: inline-block; padding: 0.55em 0.9em; text-decoration: none; font-weight: 600; color: var(--rw-muted);
  border-bottom: 3px solid transparent; margin-bottom: -2px; border-radius: var(--rw-radius) var(--rw-radius) 0 0;
}
.rw-ppa__nav-link:hover { color: var(--rw-ink); background: var(--rw-tint); }
.rw-ppa__nav-link[aria-current="page"] { color: var(--rw-ink); border-bottom-color: var(--rw-primary); }
/* Forced colours replace fills and border colours alike: the current screen's link keeps the system's highlight. */
@media (forced-colors: active) { .rw-ppa__nav-link[aria-current="page"] { forced-color-adjust: none; background: Highlight; color: HighlightText; } }
.rw-ppa__section { display: grid; gap: 1em; }
.rw-ppa__toolbar { display: flex; flex-wrap: wrap; gap: 0.6em; justify-content: flex-end; align-items: center; }
.rw-ppa__empty, .rw-ppa__muted { color: var(--rw-muted); }
.rw-ppa__table-wrap { position: relative; overflow-x: auto; border: 1px solid var(--rw-border); border-radius: var(--rw-radius); container-type: inline-size; background: var(--rw-surface); }
.rw-ppa__table { width: 100%; border-collapse: collapse; font-size: 0.92em; }
.rw-ppa__table :is(th, td) { padding: 0.55em 0.7em; text-align: left; vertical-align: middle; border-bottom: 1px solid var(--rw-border); white-space: nowrap; }
/* Headers and long text (attributes, schedule names) may wrap so a wide table fits before it scrolls. */
.rw-ppa__table thead th { background: var(--rw-subtle); font-weight: 700; white-space: normal; vertical-align: bottom; min-width: 4.5em; }
.rw-ppa__table td:is([data-column="attributes"], [data-column="PaymentScheduleName"], [data-column="PricingScheduleName"], [data-column="Product"], [data-column="CustomerName"]) { white-space: normal; min-width: 8em; }
/* An address breaks after its @ only (EmailText in src/ui/admin/TableParts.tsx). */
.rw-ppa__table td[data-column="Email"] { white-space: normal; }
.rw-ppa__table tbody th { font-weight: 600; }
/* The enrollments' twelve columns, each a little less padded, and the row menu's column as narrow
   as its button (its header is for screen readers only): the list fits a laptop's 1200 px box in
   English, where it was 48 px wider than the box, its row menus half out of sight. */
.rw-ppa__table--enrollments :is(th, td) { padding-left: 0.5em; padding-right: 0.5em; }
.rw-ppa__table--enrollments thead th:last-child { min-width: 0; }
.rw-ppa__table tbody tr:nth-child(even) > * { background: var(--rw-subtle); }
.rw-ppa__table tbody tr:last-child > * { border-bottom: 0; }
.rw-ppa__actions-cell { text-align: right; white-space: nowrap; width: 1%; }
/* The row menus come at the row's end, as in every admin list: held at the box's right edge they
   covered the last columns in sight (admin-table-styles.ts says more). */
/* A sticky cell is a stacking context: the one whose menu is open goes above the rows below it. */
.rw-ppa__table tr > :last-child:has([aria-expanded="true"]) { z-index: 2; }
.rw-ppa__small { min-height: 2em; padding: 0.25em 0.7em; font-size: 0.9em; }
.rw-ppa__icon-button {
  all: unset; box-sizing: border-box; cursor: pointer; display: inline-flex; align-items: center; justify-content: center;
  min-width: 2em; height: 2em; border-radius: 50%; color: var(--rw-muted); font-size: 1.1em; line-height: 1;
}
.rw-ppa__icon-button:hover { background: rgba(15, 23, 42, 0.08); color: var(--rw-ink); }
.rw-ppa__icon-button:focus-visible { box-shadow: var(--rw-focus); }
.rw-ppa__notice {
  display: flex; gap: 0.6em; align-items: center; justify-content: space-between; padding: 0.6em 0.9em;
  border: 1px solid; border-radius: var(--rw-radius);
}
.rw-ppa__notice--success { color: var(--rw-success); border-color: var(--rw-success); background: var(--rw-success-tint); }
.rw-ppa__notice--error { color: var(--rw-danger); border-color: var(--rw-danger); background: var(--rw-danger-tint); }
.rw-ppa__hint { color: var(--rw-muted); font-size: 0.92em; }
.rw-ppa__warning { color: var(--rw-warning); }
.rw-ppa__messages { display: grid; gap: 0.15em; margin-top: 0.3em; font-size: 0.88em; }
.rw-ppa__field { display: grid; gap: 0.2em; }
.rw-ppa__field .rw-label { margin: 0; font-size: 0.9em; }

/* Overlays and side panels (the native dialog of src/ui/Modal.tsx). */
.rw-dialog.rw-ppa__overlay { width: min(62em, calc(100vw - 2em)); max-width: none; max-height: calc(100vh - 2em); overflow: auto; }
.rw-dialog.rw-ppa__overlay--narrow { width: min(40em, calc(100vw - 2em)); }
.rw-dialog.rw-ppa__panel {
  margin: 0 0 0 auto; width: min(34em, 100vw); max-width: none; height: 100vh; max-height: 100vh; overflow: auto;
  border-radius: 0;
}
/* A side panel's Cancel and Apply stay at its foot in sight, however long its form. Side by side
   they share the width, a long label wrapping inside its button (Annuler les modifications,
   Appliquer les modifications: wider together than the panel, Apply went below the screen's
   edge); where even that leaves a button too narrow, each takes a row. */
.rw-ppa__panel .rw-dialog__actions {
  position: sticky; bottom: 0; z-index: 1; margin: 0 -1.5em -1.25em; padding: 0.75em 1.5em;
  background: var(--rw-surface); border-top: 1px solid var(--rw-border);
}
.rw-ppa__panel .rw-dialog__actions > .rw-button { flex: 1 1 10em; }
.rw-ppa__title-text { display: inline-flex; align-items: center; gap: 0.3em; }
.rw-ppa__title-field .rw-input { font-size: 0.95em; font-weight: 600; min-width: min(22em, 60vw); }
.rw-ppa__ranges { display: grid; gap: 1em; }
.rw-ppa__range { display: grid; gap: 0.6em; padding: 0.9em 1em; border: 1px solid var(--rw-border); border-radius: var(--rw-radius); background: var(--rw-subtle); }
/* A long schedule (50 ranges of 12 payments) lays out and paints only the ranges in view. */
.rw-ppa__range { content-visibility: auto; contain-intrinsic-size: auto 30em; }
.rw-ppa__range-head { display: flex; flex-wrap: wrap; gap: 0.6em; align-items: center; justify-content: space-between; }
.rw-ppa__range-title { font-size: 1em; font-weight: 700; }
.rw-ppa__range-span { font-weight: 500; color: var(--rw-muted); margin-left: 0.4em; }
.rw-ppa__range-dates { display: grid; grid-template-columns: repeat(auto-fit, minmax(13em, 1fr)); gap: 0.6em 1em; }
.rw-ppa__payments-wrap { overflow-x: auto; position: relative; }
.rw-ppa__payments { width: 100%; min-width: 32em; border-collapse: collapse; font-size: 0.92em; table-layout: fixed; }
.rw-ppa__payments th:nth-child(1) { width: 36%; }
.rw-ppa__payments th:nth-child(2) { width: 20%; }
.rw-ppa__payments th:nth-child(4) { width: 3em; }
.rw-ppa__payments :is(th, td) { padding: 0.3em 0.4em; text-align: left; vertical-align: top; }
.rw-ppa__payments th { font-size: 0.85em; color: var(--rw-muted); font-weight: 700; }
.rw-ppa__payments .rw-input { min-height: 2.2em; padding: 0.25em 0.5em; }
.rw-ppa__payments .rw-select { min-height: 2.2em; padding-top: 0.25em; padding-bottom: 0.25em; }
.rw-ppa__amount { max-width: 8em; }
.rw-ppa__final td { background: var(--rw-subtle); }
/* The held first column takes the range's own fill. */
.rw-ppa__payments :where(tbody tr) > :first-child { background: var(--rw-subtle); }
.rw-ppa__balance, .rw-ppa__balance-type { display: inline-block; padding: 0.35em 0.5em; font-weight: 700; }

/* Enrollments */
.rw-ppa__filters { display: grid; gap: 0.9em; padding: 1em; border: 1px solid var(--rw-border); border-radius: var(--rw-radius); background: var(--rw-subtle); }
.rw-ppa__filter-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(18em, 100%), 1fr)); gap: 0.8em 1.2em; align-items: end; }
.rw-ppa__range-filter { border: 0; padding: 0; margin: 0; min-width: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(min(17em, 100%), 1fr)); gap: 0.4em 1em; }
.rw-ppa__range-filter legend { padding: 0; font-weight: 600; margin-bottom: 0.25em; }
.rw-ppa__toggles { display: flex; flex-wrap: wrap; gap: 0.6em 1.5em; }
.rw-ppa__toggle { display: inline-flex; align-items: center; gap: 0.5em; cursor: pointer; font-weight: 600; }
.rw-ppa__toggle input { width: 1.15em; height: 1.15em; accent-color: var(--rw-ink); }
.rw-ppa__filter-actions { display: flex; flex-wrap: wrap; gap: 0.6em; justify-content: space-between; }
.rw-ppa__filter-actions > div { display: flex; gap: 0.6em; }
.rw-ppa__flag-yes { color: var(--rw-danger); font-weight: 700; }
.rw-ppa__disclosure { all: unset; cursor: pointer; display: inline-flex; align-items: center; gap: 0.3em; font-weight: 700; color: var(--rw-ink); text-decoration: underline; }
.rw-ppa__disclosure:focus-visible { box-shadow: var(--rw-focus); border-radius: 2px; }
.rw-ppa__subrow > td { background: #f6f9fc !important; padding: 0.8em 1.2em 1em; }
/* The payments stay in view however far the wide table is scrolled sideways. */
.rw-ppa__subrow > td > * { position: sticky; left: 1.2em; }
.rw-ppa__subtable { border-collapse: collapse; min-width: min(36em, 100%); background: var(--rw-surface); border: 1px solid var(--rw-border); }
.rw-ppa__subtable :is(th, td) { padding: 0.4em 0.6em; border-bottom: 1px solid var(--rw-border); text-align: left; }
.rw-ppa__subtable caption { text-align: left; font-weight: 700; padding-bottom: 0.4em; }

/* Assignments */
.rw-ppa__form { display: grid; gap: 1em; }
.rw-ppa__form fieldset { border: 1px solid var(--rw-border); border-radius: var(--rw-radius); padding: 0.6em 0.9em 0.8em; margin: 0; display: grid; gap: 0.4em; }
.rw-ppa__form legend { font-weight: 600; padding: 0 0.3em; }
.rw-ppa__check { display: flex; align-items: center; gap: 0.5em; }
.rw-ppa__check input { width: 1.1em; height: 1.1em; accent-color: var(--rw-ink); }
.rw-ppa__product { display: grid; gap: 0.3em; }
.rw-ppa__product-name { font-weight: 700; font-size: 1.05em; }
.rw-ppa__tags { display: flex; flex-wrap: wrap; gap: 0.35em; }
.rw-ppa__tags li { padding: 0.15em 0.55em; border-radius: 999px; background: var(--rw-tint); font-size: 0.85em; }
.rw-ppa__accordion { display: grid; gap: 0.5em; }
.rw-ppa__accordion-item { border: 1px solid var(--rw-border); border-radius: var(--rw-radius); }
.rw-ppa__accordion-item h3 { font-size: 1em; }
.rw-ppa__accordion-button {
  all: unset; box-sizing: border-box; display: flex; width: 100%; justify-content: space-between; align-items: center; gap: 0.6em;
  padding: 0.65em 0.9em; cursor: pointer; font-weight: 700;
}
.rw-ppa__accordion-button:focus-visible { box-shadow: var(--rw-focus); }
.rw-ppa__accordion-button::after { content: "+"; font-size: 1.2em; color: var(--rw-muted); }
.rw-ppa__accordion-button[aria-expanded="true"]::after { content: "−"; }
.rw-ppa__accordion-panel { padding: 0 0.9em 0.8em; }
.rw-ppa__price { max-width: 9em; }
`;
