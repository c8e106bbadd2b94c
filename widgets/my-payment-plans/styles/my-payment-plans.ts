import { cardTableStyles } from '../../../src/ui/card-table.ts';

/**
 * My Account's payment plans: a table that is a list of cards where the island is narrower than its
 * nine columns, and its modals, where a plan's schedule with a Status column is cards on a phone.
 */
export const myPlansStyles = /* css */ `
.rw-plans { display: grid; gap: 0.75em; container: rw-plans / inline-size; }
.rw-plans__schedule { container: rw-plan-schedule / inline-size; }
.rw-plans__title { font-size: 1.25em; margin: 0; }
.rw-plans__scroll { overflow-x: auto; max-width: 100%; }
.rw-plans__table { border-collapse: collapse; width: 100%; }
.rw-plans__table th, .rw-plans__table td { text-align: left; padding: 0.4em 0.5em; border-bottom: 1px solid var(--rw-border); vertical-align: middle; }
.rw-plans__table thead th { font-weight: 700; }
/* Headers on one line where the island has room for them all (70em in English; the French ones take 86em with
   the cells); narrower, they wrap rather than make the table scroll. */
@container rw-plans (min-width: 70em) { .rw-plans__table:not(:lang(fr)) thead th { white-space: nowrap; } }
@container rw-plans (min-width: 90em) { .rw-plans__table thead th { white-space: nowrap; } }
.rw-plans__failed td, .rw-plans__failed-mark { color: var(--rw-danger); }
.rw-plans__pay { margin-left: 0.5em; }
/* On a card, Pay now goes under the status it answers. */
@container rw-plans (max-width: 52em) { .rw-plans__pay { display: block; margin: 0.4em 0 0; } }
.rw-plans__footer { display: flex; flex-wrap: wrap; gap: 0.5em 1em; align-items: center; justify-content: space-between; padding-top: 0.5em; }
.rw-plans__loading { display: flex; gap: 0.6em; align-items: center; min-height: 3em; }
.rw-plans__dialog { width: min(40em, calc(100vw - 2em)); }
.rw-plans__due { margin: 0.5em 0; padding-left: 1.2em; }
.rw-plans input[type="checkbox"] { width: 1.1em; height: 1.1em; accent-color: var(--rw-primary); }
` +
  cardTableStyles('.rw-plans__table:not(.rw-plans__payments)', { container: 'rw-plans', below: '52em' }) +
  cardTableStyles('.rw-plans__payments', { container: 'rw-plan-schedule', below: '22em', when: ':has(th:nth-child(3))' }) +
  cardTableStyles('.rw-plans__payments', { container: 'rw-plan-schedule', below: '12em' });
