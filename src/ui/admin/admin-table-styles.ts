/**
 * The admin lists' shared look: the scrolling table with its held first column, sortable
 * headers, row menus, notices, the pager and the list toolbar (filter, export). Added to a widget's
 * own styles by each admin element.
 */
export const adminTableStyles = /* css */ `
.rw-admin__toolbar { display: flex; flex-wrap: wrap; gap: 0.6em; justify-content: space-between; align-items: end; }
.rw-admin__toolbar-end { display: flex; flex-wrap: wrap; gap: 0.6em; margin-left: auto; align-items: center; }
.rw-admin__filter { display: grid; gap: 0.2em; min-width: min(18em, 100%); }
.rw-admin__filter .rw-label { margin: 0; font-size: 0.9em; }
.rw-admin__hint { color: var(--rw-muted); font-size: 0.85em; }
.rw-admin__empty { color: var(--rw-muted); }
.rw-admin__table-wrap { position: relative; overflow-x: auto; border: 1px solid var(--rw-border); border-radius: var(--rw-radius); container-type: inline-size; background: var(--rw-surface); }
/* A list wider than its box scrolls inside it (SideScroll): the first column, what names the row,
   stays in place and shades what went under it, and a shade on the far edge says there is more. */
.rw-admin__scroll { position: relative; min-width: 0; }
.rw-admin__scroll::after {
  content: ''; position: absolute; top: 1px; right: 1px; bottom: 1px; width: 2em; z-index: 3; pointer-events: none; visibility: hidden;
  border-radius: 0 var(--rw-radius) var(--rw-radius) 0; background: linear-gradient(to left, color-mix(in srgb, var(--rw-text) 22%, transparent), transparent);
}
.rw-admin__scroll[data-more-end]::after { visibility: visible; }
:where(.rw-admin__table, .rw-ppa__table, .rw-ppa__payments) :where(tr:not(.rw-admin__subrow, .rw-ppa__subrow)) > :first-child { position: sticky; left: 0; z-index: 1; }
:where(.rw-admin__table, .rw-ppa__table, .rw-ppa__payments) :where(tbody tr:not(.rw-admin__subrow, .rw-ppa__subrow)) > :first-child { background: var(--rw-surface); }
.rw-admin__scroll[data-more-start] :where(.rw-admin__table, .rw-ppa__table, .rw-ppa__payments) :where(tr:not(.rw-admin__subrow, .rw-ppa__subrow)) > :first-child { box-shadow: 6px 0 6px -6px rgba(15, 23, 42, 0.35); }
/* In a phone's width the held column's names wrap (9em at most), so what scrolls beside it keeps most of the box. */
@container (max-width: 40em) {
  .rw-admin__scroll :is(.rw-admin__table, .rw-ppa__table) tbody tr:not(.rw-admin__subrow, .rw-ppa__subrow) > :first-child > * { display: inline-block; width: max-content; max-width: 9em; white-space: normal; overflow-wrap: break-word; }
  /* The headers beside the held column stay on one line: squeezed to their longest word, an
     off-screen one wrapped to many lines and made the header row that tall, a blank band above
     the headers in sight (about 90 px in French at 320 px). The list scrolls sideways anyway. */
  .rw-admin__scroll :is(.rw-admin__table, .rw-ppa__table) thead th:not(:first-child) { white-space: nowrap; }
}
.rw-admin__table { width: 100%; border-collapse: collapse; font-size: 0.92em; }
.rw-admin__table :is(th, td) { padding: 0.55em 0.7em; text-align: left; vertical-align: middle; border-bottom: 1px solid var(--rw-border); white-space: nowrap; }
.rw-admin__table thead th { background: var(--rw-subtle); font-weight: 700; white-space: normal; vertical-align: bottom; min-width: 4.5em; }
.rw-admin__table td[data-wrap] { white-space: normal; min-width: 8em; }
/* Names and lists of words wrap, so a list of a dozen columns fits a laptop's width before it
   scrolls: one line each, the assignments' attributes and schedules made the table 250 px wider
   than its 1200 px box. */
.rw-admin__table td:is([data-column="attributes"], [data-column="PaymentScheduleName"], [data-column="PricingScheduleName"], [data-column="Product"], [data-column="Subscription"], [data-column="Name"]),
.rw-admin__table tbody th:is([data-column="ProductName"], [data-column="Name"]) { white-space: normal; min-width: 8em; }
/* An address breaks after its @ only (EmailText), where the cell is short of room. */
.rw-admin__table td:is([data-column="Email"], [data-column="CreatedByCustomerEmail"], [data-column="UpdatedByCustomerEmail"]) { white-space: normal; }
.rw-admin__email > span { white-space: nowrap; }
.rw-admin__table tbody th { font-weight: 600; }
.rw-admin__table tbody tr:nth-child(even) > * { background: var(--rw-subtle); }
.rw-admin__table tbody tr:last-child > * { border-bottom: 0; }
.rw-admin__table tbody tr[aria-selected="true"] > *, .rw-admin__table tbody tr.rw-admin__row--selected > * { background: var(--rw-tint); }
/* The row actions come at the row's end at every width. Held at the box's right edge, they covered
   the last columns in sight of a list wider than its box (the types' Created Date, the
   assignments' Payment Product ID at 1280 px): the first column is the only one held. */
.rw-admin__actions-cell { text-align: right; white-space: nowrap; width: 1%; }
.rw-admin__table tr > :last-child:has([aria-expanded="true"]) { z-index: 2; }
.rw-admin__actions { display: inline-flex; gap: 0.4em; }
.rw-admin__small { min-height: 2em; padding: 0.25em 0.7em; font-size: 0.9em; }
.rw-admin__sort {
  all: unset; box-sizing: border-box; cursor: pointer; display: inline-flex; align-items: center; gap: 0.3em; font-weight: 700;
  border-radius: 2px; color: inherit;
}
.rw-admin__sort:focus-visible { box-shadow: var(--rw-focus); }
.rw-admin__sort-mark { color: var(--rw-muted); font-size: 0.85em; min-width: 0.8em; }
.rw-admin__sort[data-active] .rw-admin__sort-mark { color: var(--rw-ink); }
.rw-admin__icon-button {
  all: unset; box-sizing: border-box; cursor: pointer; display: inline-flex; align-items: center; justify-content: center;
  min-width: 2em; height: 2em; border-radius: 50%; color: var(--rw-muted); font-size: 1.1em; line-height: 1;
}
.rw-admin__icon-button:hover { background: rgba(15, 23, 42, 0.08); color: var(--rw-ink); }
.rw-admin__icon-button:focus-visible { box-shadow: var(--rw-focus); }
.rw-admin__notice {
  display: flex; gap: 0.6em; align-items: center; justify-content: space-between; padding: 0.6em 0.9em;
  border: 1px solid; border-radius: var(--rw-radius);
}
.rw-admin__notice--success { color: var(--rw-success); border-color: var(--rw-success); background: var(--rw-success-tint); }
.rw-admin__notice--error { color: var(--rw-danger); border-color: var(--rw-danger); background: var(--rw-danger-tint); }
.rw-admin__pager { display: flex; flex-wrap: wrap; gap: 0.8em; align-items: center; justify-content: space-between; }

/* Row menus */
.rw-admin__menu { display: inline-block; }
.rw-admin__menu-button {
  all: unset; box-sizing: border-box; cursor: pointer; display: inline-flex; align-items: center; justify-content: center;
  width: 2.2em; height: 2.2em; border-radius: var(--rw-radius); color: var(--rw-ink); border: 1px solid var(--rw-border); background: var(--rw-surface);
}
.rw-admin__menu-button:hover, .rw-admin__menu-button[aria-expanded="true"] { background: var(--rw-tint); }
.rw-admin__menu-button:focus-visible { box-shadow: var(--rw-focus); }
.rw-admin__menu-list {
  z-index: 2147483000; min-width: 15em; padding: 0.35em; background: var(--rw-surface); border: 1px solid var(--rw-border);
  border-radius: var(--rw-radius); box-shadow: 0 12px 30px rgba(15, 23, 42, 0.2); display: grid;
}
.rw-admin__menu-list button {
  all: unset; box-sizing: border-box; display: block; width: 100%; padding: 0.5em 0.75em; border-radius: calc(var(--rw-radius) - 2px);
  cursor: pointer; white-space: nowrap; color: var(--rw-text);
}
.rw-admin__menu-list button:is(:hover, :focus) { background: var(--rw-tint); color: var(--rw-ink); outline: none; }
.rw-admin__menu-list button[disabled] { opacity: 0.5; cursor: not-allowed; }
`;
