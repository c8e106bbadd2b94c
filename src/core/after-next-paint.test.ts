import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, HIDDEN_TAB_MS } from './after-next-paint.ts';

describe('afterNextPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs after the next frame, not before it', () => {
    const run = vi.fn();
    afterNextPaint(run);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(run).not.toHaveBeenCalled();
    // The task queued in that frame (a zero delay is a clock tick for the fake timers).
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(HIDDEN_TAB_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs in a tab that paints no frame, once, after its time', () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    const run = vi.fn();
    afterNextPaint(run);
    vi.advanceTimersByTime(HIDDEN_TAB_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    frames.mockRestore();
  });
});
