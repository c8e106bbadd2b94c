// @vitest-environment node
import { CookieJar, exchange, type Fetch } from './http.ts';

const STORE = new URL('http://store.test/api/minicart');
const send = (fetch: Fetch) => exchange(fetch, new CookieJar(), STORE, { method: 'GET', headers: new Headers(), timeoutMs: 50 });

describe('one request to the store, within its time limit', () => {
  it('gives up on a store that never answers, even where the fetch does not heed the abort', async () => {
    const neverAnswers: Fetch = () => new Promise<Response>(() => undefined);
    await expect(send(neverAnswers)).resolves.toMatchObject({ kind: 'timeout' });
  });

  it('counts the whole answer: a body that never ends is a timeout too', async () => {
    const endless: Fetch = () => Promise.resolve(new Response(new ReadableStream({ start: () => undefined }), { status: 200 }));
    await expect(send(endless)).resolves.toMatchObject({ kind: 'timeout' });
  });

  it('reads an answer that comes in time', async () => {
    const answers: Fetch = () => Promise.resolve(Response.json({ TotalProducts: 1 }, { headers: { 'Set-Cookie': 'session=abc; Path=/' } }));
    await expect(send(answers)).resolves.toMatchObject({ kind: 'answer', status: 200, text: '{"TotalProducts":1}', contentType: 'application/json' });
  });

  it('says why a connection failed', async () => {
    const refused: Fetch = () => Promise.reject(new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }) }));
    await expect(send(refused)).resolves.toEqual({ kind: 'network', ms: expect.any(Number) as number, message: 'connect ECONNREFUSED 127.0.0.1:9' });
  });
});
