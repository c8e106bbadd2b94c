import { useEffect, useRef, useState } from 'react';
import type { ApiError, ApiResult } from '../../src/api/errors.ts';

export interface Remote<T> {
  /** The last answer that arrived, kept while the next one loads. */
  data: T | null;
  /** When `data` arrived (ms): the schedule's "today" is taken from it. */
  receivedAt: number;
  /** The failure of the call for the current key. */
  error: ApiError | null;
  /** The call for the current key has not answered yet. */
  loading: boolean;
}

interface Settled<T> {
  key: string;
  result: ApiResult<T>;
}

/**
 * Calls `load` whenever `key` changes (`null`: nothing to ask yet). Only the answer for the
 * latest key is applied: an answer that arrives after the selection changed again is dropped.
 */
export function useRemote<T>(key: string | null, load: () => Promise<ApiResult<T>>): Remote<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [received, setReceived] = useState<{ data: T | null; at: number }>({ data: null, at: 0 });
  const loadRef = useRef(load);

  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (key === null) return;
    let current = true;
    void loadRef.current().then((result) => {
      if (!current) return;
      setSettled({ key, result });
      if (result.ok) setReceived({ data: result.data, at: Date.now() });
    });
    return () => {
      current = false;
    };
  }, [key]);

  const mine = settled !== null && settled.key === key ? settled.result : null;
  return { data: received.data, receivedAt: received.at, error: mine && !mine.ok ? mine.error : null, loading: key !== null && mine === null };
}
