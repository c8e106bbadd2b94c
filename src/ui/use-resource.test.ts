import { act, renderHook, waitFor } from '@testing-library/react';
import type { ApiResult } from '../api/errors.ts';
import { useResource } from './use-resource.ts';

function deferred<T>() {
  let resolve!: (value: ApiResult<T>) => void;
  const promise = new Promise<ApiResult<T>>((done) => (resolve = done));
  return { promise, resolve };
}

describe('useResource', () => {
  it('asks nothing while not enabled, then loads once it is', async () => {
    const load = vi.fn(() => Promise.resolve<ApiResult<string>>({ ok: true, data: 'plans' }));
    const { result, rerender } = renderHook(({ enabled }) => useResource(load, 'cart', { enabled }), { initialProps: { enabled: false } });
    expect(load).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toBe('plans');
    expect(result.current.receivedAt).toBeGreaterThan(0);
  });

  it('applies only the answer for the latest key and keeps the last data while the next one loads', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let call = 0;
    const { result, rerender } = renderHook(({ key }) => useResource(() => answers[call++]!.promise, key), { initialProps: { key: 'a' } });
    rerender({ key: 'b' });
    await act(async () => answers[1]!.resolve({ ok: true, data: 'for b' }));
    await act(async () => answers[0]!.resolve({ ok: true, data: 'for a' }));
    expect(result.current.data).toBe('for b');
  });

  it('keeps the data when a reload fails, with the failure', async () => {
    const results: ApiResult<string>[] = [
      { ok: true, data: 'first' },
      { ok: false, error: { kind: 'network', message: 'offline' } },
    ];
    const { result } = renderHook(() => useResource(() => Promise.resolve(results.shift()!)));
    await waitFor(() => expect(result.current.data).toBe('first'));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.data).toBe('first');
    expect(result.current.error?.kind).toBe('network');
  });

  it('loads again by itself when the browser comes back online after a failed load, and not after a good one', async () => {
    const results: ApiResult<string>[] = [
      { ok: false, error: { kind: 'network', message: 'offline' } },
      { ok: true, data: 'back' },
    ];
    const load = vi.fn(() => Promise.resolve(results.shift()!));
    const { result } = renderHook(() => useResource(load));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.data).toBe('back'));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
