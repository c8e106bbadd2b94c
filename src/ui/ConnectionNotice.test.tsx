import { act, render, screen } from '@testing-library/react';
import { ConnectionNotice, secondsUntil } from './ConnectionNotice.tsx';
import { endBusyWait, markReachable, markUnreachable, setBusyWait } from '../api/connection.ts';
import { setPageData } from '../stores/page-data-actions.ts';

const NOW = Date.parse('2026-11-26T09:01:00Z');
let waits: number[] = [];

function busyUntil(at: number): void {
  act(() => {
    waits.push(setBusyWait(null, at));
  });
}

beforeEach(() => {
  setPageData({});
  // Only the clock is fake: the countdown reads Date.now(); React and its effects run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  act(() => {
    for (const id of waits) endBusyWait(id);
    markReachable();
  });
  waits = [];
  vi.useRealTimers();
});

describe('the connection notice', () => {
  it('says nothing while the store answers, but keeps its status region in place', () => {
    render(<ConnectionNotice />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('speaks French on a French page', async () => {
    setPageData({ Language: 'fr-CA', locale: 'fr-CA' });
    render(<ConnectionNotice />);
    busyUntil(NOW + 8_000);
    expect(await screen.findByText('Le magasin est très occupé en ce moment.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Vos choix sont conservés.');
    expect(screen.getByRole('status')).toHaveTextContent('Nouvel essai dans 8 secondes.');
  });

  it('says the store is busy, that the choices are kept, and when it tries again', async () => {
    render(<ConnectionNotice />);
    busyUntil(NOW + 8_000);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('The store is very busy right now. Your choices are kept.');
    expect(status).toHaveTextContent('Trying again in 8 seconds.');
    expect(status.querySelector('.rw-spinner')).toBeNull();
    // When the time comes the count stops at "now", never below.
    vi.setSystemTime(NOW + 8_500);
    expect(await screen.findByText('Trying again now…')).toBeInTheDocument();
  });

  it('counts down to the soonest of several waiting calls', () => {
    render(<ConnectionNotice />);
    busyUntil(NOW + 20_000);
    busyUntil(NOW + 3_000);
    expect(screen.getByRole('status')).toHaveTextContent('Trying again in 3 seconds.');
  });

  it('goes quiet when the last waiting call is answered', () => {
    render(<ConnectionNotice />);
    busyUntil(NOW + 5_000);
    act(() => endBusyWait(waits.pop()!));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says the page is offline once, whatever the number of failed calls, and goes quiet when back online', () => {
    render(<ConnectionNotice />);
    act(() => {
      markUnreachable();
      markUnreachable();
    });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('You are offline. Your choices are kept.');
    expect(status).toHaveTextContent('We will carry on when your connection is back; there is no need to reload the page.');
    expect(screen.getAllByText('You are offline.')).toHaveLength(1);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(status).toBeEmptyDOMElement();
  });

  it('says offline rather than busy when both hold', () => {
    render(<ConnectionNotice />);
    busyUntil(NOW + 5_000);
    act(() => markUnreachable());
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
    expect(screen.getByRole('status')).not.toHaveTextContent('busy');
  });

  it('uses the host’s wording from page data', () => {
    setPageData({ labels: { 'connection.busy': 'Season passes are selling fast.', 'connection.retryIn': 'Next try: {seconds} s.' } });
    render(<ConnectionNotice />);
    busyUntil(NOW + 2_000);
    expect(screen.getByText('Season passes are selling fast.')).toBeInTheDocument();
    expect(screen.getByText('Next try: 2 s.')).toBeInTheDocument();
  });

  it.each([
    [10_000, 10],
    [9_001, 10],
    [1, 1],
    [0, 0],
    [-5_000, 0],
  ])('rounds %i ms left up to %i seconds', (left, seconds) => {
    expect(secondsUntil(NOW + left, NOW)).toBe(seconds);
  });
});
