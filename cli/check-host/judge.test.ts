// @vitest-environment node
import * as z from 'zod/mini';
import { hostCall, type HostCall } from '../../src/api/host-calls.ts';
import type { Exchange } from './http.ts';
import { judge } from './judge.ts';

const call = (extra: Partial<HostCall> = {}): HostCall =>
  hostCall({ name: 'product', method: 'GET', path: '/api/product/{id}', schema: z.object({ Id: z.number(), Name: z.string() }), sends: 'read', who: 'guest', ...extra });
const answer = (status: number, text: string, contentType = 'application/json', location: string | null = null): Exchange => ({ kind: 'answer', status, ms: 12, contentType, location, text });

describe('judging an answer', () => {
  it('passes an answer the schema reads, giving its parsed value', () => {
    expect(judge(call(), answer(200, '{"Id":1,"Name":"Pass","Extra":true}'), false)).toEqual({ ok: true, value: { Id: 1, Name: 'Pass' } });
  });

  it('fails an answer of the wrong shape with its first issues', () => {
    expect(judge(call(), answer(200, '{"Id":"1"}'), false)).toEqual({
      ok: false,
      status: 200,
      reason: "the answer does not match the widget's schema",
      issues: ['Id: expected a number, got "1"', 'Name: missing (expected a string)'],
    });
  });

  it('fails an HTML page whatever its status, naming the page', () => {
    const page = '<!DOCTYPE html><html><head><title>  Sign in\n </title></head></html>';
    expect(judge(call(), answer(200, page, 'text/html; charset=utf-8'), false)).toMatchObject({ ok: false, reason: 'answered an HTML page (titled "Sign in"), not JSON' });
    expect(judge(call(), answer(200, '<p>Oops</p>', 'application/json'), false)).toMatchObject({ ok: false, reason: 'answered an HTML page (starting "<p>Oops</p>"), not JSON' });
  });

  it('passes a file where the widget downloads one (a CSV export), and fails a page or an error there', () => {
    const exportCall = call({ name: 'export', file: { accept: 'text/csv' } });
    expect(judge(exportCall, answer(200, 'Id,Name\n1,Pass\n', 'text/csv; charset=utf-8'), false)).toEqual({ ok: true, value: null, note: 'a file (text/csv, 15 bytes): its contents were not checked' });
    expect(judge(exportCall, answer(200, '<html><title>Error</title></html>', 'text/html'), false)).toMatchObject({ ok: false, reason: 'answered an HTML page (titled "Error"), not a file' });
    expect(judge(exportCall, answer(400, '{"message":"Bad dates."}'), false)).toMatchObject({ ok: false, status: 400, reason: 'HTTP 400: Bad dates.' });
  });

  it('fails text that is not JSON', () => {
    expect(judge(call(), answer(200, 'OK', 'text/plain'), false)).toMatchObject({ ok: false, reason: 'answered not JSON (starting "OK")' });
  });

  it('reads an empty answer as null, as the widgets do (a 204)', () => {
    expect(judge(call({ schema: z.nullable(z.object({})) }), answer(204, '', ''), false)).toEqual({ ok: true, value: null });
  });

  it('fails a redirect, saying when it goes to the sign-in page', () => {
    expect(judge(call(), answer(302, '', 'text/html', '/login?returnUrl=%2F'), false)).toMatchObject({
      ok: false,
      status: 302,
      reason: 'redirected to /login?returnUrl=%2F: the sign-in page, so the session is not signed in as the call needs',
    });
  });

  it('fails an error status with the message the store gave', () => {
    expect(judge(call(), answer(500, '{"message":"Something went wrong."}'), false)).toEqual({ ok: false, status: 500, reason: 'HTTP 500: Something went wrong.', issues: [] });
  });

  it("fails an error status with the store's field errors when it gives no message", () => {
    expect(judge(call(), answer(400, '{"Password":["Your account or password is incorrect."],"":["Locked."]}'), false)).toMatchObject({ reason: 'HTTP 400: Password: Your account or password is incorrect.; Locked.' });
  });

  it('passes an error status the widget reads as an answer', () => {
    expect(judge(call({ answers: [404] }), answer(404, '{}'), false)).toMatchObject({ ok: true, note: '404, which the widget reads as an answer' });
  });

  it('passes a refusal of a made-up value when it carries the message the widget shows, and only then', () => {
    const refusal = answer(400, '{"success":false,"message":"The coupon code you entered couldn\'t be applied."}');
    expect(judge(call(), refusal, true)).toMatchObject({ ok: true, note: 'refused a made-up value with "The coupon code you entered couldn\'t be applied.", which the widget shows' });
    expect(judge(call(), refusal, false)).toMatchObject({ ok: false, reason: "HTTP 400: The coupon code you entered couldn't be applied." });
    expect(judge(call(), answer(400, '{}'), true)).toMatchObject({ ok: false, reason: 'HTTP 400' });
  });

  it('fails list entries the widget would leave out, by index', () => {
    const categories = call({ schema: z.array(z.unknown()), entries: z.object({ Id: z.number(), Name: z.string() }) });
    expect(judge(categories, answer(200, '[{"Id":1,"Name":"Passes"},{"Id":2}]'), false)).toEqual({ ok: false, status: 200, reason: 'entries the widget would leave out', issues: ['[1].Name: missing (expected a string)'] });
  });

  it('passes an empty list, saying nothing inside it was checked', () => {
    expect(judge(call({ schema: z.array(z.number()) }), answer(200, '[]'), false)).toMatchObject({ ok: true, note: 'an empty list: nothing inside it was checked' });
  });

  it('fails a hang and an unreachable store without an exception', () => {
    expect(judge(call(), { kind: 'timeout', ms: 15000 }, false)).toMatchObject({ ok: false, reason: 'no answer within 15.0 s (timed out)' });
    expect(judge(call(), { kind: 'network', ms: 3, message: 'connect ECONNREFUSED 127.0.0.1:80' }, false)).toMatchObject({ ok: false, reason: 'could not reach the store: connect ECONNREFUSED 127.0.0.1:80' });
  });
});
