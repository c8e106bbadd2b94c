/**
 * Whether the shopper is leaving the page: from `pagehide` until a `pageshow` brings it back from
 * the back-forward cache, and for a while after the page begins a navigation of its own window (a
 * link followed, a form submitted, neither prevented by the page's scripts).
 *
 * Browsers end what is still under way as a page goes, each its own way and at its own moment:
 * WebKit fails the page's open calls ("Load failed") and its unfinished module imports as soon as
 * the navigation begins, before `pagehide`; Firefox fails its unfinished module imports. Nothing
 * failed that a shopper will see, so none of it is logged or reported.
 *
 * A navigation the page did not begin (an address typed, a bookmark, the back button) shows first
 * as `beforeunload`. A page that listens for it is kept out of Firefox's back-forward cache, so it
 * is listened for only while a call or an import is under way (`underWay`): a page with a call in
 * flight is not cached by Chromium either, and a page at rest keeps its place in the cache.
 */
let leaving = false;

/** How long after a navigation begins a failure is taken for its doing: the next page's answer may be slow. */
export const NAVIGATION_GRACE_MS = 10_000;

/** The last click or submit that may begin a navigation, read once its dispatch is over. */
let begun: { event: Event; at: number } | null = null;

const begin = (event: Event) => (begun = { event, at: Date.now() });

/** A link that navigates this window: not one within the page, to a script, into another window or a download. */
const inPlace = (node: EventTarget) =>
  node instanceof HTMLAnchorElement && /^(?!#|\s*javascript:)/i.test(node.getAttribute('href') ?? '#') && !node.target && !node.hasAttribute('download');

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('pageshow', () => {
    leaving = false;
    begun = null;
  });
  // A click with a modifier, or not the main button, opens the link elsewhere.
  window.addEventListener('click', (event) => {
    if (!event.button && !(event.ctrlKey || event.metaKey || event.shiftKey) && event.composedPath().some(inPlace)) begin(event);
  });
  window.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.target && form.method !== 'dialog') begin(event);
  });
}

/** How many calls and imports are under way: while any is, `beforeunload` is listened for. */
let open = 0;

/** A navigation about to begin, unless a script asks the shopper to stay (then `defaultPrevented`). */
const unloading = (event: Event) => begin(event);

/**
 * Marks a call or an import as under way until the returned function is called (once), so a
 * navigation the page did not begin still counts as leaving for the failures it causes.
 */
export function underWay(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  if (open++ === 0) window.addEventListener('beforeunload', unloading);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    if (--open === 0) window.removeEventListener('beforeunload', unloading);
  };
}

export const pageIsLeaving = (): boolean =>
  leaving || (begun !== null && !begun.event.defaultPrevented && Date.now() - begun.at < NAVIGATION_GRACE_MS);
