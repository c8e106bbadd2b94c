import { http, HttpResponse, delay } from 'msw';
import * as z from 'zod/mini';
import * as api from './client.ts';
import { navigation } from './client.ts';
import { DEFAULT_TIMEOUT_MS, TIMESTAMP_PARAM, requestHeaders, type BodyKind, type Method } from './request-shape.ts';
import { setPageData } from '../stores/page-data-actions.ts';
import { startMswServer } from '../../test/msw.ts';
import { connectionState, onConnectionChange, type ConnectionState } from './connection.ts';
import { MAX_BUSY_TRIES, MAX_REQUESTS_PER_MINUTE, MAX_RETRY_AFTER_MS, RETRY_AFTER_SPREAD_MS } from './retry-rules.ts';

const server = startMswServer();
const okSchema = z.object({ success: z.boolean() });
let seen: Request[] = [];
/** When each request left (ms), in the order of `seen`. */
let sentAt: number[] = [];

beforeEach(() => {
  seen = [];
  sentAt = [];
  api.invalidate();
  setPageData({});
  document.body.innerHTML = '<input type="hidden" name="__RequestVerificationToken" value="token-123">';
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => {
    seen.push(request.clone());
    sentAt.push(Date.now());
  });
});

describe('the API client', () => {
  it('adds a ts timestamp to every GET', async () => {
    server.use(http.get('/api/thing', () => HttpResponse.json({ success: true })));
    const result = await api.get('/api/thing', okSchema);
    expect(result).toEqual({ ok: true, data: { success: true } });
    expect(new URL(seen[0]!.url).searchParams.get('ts')).toMatch(/^\d+$/);
  });

  it('sends JSON POSTs with X-Requested-With, no-cache headers and the anti-forgery token', async () => {
    server.use(http.post('/api/thing', () => HttpResponse.json({ success: true })));
    await api.postJson('/api/thing', { Email: 'a@b.c' }, okSchema);
    const request = seen[0]!;
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request.headers.get('Cache-Control')).toBe('no-cache');
    expect(request.headers.get('Content-Type')).toContain('application/json');
    expect(request.headers.get('RequestVerificationToken')).toBe('token-123');
    expect(await request.json()).toEqual({ Email: 'a@b.c' });
  });

  it('sends form posts urlencoded with the XMLHttpRequest header', async () => {
    server.use(http.post('/form', () => HttpResponse.json({ success: true })));
    await api.postForm('/form', { id: 42, name: 'a b' }, okSchema);
    const request = seen[0]!;
    expect(request.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(await request.text()).toBe('id=42&name=a+b');
  });

  // `resort-widgets check-host` and the client both send with request-shape.ts; this holds what
  // reaches the store, after ky and the client's hooks, to it.
  it.each<[Method, BodyKind, () => Promise<unknown>]>([
    ['GET', 'none', () => api.get('/api/thing', okSchema)],
    ['POST', 'json', () => api.postJson('/api/thing', { a: 1 }, okSchema)],
    ['POST', 'form', () => api.postForm('/api/thing', { a: 1 }, okSchema)],
    ['PUT', 'json', () => api.putJson('/api/thing', { a: 1 }, okSchema)],
    ['DELETE', 'none', () => api.delete('/api/thing', okSchema)],
  ])('sends a %s with a %s body exactly as check-host does (request-shape.ts)', async (method, kind, call) => {
    server.use(http.all('/api/thing', () => HttpResponse.json({ success: true })));
    await call();
    const request = seen[0]!;
    expect(request.method).toBe(method);
    const lowerCased = (headers: Headers) => Object.fromEntries([...headers].map(([name, value]) => [name.toLowerCase(), value]));
    const sent = lowerCased(request.headers);
    const token = sent.requestverificationtoken;
    delete sent.requestverificationtoken;
    delete sent['content-length'];
    expect(sent).toEqual(lowerCased(requestHeaders(method, kind)));
    expect(token).toBe(method === 'GET' ? undefined : 'token-123');
    expect(new URL(request.url).searchParams.has(TIMESTAMP_PARAM)).toBe(method === 'GET');
    expect(api.DEFAULT_TIMEOUT_MS).toBe(DEFAULT_TIMEOUT_MS);
  });

  it('only logs a missing anti-forgery token and still sends the call', async () => {
    document.body.innerHTML = '';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post('/form', () => HttpResponse.json({ success: true })));
    const result = await api.postForm('/form', { id: 1 }, okSchema);
    expect(result.ok).toBe(true);
    expect(seen[0]!.headers.has('RequestVerificationToken')).toBe(false);
    expect(warn.mock.calls.flat().join(' ')).toContain('anti-forgery');
  });

  it('adds Recaptcha-Token and Recaptcha-Action when captcha is enabled', async () => {
    setPageData({ CaptchaSettings: { IsEnabled: true, SiteKey: 'site-key' } });
    const execute = vi.fn(async () => 'captcha-token');
    (globalThis as Record<string, unknown>).grecaptcha = { ready: (callback: () => void) => callback(), execute };
    server.use(http.post('/api/vouchers/validate', () => HttpResponse.json({ success: true })));
    await api.postJson('/api/vouchers/validate', null, okSchema, { captchaAction: 'vouchers' });
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'vouchers' });
    expect(seen[0]!.headers.get('Recaptcha-Token')).toBe('captcha-token');
    expect(seen[0]!.headers.get('Recaptcha-Action')).toBe('vouchers');
    delete (globalThis as Record<string, unknown>).grecaptcha;
  });

  it('sends no captcha headers when captcha is off', async () => {
    server.use(http.post('/x', () => HttpResponse.json({ success: true })));
    await api.postJson('/x', null, okSchema, { captchaAction: 'vouchers' });
    expect(seen[0]!.headers.has('Recaptcha-Token')).toBe(false);
  });

  it.each([401, 403])('sends the browser to /login on %i', async (status) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const toLogin = vi.spyOn(navigation, 'toLogin').mockImplementation(() => {});
    server.use(http.get('/api/private', () => new HttpResponse(null, { status })));
    const result = await api.get('/api/private', okSchema);
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status } });
    expect(toLogin).toHaveBeenCalledTimes(1);
  });

  it('turns an answer of the wrong shape into an invalid-response error and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/thing', () => HttpResponse.json({ success: 'yes' })));
    const result = await api.get('/api/thing', okSchema);
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
    expect(error.mock.calls[0]?.[0]).toContain('success: expected boolean');
  });

  it('turns an answer that is not JSON into an invalid-response error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/thing', () => HttpResponse.text('<html>oops</html>')));
    expect(await api.get('/api/thing', okSchema)).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });

  it('reports a 500 as an http error with the server message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/thing', () => HttpResponse.json({ message: 'Database down' }, { status: 500 })));
    expect(await api.get('/api/thing', okSchema)).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 500, serverMessage: 'Database down' },
    });
  });

  it('reports a dropped network as a network error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/thing', () => HttpResponse.error()));
    expect(await api.get('/api/thing', okSchema)).toMatchObject({ ok: false, error: { kind: 'network' } });
  });

  it('neither logs nor reports a call the browser ended as the shopper left the page (WebKit: "Load failed")', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/thing', () => HttpResponse.error()));
    window.dispatchEvent(new Event('pagehide'));
    try {
      expect(await api.get('/api/thing', okSchema)).toMatchObject({ ok: false, error: { kind: 'network', message: 'The call was cancelled' } });
    } finally {
      window.dispatchEvent(new Event('pageshow'));
    }
    expect(error).not.toHaveBeenCalled();
    expect(await api.get('/api/thing', okSchema)).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('neither logs nor reports a call ended by a navigation the page did not begin (an address typed)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('/api/thing', async () => {
        // The shopper types another address while the call waits: WebKit then fails the call.
        window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
        return HttpResponse.error();
      }),
    );
    try {
      expect(await api.get('/api/thing', okSchema)).toMatchObject({ ok: false, error: { kind: 'network', message: 'The call was cancelled' } });
    } finally {
      window.dispatchEvent(new Event('pageshow'));
    }
    expect(error).not.toHaveBeenCalled();
  });

  it('reports a slow answer as a timeout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('/api/slow', async () => {
        await delay(200);
        return HttpResponse.json({ success: true });
      }),
    );
    expect(await api.get('/api/slow', okSchema, { timeout: 30 })).toMatchObject({ ok: false, error: { kind: 'timeout' } });
  });

  it('ends a call the widget aborts while it is out, without a timeout or a report', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const errors: Event[] = [];
    const listen = (event: Event) => void errors.push(event);
    window.addEventListener('resort:error', listen);
    let arrived!: () => void;
    const out = new Promise<void>((resolve) => (arrived = resolve));
    server.use(
      http.get('/api/slow', async () => {
        arrived();
        await delay('infinite');
        return HttpResponse.json({ success: true });
      }),
    );
    const controller = new AbortController();
    const call = api.get('/api/slow', okSchema, { signal: controller.signal, fresh: true });
    await out;
    controller.abort();
    const result = await call;
    window.removeEventListener('resort:error', listen);
    expect(result).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(errors).toEqual([]);
  });

  it('shares one request between identical GETs made at once', async () => {
    server.use(http.get('/api/minicart', () => HttpResponse.json({ success: true })));
    const results = await Promise.all([api.get('/api/minicart', okSchema), api.get('/api/minicart', okSchema), api.get('/api/minicart', okSchema)]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it('asks again on a fresh GET and after a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/minicart', () => HttpResponse.json({ success: true })));
    await api.get('/api/minicart', okSchema);
    await api.get('/api/minicart', okSchema, { fresh: true });
    expect(seen).toHaveLength(2);
    server.use(http.get('/api/broken', () => new HttpResponse(null, { status: 500 })));
    await api.get('/api/broken', okSchema);
    await api.get('/api/broken', okSchema);
    expect(seen).toHaveLength(4);
  });
});

