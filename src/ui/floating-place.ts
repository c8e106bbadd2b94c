import { autoUpdate, computePosition, flip, offset, shift, size } from '@floating-ui/dom';

/** Below this viewport width a drop-down panel becomes a sheet as wide as the screen. */
export const SHEET_BELOW_PX = 640;
const GAP_PX = 6;
const EDGE_PX = 8;

/**
 * Keeps `floating` (a `position: fixed` element) next to `reference` and inside the viewport until
 * the returned function is called (`useFloatingPanel` says how). With @floating-ui/dom, in the
 * chunk fetched when the pointer or focus reaches the panel's button.
 *
 * `whole`: on a phone (a sheet) the panel is shown whole whenever the window is tall enough for
 * it, never cut by the window's foot. Under the button when it fits there; else the page is
 * scrolled once, as the panel opens or grows, to make room under the button (the shopper asked
 * for the panel by pressing it); else above the button; else as a sheet over the foot of the
 * window, covering the button. Only taller than the window does it scroll inside.
 */
export function placeFloating(reference: HTMLElement, floating: HTMLElement, placement: 'bottom-start' | 'bottom-end', current: () => boolean, whole = false): () => void {
  // The content's height the page was last scrolled for: a shopper's own scrolling is never undone.
  let scrolledFor = 0;
  const show = (x: number, y: number, sheet: boolean) => {
    Object.assign(floating.style, { position: 'fixed', right: 'auto', left: `${Math.round(x)}px`, top: `${Math.round(y)}px`, visibility: '' });
    floating.toggleAttribute('data-sheet', sheet);
  };
  /** The phone's placing of a `whole` panel; false when the panel fits under the button as usual. */
  const placeWhole = (viewport: number): boolean => {
    const room = document.documentElement.clientHeight;
    // Its content's full height with its borders, whatever height it is held to now.
    const natural = floating.scrollHeight + floating.offsetHeight - floating.clientHeight;
    const box = reference.getBoundingClientRect();
    const below = room - box.bottom - GAP_PX - EDGE_PX;
    if (natural <= below) return false;
    const withButton = box.height + GAP_PX + natural + 2 * EDGE_PX;
    if (withButton <= room && natural > scrolledFor && box.top > EDGE_PX) {
      scrolledFor = natural;
      // The scroll moves the button; `autoUpdate` places the panel again under it.
      window.scrollBy({ top: Math.min(natural - below, box.top - EDGE_PX), behavior: 'instant' });
      return false;
    }
    floating.style.width = `${viewport}px`;
    const above = box.top - GAP_PX - EDGE_PX;
    if (natural <= above) {
      floating.style.maxHeight = '';
      show(0, box.top - GAP_PX - natural, true);
      return true;
    }
    floating.style.maxHeight = `${room}px`;
    show(0, Math.max(0, room - natural), true);
    return true;
  };
  const place = () => {
    const viewport = document.documentElement.clientWidth;
    const sheet = viewport < SHEET_BELOW_PX;
    if (whole && sheet && placeWhole(viewport)) return;
    void computePosition(reference, floating, {
      strategy: 'fixed',
      placement: sheet ? 'bottom' : placement,
      middleware: [
        offset(GAP_PX),
        // A `whole` sheet that reaches here fits under its button.
        ...(whole && sheet ? [] : [flip({ padding: EDGE_PX })]),
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
      if (current()) show(x, y, sheet);
    });
  };
  return autoUpdate(reference, floating, place);
}
