import { onFirstUse } from './on-first-use.ts';

/** A part's chunk whose arrival the test decides: `arrive()` runs the module (it provides), `fail()` refuses it. */
function chunk<A extends unknown[]>(key: string, received: A[]) {
  let settle: { arrive: () => void; fail: () => void } = { arrive: () => {}, fail: () => {} };
  const load = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        settle = {
          arrive: () => {
            part.provide((...args: A) => void received.push(args));
            resolve();
          },
          fail: () => reject(new Error('offline')),
        };
      }),
  );
  const part = onFirstUse<A>(key, load);
  return { part, load, arrive: () => settle.arrive(), fail: () => settle.fail() };
}

const settled = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('a part loaded on first use', () => {
  it('loads nothing until it is first used', () => {
    const { load } = chunk('unused part', []);
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps every call made while its chunk loads and hands them over in order once it is there', async () => {
    const received: Array<[string]> = [];
    const { part, load, arrive } = chunk<[string]>('reporter', received);
    part.call('first failure');
    part.call('second failure');
    part.call('third failure');
    expect(received).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
    arrive();
    await settled();
    expect(received).toEqual([['first failure'], ['second failure'], ['third failure']]);
    part.call('later failure');
    expect(received.at(-1)).toEqual(['later failure']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loses nothing when the chunk fails to load: the next call loads it again and both arrive', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const received: Array<[number]> = [];
    const { part, load, arrive, fail } = chunk<[number]>('flaky part', received);
    part.call(1);
    fail();
    await settled();
    await settled();
    expect(received).toEqual([]);
    part.call(2);
    expect(load).toHaveBeenCalledTimes(2);
    arrive();
    await settled();
    expect(received).toEqual([[1], [2]]);
  });

  it('tries the load again when the browser comes back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const received: Array<[string]> = [];
    const { part, load, arrive, fail } = chunk<[string]>('offline part', received);
    part.call('while offline');
    fail();
    await settled();
    await settled();
    window.dispatchEvent(new Event('online'));
    expect(load).toHaveBeenCalledTimes(2);
    arrive();
    await settled();
    expect(received).toEqual([['while offline']]);
  });

  it('uses at once a part another copy of the library has already loaded', () => {
    const received: Array<[string]> = [];
    const other = onFirstUse<[string]>('shared part', () => Promise.resolve());
    other.provide((text) => void received.push([text]));
    const load = vi.fn(() => Promise.resolve());
    onFirstUse<[string]>('shared part', load).call('at once');
    expect(received).toEqual([['at once']]);
    expect(load).not.toHaveBeenCalled();
  });
});
