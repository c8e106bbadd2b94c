import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ApiResult } from '../../../src/api/errors.ts';
import { formatLabel } from '../../../src/core/labels.ts';
import { useResource } from '../../../src/ui/use-resource.ts';
import * as adminApi from '../api.ts';
import type { AdminLabels } from '../labels.ts';
import type { ApiError } from '../../../src/api/errors.ts';

interface Options<T> {
  /** `null` for a new schedule: nothing to load, the title opens in edit mode. */
  scheduleId: number | null;
  load: (id: number) => Promise<ApiResult<T>>;
  /** The stored schedule arrived: start the working copy from it. */
  onLoaded: (schedule: T) => void;
  nameOf: (schedule: T) => string | null | undefined;
  labels: AdminLabels;
  onSaved: () => void;
}

/**
 * What a schedule overlay does around its working copy, the same for payment and pricing
 * schedules: load the stored schedule (with Retry), open the title in edit mode when the name is
 * empty, and save once at a time, keeping the working copy and saying why when the save fails.
 */
export function useScheduleOverlay<T>({ scheduleId, load, onLoaded, nameOf, labels, onSaved }: Options<T>) {
  const stored = useResource(() => load(scheduleId ?? 0), scheduleId, { enabled: scheduleId !== null });
  const [editingName, setEditingName] = useState(scheduleId === null);
  const [applying, setApplying] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  // The callbacks are new on every render; only a newly arrived schedule starts the working copy.
  const latest = useRef({ onLoaded, nameOf });
  useEffect(() => {
    latest.current = { onLoaded, nameOf };
  });

  const arrived = stored.status === 'ready' ? stored.data : null;
  useEffect(() => {
    if (arrived === null) return;
    latest.current.onLoaded(arrived);
    setEditingName((latest.current.nameOf(arrived) ?? '').trim() === '');
  }, [arrived]);

  async function save(request: () => Promise<ApiResult<unknown>>) {
    if (applying) return;
    setApplying(true);
    setFailure(null);
    const result = await request();
    setApplying(false);
    if (result.ok) onSaved();
    else setFailure(result.error);
  }

  // Worded when drawn, so a switch of language reaches it.
  const saveError = failure && formatLabel(labels['common.applyFailed'], { message: adminApi.failureText(failure, labels) });
  return { loadError: stored.error, retry: stored.reload, editingName, setEditingName, applying, saveError, save };
}

export type ScheduleOverlayState = ReturnType<typeof useScheduleOverlay>;

/**
 * Keeps keyboard focus on the field being edited when a change re-sorts the rows (ranges sorted
 * by start): the changed field's `data-focus-key` is noted and the same field focused after render.
 */
export function useRefocusAfterSort<E extends HTMLElement>() {
  const container = useRef<E>(null);
  const refocus = useRef<string | null>(null);
  useLayoutEffect(() => {
    const key = refocus.current;
    refocus.current = null;
    const target = key ? container.current?.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`) : null;
    if (target) target.focus();
  });
  const onChangeCapture = (event: { target: EventTarget }) => {
    refocus.current = (event.target as HTMLElement).dataset.focusKey ?? null;
  };
  return { container, onChangeCapture };
}
