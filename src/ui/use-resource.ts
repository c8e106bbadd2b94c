import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError, ApiResult } from '../api/errors.ts';
import { onReconnect } from '../api/connection.ts';

export type Resource<T> = (
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: T | null; error: ApiError }
) & {
  /** When `data` arrived (ms); 0 before the first answer. */
  receivedAt: number;
};

/**
 * Calls `load()` on mount, whenever `key` changes and on `reload()`; with `enabled: false`
 * (nothing to ask yet) it waits. Only the answer to the latest call is applied: one that arrives
 * after a newer call started is dropped. The last data stays while the next call loads or fails.
 * A load that failed is tried again when the browser comes back online (no reload needed).
 */
export function useResource<T>(
  load: () => Promise<ApiResult<T>>,
  key: unknown = null,
  { enabled = true }: { enabled?: boolean } = {},
): Resource<T> & { reload: () => void; set: (data: T) => void } {
  const [state, setState] = useState<Resource<T>>({ status: 'loading', data: null, error: null, receivedAt: 0 });
  const latest = useRef(0);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  const run = useCallback(() => {
    const request = ++latest.current;
    setState((previous) => ({ status: 'loading', data: previous.data, error: null, receivedAt: previous.receivedAt }));
    void loadRef.current().then((result) => {
      if (request !== latest.current) return;
      setState((previous) =>
        result.ok
          ? { status: 'ready', data: result.data, error: null, receivedAt: Date.now() }
          : { status: 'error', data: previous.data, error: result.error, receivedAt: previous.receivedAt },
      );
    });
  }, []);

  useEffect(() => {
    if (!enabled) return;
    run();
    return () => {
      latest.current += 1;
    };
  }, [run, key, enabled]);

  const failed = state.status === 'error';
  useEffect(() => {
    if (!enabled || !failed) return;
    return onReconnect(run);
  }, [run, enabled, failed]);

  const set = useCallback((data: T) => setState({ status: 'ready', data, error: null, receivedAt: Date.now() }), []);
  return { ...state, reload: run, set };
}
