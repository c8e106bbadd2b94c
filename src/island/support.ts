/**
 * The support floor (grade B in `docs/host-page.md#browser-support`): what a browser must have
 * for any of our code to run. The CDN loader tests these before it fetches anything and, in a
 * browser without one of them (grade X), does nothing at all: the store's own markup inside each
 * tag (`data-resort-fallback`) stays what the shopper uses.
 *
 * The build's syntax is ES2022 (class fields, `static {}` blocks inside intl-tel-input), which
 * no test can ask about without running code from a string; each feature below arrived in every
 * engine no earlier than the syntax did, so a browser that has them all parses every file of
 * ours. The oldest versions with all of them: Chrome and Edge 111, Firefox 113, Safari 16.4
 * (iOS 16.4). `scripts/browser-floor.mjs` checks `dist/` against the same level in `npm test`.
 */
export interface FloorFeature {
  /** What the feature is, as the docs name it. */
  name: string;
  /** Why the widgets need it. */
  why: string;
  test(win: Window & typeof globalThis): boolean;
}

export const FLOOR_FEATURES: readonly FloorFeature[] = [
  { name: 'custom elements', why: 'every tag is one', test: (win) => typeof win.customElements?.define === 'function' },
  { name: 'shadow DOM', why: "an island's styles are its own", test: (win) => typeof win.Element?.prototype.attachShadow === 'function' },
  { name: 'module scripts', why: 'the loader imports each tag as an ES module', test: (win) => 'noModule' in (win.HTMLScriptElement?.prototype ?? {}) },
  // Safari 16.4, Chrome 73, Firefox 101: Safari's marker for the ES2022 syntax (static blocks came in the same release).
  { name: 'constructable stylesheets', why: "a shadow root's styles are adopted", test: (win) => 'adoptedStyleSheets' in (win.Document?.prototype ?? {}) },
  // Chrome 111, Firefox 113, Safari 16.2: the theme's tints and its accessible ink are mixed with it.
  { name: 'color-mix()', why: "the theme's colours are mixed from the host's", test: (win) => win.CSS?.supports?.('color', 'color-mix(in srgb, red 50%, blue)') === true },
];

/** Whether the browser is at or above the support floor (grade B or A). */
export function meetsFloor(win: Window & typeof globalThis): boolean {
  try {
    return FLOOR_FEATURES.every((feature) => feature.test(win));
  } catch {
    return false;
  }
}
