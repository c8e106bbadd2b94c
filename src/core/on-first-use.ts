/**
 * A part of the library that most pages never run (the error reporter) loads the first time it is
 * used, instead of travelling in the chunk every page fetches. What is handed to it while its chunk
 * loads waits, in order, and reaches it once it is there: nothing is lost to the load.
 *
 * The part's own module says it is there (`provide`) when it runs, under a key every copy of the
 * library shares, so a part that another copy (or a test) has already loaded is used at once.
 */
import { shared } from './shared.ts';
import { pageIsLeaving, underWay } from './page-leaving.ts';

export interface OnFirstUse<A extends unknown[]> {
  /** Hands `args` to the part now if it is loaded, else as soon as it is. */
  call(...args: A): void;
  /** Called by the part's module when it runs: hands it what waited, then every later call. */
  provide(run: (...args: A) => void): void;
}

interface Slot<A extends unknown[]> {
  run: ((...args: A) => void) | null;
  waiting: A[];
  loading: boolean;
}

/**
 * @param key  names the part among every copy of the library on the page
 * @param load  imports the part's module (which calls `provide`)
 */
export function onFirstUse<A extends unknown[]>(key: string, load: () => Promise<unknown>): OnFirstUse<A> {
  const slot = shared<Slot<A>>(`first-use:${key}`, () => ({ run: null, waiting: [], loading: false }));
  const start = (): void => {
    if (slot.loading || slot.run) return;
    slot.loading = true;
    const over = underWay();
    load().then(
      () => {
        over();
        slot.loading = false;
      },
      (error: unknown) => {
        // Offline, or the file is gone: what waits stays queued; the next call, or the browser
        // coming back online, tries the load again.
        over();
        slot.loading = false;
        if (pageIsLeaving()) return;
        console.error(`resort-widgets: the ${key} could not be loaded; ${slot.waiting.length} waiting`, error);
        if (typeof window !== 'undefined') window.addEventListener('online', start, { once: true });
      },
    );
  };
  return {
    call(...args) {
      if (slot.run) {
        slot.run(...args);
        return;
      }
      slot.waiting.push(args);
      start();
    },
    provide(run) {
      slot.run = run;
      for (const args of slot.waiting.splice(0)) run(...args);
    },
  };
}
