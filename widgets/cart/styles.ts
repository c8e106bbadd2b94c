/** Styles of the cart family, inside each island's shadow root. */
export const cartStyles = /* css */ `
.rw-minicart { position: relative; display: inline-block; }
.rw-minicart__toggle {
  all: unset; box-sizing: border-box; display: inline-flex; align-items: center; gap: 0.35em; cursor: pointer;
  padding: 0.4em 0.7em; border-radius: var(--rw-radius); border: 1px solid var(--rw-border);
  background: var(--rw-surface); color: var(--rw-primary); font: inherit; font-weight: 600;
}
.rw-minicart__toggle:focus-visible { box-shadow: var(--rw-focus); }
.rw-minicart__count {
  min-width: 1.5em; padding: 0 0.4em; border-radius: 999px; text-align: center;
  background: var(--rw-primary); color: var(--rw-primary-contrast); font-size: 0.85em; line-height: 1.5em;
}
.rw-minicart__dropdown {
  position: absolute; right: 0; top: calc(100% + 0.4em); z-index: 1000; width: min(24em, 92vw);
  max-height: 70vh; overflow: auto; background: var(--rw-surface);
  border: 1px solid var(--rw-border); border-radius: var(--rw-radius); box-shadow: 0 12px 30px rgba(15, 23, 42, 0.18);
}
.rw-minicart__dropdown[hidden] { display: none; }
.rw-panel { display: grid; gap: 0.9em; padding: 1em; }
.rw-panel--full { padding: 0; }
.rw-panel__title { font-size: 1.1em; font-weight: 700; }
.rw-panel--full .rw-panel__title { font-size: 1.25em; }
.rw-panel__empty, .rw-cart__empty { color: var(--rw-muted); }
.rw-panel__footer { display: grid; gap: 0.6em; border-top: 1px solid var(--rw-border); padding-top: 0.8em; }
.rw-panel__subtotal { display: flex; justify-content: space-between; }
.rw-group { display: grid; gap: 0.5em; }
.rw-group__title {
  font-size: 0.85em; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; color: var(--rw-muted);
  border-bottom: 1px solid var(--rw-border); padding-bottom: 0.25em;
}
.rw-group__items { display: grid; gap: 0.75em; }
.rw-item { display: grid; gap: 0.25em; padding: 0.25em 0; }
.rw-item[data-removing] { opacity: 0.6; }
.rw-item__head { display: flex; justify-content: space-between; gap: 1em; align-items: baseline; }
.rw-item__name { font-weight: 600; text-decoration: none; }
.rw-item__name:hover { text-decoration: underline; }
.rw-item__price { font-weight: 600; white-space: nowrap; }
.rw-item__original { color: var(--rw-muted); font-weight: normal; margin-right: 0.3em; }
.rw-item__meta, .rw-item__attributes, .rw-item__discounts, .rw-item__golf { font-size: 0.9em; color: var(--rw-muted); }
.rw-item__attribute-name { font-weight: 600; }
.rw-item__discounts { color: var(--rw-success); }
.rw-item__golf { display: grid; gap: 0.1em; }
.rw-item__golf div { display: flex; gap: 0.4em; }
.rw-item__golf dt { font-weight: 600; }
.rw-item__golf dt::after { content: ':'; }
.rw-item__golf dd { margin: 0; }
.rw-item__actions { display: flex; flex-wrap: wrap; gap: 0.4em; margin-left: -0.3em; }
.rw-cart { display: grid; gap: 1.2em; }
.rw-cart__title { font-size: 1.8em; font-weight: 700; }
.rw-cart__loading { display: flex; justify-content: center; padding: 2em; }
.rw-cart__actions { display: flex; flex-wrap: wrap; gap: 0.75em; justify-content: space-between; }
.rw-summary { display: grid; gap: 0.75em; padding: 1em; border: 1px solid var(--rw-border); border-radius: var(--rw-radius); background: var(--rw-surface); }
.rw-summary__title { font-size: 1.1em; font-weight: 700; }
.rw-summary__table td { text-align: right; white-space: nowrap; }
.rw-summary__row--discount td { color: var(--rw-success); }
.rw-summary__row--total th, .rw-summary__row--total td { font-weight: 700; font-size: 1.1em; border-top: 1px solid var(--rw-border); padding-top: 0.5em; }
.rw-discount { display: grid; gap: 0.6em; }
.rw-discount__form { display: grid; gap: 0.3em; }
.rw-discount__row { display: flex; gap: 0.5em; }
.rw-discount__row .rw-input { flex: 1; }
.rw-discount__applied ul { display: flex; flex-wrap: wrap; gap: 0.4em; }
.rw-discount__code {
  display: inline-flex; align-items: center; gap: 0.2em; padding: 0.1em 0.2em 0.1em 0.7em; border-radius: 999px;
  background: #e8f1f8; color: var(--resort-color-text, #1f2933); font-weight: 600;
}
.rw-loading { display: inline-flex; align-items: center; gap: 0.5em; }
`;
