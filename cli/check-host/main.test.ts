// @vitest-environment node
import * as z from 'zod/mini';
import { FILE_ANSWER, hostCall, type CallFamily } from '../../src/api/host-calls.ts';
import { callRegistry } from '../../widgets/calls.ts';
import { PASSWORD_ENV } from './args.ts';
import { checkHost, type CheckHostIo } from './main.ts';

/** A store that answers every page with an empty page and every call with `{}`. */
const emptyStore = async (request: Request) =>
  new URL(request.url).pathname.startsWith('/api/') ? Response.json({}) : new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } });

function io(extra: Partial<CheckHostIo> = {}) {
  const seen = { out: '', err: '', prompts: [] as string[], requests: [] as Request[] };
  const value: CheckHostIo = {
    fetch: (request) => {
      seen.requests.push(request);
      return emptyStore(request);
    },
    print: (text) => (seen.out += text),
    status: { write: (text) => (seen.err += text), live: false },
    env: {},
    readSecret: (prompt) => {
      seen.prompts.push(prompt);
      return Promise.resolve(null);
    },
    ...extra,
  };
  return { io: value, seen };
}

describe('resort-widgets check-host, the command', () => {
  it('shows a progress line in a terminal, rewritten in place and cleared at the end', async () => {
    const { io: terminal, seen } = io({ status: { write: (text) => (seen.err += text), live: true } });
    await checkHost(['http://s.test/'], callRegistry, terminal);
    const clear = '\r\x1b[2K';
    expect(seen.err.startsWith(`${clear}[1/`)).toBe(true);
    expect(seen.err).toContain(`${clear}[2/`);
    expect(seen.err).toContain('GET /api/minicart');
    expect(seen.err.endsWith(clear)).toBe(true);
  });

  it('writes nothing but the report when its output is not a terminal', async () => {
    const { io: piped, seen } = io();
    expect(await checkHost(['http://s.test/', '--json'], callRegistry, piped)).toBe(1);
    expect(seen.err).toBe('');
    expect(JSON.parse(seen.out)).toMatchObject({ store: 'http://s.test/', signedIn: 'guest' });
  });

  it('sends each call as the widgets do: ts on GETs, their headers, the page’s cookies', async () => {
    const { io: recording, seen } = io({
      fetch: (request) => {
        seen.requests.push(request);
        return Promise.resolve(new URL(request.url).pathname === '/' ? new Response('<input name="__RequestVerificationToken" value="tok">', { headers: { 'Set-Cookie': 'session=s1; Path=/; HttpOnly' } }) : Response.json({}));
      },
    });
    await checkHost(['http://s.test/', '--cookie', 'remember=r1'], callRegistry, recording);
    const cart = seen.requests.find((request) => new URL(request.url).pathname === '/api/minicart');
    expect(new URL(cart?.url ?? '').searchParams.get('ts')).toMatch(/^\d{13}$/);
    expect(Object.fromEntries(cart?.headers ?? [])).toMatchObject({ 'x-requested-with': 'XMLHttpRequest', accept: 'application/json', cookie: 'remember=r1; session=s1' });
    // A given cookie counts as signed in: the staff calls are sent too (the store says whether the account may).
    expect(seen.requests.some((request) => new URL(request.url).pathname === '/api/admin/payment-plans/enrollments')).toBe(true);
    const voucher = seen.requests.find((request) => new URL(request.url).pathname === '/api/vouchers/validate');
    expect(voucher?.method).toBe('POST');
    expect(Object.fromEntries(voucher?.headers ?? [])).toMatchObject({ requestverificationtoken: 'tok', 'cache-control': 'no-cache', 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' });
    expect(new URL(voucher?.url ?? '').searchParams.has('ts')).toBe(false);
  });

  it('does not send the calls a store protects with reCAPTCHA when its page data turns captcha on', async () => {
    const page = '<script type="application/json" id="resort-page-data">{"CaptchaSettings":{"IsEnabled":true,"SiteKey":"k"}}</script>';
    const { io: captcha, seen } = io({ fetch: (request) => Promise.resolve(new URL(request.url).pathname === '/' ? new Response(page, { headers: { 'Content-Type': 'text/html' } }) : Response.json({})) });
    await checkHost(['http://s.test/', '--json'], callRegistry, captcha);
    const report = JSON.parse(seen.out) as { families: { calls: { name: string; outcome: string; reason: string | null }[] }[] };
    expect(report.families.flatMap((family) => family.calls).find((call) => call.name === 'validate voucher')).toMatchObject({
      outcome: 'not sent',
      reason: 'the store asks for reCAPTCHA on this call, which the command cannot answer',
    });
  });

  it('asks for the password on the terminal unless the environment has it, and stops without one', async () => {
    const { io: noTerminal, seen } = io();
    expect(await checkHost(['http://s.test/', '--login', 'shopper@example.com'], callRegistry, noTerminal)).toBe(2);
    expect(seen.prompts).toEqual(['Password for shopper@example.com: ']);
    expect(seen.err).toContain(`set ${PASSWORD_ENV} or run it in a terminal`);
    expect(seen.requests).toEqual([]);

    const { io: fromEnv, seen: seenEnv } = io({ env: { [PASSWORD_ENV]: 'secret' } });
    await checkHost(['http://s.test/', '--login', 'shopper@example.com'], callRegistry, fromEnv);
    expect(seenEnv.prompts).toEqual([]);
    const login = seenEnv.requests.find((request) => new URL(request.url).pathname === '/api/user/login');
    expect(await login?.json()).toEqual({ Email: 'shopper@example.com', Password: 'secret' });
    expect(seenEnv.out).not.toContain('secret');
  });

  it('prints its usage with --help and exits with 2 on a wrong command line', async () => {
    const { io: help, seen } = io();
    expect(await checkHost(['--help'], callRegistry, help)).toBe(0);
    expect(seen.out).toMatch(/^Usage: resort-widgets check-host <base-url> \[options\]/);
    const { io: wrong, seen: seenWrong } = io();
    expect(await checkHost(['http://s.test/', '--nope'], callRegistry, wrong)).toBe(2);
    expect(seenWrong.err).toBe('resort-widgets check-host: unknown option --nope (see --help)\n');
  });

  it('with --write, asks a read that learnt its id from a change before another change undoes it', async () => {
    const ok = z.object({ id: z._default(z.number(), 0) });
    const registry: CallFamily[] = [
      { family: 'cart', order: 10, tags: [], calls: [hostCall({ name: 'remove item', method: 'POST', path: '/api/remove/{id}', params: { id: 'item' }, schema: ok, sends: 'write', who: 'guest' })] },
      { family: 'schedule', order: 20, tags: [], calls: [hostCall({ name: 'item schedule', method: 'GET', path: '/api/schedule/{id}', params: { id: 'item' }, schema: ok, sends: 'read', who: 'guest' })] },
      { family: 'product', order: 30, tags: [], calls: [hostCall({ name: 'add to cart', method: 'POST', path: '/api/add', schema: ok, sends: 'write', who: 'guest', provides: (answer) => ({ item: answer.id }) })] },
    ];
    const { io: recording, seen } = io({
      fetch: (request) => {
        seen.requests.push(request);
        return Promise.resolve(new URL(request.url).pathname === '/api/add' ? Response.json({ id: 7 }) : emptyStore(request));
      },
    });
    await checkHost(['http://s.test/', '--write', '--test-store'], registry, recording);
    expect(seen.requests.map((request) => `${request.method} ${new URL(request.url).pathname}`).filter((call) => call.includes('/api/'))).toEqual(['POST /api/add', 'GET /api/schedule/7', 'POST /api/remove/7']);
  });

  it('asks for a file as the widget downloads it: its own Accept, ts, and no JSON expected', async () => {
    const registry: CallFamily[] = [
      { family: 'admin', order: 10, tags: [], calls: [hostCall({ name: 'export', method: 'GET', path: '/api/export', schema: FILE_ANSWER, file: { accept: 'text/csv' }, sends: 'read', who: 'guest' })] },
    ];
    const { io: recording, seen } = io({
      fetch: (request) => {
        seen.requests.push(request);
        return Promise.resolve(new URL(request.url).pathname === '/api/export' ? new Response('Id\n1\n', { headers: { 'Content-Type': 'text/csv' } }) : emptyStore(request));
      },
    });
    await checkHost(['http://s.test/', '--json'], registry, recording);
    const exported = seen.requests.find((request) => new URL(request.url).pathname === '/api/export');
    expect(exported?.headers.get('accept')).toBe('text/csv');
    expect(new URL(exported?.url ?? '').searchParams.get('ts')).toMatch(/^\d+$/);
    expect((JSON.parse(seen.out) as { families: { calls: unknown[] }[] }).families[0]?.calls[0]).toMatchObject({ outcome: 'pass', note: 'a file (text/csv, 5 bytes): its contents were not checked' });
  });
});
