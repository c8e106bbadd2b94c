import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { readListState, writeListState, type ListSpec, type ListState } from './list-params.ts';

export interface ListUpdate {
  /**
   * Replace the current history entry instead of adding one: for changes while typing in a live
   * filter. A search, a new order or a new page adds an entry, so Back steps back through them.
   */
  replace?: boolean;
}

/**
 * A list's state kept in the page's address (wouter's search parameters, so it follows the
 * browser's history and the island's router alike). Returns the state as the address says and a
 * function that writes a new one.
 */
export function useListParams<K extends string>(spec: ListSpec<K>): [ListState<K>, (next: ListState<K>, options?: ListUpdate) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(spec, params), [spec, params]);
  const update = useCallback(
    (next: ListState<K>, options: ListUpdate = {}) => {
      setParams((current) => writeListState(spec, next, current), { replace: options.replace ?? false });
    },
    [spec, setParams],
  );
  return [state, update];
}
