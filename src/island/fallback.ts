/**
 * The host's own markup inside a tag: what the shopper uses until the island has drawn its first
 * real state, and again whenever the island cannot start.
 *
 * The rule, for every tag: the tag's children marked `data-resort-fallback` are the host's markup
 * (a nopCommerce template's own form, list or links, rendered on the server). Nothing else inside
 * the tag is ever shown by the runtime, so a template can keep other children there (the product's
 * form fields, a payment frame's slot) without them showing.
 *
 * - Before the tag's code runs (loading, blocked, a browser below the support floor, script off),
 *   the marked children are ordinary children of an unknown element: the browser shows them.
 * - When the island starts it renders out of sight while the marked children stay on screen (in a
 *   shadow-root island through a slot of their own, in a light-DOM island where they are).
 * - At the island's first real state (`useIslandStart` in `src/ui/island-start.ts`; a widget that
 *   says nothing is ready at its first render) the marked children are hidden, their form controls
 *   disabled (so a host `<form>` around the tag neither submits nor validates them twice), and the
 *   island shown, in one frame. They stay in the DOM. What the shopper typed in them, and the
 *   keyboard focus, move to the island's matching fields (`carry-input.ts`).
 * - If the island fails first (its first render throws, a part it loads cannot be fetched, its
 *   first answer failed after the client's retries), the island stays out of sight and the marked
 *   children stay in use. The failure is reported where it happened (`resort:error`). An island
 *   that has started keeps its own states, errors included.
 * - An island removed from the page (not just moved) shows its markup again, and starts over if it
 *   comes back.
 *
 * The page does not move at the takeover, and never under the shopper's pointer: the tag keeps its
 * reserved box (`boxes.ts`; a tag whose box holds only until the island has drawn is marked
 * `data-resort-drawn` at the takeover, markup or none); when the island's first state is smaller
 * than the markup or the box was, the island keeps that size until giving it back moves nothing in
 * sight (`hold.ts`); and a
 * takeover that comes while the shopper is pressing (on the markup's own button, say) waits until
 * the press has ended and its click has landed (`presses.ts`).
 */

import { DRAWN_ATTRIBUTE } from './boxes.ts';
import { carryInput, typedInput } from './carry-input.ts';
import { holdSize } from './hold.ts';
import { afterPress, watchPresses } from './presses.ts';

export const FALLBACK_ATTRIBUTE = 'data-resort-fallback';
/** The shadow root's slot the marked children are assigned to. */
export const FALLBACK_SLOT = 'resort-fallback';

/** `waiting`: ready, the takeover waiting for a press under way to end. */
type Phase = 'starting' | 'waiting' | 'started' | 'failed';

const CONTROLS = 'input, select, textarea, button, fieldset';

function setDisplay(element: HTMLElement, hidden: boolean): void {
  if (hidden) element.style.setProperty('display', 'none', 'important');
  else element.style.removeProperty('display');
}

export class IslandFallback {
  #phase: Phase = 'starting';
  /** Whether the widget has said what it shows (`useIslandStart`) since the island started. */
  #declared = false;
  /** The marked children hidden now, each with the inline `display` it had (light DOM). */
  #hidden = new Map<HTMLElement, [string, string]>();
  /** Form controls inside the markup that the takeover disabled. */
  #disabled: (HTMLElement & { disabled: boolean })[] = [];
  #releaseHold: (() => void) | null = null;

  /**
   * @param host  the custom element
   * @param mount  the element the island's React tree renders into
   * @param slot  the shadow root's slot for the marked children (null in a light-DOM island)
   * @param releasesBox  the tag's reserved box holds only until the island has drawn (`untilDrawn`)
   */
  constructor(
    readonly host: HTMLElement,
    readonly mount: HTMLElement,
    readonly slot: HTMLSlotElement | null,
    readonly releasesBox = false,
  ) {}

  get phase(): Phase {
    return this.#phase;
  }

  /** The host's markup: the tag's children marked `data-resort-fallback`. */
  markup(): HTMLElement[] {
    return [...this.host.children].filter((child): child is HTMLElement => child.hasAttribute(FALLBACK_ATTRIBUTE));
  }

