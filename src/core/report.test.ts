import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BEACON_CAP, BEACON_FLUSH_MS, ERROR_EVENT, flushReports, reportError, resetReporter, scrub, setReportSettingsSource, type ErrorReport } from './report.ts';
import { errorReports, secretsIn } from '../../test/error-reports.ts';

type Beacon = { url: string; body: Blob };
let beacons: Beacon[];
const host = window as unknown as { ResortWidgets?: { onError?: unknown } };

beforeEach(() => {
  resetReporter();
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => {
      beacons.push({ url, body });
      return true;
    },
  });
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

afterEach(() => {
  vi.useRealTimers();
  delete host.ResortWidgets;
  resetReporter();
});

const failure: ErrorReport = { widget: 'resort-cart', operation: 'GET /api/minicart', status: 500, reference: 'a1b2c3d4', message: 'The store failed to answer.' };
const payloads = async () => Promise.all(beacons.map(async (beacon) => JSON.parse(await beacon.body.text()) as { project: string; reports: Array<Record<string, unknown>> }));

describe('scrub', () => {
  it.each([
    ['Card 4111111111111111 was refused', 'Card [number] was refused'],
    ['Card 4111 1111 1111 1111 was refused', 'Card [number] was refused'],
    ['Card 4111-1111-1111-1111 was refused', 'Card [number] was refused'],
    ['No account for shopper@example.com.', 'No account for [email].'],
    ['JWT eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc123 expired', 'JWT [token] expired'],
    ['password: Resort!2026 and CVV 911', 'password: [hidden] and CVV [hidden]'],
    ['session cnon:card-nonce-ok-8a7f6e5d4c3b2a19 used', 'session cnon:[token] used'],
  ])('masks %j', (text, masked) => {
    expect(scrub(text)).toBe(masked);
  });

  it('keeps what says where it happened: ids, statuses, short numbers, words', () => {
    expect(scrub('POST /api/cart/remove/1001 answered 400 for 2 items')).toBe('POST /api/cart/remove/1001 answered 400 for 2 items');
    expect(scrub('The coupon code you entered couldn\'t be applied to your order.')).toBe("The coupon code you entered couldn't be applied to your order.");
  });

  it('keeps a call path whose ids are numbers: a numeric id is not a secret', () => {
    expect(scrub('POST /api/ui/paymentplans/schedules/1')).toBe('POST /api/ui/paymentplans/schedules/1');
    expect(scrub('GET /api/checkout/deletemediaassignment/12/true')).toBe('GET /api/checkout/deletemediaassignment/12/true');
    expect(scrub('POST /api/ui/paymentplans/schedules/12345678901')).toBe('POST /api/ui/paymentplans/schedules/12345678901');
    expect(scrub('GET /api/v2/ui/paymentplans/schedules/contacts')).toBe('GET /api/v2/ui/paymentplans/schedules/contacts');
  });

  it.each([
    // Twelve digits could begin a card number: the path is no longer read as a path.
    ['POST /api/ui/paymentplans/schedules/123456789012', 'POST [token]'],
    // A step that mixes letters and digits is a token's piece, even between slashes.
    ['GET /api/ui/paymentplans/a8f3c9e1d7', 'GET [token]'],
    ['token k1Zx/9aQ+b7Yt/3Lm0Pq8Rs= sent', 'token [hidden] sent'],
    ['key k1Zx/9aQ+b7Yt/3Lm0Pq8Rs= sent', 'key [token] sent'],
  ])('masks a slashed run that is not a path: %j', (text, masked) => {
    expect(scrub(text)).toBe(masked);
  });

  it('shortens a long text to 300 characters', () => {
    expect(scrub('word '.repeat(200))).toHaveLength(300);
  });
});

