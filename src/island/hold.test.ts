import { act } from '@testing-library/react';
import { holdSize, releaseNow, SETTLE_MS, type HoldGeometry } from './hold.ts';
import { afterPress, pressing, watchPresses } from './presses.ts';

// My Account at 1280 × 800, scrolled to its end: the plans' island keeps 470 px below its content.
const atTheEnd: HoldGeometry = { top: -200, bottom: 546, extraHeight: 470, keepsWidth: false, viewportHeight: 800, scrollBelow: 0 };

describe('giving back the room an island kept at its takeover', () => {
  it('waits while the room is in sight: the page would move under the pointer', () => {
    expect(releaseNow(atTheEnd)).toBe('wait');
    expect(releaseNow({ ...atTheEnd, top: 100, bottom: 900, scrollBelow: 2000 })).toBe('wait');
  });

  it('gives it back in place when the island\u2019s own content reaches below the screen and the page below can still scroll that far', () => {
    expect(releaseNow({ ...atTheEnd, top: 0, bottom: 1400, scrollBelow: 470 })).toBe('in-place');
    expect(releaseNow({ ...atTheEnd, top: 0, bottom: 1270, scrollBelow: 470 })).toBe('in-place');
    // One pixel of the room in sight, or one pixel too little page below (the scroll would be pulled up).
    expect(releaseNow({ ...atTheEnd, top: 0, bottom: 1269, scrollBelow: 470 })).toBe('wait');
    expect(releaseNow({ ...atTheEnd, top: 0, bottom: 1400, scrollBelow: 469 })).toBe('wait');
  });

  it('gives it back with the scroll following when the island is wholly above the screen', () => {
    expect(releaseNow({ ...atTheEnd, top: -1500, bottom: 0 })).toBe('scroll');
    expect(releaseNow({ ...atTheEnd, top: -1500, bottom: 1 })).toBe('wait');
  });

  it('gives it back in place when the island is wholly below the screen with as much page below it', () => {
    expect(releaseNow({ ...atTheEnd, top: 800, bottom: 1546, scrollBelow: 1546 })).toBe('in-place');
    expect(releaseNow({ ...atTheEnd, top: 800, bottom: 1546, scrollBelow: 469 })).toBe('wait');
  });

  it('keeps a width (an inline tag: its neighbours would move) until the island is out of sight', () => {
    const header: HoldGeometry = { top: 10, bottom: 50, extraHeight: 0, keepsWidth: true, viewportHeight: 800, scrollBelow: 3000 };
    expect(releaseNow(header)).toBe('wait');
    expect(releaseNow({ ...header, top: -60, bottom: -20 })).toBe('scroll');
  });
});

describe('the room kept, on the page', () => {
  let host: HTMLElement;
  let mount: HTMLElement;
  let box: { top: number; bottom: number };

  beforeEach(() => {
    vi.useFakeTimers();
    host = document.createElement('div');
    mount = document.createElement('div');
    host.append(mount);
    document.body.append(host);
    // The island's content is 130 px tall; the room kept makes it what its min-height says.
    box = { top: 100, bottom: 700 };
    const rect = () => DOMRect.fromRect({ x: 0, y: box.top, width: 800, height: Math.max(130, parseFloat(mount.style.minHeight) || 0) });
    host.getBoundingClientRect = rect;
    mount.getBoundingClientRect = rect;
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('is kept through a press in the island and its click: nothing moves under the pointer', () => {
    holdSize(host, mount, 600, 0);
    expect(mount.style.minHeight).toBe('600px');
    host.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    host.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, composed: true, key: 'Enter' }));
    host.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, composed: true }));
    host.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    vi.advanceTimersByTime(SETTLE_MS * 4);
    expect(mount.style.minHeight).toBe('600px');
  });

  /** The page's height: 2,000 px below the island (`follows`: it moves with the island's end), or set by a taller neighbour's row. */
  const pageHeight = (follows: boolean) =>
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => (follows ? 2000 + Math.max(130, parseFloat(mount.style.minHeight) || 0) : 2600) });
  afterEach(() => {
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  });

  /** The island keeping 600 px, then scrolled wholly above the screen: the page's scrolls, as they are asked for. */
  const scrolledPast = (follows: boolean) => {
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    pageHeight(follows);
    holdSize(host, mount, 600, 0);
    box = { top: -900, bottom: -300 };
    window.dispatchEvent(new Event('scroll'));
    return scrollBy;
  };

  it('is given back once a scroll has settled with the island wholly above the screen, the scroll following the page', () => {
    const scrollBy = scrolledPast(true);
    expect(mount.style.minHeight).toBe('600px');
    // The island's end is 470 px higher once the room is given back, and the page in sight with it: the scroll follows.
    vi.advanceTimersByTime(SETTLE_MS);
    expect(mount.style.minHeight).toBe('');
    expect(scrollBy.mock.calls).toEqual([[0, -470]]);
  });

  it('does not scroll when what is in sight stays put (a header row a taller neighbour keeps as tall)', () => {
    const scrollBy = scrolledPast(false);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(mount.style.minHeight).toBe('');
    // Scrolled, the page would have moved 470 px up under the shopper's eyes (the product's refusal, 5 px out of sight).
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('is given back when the island changes size after a press in it (a pickup site saved shows its summary), never before', () => {
    const content = document.createElement('div');
    mount.append(content);
    let height = 400;
    content.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: box.top, width: 800, height });
    let changed: () => void = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          changed = callback;
        }
        observe() {}
        disconnect() {
          changed = () => {};
        }
      },
    );
    try {
      holdSize(host, mount, 600, 0);
      // Content that changes on its own (a late picture) keeps the room: nobody asked for the change.
      height = 420;
      changed();
      expect(mount.style.minHeight).toBe('600px');
      // A press that changes nothing keeps it too.
      host.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
      changed();
      expect(mount.style.minHeight).toBe('600px');
      // The press's change: the summary, a fraction of the list.
      height = 190;
      changed();
      expect(mount.style.minHeight).toBe('');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is given back at a resize, and at once when the runtime asks', () => {
    holdSize(host, mount, 600, 0);
    window.dispatchEvent(new Event('resize'));
    expect(mount.style.minHeight).toBe('');
    const giveBack = holdSize(host, mount, 600, 300);
    expect(mount.style.minWidth).toBe('300px');
    giveBack();
    expect(mount.style.minHeight).toBe('');
    expect(mount.style.minWidth).toBe('');
  });
});

describe('presses on the page', () => {
  it('are followed from pointerdown to pointerup, and what waits for them runs after the press\u2019s click', async () => {
    watchPresses();
    const order: string[] = [];
    window.dispatchEvent(new PointerEvent('pointerdown', { pointerId: 7 }));
    expect(pressing()).toBe(true);
    afterPress(() => order.push('after the press'));
    expect(order).toEqual([]);
    window.dispatchEvent(new PointerEvent('pointerup', { pointerId: 7 }));
    order.push('click');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(order).toEqual(['click', 'after the press']);
    expect(pressing()).toBe(false);
    afterPress(() => order.push('at once'));
    expect(order.at(-1)).toBe('at once');
  });

  it('end when the browser takes the finger over to scroll (pointercancel)', () => {
    watchPresses();
    window.dispatchEvent(new PointerEvent('pointerdown', { pointerId: 8 }));
    window.dispatchEvent(new PointerEvent('pointercancel', { pointerId: 8 }));
    expect(pressing()).toBe(false);
  });
});
