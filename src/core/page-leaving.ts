/**
 * Whether the shopper is leaving the page: from `pagehide` until a `pageshow` brings it back from
 * the back-forward cache, and for a while after the page begins a navigation of its own window (a
 * link followed, a form submitted, neither prevented by the page's scripts).
 *
 * Browsers end what is still under way as a page goes, each its own way and at its own moment:
 * WebKit fails the page's open calls ("Load failed") and its unfinished module imports as soon as
 * the navigation begins, before `pagehide`; Firefox fails its unfinished module imports. Nothing
 * failed that a shopper will see, so none of it is logged or reported. (`beforeunload` would say
 * it too, but a page that listens for it is kept out of Firefox's back-forward cache.)
 */
let leaving = false;

/** How long after a navigation begins a failure is taken for its doing: the next page's answer may be slow. */
export const NAVIGATION_GRACE_MS = 10_000;

/** The last click or submit that may begin a navigation, read once its dispatch is over. */
let begun: { event: Event; at: number } | null = null;

/** Whether a click on `anchor` navigates this window, as the browser decides it. */
function followsInPlace(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return false;
  if (anchor.hasAttribute('download') || !['', '_self', '_top', '_parent'].includes(anchor.target)) return false;
  // A link within the page, or to a script, keeps this document.
  const href = anchor.getAttribute('href') ?? '';
  return !href.startsWith('#') && !/^\s*javascript:/i.test(href);
}

function anchorOf(event: Event): HTMLAnchorElement | null {
  for (const node of event.composedPath()) {
    if (node instanceof HTMLAnchorElement && node.hasAttribute('href')) return node;
  }
  return null;
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('pageshow', () => {
    leaving = false;
    begun = null;
  });
  window.addEventListener('click', (event) => {
    const anchor = anchorOf(event);
    if (anchor && followsInPlace(event, anchor)) begun = { event, at: Date.now() };
  });
  window.addEventListener('submit', (event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (form && form.method !== 'dialog' && ['', '_self', '_top', '_parent'].includes(form.target)) begun = { event, at: Date.now() };
  });
}

export const pageIsLeaving = (): boolean =>
  leaving || (begun !== null && !begun.event.defaultPrevented && Date.now() - begun.at < NAVIGATION_GRACE_MS);