  /** The island is about to render: its markup (when it has some) stays in use meanwhile. */
  start = (): void => {
    watchPresses();
    this.#phase = 'starting';
    this.#declared = false;
    // Starting again (the tag came back to the page): its box holds again until it has drawn.
    if (this.releasesBox) this.host.removeAttribute(DRAWN_ATTRIBUTE);
    const markup = this.markup();
    if (this.slot) for (const element of markup) if (!element.hasAttribute('slot')) element.slot = FALLBACK_SLOT;
    this.#showMarkup(markup.length > 0);
  };

  /** The island's React tree is gone (the tag left the page): its markup is back in use. */
  stop = (): void => {
    this.#phase = 'starting';
    this.#showMarkup(this.markup().length > 0);
  };

  /** What the widget shows now (the context `useIslandStart` reports to). */
  report = (state: 'loading' | 'ready' | 'failed'): void => {
    this.#declared = true;
    if (this.#phase !== 'starting') return;
    if (state === 'ready') this.#takeOverAfterPress();
    else if (state === 'failed') this.#fail();
  };

  /** The widget's first render is on the page: a widget that said nothing is ready now. */
  committed = (): void => {
    if (!this.#declared) this.report('ready');
  };

  /**
   * The island's render threw. Before it started, the host's markup takes the page back.
   * @returns whether the host's markup is what the shopper sees now
   */
  crashed = (): boolean => {
    if (this.#phase === 'starting' || this.#phase === 'waiting') this.#fail();
    return this.#phase === 'failed' && this.markup().length > 0;
  };

  /** Takes over now, or once the press under way has ended: the markup's control pressed gets its click. */
  #takeOverAfterPress(): void {
    if (this.markup().length === 0) {
      this.#takeOver();
      return;
    }
    this.#phase = 'waiting';
    afterPress(() => {
      if (this.#phase === 'waiting') this.#takeOver();
    });
  }

  #takeOver(): void {
    this.#phase = 'started';
    const swap = this.markup().length > 0 || this.#hidden.size > 0;
    if (!swap && !this.releasesBox) return;
    const before = this.host.getBoundingClientRect();
    if (swap) {
      const typed = typedInput(this.markup());
      this.#showMarkup(false);
      carryInput(this.mount, typed);
    }
    if (this.releasesBox) this.host.setAttribute(DRAWN_ATTRIBUTE, '');
    this.#hold(before);
  }

  #fail(): void {
    this.#phase = 'failed';
    this.#showMarkup(this.markup().length > 0);
  }

  /** Shows the host's markup and hides the island, or the other way round. */
  #showMarkup(show: boolean): void {
    this.#releaseHold?.();
    setDisplay(this.mount, show);
    if (this.slot) setDisplay(this.slot, !show);
    if (show) {
      for (const [element, [value, priority]] of this.#hidden) {
        element.style.removeProperty('display');
        if (value) element.style.setProperty('display', value, priority);
      }
      this.#hidden.clear();
      for (const control of this.#disabled.splice(0)) control.disabled = false;
      return;
    }
    for (const element of this.markup()) {
      if (!this.slot && !this.#hidden.has(element)) {
        this.#hidden.set(element, [element.style.getPropertyValue('display'), element.style.getPropertyPriority('display')]);
        setDisplay(element, true);
      }
      for (const control of element.querySelectorAll<HTMLElement & { disabled: boolean }>(CONTROLS)) {
        if (control.disabled) continue;
        control.disabled = true;
        this.#disabled.push(control);
      }
    }
  }

  /** Keeps the size the host's markup had when the island's first state is smaller (`hold.ts`). */
  #hold(before: DOMRect): void {
    const after = this.host.getBoundingClientRect();
    const taller = before.height - after.height;
    const wider = before.width - after.width;
    if (taller < 0.5 && wider < 0.5) return;
    const own = this.mount.getBoundingClientRect();
    const giveBack = holdSize(this.host, this.mount, taller >= 0.5 ? own.height + taller : 0, wider >= 0.5 ? own.width + wider : 0);
    this.#releaseHold = () => {
      this.#releaseHold = null;
      giveBack();
    };
  }
}

const fallbacks = new WeakMap<HTMLElement, IslandFallback>();

export function setFallback(host: HTMLElement, fallback: IslandFallback): void {
  fallbacks.set(host, fallback);
}

/** The fallback of an island's host element (none for a component rendered on its own). */
export function fallbackOf(host: HTMLElement | undefined): IslandFallback | undefined {
  return host ? fallbacks.get(host) : undefined;
}
