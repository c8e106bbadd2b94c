/** The mini cart button and its drop-down. */
export const cartButtonStyles = /* css */ `
.rw-minicart { position: relative; display: inline-block; }
.rw-minicart__toggle {
  all: unset; box-sizing: border-box; display: inline-flex; align-items: center; gap: 0.35em; cursor: pointer;
  padding: 0.4em 0.7em; border-radius: var(--rw-radius); border: 1px solid var(--rw-border);
  background: var(--rw-surface); color: var(--rw-ink); font: inherit; font-weight: 600;
}
.rw-minicart__toggle:focus-visible { box-shadow: var(--rw-focus); }
.rw-minicart__count {
  min-width: 1.5em; padding: 0 0.4em; border-radius: 999px; text-align: center;
  background: var(--rw-ink); color: var(--rw-primary-contrast); font-size: 0.85em; line-height: 1.5em;
}
.rw-minicart__dropdown {
  position: absolute; right: 0; top: calc(100% + 0.4em); z-index: 1000; width: min(24em, 92vw);
  max-height: 70vh; overflow: auto; background: var(--rw-surface);
  border: 1px solid var(--rw-border); border-radius: var(--rw-radius); box-shadow: 0 12px 30px rgba(15, 23, 42, 0.18);
}
.rw-minicart__dropdown[hidden] { display: none; }
/* Placed by use-floating-panel (fixed, inside the viewport); on phones a sheet as wide as the screen. */
.rw-minicart__dropdown[data-sheet] { border-radius: 0; border-left: 0; border-right: 0; }
`;