describe('the API client on a busy or unreachable store', () => {
  const busy = (retryAfter: string) => () => new HttpResponse(null, { status: 503, headers: { 'Retry-After': retryAfter } });
  const sent = (path: string) => seen.filter((request) => new URL(request.url).pathname === path);
  const setOnline = (online: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => setOnline(true));

  it('waits a 10 s Retry-After before asking again, and says the store is busy meanwhile', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    server.use(http.get('/api/busy', busy('10')));
    const states: ConnectionState['busy'][] = [];
    const stop = onConnectionChange((state) => states.push(state.busy));
    const controller = new AbortController();
    const asked = Date.now();
    const call = api.get('/api/busy', okSchema, { signal: controller.signal });
    await vi.waitFor(() => expect(typeof states.at(-1)?.retryAt).toBe('number'));
    const retryIn = states.at(-1)!.retryAt - asked;
    expect(retryIn).toBeGreaterThanOrEqual(10_000);
    expect(retryIn).toBeLessThan(10_000 + 2_000);
    expect(sent('/api/busy')).toHaveLength(1);
    // The shopper leaves before the store recovers: nothing more is sent, and the notice clears.
    controller.abort();
    expect(await call).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(sent('/api/busy')).toHaveLength(1);
    expect(states.at(-1)).toBeNull();
    stop();
  });

  it('sends a POST again after a 503 (the store did not act) and answers with the store’s answer', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    server.use(http.post('/api/add', busy('0'), { once: true }), http.post('/api/add', () => HttpResponse.json({ success: true })));
    expect(await api.postForm('/api/add', { id: 1 }, okSchema)).toEqual({ ok: true, data: { success: true } });
    expect(sent('/api/add')).toHaveLength(2);
  });

  it('gives up after the last busy try with the store’s status', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    server.use(http.get('/api/busy', busy('0')));
    expect(await api.get('/api/busy', okSchema)).toMatchObject({ ok: false, error: { kind: 'http', status: 503 } });
    expect(sent('/api/busy')).toHaveLength(MAX_BUSY_TRIES);
  });

  it('never sends a POST again after a dropped connection (it may have been applied), unless it carries an idempotency key', async () => {
    server.use(http.post('/api/place', () => HttpResponse.error()));
    expect(await api.postJson('/api/place', { a: 1 }, okSchema)).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(sent('/api/place')).toHaveLength(1);

    vi.spyOn(Math, 'random').mockReturnValue(0);
    server.use(http.post('/api/place', () => HttpResponse.error(), { once: true }), http.post('/api/place', () => HttpResponse.json({ success: true })));
    expect(await api.postJson('/api/place', { a: 1 }, okSchema, { idempotencyKey: 'order-7' })).toMatchObject({ ok: true });
    const keyed = sent('/api/place').slice(1);
    expect(keyed.map((request) => request.headers.get('Idempotency-Key'))).toEqual(['order-7', 'order-7']);
  });

  it(`sends at most ${MAX_REQUESTS_PER_MINUTE} requests a minute to one resource and holds the next`, async () => {
    server.use(http.get('/api/often', () => HttpResponse.json({ success: true })), http.get('/api/other', () => HttpResponse.json({ success: true })));
    const first = await Promise.all(Array.from({ length: MAX_REQUESTS_PER_MINUTE }, () => api.get('/api/often', okSchema, { fresh: true })));
    expect(first.every((result) => result.ok)).toBe(true);
    const controller = new AbortController();
    const held = api.get('/api/often', okSchema, { fresh: true, signal: controller.signal });
    expect(await api.get('/api/other', okSchema)).toMatchObject({ ok: true });
    expect(sent('/api/often')).toHaveLength(MAX_REQUESTS_PER_MINUTE);
    controller.abort();
    expect(await held).toMatchObject({ ok: false });
    expect(sent('/api/often')).toHaveLength(MAX_REQUESTS_PER_MINUTE);
  });

  it('offline, sends nothing and says so; back online, sends the call without a reload', async () => {
    server.use(http.get('/api/minicart', () => HttpResponse.json({ success: true })));
    setOnline(false);
    const call = api.get('/api/minicart', okSchema);
    await vi.waitFor(() => expect(connectionState().offline).toBe(true));
    expect(sent('/api/minicart')).toHaveLength(0);
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    expect(await call).toEqual({ ok: true, data: { success: true } });
    expect(sent('/api/minicart')).toHaveLength(1);
    expect(connectionState().offline).toBe(false);
  });

  it('waits a Retry-After given as an HTTP date (ky’s afterStatusCodes), plus the spread', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    // An HTTP date has whole seconds: the next whole second at least one second from now.
    const at = Math.ceil((Date.now() + 1000) / 1000) * 1000;
    server.use(http.get('/api/busy', busy(new Date(at).toUTCString()), { once: true }), http.get('/api/busy', () => HttpResponse.json({ success: true })));
    expect(await api.get('/api/busy', okSchema)).toEqual({ ok: true, data: { success: true } });
    expect(sent('/api/busy')).toHaveLength(2);
    // Timers may fire a few ms early on a busy machine; never a whole spread early.
    expect(sentAt[1]!).toBeGreaterThanOrEqual(at + RETRY_AFTER_SPREAD_MS / 2 - 20);
  });

  it('backs off 250 ms, then 500 ms, when a busy store gives no Retry-After (ky’s delay, jitter and cap)', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const noAdvice = () => new HttpResponse(null, { status: 429 });
    server.use(http.get('/api/busy', noAdvice, { once: true }), http.get('/api/busy', noAdvice, { once: true }), http.get('/api/busy', () => HttpResponse.json({ success: true })));
    expect(await api.get('/api/busy', okSchema)).toEqual({ ok: true, data: { success: true } });
    const gaps = sentAt.slice(1).map((at, i) => at - sentAt[i]!);
    expect(gaps).toHaveLength(2);
    expect(gaps[0]).toBeGreaterThanOrEqual(250 - 20);
    expect(gaps[1]).toBeGreaterThanOrEqual(500 - 20);
    expect(gaps[1]).toBeLessThan(500 + 1000);
  });

  it('reads a Retry-After that is no number of seconds and no date as no advice: a backoff, not a long wait', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    server.use(http.get('/api/busy', busy('soon'), { once: true }), http.get('/api/busy', () => HttpResponse.json({ success: true })));
    const asked = Date.now();
    expect(await api.get('/api/busy', okSchema)).toMatchObject({ ok: true });
    expect(Date.now() - asked).toBeLessThan(3000);
  });

  it('does not ask again a store that asks for longer than the longest wait: the call ends with its answer', async () => {
    server.use(http.post('/api/login', busy(String(MAX_RETRY_AFTER_MS / 1000 + 60))));
    expect(await api.postForm('/api/login', { a: 1 }, okSchema)).toMatchObject({ ok: false, error: { kind: 'http', status: 503 } });
    expect(sent('/api/login')).toHaveLength(1);
    expect(connectionState().busy).toBeNull();
  });

  it.each([
    ['a 500', () => new HttpResponse(null, { status: 500 })],
    ['a 502 to a POST', () => new HttpResponse(null, { status: 502 })],
  ])('does not ask again after %s', async (_name, answer) => {
    server.use(http.post('/api/add', answer));
    expect(await api.postJson('/api/add', { a: 1 }, okSchema)).toMatchObject({ ok: false, error: { kind: 'http' } });
    expect(sent('/api/add')).toHaveLength(1);
  });

  it('does not send a call again after a timeout', async () => {
    server.use(
      http.get('/api/slow', async () => {
        await delay(200);
        return HttpResponse.json({ success: true });
      }),
    );
    expect(await api.get('/api/slow', okSchema, { timeout: 30 })).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(sent('/api/slow')).toHaveLength(1);
  });

  it('gives up, unreported, a retry whose page ended while it waited', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const errors: Event[] = [];
    const listen = (event: Event) => void errors.push(event);
    window.addEventListener('resort:error', listen);
    server.use(http.get('/api/busy', busy('1')));
    const call = api.get('/api/busy', okSchema);
    await vi.waitFor(() => expect(connectionState().busy).not.toBeNull());
    api.startNewPage();
    expect(await call).toMatchObject({ ok: false, error: { kind: 'network' } });
    window.removeEventListener('resort:error', listen);
    expect(sent('/api/busy')).toHaveLength(1);
    expect(errors).toEqual([]);
    expect(connectionState().busy).toBeNull();
  });

  it('counts a failed fetch as offline until the store answers again', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    server.use(http.get('/api/down', () => HttpResponse.error()), http.get('/api/up', () => HttpResponse.json({ success: true })));
    await api.get('/api/down', okSchema);
    expect(connectionState().offline).toBe(true);
    await api.get('/api/up', okSchema);
    expect(connectionState().offline).toBe(false);
  });
});
