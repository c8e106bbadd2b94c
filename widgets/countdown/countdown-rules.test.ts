// @vitest-environment node
import { DEFAULT_COUNTDOWN_SECONDS, formatRemaining, msUntilNextTick, readCountdown, startSeconds } from './countdown-rules.ts';

describe('countdown rules', () => {
  it('starts from 5 s unless told otherwise; a bad start means the default', () => {
    expect(DEFAULT_COUNTDOWN_SECONDS).toBe(5);
    expect(startSeconds(undefined)).toBe(5);
    expect(startSeconds(null)).toBe(5);
    expect(startSeconds(Number.NaN)).toBe(5);
    expect(startSeconds(-1)).toBe(5);
    expect(startSeconds(0)).toBe(0);
    expect(startSeconds(3.9)).toBe(3);
    expect(startSeconds(300)).toBe(300);
  });

  it('counts down each whole second and expires at 0', () => {
    expect(readCountdown(5, 0, false)).toEqual({ remaining: 5, expired: false });
    expect(readCountdown(5, 999, false)).toEqual({ remaining: 5, expired: false });
    expect(readCountdown(5, 1000, false)).toEqual({ remaining: 4, expired: false });
    expect(readCountdown(5, 4999, false)).toEqual({ remaining: 1, expired: false });
    expect(readCountdown(5, 5000, false)).toEqual({ remaining: 0, expired: true });
    expect(readCountdown(5, 60_000, false)).toEqual({ remaining: 0, expired: true });
  });

  it('expires at once when started from 0', () => {
    expect(readCountdown(0, 0, false)).toEqual({ remaining: 0, expired: true });
  });

  it('never expires when continuous: it starts over', () => {
    expect(readCountdown(3, 2000, true)).toEqual({ remaining: 1, expired: false });
    expect(readCountdown(3, 3000, true)).toEqual({ remaining: 3, expired: false });
    expect(readCountdown(3, 7000, true)).toEqual({ remaining: 2, expired: false });
    expect(readCountdown(0, 7000, true)).toEqual({ remaining: 0, expired: false });
  });

  it('treats a clock that went back as no time elapsed', () => {
    expect(readCountdown(5, -3000, false)).toEqual({ remaining: 5, expired: false });
  });

  it('waits until the next whole second', () => {
    expect(msUntilNextTick(0)).toBe(1000);
    expect(msUntilNextTick(1)).toBe(999);
    expect(msUntilNextTick(1999)).toBe(1);
    expect(msUntilNextTick(2000)).toBe(1000);
  });

  it.each([
    [0, '0'],
    [5, '5'],
    [59, '59'],
    [60, '1:00'],
    [725, '12:05'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
  ])('shows %i seconds as %s', (seconds, text) => {
    expect(formatRemaining(seconds)).toBe(text);
  });
});
