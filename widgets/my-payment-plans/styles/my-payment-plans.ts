/** My Account's payment plans: a table that scrolls sideways on narrow screens, and its modals. */
export const myPlansStyles = /* css */ `
.rw-plans { display: grid; gap: 0.75em; }
.rw-plans__title { font-size: 1.25em; margin: 0; }
.rw-plans__scroll { overflow-x: auto; max-width: 100%; }
.rw-plans__table { border-collapse: collapse; width: 100%; }
.rw-plans__table th, .rw-plans__table td { text-align: left; padding: 0.4em 0.5em; border-bottom: 1px solid var(--rw-border); vertical-align: middle; }
.rw-plans__table thead th { font-weight: 700; white-space: nowrap; }
.rw-plans__failed td, .rw-plans__failed-mark { color: var(--rw-danger); }
.rw-plans__pay { margin-left: 0.5em; }
.rw-plans__footer { display: flex; flex-wrap: wrap; gap: 0.5em 1em; align-items: center; justify-content: space-between; padding-top: 0.5em; }
.rw-plans__loading { display: flex; gap: 0.6em; align-items: center; min-height: 3em; }
.rw-plans__dialog { width: min(40em, calc(100vw - 2em)); }
.rw-plans__due { margin: 0.5em 0; padding-left: 1.2em; }
.rw-plans input[type="checkbox"] { width: 1.1em; height: 1.1em; accent-color: var(--rw-primary); }
`;
