/**
 * Styles every island starts from. The island root resets everything it could inherit from the
 * host page (legacy stores set `* { line-height }`, fonts, letter-spacing…), then applies the
 * theme variables a host may override:
 *
 * `--resort-color-primary` (#4682b4 by default), `--resort-color-primary-ink` (text and filled
 * buttons; by default the primary darkened to meet contrast), `--resort-color-primary-contrast`,
 * `--resort-color-text`, `--resort-color-muted`, `--resort-color-border`,
 * `--resort-color-surface`, `--resort-color-danger`, `--resort-color-success`, `--resort-radius`,
 * `--resort-font-family`, `--resort-font-size`, `--resort-focus-ring`.
 */
export const baseStyles = /* css */ `
/* Its own formatting context: no margin inside the tag (the host's markup, the island's) collapses through it. */
:host { display: flow-root; }
:host([hidden]) { display: none !important; }
.rw-root {
  all: initial;
  display: block;
  box-sizing: border-box;
  font-family: var(--resort-font-family, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  font-size: var(--resort-font-size, 16px);
  line-height: 1.45;
  letter-spacing: normal;
  color: var(--resort-color-text, #1f2933);
  text-align: left;
  --rw-primary: var(--resort-color-primary, #4682b4);
  /* #4682b4 on white is 4.1:1, short of WCAG AA for text: text and filled buttons use a darker ink. */
  --rw-ink: var(--resort-color-primary-ink, color-mix(in srgb, var(--rw-primary) 72%, #000));
  --rw-primary-contrast: var(--resort-color-primary-contrast, #ffffff);
  --rw-muted: var(--resort-color-muted, #52606d);
  --rw-border: var(--resort-color-border, #cbd2d9);
  --rw-surface: var(--resort-color-surface, #ffffff);
  --rw-danger: var(--resort-color-danger, #b42318);
  --rw-success: var(--resort-color-success, #1a7f37);
  --rw-radius: var(--resort-radius, 6px);
  /* A surface-coloured gap, then the primary: at least 3:1 against the page around the control,
     whatever the control's own fill (WCAG 1.4.11). */
  --rw-focus: var(--resort-focus-ring, 0 0 0 2px var(--rw-surface), 0 0 0 4px var(--rw-primary));
  --rw-text: var(--resort-color-text, #1f2933);
  /* A field's edge is how a person finds it: the border colour drawn towards the text, so it keeps
     3:1 against the surface in a light or a dark theme (WCAG 1.4.11), where rules need not. */
  --rw-control-border: color-mix(in srgb, var(--rw-border) 55%, var(--rw-text));
  /* Tints are mixed from the theme, never fixed colours, so a dark or high-contrast theme keeps its contrast. */
  --rw-tint: color-mix(in srgb, var(--rw-primary) 9%, var(--rw-surface));
  --rw-subtle: color-mix(in srgb, var(--rw-text) 4%, var(--rw-surface));
  --rw-danger-tint: color-mix(in srgb, var(--rw-danger) 6%, var(--rw-surface));
  --rw-success-tint: color-mix(in srgb, var(--rw-success) 7%, var(--rw-surface));
  /* Mixed with the text colour, so it stays readable on a light or a dark surface. */
  --rw-warning: color-mix(in srgb, #a35a00 55%, var(--rw-text));
  --rw-warning-tint: color-mix(in srgb, var(--rw-warning) 9%, var(--rw-surface));
}
/* Element resets use :where() so they never outweigh a component's class. */
:where(.rw-root) *, :where(.rw-root) *::before, :where(.rw-root) *::after { box-sizing: border-box; }
:where(.rw-root) :is(h1, h2, h3, h4, p, ul, ol, dl, dd, figure) { margin: 0; padding: 0; }
:where(.rw-root) :is(ul, ol) { list-style: none; }
:where(.rw-root) a { color: var(--rw-ink); }
:where(.rw-root) :is(a, button, input, select):focus-visible {
  outline: none; box-shadow: var(--rw-focus);
}
/* Forced colours (Windows high contrast) drop box shadows, and with them our focus ring: there it
   is an outline in the system's own colour. */
@media (forced-colors: active) {
  .rw-root :focus-visible, .rw-root :is(input, select, textarea):is(:focus, :focus-within) { outline: 2px solid Highlight !important; outline-offset: 2px !important; }
}
.rw-visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.rw-button {
  all: unset; box-sizing: border-box; display: inline-flex; align-items: center; justify-content: center; gap: 0.4em;
  min-height: 2.5em; padding: 0.45em 1em; border-radius: var(--rw-radius); cursor: pointer;
  font: inherit; font-weight: 600; line-height: 1.2; text-align: center; text-decoration: none;
  background: var(--rw-ink); color: var(--rw-primary-contrast); border: 1px solid var(--rw-ink);
}
.rw-button:hover { filter: brightness(0.93); }
.rw-button:focus-visible { box-shadow: var(--rw-focus); }
.rw-button[disabled], .rw-button[aria-disabled="true"] { opacity: 0.55; cursor: not-allowed; filter: none; }
.rw-island-error, .rw-alert {
  display: flex; flex-wrap: wrap; gap: 0.6em; align-items: center; padding: 0.75em 1em;
  border: 1px solid var(--rw-danger); border-radius: var(--rw-radius); color: var(--rw-danger); background: var(--rw-danger-tint);
}
.rw-island-error p, .rw-alert p { flex: 1 1 12em; }
.rw-loading { display: inline-flex; align-items: center; gap: 0.5em; }
.rw-spinner {
  display: inline-block; width: 1.5em; height: 1.5em; border-radius: 50%;
  border: 3px solid var(--rw-border); border-top-color: var(--rw-primary); animation: rw-spin 0.8s linear infinite;
}
@keyframes rw-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .rw-spinner { animation-duration: 2.4s; } }
`;
