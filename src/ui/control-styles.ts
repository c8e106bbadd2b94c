/**
 * Button variants and inline error text. Not in the base styles because the mini cart's button
 * (on every page) shows none of them; each element that does includes these with its own styles.
 */
export const controlStyles = /* css */ `
.rw-button--secondary { background: var(--rw-surface); color: var(--rw-ink); }
.rw-button--link { background: none; border-color: transparent; color: var(--rw-ink); padding: 0.2em 0.3em; min-height: 0; font-weight: 500; text-decoration: underline; }
.rw-error-text { color: var(--rw-danger); }
`;
