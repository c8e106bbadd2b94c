import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError, ApiResult } from '../../src/api/errors.ts';

export type Resource<T> =
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: T | null; error: ApiError };

/**
 * Loads `load()` on mount (and when `key` changes) and on `reload()`. An answer that arrives after
 * a newer request started is dropped. The previous data stays while reloading.
 */
export function useResource<T>(load: () => Promise<ApiResult<T>>, key: unknown = null): Resource<T> & { reload: () => void; set: (data: T) => void } {
  const [state, setState] = useState<Resource<T>>({ status: 'loading', data: null, error: null });
  const latest = useRef(0);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  const run = useCallback(() => {
    const request = ++latest.current;
    setState((previous) => ({ status: 'loading', data: previous.data, error: null }));
    void loadRef.current().then((result) => {
      if (request !== latest.current) return;
      setState((previous) => (result.ok ? { status: 'ready', data: result.data, error: null } : { status: 'error', data: previous.data, error: result.error }));
    });
  }, []);

  useEffect(() => {
    run();
    return () => {
      latest.current += 1;
    };
  }, [run, key]);

  const set = useCallback((data: T) => setState({ status: 'ready', data, error: null }), []);
  return { ...state, reload: run, set };
}
