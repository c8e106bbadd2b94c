import { useLayoutEffect, type RefObject } from 'react';

/**
 * Positioning lives in its own chunk (@floating-ui/dom, about 6 KB, with our placing rules,
 * `floating-place.ts`): fetched with the panel when the pointer or focus reaches its button,
 * never at boot.
 */
export const loadFloating = () => import('./floating-place.ts');

/**
 * While `open`, keeps `panel` (a `position: fixed` element) next to `anchor` and inside the
 * viewport: below the button, or above it when there is more room there; moved sideways so it
 * never leaves the screen; no taller than the room it has (it scrolls inside). Below
 * `SHEET_BELOW_PX` it spans the whole width; `whole` keeps it whole there (`placeFloating` says how). It follows scrolling and resizing, and works inside
 * shadow roots (fixed positioning needs no offset parent). The panel stays hidden until its first
 * place is known; without the positioning chunk it keeps the place its stylesheet gives it.
 *
 * Hidden in a layout effect, before any effect of the panel's content runs: a hidden element
 * refuses the focus, and one that is hidden while it has the focus loses it to the page's start.
 * Content that takes the focus as the panel opens waits until it shows (the mini cart's title).
 */
export function useFloatingPanel(open: boolean, anchor: RefObject<HTMLElement | null>, panel: RefObject<HTMLElement | null>, placement: 'bottom-start' | 'bottom-end' = 'bottom-end', whole = false): void {
  useLayoutEffect(() => {
    const reference = anchor.current;
    const floating = panel.current;
    if (!open || !reference || !floating) return;
    floating.style.visibility = 'hidden';
    let stop: (() => void) | null = null;
    let cancelled = false;
    void loadFloating().then(({ placeFloating }) => {
      if (!cancelled) stop = placeFloating(reference, floating, placement, () => !cancelled, whole);
    }, () => {
      // Without its chunk (a host serving the UMD file alone) the stylesheet's place is used.
      floating.style.visibility = '';
    });
    return () => {
      cancelled = true;
      stop?.();
      for (const property of ['position', 'right', 'left', 'top', 'width', 'max-height', 'visibility']) floating.style.removeProperty(property);
      floating.removeAttribute('data-sheet');
    };
  }, [open, anchor, panel, placement, whole]);
}
