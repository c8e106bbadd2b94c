/**
 * When hovering opens the sign-in lightbox:
 * the pointer has to rest on the sign-in button for 500 ms; after the lightbox closes, hovering
 * cannot open it again for 1500 ms (a click or Enter always can).
 */
export const HOVER_DELAY_MS = 500;
export const HOVER_REOPEN_BLOCK_MS = 1500;

/** May hovering start to open the lightbox at `now`, given when it last closed? */
export function hoverMayOpen(now: number, lastClosedAt: number | null, blockMs = HOVER_REOPEN_BLOCK_MS): boolean {
  return lastClosedAt === null || now - lastClosedAt >= blockMs;
}

export interface HoverOpener {
  /** The pointer entered the trigger: open after the delay unless hovering is blocked. */
  enter(): void;
  /** The pointer left before the delay was up: don't open. */
  leave(): void;
  /** The lightbox closed: block hover opening for a while. */
  closed(): void;
  /** Stop any pending open (unmount). */
  dispose(): void;
}

export interface HoverOptions {
  delayMs?: number;
  blockMs?: number;
  now?: () => number;
}

export function createHoverOpener(open: () => void, options: HoverOptions = {}): HoverOpener {
  const { delayMs = HOVER_DELAY_MS, blockMs = HOVER_REOPEN_BLOCK_MS, now = Date.now } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastClosedAt: number | null = null;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    enter() {
      if (!hoverMayOpen(now(), lastClosedAt, blockMs)) return;
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        open();
      }, delayMs);
    },
    leave: cancel,
    closed() {
      cancel();
      lastClosedAt = now();
    },
    dispose: cancel,
  };
}
