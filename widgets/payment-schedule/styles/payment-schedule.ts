import { cardTableStyles } from '../../../src/ui/card-table.ts';

/**
 * The schedule viewer: the product-mode box, the cart and order blocks, and the table, which is a
 * list of cards where its box is too narrow for its columns (under 22em with a Status column, 12em without).
 */
export const paymentScheduleStyles = /* css */ `
.rw-schedule-product { display: grid; gap: 0.5em; justify-items: start; }
.rw-schedule-product__intro { color: var(--rw-muted); }
.rw-schedules { display: grid; gap: 1em; }
.rw-schedules__title { font-size: 1.3em; font-weight: 700; }
.rw-schedule-block { display: grid; gap: 0.4em; padding: 0.9em 1em; border: 1px solid var(--rw-border); border-radius: var(--rw-radius); }
.rw-schedule-block__product { font-size: 1.05em; font-weight: 700; }
.rw-schedule-block__contact { color: var(--rw-muted); }
.rw-schedule-block[aria-busy="true"] { opacity: 0.6; }
.rw-schedule { display: grid; gap: 0.4em; container: rw-schedule / inline-size; }
.rw-schedule__name { font-weight: 700; }
.rw-schedule-table { width: 100%; border-collapse: collapse; border: 0; font-variant-numeric: tabular-nums; }
.rw-schedule-table th, .rw-schedule-table td {
  padding: 0.4em 0.6em; border: 0; border-bottom: 1px solid var(--rw-border); text-align: left; vertical-align: middle;
}
.rw-schedule-table thead th { font-weight: 600; color: var(--rw-muted); font-size: 0.9em; }
.rw-schedule-table .rw-schedule-table__amount { text-align: right; }
.rw-schedule-table tfoot th, .rw-schedule-table tfoot td { font-weight: 700; border-bottom: 0; border-top: 2px solid var(--rw-border); }
.rw-schedule-table__today { font-weight: 700; color: var(--rw-ink); }
.rw-schedule__note { color: var(--rw-muted); font-size: 0.95em; }
/* Grid items would otherwise be as wide as their table; on a phone the cells close up to fit. */
.rw-schedule-block, .rw-schedule { min-width: 0; }
@media (max-width: 420px) {
  .rw-schedule-block { padding: 0.75em 0.7em; }
  /* French amounts are wider than English ones: the table closes up a little more. */
  .rw-schedule-table { font-size: 0.9em; }
  .rw-schedule-table th, .rw-schedule-table td { padding: 0.4em 0.25em; }
}
` +
  cardTableStyles('.rw-schedule-table', { container: 'rw-schedule', below: '22em', when: ':has(th:nth-child(3))' }) +
  cardTableStyles('.rw-schedule-table', { container: 'rw-schedule', below: '12em' });
