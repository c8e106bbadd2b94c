/**
 * How a widget tells the island runtime what it shows while it starts, so the host's own markup
 * inside the tag (`data-resort-fallback`, see `src/island/fallback.ts`) stays in use until the
 * widget has something better to show.
 *
 * A widget that draws its real content at once says nothing: its first render is its first real
 * state. A widget that loads first calls `useIslandStart` from its first render with what it shows:
 * `'loading'` while it waits, `'ready'` once its real content is drawn, `'failed'` when it cannot
 * start (its first answer failed after the client's retries). The runtime takes over from the host's
 * markup at the first `'ready'` and gives the page back to that markup at a `'failed'` that comes
 * first; after that the widget keeps its own states, errors included. A component rendered on its
 * own (tests, stories of the bare component) has no runtime around it and the hook does nothing.
 */
import { createContext, useContext, useLayoutEffect } from 'react';

export type IslandStartState = 'loading' | 'ready' | 'failed';

export interface IslandStart {
  report(state: IslandStartState): void;
}

export const IslandStartContext = createContext<IslandStart | null>(null);

/** Says what the widget shows now (call it from the widget's first render on). */
export function useIslandStart(state: IslandStartState): void {
  const start = useContext(IslandStartContext);
  // A layout effect: the runtime swaps the host's markup for the island in the same frame React
  // commits the real state, so the page never paints both or neither.
  useLayoutEffect(() => {
    start?.report(state);
  }, [start, state]);
}
