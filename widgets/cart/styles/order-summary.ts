/** The order summary. */
export const orderSummaryStyles = /* css */ `
.rw-summary__table { border-collapse: collapse; width: 100%; border: 0; }
.rw-summary__table th, .rw-summary__table td { padding: 0.25em 0; text-align: left; font-weight: normal; border: 0; }
.rw-summary { display: grid; gap: 0.75em; padding: 1em; border: 1px solid var(--rw-border); border-radius: var(--rw-radius); background: var(--rw-surface); }
.rw-summary__title { font-size: 1.1em; font-weight: 700; }
.rw-summary__table td { text-align: right; white-space: nowrap; }
.rw-summary__row--discount td { color: var(--rw-success); }
.rw-summary__row--total th, .rw-summary__row--total td { font-weight: 700; font-size: 1.1em; border-top: 1px solid var(--rw-border); padding-top: 0.5em; }
`;
