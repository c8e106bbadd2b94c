import { useEffect, type RefObject } from 'react';

/** Below this viewport width a drop-down panel becomes a sheet as wide as the screen. */
export const SHEET_BELOW_PX = 640;
const GAP_PX = 6;
const EDGE_PX = 8;

/**
 * Positioning lives in its own chunk (@floating-ui/dom, about 6 KB): fetched with the panel when
 * the pointer or focus reaches its button, never at boot.
 */
export const loadFloating = () => import('@floating-ui/dom');

/**
 * While `open`, keeps `panel` (a `position: fixed` element) next to `anchor` and inside the
 * viewport: below the button, or above it when there is more room there; moved sideways so it
 * never leaves the screen; no taller than the room it has (it scrolls inside). Below
 * `SHEET_BELOW_PX` it spans the whole width. It follows scrolling and resizing, and works inside
 * shadow roots (fixed positioning needs no offset parent). The panel stays hidden until its first
 * place is known; without the positioning chunk it keeps the place its stylesheet gives it.
 */
export function useFloatingPanel(open: boolean, anchor: RefObject<HTMLElement | null>, panel: RefObject<HTMLElement | null>, placement: 'bottom-start' | 'bottom-end' = 'bottom-end'): void {
  useEffect(() => {
    const reference = anchor.current;
    const floating = panel.current;
    if (!open || !reference || !floating) return;
    floating.style.visibility = 'hidden';
    let stop: (() => void) | null = null;
    let cancelled = false;
    void loadFloating().then(({ autoUpdate, computePosition, flip, offset, shift, size }) => {
      if (cancelled) return;
      const place = () => {
        const viewport = document.documentElement.clientWidth;
        const sheet = viewport < SHEET_BELOW_PX;
        void computePosition(reference, floating, {
          strategy: 'fixed',
          placement: sheet ? 'bottom' : placement,
          middleware: [
            offset(GAP_PX),
            flip({ padding: EDGE_PX }),
            shift({ padding: sheet ? 0 : EDGE_PX }),
            size({
              padding: EDGE_PX,
              apply({ availableHeight }) {
                floating.style.maxHeight = `${Math.max(120, Math.floor(availableHeight))}px`;
                floating.style.width = sheet ? `${viewport}px` : '';
              },
            }),
          ],
        }).then(({ x, y }) => {
          if (cancelled) return;
          Object.assign(floating.style, { position: 'fixed', right: 'auto', left: `${Math.round(x)}px`, top: `${Math.round(y)}px`, visibility: '' });
          floating.toggleAttribute('data-sheet', sheet);
        });
      };
      stop = autoUpdate(reference, floating, place);
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
  }, [open, anchor, panel, placement]);
}
