/**
 * Whether the shopper is pressing somewhere on the page right now (a mouse button, a finger or a
 * pen down), so that the island runtime never changes the layout between the start of a press and
 * its end: a press that starts on a control ends on it, and its `click` reaches it.
 *
 * A press ends at `pointerup`, or at `pointercancel` (the browser took a finger over to scroll);
 * `afterPress` waits one task more, so the press's own `click` (dispatched right after `pointerup`)
 * lands first.
 */
/** Pointers down now, by id; what waits for them to be up. Every copy of the library keeps its own. */
const down = new Set<number>();
const waiting: (() => void)[] = [];
let listening = false;

function ended(event: Event): void {
  if (event instanceof PointerEvent) down.delete(event.pointerId);
  else down.clear();
  // The press's click is dispatched after pointerup, in the same task: run after it.
  if (down.size === 0 && waiting.length > 0) setTimeout(() => down.size === 0 && waiting.splice(0).forEach((callback) => callback()), 0);
}

/** Starts watching presses (once per page); the runtime calls it when an island starts. */
export function watchPresses(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const options = { capture: true, passive: true };
  window.addEventListener('pointerdown', (event) => down.add(event.pointerId), options);
  window.addEventListener('pointerup', ended, options);
  window.addEventListener('pointercancel', ended, options);
  // A press that ended outside the window (a mouse released beyond its edge) sends no pointerup here.
  window.addEventListener('blur', ended);
}

/** True while a pointer is down anywhere on the page. */
export const pressing = (): boolean => down.size > 0;

/** Runs `callback` now, or once every press under way has ended (and its click has landed). */
export function afterPress(callback: () => void): void {
  if (pressing()) waiting.push(callback);
  else callback();
}
