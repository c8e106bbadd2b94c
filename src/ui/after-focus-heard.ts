/**
 * How long content that held the keyboard focus stays on the page after the focus has moved on
 * (unseen, still in the accessibility tree) before it goes: a step of a form, a drop-down closed
 * from inside, the page behind a dialog before it is made inert.
 *
 * Removed at once, the old content's removal reaches a screen reader in the same batch of
 * accessibility events as the focus move, and before it: Orca then takes the new focus as already
 * known and says nothing of it (heard in Chromium and Firefox, in about half the runs). Chromium
 * sends its events in batches, each waiting for the browser to take the one before, so a frame
 * apart is not always apart. 300 ms after the next frame was apart in 20 runs of 20 on a quiet
 * machine, 500 ms in 20 of 20 on one running twenty other processes.
 */
export const FOCUS_HEARD_MS = 500;

/** Runs `callback` once the focus move has reached a screen reader; returns a function that cancels it. */
export function afterFocusHeard(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, FOCUS_HEARD_MS);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
