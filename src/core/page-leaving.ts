/**
 * Whether the shopper is leaving the page (from `pagehide` until a `pageshow` brings it back from
 * the back-forward cache). Browsers end what is still under way as a page goes, each its own way:
 * WebKit fails the page's open calls with "Load failed", Firefox fails its unfinished module
 * imports. Nothing failed that a shopper will see, so none of it is logged or reported.
 */
let leaving = false;

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('pageshow', () => (leaving = false));
}

export const pageIsLeaving = (): boolean => leaving;
