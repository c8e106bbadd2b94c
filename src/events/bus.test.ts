import { emit, on } from './bus.ts';

describe('the event bus', () => {
  it('dispatches resort:<noun>:<verb> CustomEvents on window with their detail', () => {
    const seen: unknown[] = [];
    window.addEventListener('resort:members:refresh', (event) => seen.push((event as CustomEvent).detail));
    emit('resort:members:refresh', { source: 'test' });
    expect(seen).toEqual([{ source: 'test' }]);
  });

  it('keeps calling other listeners when one throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = vi.fn();
    const stopFirst = on('resort:cart:refresh', () => {
      throw new Error('listener bug');
    });
    const stopSecond = on('resort:cart:refresh', second);
    window.dispatchEvent(new CustomEvent('resort:cart:refresh'));
    expect(second).toHaveBeenCalledTimes(1);
    stopFirst();
    stopSecond();
  });
});
