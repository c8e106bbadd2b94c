/**
 * The size an island keeps after taking over from the host's markup, when its first state is
 * smaller than the markup was (`fallback.ts`): the island's mount keeps the markup's height (and,
 * for an inline tag, its width) so that nothing on the page moves at the takeover.
 *
 * The room is given back only when doing so moves nothing the shopper can see, and never while a
 * press is under way (`presses.ts`): a press that starts on a control ends on it, at any scroll
 * position. Giving it back is invisible when, once the page has stopped scrolling:
 *
 * - the island's own content reaches below the viewport, so the room it gives back is out of
 *   sight, and the page below has at least that much left to scroll (else the browser would pull
 *   the scroll position up, and the whole page would move down);
 * - the island is wholly above the viewport: the page below it moves up as far as the page gets
 *   shorter (not at all where a taller neighbour sets the row's height), and the scroll position
 *   follows it by the same amount (browsers with scroll anchoring do this themselves);
 * - the island is wholly below the viewport, with the page below it as long as the island is.
 *
 * Otherwise the room stays (blank space at the island's end is better than a page that jumps),
 * and is given back once scrolling makes it invisible, at a resize, which lays the page out anew
 * anyway, or when the island changes size after the shopper has pressed in it: what the shopper
 * did changes the island (a pickup site chosen, then saved, shows its summary), and the page below
 * follows that change rather than keep a blank under it. A press alone gives nothing back (the
 * click of a View that opens a dialog moves nothing). The first try is a moment after the takeover, for an island that took over out of
 * sight. It used to be given back at the shopper's next key or pointer press in the island:
 * a page near its end then got shorter as the press began, and the button pressed moved away
 * before the click (My Account's first "View" landed on the page, 470 px below the button).
 */
import { pressing } from './presses.ts';

/** How long the page must have stopped scrolling before the room is given back. */
export const SETTLE_MS = 150;

export interface HoldGeometry {
  /** The island's box in the viewport, with the room it keeps. */
  top: number;
  bottom: number;
  /** The room kept below the island's own content (px of height; 0 when only its width is kept). */
  extraHeight: number;
  /** Whether a width is kept too (an inline tag: its neighbours on the line would move). */
  keepsWidth: boolean;
  viewportHeight: number;
  /** How far the page can still scroll down below the viewport. */
  scrollBelow: number;
}

/** How giving the room back can be made invisible: `in-place` (nothing seen moves), `scroll` (the scroll follows), or not at all now. */
export type Release = 'in-place' | 'scroll' | 'wait';

export function releaseNow(geometry: HoldGeometry): Release {
  const { top, bottom, extraHeight, keepsWidth, viewportHeight, scrollBelow } = geometry;
  if (bottom <= 0) return 'scroll';
  if (top >= viewportHeight && scrollBelow >= bottom - top) return 'in-place';
  if (!keepsWidth && bottom - extraHeight >= viewportHeight && scrollBelow >= extraHeight) return 'in-place';
  return 'wait';
}

/**
 * Keeps `mount` at least `height` × `width` (px; 0 for a dimension it need not keep) and gives the
 * room back when that moves nothing in sight. `host` is the island's element (its box is measured).
 * @returns a function that gives the room back at once (the island is leaving, or taking over again)
 */
export function holdSize(host: HTMLElement, mount: HTMLElement, height: number, width: number): () => void {
  const { style } = mount;
  if (height) style.minHeight = `${height}px`;
  if (width) style.minWidth = `${width}px`;
  let settle: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    clearTimeout(settle);
    settle = setTimeout(tryGiveBack, SETTLE_MS);
  };
  // The island's content is the mount's one child (`.rw-root`): once the shopper has pressed in
  // the island, its next change of size gives the room back with it.
  const island = mount.firstElementChild;
  let drawn = island?.getBoundingClientRect().height ?? 0;
  let pressed = false;
  const onPress = () => {
    pressed = true;
  };
  const resized = typeof ResizeObserver === 'undefined' || !island ? null : new ResizeObserver(() => {
    const now = island.getBoundingClientRect().height;
    if (pressed && Math.abs(now - drawn) >= 0.5) giveBack();
    drawn = now;
  });
  const giveBack = () => {
    clearTimeout(settle);
    style.removeProperty('min-height');
    style.removeProperty('min-width');
    removeEventListener('scroll', later, true);
    removeEventListener('resize', giveBack);
    host.removeEventListener('click', onPress);
    host.removeEventListener('keydown', onPress);
    resized?.disconnect();
  };
  function tryGiveBack() {
    // Never between the start of a press and its click: the next scroll's end tries again.
    if (!host.isConnected || pressing()) return;
    const { top, bottom } = host.getBoundingClientRect();
    const scroller = document.documentElement;
    // The island's content is the mount's one child (`.rw-root`).
    const content = mount.firstElementChild?.getBoundingClientRect().height ?? 0;
    const how = releaseNow({
      top,
      bottom,
      extraHeight: Math.max(0, height - content),
      keepsWidth: width > 0,
      viewportHeight: innerHeight,
      scrollBelow: scroller.scrollHeight - scroller.scrollTop - innerHeight,
    });
    if (how === 'wait') return;
    // The page below the viewport's top: it moves up as far as the page gets shorter, or not at
    // all (an island in a header row whose height a taller neighbour sets: not the island's end).
    // The scroll follows it (a browser that anchors the scroll, or clamps it at the page's end,
    // has followed it already, and this is then 0).
    const below = scroller.scrollHeight - scroller.scrollTop;
    giveBack();
    const moved = scroller.scrollHeight - scroller.scrollTop - below;
    if (how === 'scroll' && moved) scrollBy(0, moved);
  }
  addEventListener('scroll', later, { capture: true, passive: true });
  addEventListener('resize', giveBack);
  // A click (a key's too) or a key typed in the island.
  host.addEventListener('click', onPress);
  host.addEventListener('keydown', onPress);
  if (island) resized?.observe(island);
  // Already invisible to give back (an island that took over below the screen): once the page is still.
  later();
  return giveBack;
}
