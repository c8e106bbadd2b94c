import { act, render, screen } from '@testing-library/react';
import { on } from '../../src/events/bus.ts';
import { setPageData } from '../../src/stores/page-data-actions.ts';
import { Countdown } from './Countdown.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  setPageData({});
});
afterEach(() => {
  vi.useRealTimers();
});

const timer = () => screen.getByRole('timer');

/** Lets time pass in steps, so each second's render schedules the next one (as in a browser). */
async function pass(ms: number) {
  for (let left = ms; left > 0; left -= 250) await act(async () => vi.advanceTimersByTime(Math.min(250, left)));
}

describe('<resort-countdown>', () => {
  it('counts down each second from 5 by default and sends resort:countdown:expired at 0', async () => {
    const expired = vi.fn();
    const stop = on('resort:countdown:expired', expired);
    const host = document.createElement('resort-countdown');
    host.id = 'media-status';
    render(<Countdown host={host} />);
    expect(timer()).toHaveTextContent('5 seconds');
    await pass(1000);
    expect(timer()).toHaveTextContent('4');
    await pass(3999);
    expect(timer()).toHaveTextContent('1');
    expect(expired).not.toHaveBeenCalled();
    await pass(1);
    expect(timer()).toHaveTextContent('0');
    expect(expired).toHaveBeenCalledTimes(1);
    expect(expired).toHaveBeenCalledWith(expect.objectContaining({ id: 'media-status', seconds: 5 }));
    await pass(10_000);
    expect(expired).toHaveBeenCalledTimes(1);
    stop();
  });

  it('counts from its seconds attribute, showing minutes past 59', async () => {
    render(<Countdown seconds={90} />);
    expect(timer()).toHaveTextContent('1:30');
    await pass(31_000);
    expect(timer()).toHaveTextContent('59 seconds');
  });

  it('starts over instead of expiring when continuous', async () => {
    const expired = vi.fn();
    const stop = on('resort:countdown:expired', expired);
    render(<Countdown seconds={2} continuous />);
    await pass(1000);
    expect(timer()).toHaveTextContent('1');
    await pass(1000);
    expect(timer()).toHaveTextContent('2');
    await pass(10_000);
    expect(expired).not.toHaveBeenCalled();
    stop();
  });

  it('starts again when its seconds change', async () => {
    const { rerender } = render(<Countdown seconds={3} />);
    await pass(2000);
    expect(timer()).toHaveTextContent('1');
    rerender(<Countdown seconds={10} />);
    expect(timer()).toHaveTextContent('10');
  });

  it('does not drift when the tab is slow: it reads the clock', async () => {
    render(<Countdown seconds={10} />);
    // A throttled tab: the clock moves 4.5 s while one timer is late.
    await act(async () => {
      vi.setSystemTime(Date.now() + 3500);
      vi.advanceTimersByTime(1000);
    });
    expect(timer()).toHaveTextContent('6');
  });

  it('ignores a bad seconds value and counts from 5', async () => {
    render(<Countdown seconds={Number.NaN} />);
    expect(timer()).toHaveTextContent('5');
  });
});
