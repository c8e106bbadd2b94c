/**
 * Runs `run` once the frame after now has been painted: a shopper sees the answer to what they
 * did before the follow-up work (a reload of the cart, of the members) takes the main thread.
 * A hidden tab paints no frame, so `HIDDEN_TAB_MS` runs it anyway; it runs once either way.
 */
export const HIDDEN_TAB_MS = 100;

export function afterNextPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (!done) run();
    done = true;
  };
  // A task queued in the frame's callback runs after that frame's paint.
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, HIDDEN_TAB_MS);
}

/** `afterNextPaint` as a promise, for a step that must wait for the frame showing what changed. */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => afterNextPaint(resolve));
}
