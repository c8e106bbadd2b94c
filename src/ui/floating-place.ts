import { autoUpdate, computePosition, flip, offset, shift, size } from '@floating-ui/dom';

/** Below this viewport width a drop-down panel becomes a sheet as wide as the screen. */
export const SHEET_BELOW_PX = 640;
const GAP_PX = 6;
const EDGE_PX = 8;

/**
 * Keeps `floating` (a `position: fixed` element) next to `reference` and inside the viewport until
 * the returned function is called (`useFloatingPanel` says how). With @floating-ui/dom, in the
 * chunk fetched when the pointer or focus reaches the panel's button.
 */
export function placeFloating(reference: HTMLElement, floating: HTMLElement, placement: 'bottom-start' | 'bottom-end', current: () => boolean): () => void {
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
      if (!current()) return;
      Object.assign(floating.style, { position: 'fixed', right: 'auto', left: `${Math.round(x)}px`, top: `${Math.round(y)}px`, visibility: '' });
      floating.toggleAttribute('data-sheet', sheet);
    });
  };
  return autoUpdate(reference, floating, place);
}
