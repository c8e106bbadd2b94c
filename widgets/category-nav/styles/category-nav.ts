/** The "I'm looking for" button and its drop-down list. */
export const categoryNavStyles = /* css */ `
:host { display: inline-block; }
.rw-catnav { position: relative; display: inline-block; }
.rw-catnav__toggle {
  all: unset; box-sizing: border-box; display: inline-flex; align-items: center; gap: 0.3em; min-height: 2.4em;
  padding: 0.35em 0.6em 0.35em 0.9em; border-radius: var(--rw-radius); border: 1px solid var(--rw-border);
  background: var(--rw-surface); color: var(--rw-ink); font: inherit; font-weight: 600; line-height: 1.2; cursor: pointer;
}
.rw-catnav__toggle:hover { background: var(--rw-tint); }
.rw-catnav__toggle:focus-visible { box-shadow: var(--rw-focus); }
.rw-catnav__toggle[aria-expanded="true"] .rw-catnav__chevron { transform: rotate(180deg); }
.rw-catnav__panel {
  position: absolute; left: 0; top: calc(100% + 0.4em); z-index: 1000; min-width: 100%; width: max-content;
  max-width: min(22em, 92vw); max-height: 70vh; overflow: auto; padding: 0.4em; background: var(--rw-surface);
  border: 1px solid var(--rw-border); border-radius: var(--rw-radius); box-shadow: 0 12px 30px rgba(15, 23, 42, 0.18);
}
.rw-catnav__panel[hidden] { display: none; }
.rw-catnav__list { display: grid; }
.rw-catnav__link {
  display: block; padding: 0.45em 0.7em; border-radius: var(--rw-radius); color: var(--rw-ink);
  font-weight: 600; text-decoration: none;
}
.rw-catnav__link:hover, .rw-catnav__link:focus-visible { background: var(--rw-tint); text-decoration: underline; }
.rw-catnav__empty { padding: 0.45em 0.7em; color: var(--rw-muted); }
.rw-catnav__panel .rw-loading { padding: 0.45em 0.7em; }
.rw-catnav__panel .rw-button--secondary { background: var(--rw-surface); color: var(--rw-ink); }
`;
