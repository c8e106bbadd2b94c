/**
 * `$connection`: whether calls wait for a busy store (and when the next try goes) and whether the
 * page is offline, as the client knows it (`src/api/connection.ts`), for the page's one notice.
 */
import { atom, onStart, onStop, type PreinitializedWritableAtom } from 'nanostores';
import { connectionState, onConnectionChange, type ConnectionState } from '../api/connection.ts';
import { shared } from '../core/shared.ts';

export const $connection: PreinitializedWritableAtom<ConnectionState> = shared('store:connection', () => {
  const store = atom<ConnectionState>(connectionState());
  let stop: (() => void) | null = null;
  onStart(store, () => {
    store.set(connectionState());
    stop = onConnectionChange((state) => store.set(state));
  });
  onStop(store, () => {
    stop?.();
    stop = null;
  });
  return store;
});
