import { act } from '@testing-library/react';
import { defineWidget } from './define-widget.tsx';
import { CONNECTION_NOTICE_ATTRIBUTE } from './connection-notice.tsx';
import { markReachable, markUnreachable } from '../api/connection.ts';
import { setPageData } from '../stores/page-data-actions.ts';

// The page is offline: the notice's own chunk cannot be fetched.
vi.mock('./connection-notice-view.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

function Probe() {
  return <p>island</p>;
}

const region = () => document.querySelector(`[${CONNECTION_NOTICE_ATTRIBUTE}]`)?.shadowRoot?.querySelector('[role="status"]') ?? null;

describe('the page’s connection notice, when its view cannot be fetched', () => {
  it('still says the page is offline, in the host’s wording, in the region placed at start, and goes quiet when back', async () => {
    setPageData({ labels: { 'connection.offline': 'No signal on the mountain.' } });
    defineWidget({ tag: 'resort-notice-offline', attributes: [], component: Probe });
    await act(async () => {
      document.body.innerHTML = '<resort-notice-offline></resort-notice-offline>';
    });
    const status = region();
    expect(status).toBeEmptyDOMElement();

    await act(async () => markUnreachable());
    expect(region()).toBe(status);
    expect(status).toHaveTextContent('No signal on the mountain. Your choices are kept.');
    expect(status).toHaveTextContent('We will carry on when your connection is back; there is no need to reload the page.');
    await vi.waitFor(() => expect(status).toHaveTextContent('No signal on the mountain.'));

    await act(async () => markReachable());
    expect(status).toBeEmptyDOMElement();
  });
});
