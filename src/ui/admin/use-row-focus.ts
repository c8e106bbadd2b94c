import { useCallback, useEffect, useReducer, useRef } from 'react';

interface Target {
  key: string;
  control: string;
  /** The row's place in the list, for a neighbour when the row itself is gone. */
  index: number;
  ready: boolean;
}

/**
 * Puts the keyboard focus back on the row a dialog was opened from, once the dialog has closed and
 * the list shows the outcome: on the same control of the same row (found again by its
 * `data-row-key`, after a reload too), on the row that took its place when it was deleted, or on
 * the list itself when no row is left. Row controls carry `data-row-control="<name>"`.
 */
export function useRowFocus<E extends HTMLElement>() {
  const container = useRef<E>(null);
  const target = useRef<Target | null>(null);
  const [, retry] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    const wanted = target.current;
    const root = container.current;
    if (!wanted?.ready || !root) return;
    const rows = [...root.querySelectorAll<HTMLElement>('[data-row-key]')];
    const row = rows.find((candidate) => candidate.dataset.rowKey === wanted.key) ?? rows[Math.min(wanted.index, rows.length - 1)];
    const control =
      row?.querySelector<HTMLElement>(`[data-row-control="${CSS.escape(wanted.control)}"]`) ?? row?.querySelector<HTMLElement>('[data-row-control]');
    target.current = null;
    if (control) control.focus();
    else {
      root.tabIndex = -1;
      root.focus();
    }
  });

  /** A row's control is about to open a dialog. */
  const remember = useCallback((key: string | number, control: string) => {
    const rows = [...(container.current?.querySelectorAll<HTMLElement>('[data-row-key]') ?? [])];
    target.current = { key: String(key), control, index: Math.max(0, rows.findIndex((row) => row.dataset.rowKey === String(key))), ready: false };
  }, []);

  /** The dialog has closed and the list shows what it did: focus the row (after this render). */
  const restore = useCallback(() => {
    if (!target.current) return;
    target.current.ready = true;
    retry();
  }, []);

  return { container, remember, restore };
}
