/** `<resort-subscriptions-admin>`: the title, the search, the selected row's changes and the type modals. */
export const subscriptionsStyles = /* css */ `
.rw-sub { display: grid; gap: 1em; container: rw-sub / inline-size; }
:is(.rw-sub, .rw-sub__section, .rw-tabs__panel) > * { min-width: 0; }
.rw-sub__title { font-size: 1.7em; font-weight: 700; line-height: 1.2; }
.rw-sub__section { display: grid; gap: 1em; }
.rw-sub__heading { font-size: 1.25em; font-weight: 700; }
.rw-sub__name { font-weight: 600; color: inherit; }
.rw-sub__field { display: grid; gap: 0.2em; }
.rw-sub__field .rw-label { margin: 0; font-size: 0.9em; }
select.rw-input {
  padding-right: 2.2em; cursor: pointer;
  background: var(--rw-surface) url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'%3E%3Cpath fill='%2352606d' d='M1.4 0 6 4.6 10.6 0 12 1.4l-6 6-6-6z'/%3E%3C/svg%3E") no-repeat right 0.7em center;
}
.rw-sub__search { display: grid; gap: 0.9em; padding: 1em; border: 1px solid var(--rw-border); border-radius: var(--rw-radius); background: var(--rw-subtle); }
.rw-sub__search-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(14em, 100%), 1fr)); gap: 0.8em 1.2em; align-items: end; }
.rw-sub__range { border: 0; padding: 0; margin: 0; min-width: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(min(17em, 100%), 1fr)); gap: 0.4em 1em; grid-column: span 2; }
@media (max-width: 40em) { .rw-sub__range { grid-column: auto; } }
.rw-sub__range legend { padding: 0; font-weight: 600; margin-bottom: 0.25em; }
.rw-sub__search-actions { display: flex; flex-wrap: wrap; gap: 0.6em; justify-content: flex-end; }
.rw-sub__changes { display: grid; gap: 0.6em; padding: 1em; border: 1px solid var(--rw-border); border-radius: var(--rw-radius); }
/* On a phone the changes take the whole width, under a rule: a subscription's name fits its select. */
@container rw-sub (max-width: 24em) { .rw-sub__changes { padding: 0.75em 0 0; border-width: 1px 0 0; border-radius: 0; } }
.rw-sub__changes-title { font-size: 1.05em; font-weight: 700; }
.rw-sub__changes-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(20em, 100%), 1fr)); gap: 1em 1.5em; }
.rw-sub__change { display: flex; flex-wrap: wrap; gap: 0.6em; align-items: end; }
.rw-sub__change .rw-sub__field { flex: 1 1 12em; }
.rw-dialog.rw-sub__modal { width: min(34em, calc(100vw - 2em)); max-width: none; max-height: calc(100vh - 2em); overflow: auto; }
.rw-sub__type-form { display: grid; gap: 0.8em; }
`;
