/** The voucher box and its modal. */
export const voucherBoxStyles = /* css */ `
.rw-voucher {
  display: grid; gap: 0.6em; padding: 1em 1.25em; border: 1px solid var(--rw-border);
  border-left: 4px solid var(--rw-primary); border-radius: var(--rw-radius); background: var(--rw-surface);
}
.rw-voucher__cta { font-weight: 600; font-size: 1.05em; }
.rw-voucher__form { display: grid; gap: 0.3em; }
.rw-voucher__row { display: flex; gap: 0.5em; flex-wrap: wrap; }
.rw-voucher__row .rw-input { flex: 1 1 12em; }
.rw-voucher__dialog { width: min(26em, calc(100vw - 2em)); }
.rw-voucher__status { display: flex; align-items: center; gap: 0.6em; }
.rw-voucher__result, .rw-voucher__error { display: grid; gap: 0.4em; overflow-wrap: anywhere; }
.rw-voucher__product { font-size: 1.2em; font-weight: 700; }
.rw-voucher__id { color: var(--rw-muted); }
.rw-voucher__error strong { color: var(--rw-danger); }
`;
