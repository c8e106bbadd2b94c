/** The "Shopping Cart (count)" panel: groups and items (rendered by the panel itself). */
export const cartPanelStyles = /* css */ `
.rw-panel { display: grid; gap: 0.9em; padding: 1em; }
.rw-panel--full { padding: 0; }
.rw-panel__title { font-size: 1.1em; font-weight: 700; }
.rw-panel--full .rw-panel__title { font-size: 1.25em; }
.rw-panel__empty { color: var(--rw-muted); }
.rw-panel__footer { display: grid; gap: 0.6em; border-top: 1px solid var(--rw-border); padding-top: 0.8em; }
.rw-panel__subtotal { display: flex; justify-content: space-between; }
.rw-group { display: grid; gap: 0.5em; }
.rw-group__swatch { display: inline-block; width: 0.7em; height: 0.7em; border-radius: 50%; margin-right: 0.4em; vertical-align: 0.05em; }
.rw-group__title {
  font-size: 0.85em; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; color: var(--rw-muted);
  border-bottom: 1px solid var(--rw-border); padding-bottom: 0.25em;
}
.rw-group__items { display: grid; gap: 0.75em; }
.rw-item { display: grid; gap: 0.25em; padding: 0.25em 0; }
.rw-item[data-removing] { background: var(--rw-subtle); outline: 1px dashed var(--rw-border); outline-offset: -1px; }
/* The price beside the name where both fit, else on a line of its own, at the end; each amount whole. */
.rw-item__head { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.2em 1em; align-items: baseline; }
.rw-item__name { font-weight: 600; text-decoration: none; min-width: 0; overflow-wrap: break-word; }
.rw-item__name:hover { text-decoration: underline; }
.rw-item__price { font-weight: 600; margin-left: auto; text-align: end; }
.rw-item__original, .rw-item__amount { white-space: nowrap; }
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
`;
