import { act } from '@testing-library/react';
import { defineWidget } from './define-widget.tsx';
import { CONNECTION_NOTICE_ATTRIBUTE } from './connection-notice.tsx';
import { endBusyWait, markReachable, markUnreachable, setBusyWait } from '../api/connection.ts';

function Probe() {
  return <p>island</p>;
}

const notices = () => [...document.querySelectorAll(`[${CONNECTION_NOTICE_ATTRIBUTE}]`)];
const noticeText = () => notices()[0]?.shadowRoot?.querySelector('[role="status"]')?.textContent ?? null;

describe('the page’s connection notice', () => {
  it('is one for the page however many islands it has, out of the page’s flow, and speaks for all of them', async () => {
    defineWidget({ tag: 'resort-notice-a', attributes: [], component: Probe });
    defineWidget({ tag: 'resort-notice-b', attributes: [], component: Probe });
    await act(async () => {
      document.body.innerHTML = '<resort-notice-a></resort-notice-a><resort-notice-b></resort-notice-b><resort-notice-a></resort-notice-a>';
    });
    expect(notices()).toHaveLength(1);
    const host = notices()[0] as HTMLElement;
    expect(host.style.getPropertyValue('position')).toBe('fixed');
    expect(host.style.getPropertyPriority('position')).toBe('important');
    expect(host.style.getPropertyValue('pointer-events')).toBe('none');
    expect(noticeText()).toBe('');

    // Two islands' calls wait for the busy store: still one notice.
    let first = 0;
    let second = 0;
    await act(async () => {
      first = setBusyWait(null, Date.now() + 10_000);
      second = setBusyWait(null, Date.now() + 12_000);
    });
    expect(notices()).toHaveLength(1);
    // The notice's view arrives with the first wait; the region it speaks in was there from the start.
    await vi.waitFor(() => expect(noticeText()).toContain('The store is very busy right now. Your choices are kept.'));
    expect(notices()[0]?.shadowRoot?.querySelectorAll('[role="status"]')).toHaveLength(1);
    await act(async () => {
      endBusyWait(first);
      endBusyWait(second);
      markUnreachable();
    });
    // The view is a React root of its own, made outside \`act\` when its chunk came: its next render may
    // come a task after the change (it did, now and then, beside other files on a busy machine).
    await vi.waitFor(() => expect(noticeText()).toContain('You are offline.'));
    await act(async () => markReachable());
    await vi.waitFor(() => expect(noticeText()).toBe(''));
  });
});
