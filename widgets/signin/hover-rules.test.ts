// @vitest-environment node
import { createHoverOpener, hoverMayOpen, HOVER_DELAY_MS, HOVER_REOPEN_BLOCK_MS } from './hover-rules.ts';

describe('sign-in lightbox hover rules', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-01T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec constants: 500 ms hover delay, 1500 ms re-open block', () => {
    expect(HOVER_DELAY_MS).toBe(500);
    expect(HOVER_REOPEN_BLOCK_MS).toBe(1500);
  });

  it('blocks hover opening for 1500 ms after closing, not a millisecond more', () => {
    expect(hoverMayOpen(1000, null)).toBe(true);
    expect(hoverMayOpen(1000 + 1499, 1000)).toBe(false);
    expect(hoverMayOpen(1000 + 1500, 1000)).toBe(true);
  });

  it('opens after the pointer has rested for 500 ms', () => {
    const open = vi.fn();
    const hover = createHoverOpener(open);
    hover.enter();
    vi.advanceTimersByTime(499);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('does not open when the pointer leaves before 500 ms', () => {
    const open = vi.fn();
    const hover = createHoverOpener(open);
    hover.enter();
    vi.advanceTimersByTime(400);
    hover.leave();
    vi.advanceTimersByTime(1000);
    expect(open).not.toHaveBeenCalled();
  });

  it('restarts the delay when the pointer comes back', () => {
    const open = vi.fn();
    const hover = createHoverOpener(open);
    hover.enter();
    vi.advanceTimersByTime(300);
    hover.leave();
    hover.enter();
    vi.advanceTimersByTime(300);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('ignores hovering within 1500 ms of closing, and opens again after', () => {
    const open = vi.fn();
    const hover = createHoverOpener(open);
    hover.closed();
    vi.advanceTimersByTime(1499);
    hover.enter();
    vi.advanceTimersByTime(2000);
    expect(open).not.toHaveBeenCalled();
    hover.leave();
    hover.enter();
    vi.advanceTimersByTime(500);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('cancels a pending open when the lightbox closes or the menu goes away', () => {
    const open = vi.fn();
    const hover = createHoverOpener(open);
    hover.enter();
    hover.closed();
    vi.advanceTimersByTime(1000);
    hover.enter(); // still blocked
    vi.advanceTimersByTime(2000);
    const other = createHoverOpener(open);
    other.enter();
    other.dispose();
    vi.advanceTimersByTime(1000);
    expect(open).not.toHaveBeenCalled();
  });
});
