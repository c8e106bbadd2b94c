/** The full cart page. */
export const cartPageStyles = /* css */ `
.rw-cart__empty { color: var(--rw-muted); }
.rw-cart { display: grid; gap: 1.2em; }
.rw-cart__title { font-size: 1.8em; font-weight: 700; }
.rw-cart__loading { display: flex; justify-content: center; padding: 2em; }
.rw-cart__actions { display: flex; flex-wrap: wrap; gap: 0.75em; justify-content: space-between; }
`;