describe('reportError', () => {
  it('dispatches resort:error on window (bubbling, composed) with the detail, scrubbed', () => {
    const events: CustomEvent<ErrorReport>[] = [];
    const listen = (event: Event) => events.push(event as CustomEvent<ErrorReport>);
    window.addEventListener(ERROR_EVENT, listen);
    reportError({ ...failure, message: 'No account for shopper@example.com' });
    window.removeEventListener(ERROR_EVENT, listen);
    expect(events).toHaveLength(1);
    expect(events[0]?.bubbles).toBe(true);
    expect(events[0]?.composed).toBe(true);
    expect(events[0]?.detail).toEqual({ ...failure, message: 'No account for [email]' });
  });

  it('calls window.ResortWidgets.onError with the same detail, and a handler that throws breaks nothing', () => {
    const seen: unknown[] = [];
    host.ResortWidgets = { onError: (detail: unknown) => seen.push(detail) };
    reportError(failure);
    expect(seen).toEqual([failure]);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    host.ResortWidgets = {
      onError: () => {
        throw new Error('host bug');
      },
    };
    expect(() => reportError(failure)).not.toThrow();
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it('sends nothing by beacon without both a project code and an endpoint', async () => {
    setReportSettingsSource(() => null);
    reportError(failure);
    flushReports();
    expect(await payloads()).toEqual([]);
  });

  it('batches reports into one beacon after a short wait, with the project code and the page path', async () => {
    vi.useFakeTimers();
    setReportSettingsSource(() => ({ projectCode: 'summit', endpoint: '/api/client-errors' }));
    reportError(failure);
    reportError({ widget: 'resort-product', operation: 'render', message: 'The widget failed to render (TypeError).' });
    expect(beacons).toHaveLength(0);
    vi.advanceTimersByTime(BEACON_FLUSH_MS);
    expect(beacons.map((beacon) => beacon.url)).toEqual(['/api/client-errors']);
    const [sent] = await payloads();
    expect(sent?.project).toBe('summit');
    expect(sent?.reports.map((report) => [report.widget, report.operation, report.page])).toEqual([
      ['resort-cart', 'GET /api/minicart', '/cart'],
      ['resort-product', 'render', '/cart'],
    ]);
  });

  it('hands the element of the tag used to the event and onError, and says which copy it was, but never puts the element in the beacon', async () => {
    document.body.innerHTML = '<resort-cart></resort-cart><resort-cart></resort-cart>';
    const second = document.body.lastElementChild!;
    const handler = vi.fn();
    host.ResortWidgets = { onError: handler };
    setReportSettingsSource(() => ({ projectCode: 'summit', endpoint: '/api/client-errors' }));
    reportError({ ...failure, element: second });
    const [detail] = errorReports() as Array<ErrorReport & { element?: Element }>;
    expect(detail).toMatchObject({ widget: 'resort-cart', copy: 2 });
    expect(detail?.element).toBe(second);
    expect((handler.mock.calls[0]?.[0] as { element?: Element }).element).toBe(second);
    flushReports();
    const [sent] = await payloads();
    expect(sent?.reports[0]).toMatchObject({ widget: 'resort-cart', copy: 2, operation: 'GET /api/minicart' });
    expect(sent?.reports[0]).not.toHaveProperty('element');
    document.body.replaceChildren();
  });

  it('sends what is queued when the page is hidden or left', () => {
    setReportSettingsSource(() => ({ projectCode: 'summit', endpoint: '/api/client-errors' }));
    reportError(failure);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(1);
  });

  it(`sends at most ${BEACON_CAP} reports per page, while the event still fires for each`, async () => {
    setReportSettingsSource(() => ({ projectCode: 'summit', endpoint: '/api/client-errors' }));
    const before = errorReports().length;
    for (let i = 0; i < BEACON_CAP + 5; i += 1) {
      reportError(failure);
      if (i % 7 === 6) flushReports();
    }
    flushReports();
    const sent = (await payloads()).flatMap((payload) => payload.reports);
    expect(sent).toHaveLength(BEACON_CAP);
    expect(errorReports().length - before).toBe(BEACON_CAP + 5);
  });

  it('drops reports while the browser is offline', () => {
    setReportSettingsSource(() => ({ projectCode: 'summit', endpoint: '/api/client-errors' }));
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    reportError(failure);
    flushReports();
    expect(beacons).toHaveLength(0);
  });

  it('never throws when the browser refuses the beacon', () => {
    setReportSettingsSource(() => ({ projectCode: 'summit', endpoint: '/api/client-errors' }));
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: () => {
        throw new TypeError('refused');
      },
    });
    reportError(failure);
    expect(() => flushReports()).not.toThrow();
  });

  it('lets no secret through, in the event or the beacon', async () => {
    setReportSettingsSource(() => ({ projectCode: 'summit', endpoint: '/api/client-errors' }));
    const secretive = {
      widget: 'resort-payment-form',
      operation: 'POST /api/checkout/complete',
      reference: 'shopper@example.com',
      message: 'Card 4111 1111 1111 1111 (4111111111111111) of shopper@example.com refused; password Resort!2026x token abcdef0123456789abcdef0123',
    };
    const detail = reportError(secretive);
    flushReports();
    expect(secretsIn([detail, ...(await payloads())])).toEqual([]);
    expect(detail.message).not.toMatch(/abcdef0123456789/);
  });
});
