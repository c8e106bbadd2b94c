import { http, HttpResponse, delay } from 'msw';
import * as z from 'zod/mini';
import * as api from './client.ts';
import { navigation } from './client.ts';
import { DEFAULT_TIMEOUT_MS, TIMESTAMP_PARAM, requestHeaders, type BodyKind, type Method } from './request-shape.ts';
import { setPageData } from '../stores/page-data-actions.ts';
import { startMswServer } from '../../test/msw.ts';
import { connectionState, onConnectionChange, type ConnectionState } from './connection.ts';
import { MAX_BUSY_TRIES, MAX_REQUESTS_PER_MINUTE } from './retry-rules.ts';

const server = startMswServer();
const okSchema = z.object({ success: z.boolean() });
let seen: Request[] = [];

beforeEach(() => {
  seen = [];
  api.invalidate();
  setPageData({});
  document.body.innerHTML = '<input type="hidden" name="__RequestVerificationToken" value="token-123">';
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => void seen.push(request.clone()));
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

  // `resort-widgets check-host` sends with request-shape.ts; the client writes the same out itself
  // (a shared function would cost every bundle bytes), so this holds the two together.
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

  it('counts a failed fetch as offline until the store answers again', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    server.use(http.get('/api/down', () => HttpResponse.error()), http.get('/api/up', () => HttpResponse.json({ success: true })));
    await api.get('/api/down', okSchema);
    expect(connectionState().offline).toBe(true);
    await api.get('/api/up', okSchema);
    expect(connectionState().offline).toBe(false);
  });
});
