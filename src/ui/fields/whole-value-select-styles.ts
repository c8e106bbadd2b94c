/** `WholeValueSelect`'s look: an `.rw-input` box with an arrow, the select laid over it whole. */
export const wholeValueSelectStyles = /* css */ `
.rw-whole-select { position: relative; padding-right: 2em; overflow-wrap: anywhere; }
.rw-whole-select::after {
  content: ""; position: absolute; right: 0.9em; top: calc(50% - 0.35em); width: 0.4em; height: 0.4em; pointer-events: none;
  border: solid var(--rw-muted); border-width: 0 2px 2px 0; rotate: 45deg;
}
.rw-whole-select__control { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; font: inherit; opacity: 0; cursor: pointer; }
.rw-whole-select:has(> [aria-invalid="true"]) { border-color: var(--rw-danger); }
.rw-whole-select:has(> :disabled) { opacity: 0.6; }
.rw-whole-select__control:disabled { cursor: not-allowed; }
`;
