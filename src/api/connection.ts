/**
 * What the page knows about its connection to the store, for the one notice a page shows
 * (`src/ui/ConnectionNotice.tsx`): whether calls are waiting because the store said it is busy
 * (and when the next try goes), and whether the page is offline (`navigator.onLine` is false or a
 * call could not reach the store, and nothing has answered since). The client writes it; the
 * `$connection` store reads it. It lives under the shared global, so two copies of the library
 * on a page show one notice.
 */
import { shared } from '../core/shared.ts';

export interface ConnectionState {
  /** Calls are waiting because the store answered 429 or 503; the soonest next try (ms). */
  busy: { retryAt: number } | null;
  offline: boolean;
  /** When this was known (ms): a countdown starts from here. */
  asOf: number;
}

interface Connection {
  waiting: Map<number, number>;
  nextId: number;
  unreachable: boolean;
  listeners: Set<(state: ConnectionState) => void>;
  reconnectListeners: Set<() => void>;
  watching: boolean;
}

const connection = shared<Connection>('api:connection', () => ({
  waiting: new Map(),
  nextId: 1,
  unreachable: false,
  listeners: new Set(),
  reconnectListeners: new Set(),
  watching: false,
}));

function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function connectionState(): ConnectionState {
  const retryAts = [...connection.waiting.values()];
  return {
    busy: retryAts.length === 0 ? null : { retryAt: Math.min(...retryAts) },
    offline: connection.unreachable || browserOffline(),
    asOf: Date.now(),
  };
}

function changed(): void {
  const state = connectionState();
  for (const listener of connection.listeners) listener(state);
}

/** The browser's own online and offline events, heard once per page. */
function watchBrowser(): void {
  if (connection.watching || typeof window === 'undefined') return;
  connection.watching = true;
  window.addEventListener('offline', changed);
  window.addEventListener('online', () => {
    connection.unreachable = false;
    changed();
    for (const listener of [...connection.reconnectListeners]) listener();
  });
}

/** Calls `listener` with every change; returns the way to stop. */
export function onConnectionChange(listener: (state: ConnectionState) => void): () => void {
  watchBrowser();
  connection.listeners.add(listener);
  return () => connection.listeners.delete(listener);
}

/** Calls `listener` when the browser is back online (a failed load may try again). */
export function onReconnect(listener: () => void): () => void {
  watchBrowser();
  connection.reconnectListeners.add(listener);
  return () => connection.reconnectListeners.delete(listener);
}

/**
 * A call waits for a busy store until `retryAt`: starts its wait (no `id`) or moves it; the call's
 * end closes it (`endBusyWait`).
 */
export function setBusyWait(id: number | null, retryAt: number): number {
  const key = id ?? connection.nextId++;
  connection.waiting.set(key, retryAt);
  changed();
  return key;
}

export function endBusyWait(id: number): void {
  if (connection.waiting.delete(id)) changed();
}

/** The store answered (whatever it said): it can be reached. */
export function markReachable(): void {
  if (!connection.unreachable) return;
  connection.unreachable = false;
  changed();
}

/** A call could not reach the store. */
export function markUnreachable(): void {
  watchBrowser();
  if (connection.unreachable) return;
  connection.unreachable = true;
  changed();
}

/** Whether the browser says it is offline now (also tells the notice, the first time). */
export function isOffline(): boolean {
  watchBrowser();
  const offline = browserOffline();
  if (offline) changed();
  return offline;
}

/**
 * Waits until the browser is back online, at most `limitMs`; answers whether it is. A cancelled
 * call stops waiting at once.
 */
export function waitForOnline(limitMs: number, signal?: AbortSignal): Promise<boolean> {
  if (!browserOffline()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      window.removeEventListener('online', finish);
      signal?.removeEventListener('abort', finish);
      resolve(!browserOffline() && signal?.aborted !== true);
    };
    const timer = setTimeout(finish, limitMs);
    window.addEventListener('online', finish);
    signal?.addEventListener('abort', finish);
  });
}

/** Waits `ms`, or less when the call is cancelled. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0 || signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', finish);
      resolve();
    };
    const timer = setTimeout(finish, ms);
    signal?.addEventListener('abort', finish);
  });
}
