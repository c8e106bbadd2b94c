/** The full cart page. */
export const cartPageStyles = /* css */ `
.rw-cart__empty { color: var(--rw-muted); }
.rw-cart { display: grid; gap: 1.2em; }
.rw-cart__title { font-size: 1.8em; font-weight: 700; }
.rw-cart__loading { display: flex; justify-content: center; align-items: flex-start; padding: 1em; }
/* While the cart loads, the room its items will take (the count comes from page data), so the
   sidebar and footer below it stay where they are. Measured: 7.8em an item, plus the panel's own. */
.rw-cart__loading[data-items] { min-height: calc(var(--rw-cart-items) * 7.8em + 9.2em); }
@media (max-width: 40em) { .rw-cart__loading[data-items] { min-height: calc(var(--rw-cart-items) * 7.8em + 13.9em); } }
.rw-cart__actions { display: flex; flex-wrap: wrap; gap: 0.75em; justify-content: space-between; }
`;
