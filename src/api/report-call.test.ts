import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import * as api from './client.ts';
import { claimCalls, refusedCall, widgetOfPath } from './report-call.ts';
import { maskedPath } from './report-call-build.ts';
import { errorReports } from '../../test/error-reports.ts';
import { startMswServer } from '../../test/msw.ts';

const server = startMswServer();
const okSchema = z.object({ success: z.boolean() });

beforeEach(() => {
  api.invalidate();
  document.body.innerHTML = '<input type="hidden" name="__RequestVerificationToken" value="token-123">';
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  claimCalls('resort-thing', '/api/thing');
  claimCalls('resort-thing-admin', '/api/thing/admin/');
});

afterEach(() => vi.restoreAllMocks());

describe('the path a report carries', () => {
  it('masks the parts a call declares personal, and any other part holding a digit', () => {
    claimCalls('resort-thing', '/api/thing/code/{code}', '/api/thing/{thingId}/members/{memberId}');
    expect(maskedPath('/api/thing/code/SUMMER')).toBe('/api/thing/code/{code}');
    expect(maskedPath('/API/Thing/42/members/7')).toBe('/API/Thing/{thingId}/members/{memberId}');
    expect(maskedPath('/api/thing/orders/1042')).toBe('/api/thing/orders/{value}');
    expect(maskedPath('/api/thing/4111111111111111/card')).toBe('/api/thing/{value}/card');
    expect(maskedPath('/api/thing/cart')).toBe('/api/thing/cart');
  });

  it('still names the widget by the path before a declared part', () => {
    claimCalls('resort-thing-code', '/api/thing-code/{code}');
    expect(widgetOfPath('/api/thing-code/SUMMER')).toBe('resort-thing-code');
  });
});

describe('a failed call is reported once', () => {
  it('names the widget that claimed the path, the call, its status and the store’s X-Request-Id', async () => {
    server.use(http.post('/api/thing/7', () => HttpResponse.json({ message: 'Choose a date first.' }, { status: 400, headers: { 'X-Request-Id': 'ab12cd34' } })));
    const result = await api.postJson('/api/thing/7', { Email: 'shopper@example.com', Password: 'Resort!2026' }, okSchema);
    expect(result.ok).toBe(false);
    expect(errorReports()).toEqual([{ widget: 'resort-thing', operation: 'POST /api/thing/{value}', status: 400, reference: 'ab12cd34', message: 'Choose a date first.' }]);
  });

  it('never carries a server error’s text, a query string or the request body', async () => {
    server.use(http.get('/api/thing', () => HttpResponse.json({ message: 'ERROR: relation "customers" shopper@example.com' }, { status: 500 })));
    await api.get('/api/thing', okSchema, { searchParams: { email: 'shopper@example.com' } });
    expect(errorReports()).toEqual([{ widget: 'resort-thing', operation: 'GET /api/thing', status: 500, message: 'The store failed to answer.' }]);
  });

  it('reports an answer of the wrong shape with the reference of that answer', async () => {
    server.use(http.get('/api/thing', () => HttpResponse.json({ nope: 1 }, { headers: { 'X-Request-Id': 'ef56' } })));
    await api.get('/api/thing', okSchema);
    expect(errorReports()).toEqual([{ widget: 'resort-thing', operation: 'GET /api/thing', reference: 'ef56', message: 'The answer did not have the expected shape.' }]);
  });

  it('does not report a call the widget cancelled itself', async () => {
    server.use(http.get('/api/thing', () => HttpResponse.json({ success: true })));
    const controller = new AbortController();
    controller.abort();
    await api.get('/api/thing', okSchema, { signal: controller.signal });
    expect(errorReports()).toEqual([]);
  });

  it('reports a refusal in an answer’s body (success: false) as what failed, with the store’s message', () => {
    const error = refusedCall('GET', '/api/thing/apply/X', 'The coupon code you entered couldn\'t be applied to your order.', 'Code refused');
    expect(error.kind).toBe('refused');
    expect(errorReports()).toEqual([{ widget: 'resort-thing', operation: 'GET /api/thing/apply/X', message: "Code refused: The coupon code you entered couldn't be applied to your order." }]);
  });

  it('reports a body refusal without a message as what failed alone', () => {
    refusedCall('POST', '/api/thing/add', undefined, 'Could not add item to cart');
    expect(errorReports()).toEqual([{ widget: 'resort-thing', operation: 'POST /api/thing/add', message: 'Could not add item to cart' }]);
  });

  it('picks the longest claimed prefix; an unclaimed path is the library’s', () => {
    expect(widgetOfPath('/api/thing/admin/1')).toBe('resort-thing-admin');
    expect(widgetOfPath('/api/other')).toBe('resort-widgets');
  });
});
