/** `<resort-voucher-templates>`: the templates table, its switches and the add form. */
export const voucherTemplatesStyles = /* css */ `
.rw-vt, .rw-vt__product, .rw-vt__discount { display: grid; gap: 0.8em; }
:is(.rw-vt, .rw-vt__product, .rw-vt__discount) > * { min-width: 0; }
.rw-vt__unsaved, .rw-vt__empty, .rw-vt__hint { color: var(--rw-muted); }
.rw-vt__hint { font-size: 0.88em; }
.rw-vt__status { font-weight: 600; }
.rw-vt__add { display: grid; gap: 0.3em; }
.rw-vt__field .rw-label { margin: 0; font-size: 0.9em; }
.rw-vt__add-row { display: flex; flex-wrap: wrap; gap: 0.6em; align-items: center; }
.rw-vt__add-row .rw-input { flex: 1 1 14em; max-width: 22em; }
.rw-vt__switch { width: 1.2em; height: 1.2em; accent-color: var(--rw-ink); cursor: pointer; }
`;
