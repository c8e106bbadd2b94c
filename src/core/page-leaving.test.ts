import { NAVIGATION_GRACE_MS, pageIsLeaving, underWay } from './page-leaving.ts';

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  anchor.textContent = 'Shop';
  document.body.append(anchor);
  return anchor;
}

/** A click, which the page's own scripts may prevent. */
function click(target: Element, init: MouseEventInit = {}, prevent = false): void {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0, ...init });
  if (prevent) target.addEventListener('click', (e) => e.preventDefault(), { once: true });
  target.dispatchEvent(event);
}

beforeAll(() => {
  // The browser would follow the link after the click; the test window stays where it is.
  (window as unknown as { happyDOM: { settings: { navigation: { disableMainFrameNavigation: boolean } } } }).happyDOM.settings.navigation.disableMainFrameNavigation = true;
});

beforeEach(() => {
  document.body.replaceChildren();
  window.dispatchEvent(new Event('pageshow'));
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => vi.useRealTimers());

describe('whether the shopper is leaving the page', () => {
  it('is not, on a page at rest', () => {
    expect(pageIsLeaving()).toBe(false);
  });

  it('is, from pagehide until a pageshow brings the page back', () => {
    window.dispatchEvent(new Event('pagehide'));
    expect(pageIsLeaving()).toBe(true);
    window.dispatchEvent(new Event('pageshow'));
    expect(pageIsLeaving()).toBe(false);
  });

  it('is, once a link to another page is followed, for the grace a slow next page may take', () => {
    click(link('/cart'));
    expect(pageIsLeaving()).toBe(true);
    vi.advanceTimersByTime(NAVIGATION_GRACE_MS - 1);
    expect(pageIsLeaving()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(pageIsLeaving()).toBe(false);
  });

  it('is, once a link inside a shadow root is followed', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const anchor = document.createElement('a');
    anchor.href = '/login';
    host.attachShadow({ mode: 'open' }).append(anchor);
    click(anchor);
    expect(pageIsLeaving()).toBe(true);
  });

  it('is not, when the page prevents the link (a script handles it)', () => {
    click(link('/cart'), {}, true);
    expect(pageIsLeaving()).toBe(false);
  });

  it.each([
    ['a link within the page', link('#terms'), {}],
    ['a script link', link('javascript:void 0'), {}],
    ['a link into a new tab', link('/cart', { target: '_blank' }), {}],
    ['a download', link('/invoice.pdf', { download: '' }), {}],
    ['a Ctrl-click', link('/cart'), { ctrlKey: true }],
    ['a Cmd-click', link('/cart'), { metaKey: true }],
    ['a middle click', link('/cart'), { button: 1 }],
  ] as const)('is not, after %s', (_what, anchor, init) => {
    click(anchor, init);
    expect(pageIsLeaving()).toBe(false);
  });

  it('is, once a form is submitted in place, and not when a script takes the submit', () => {
    const form = document.createElement('form');
    form.action = '/search';
    document.body.append(form);
    form.addEventListener('submit', (e) => e.preventDefault(), { once: true });
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(pageIsLeaving()).toBe(false);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(pageIsLeaving()).toBe(true);
  });

  it('is not, after a form that opens its answer in a new tab', () => {
    const form = document.createElement('form');
    form.target = '_blank';
    document.body.append(form);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(pageIsLeaving()).toBe(false);
  });

  describe('a navigation the page did not begin (an address typed, the back button)', () => {
    const beforeunload = (prevent = false) => {
      const event = new Event('beforeunload', { cancelable: true });
      if (prevent) window.addEventListener('beforeunload', (e) => e.preventDefault(), { once: true });
      window.dispatchEvent(event);
    };

    it('is leaving, while a call is under way, for the grace a slow next page may take', () => {
      const over = underWay();
      beforeunload();
      over();
      expect(pageIsLeaving()).toBe(true);
      vi.advanceTimersByTime(NAVIGATION_GRACE_MS);
      expect(pageIsLeaving()).toBe(false);
    });

    it('is not listened for on a page at rest, which keeps its place in the back-forward cache', () => {
      const listen = vi.spyOn(window, 'addEventListener');
      const forget = vi.spyOn(window, 'removeEventListener');
      const first = underWay();
      const second = underWay();
      expect(listen.mock.calls.filter(([type]) => type === 'beforeunload')).toHaveLength(1);
      first();
      first();
      expect(forget.mock.calls.filter(([type]) => type === 'beforeunload')).toHaveLength(0);
      second();
      expect(forget.mock.calls.filter(([type]) => type === 'beforeunload')).toHaveLength(1);
      listen.mockRestore();
      forget.mockRestore();
      beforeunload();
      expect(pageIsLeaving()).toBe(false);
    });

    it('is not leaving when a script asks the shopper to stay', () => {
      const over = underWay();
      beforeunload(true);
      over();
      expect(pageIsLeaving()).toBe(false);
    });
  });
});
