import { NARROW_SCREEN } from '../../../src/island/boxes.ts';

/** The sign-in menu: a pill that reads on the host's header, and the lightbox around the form. */
export const signInMenuStyles = /* css */ `
:host { display: inline-block; }
.rw-signin-menu { display: inline-flex; align-items: center; }
.rw-signin-menu__trigger {
  all: unset; box-sizing: border-box; display: inline-flex; align-items: center; gap: 0.4em; min-height: 2.4em;
  padding: 0.35em 0.8em; border-radius: var(--rw-radius); border: 1px solid var(--rw-border);
  background: var(--rw-surface); color: var(--rw-ink); font: inherit; font-weight: 600; line-height: 1.2;
  cursor: pointer; text-decoration: none;
}
.rw-signin-menu__trigger:hover { background: var(--rw-tint); }
.rw-signin-menu__trigger:focus-visible { box-shadow: var(--rw-focus); }
.rw-signin-menu--signed-in {
  flex-wrap: wrap; gap: 0.3em 0.9em; min-height: 2.4em; padding: 0.35em 0.8em; border-radius: var(--rw-radius);
  border: 1px solid var(--rw-border); background: var(--rw-surface); line-height: 1.2;
}
.rw-signin-menu__greeting { font-weight: 700; }
.rw-signin-menu__link { color: var(--rw-ink); font-weight: 600; text-underline-offset: 0.15em; }
.rw-signin-menu__link:hover { text-decoration-thickness: 2px; }
/* On a phone the signed-in menu is always two lines, the greeting over the two links, so its height
   is known before it starts (the reserved box's narrow signed-in state) whatever the name and the
   screen: the links never wrap, and a greeting longer than them ends in an ellipsis (its text, and
   so what a screen reader reads, stays whole) instead of widening the menu past the screen. */
@media (max-width: ${NARROW_SCREEN}) {
  .rw-signin-menu--signed-in { display: inline-grid; grid-template-columns: auto auto; justify-content: start; }
  .rw-signin-menu__greeting {
    grid-column: 1 / -1; contain: inline-size; overflow: hidden; white-space: nowrap; text-overflow: ellipsis;
  }
  .rw-signin-menu--signed-in .rw-signin-menu__link { white-space: nowrap; }
}
.rw-signin-dialog { width: min(26em, calc(100vw - 2em)); }
`;
