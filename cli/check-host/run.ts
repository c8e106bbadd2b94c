/**
 * The check itself: visit the pages (session, anti-forgery token, page data), sign in when asked,
 * then ask the store every call of the registry that is safe to send, in the registry's order, each
 * as the widgets send it, and judge each answer with the widget's own schema. Ids a call needs are
 * the ones given on the command line, else learnt from earlier answers; a call whose ids nobody
 * gave waits for the calls after it and is reported "not sent" when none taught them.
 * State-changing calls follow only with `--write`.
 */
import type { CallFamily, CallParam, HostCall } from '../../src/api/host-calls.ts';
import { ANTI_FORGERY_HEADER } from '../../src/api/security.ts';
import { TIMESTAMP_PARAM, requestHeaders } from '../../src/api/request-shape.ts';
import type { CheckOptions } from './args.ts';
import type { PageReport } from './page.ts';
import { CookieJar, exchange, type Exchange, type Fetch } from './http.ts';
import { judge, type Verdict } from './judge.ts';
import { checkPage, pageReport } from './page.ts';

export type Outcome = 'pass' | 'fail' | 'not sent';
export type { PageReport };

export interface CallReport {
  name: string;
  method: string;
  /** The path as the registry describes it: `/api/productdetails/{id}`. */
  path: string;
  /** What was asked, ids filled in, without `ts`; null when not sent. */
  sent: string | null;
  status: number | null;
  ms: number | null;
  outcome: Outcome;
  /** Why it failed or was not sent. */
  reason: string | null;
  /** The first schema issues, in plain words. */
  issues: string[];
  note: string | null;
}

export interface FamilyReport {
  family: string;
  tags: readonly string[];
  calls: CallReport[];
}

export interface Report {
  store: string;
  /** `guest`, `cookie`, the login signed in with, or `guest (signing in as … failed)`. */
  signedIn: string;
  write: boolean;
  pages: PageReport[];
  families: FamilyReport[];
  totals: { pass: number; fail: number; notSent: number };
}

export interface RunIo {
  fetch: Fetch;
  /** One line saying what is being asked (a terminal rewrites it in place). */
  progress: (text: string) => void;
  now?: () => number;
}

interface Entry {
  family: CallFamily;
  call: HostCall;
}

type Resolved = { ok: true; params: Record<string, unknown>; madeUp: boolean } | { ok: false; missing: string };

/** What a param names: an id (given or learnt), or an earlier answer. */
const paramName = (param: CallParam): string => (typeof param === 'string' ? param : 'id' in param ? param.id : param.answer);

function resolve(call: HostCall, known: ReadonlyMap<string, unknown>): Resolved {
  const params: Record<string, unknown> = {};
  let madeUp = false;
  for (const [key, param] of Object.entries(call.params ?? {})) {
    const name = paramName(param);
    if (known.has(name)) {
      params[key] = known.get(name);
    } else if (typeof param !== 'string' && param.example !== undefined) {
      params[key] = param.example;
      madeUp = true;
    } else {
      const asId = typeof param === 'string' || 'id' in param;
      return { ok: false, missing: asId ? `needs --${name} (no earlier answer gave one)` : `needs ${name}, which no earlier answer gave` };
    }
  }
  return { ok: true, params, madeUp };
}

function fillPath(template: string, params: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(params[key])));
}

const formOf = (value: unknown): URLSearchParams =>
  new URLSearchParams(Object.entries(value !== null && typeof value === 'object' ? value : {}).map(([key, item]) => [key, String(item)]));

export async function runChecks(registry: readonly CallFamily[], options: CheckOptions, password: string | null, io: RunIo): Promise<Report> {
  const jar = new CookieJar();
  for (const cookie of options.cookies) jar.add(cookie);
  const known = new Map<string, unknown>(Object.entries(options.ids));
  if (options.login) known.set('login', options.login);
  if (password !== null) known.set('password', password);

  let token: string | null = null;
  let captcha = false;
  let signedIn = options.cookies.length > 0;
  let signInFailed = false;
  let notAdmin: string | null = null;
  let unreachable: string | null = null;

  const entries: Entry[] = registry.flatMap((family) => family.calls.map((call) => ({ family, call })));
  const reports = new Map<HostCall, CallReport>();
  const total = entries.length + options.pages.length;
  let done = 0;
  const step = (text: string) => io.progress(`[${++done}/${total}] ${text}`);

  const visit = (path: string): Promise<Exchange> =>
    exchange(io.fetch, jar, new URL(path, options.baseUrl), { method: 'GET', headers: new Headers({ Accept: 'text/html' }), timeoutMs: options.timeoutMs }, io.now);

  /**
   * The anti-forgery token of the session, from the first page or, when that page sends a guest
   * elsewhere (an admin page to the sign-in page), from where a browser would land.
   */
  async function sessionToken(answer: Exchange): Promise<string | null> {
    let current = answer;
    for (let hops = 0; hops < 3 && current.kind === 'answer'; hops++) {
      if (current.status < 300 || current.status >= 400 || !current.location) return checkPage(current.text).token;
      current = await visit(current.location);
    }
    return null;
  }

  const notSent = (call: HostCall, reason: string): void => {
    reports.set(call, { name: call.name, method: call.method, path: call.path, sent: null, status: null, ms: null, outcome: 'not sent', reason, issues: [], note: null });
  };

  async function send(call: HostCall, params: Record<string, unknown>, madeUp: boolean): Promise<Verdict> {
    const url = new URL(fillPath(call.path, params), options.baseUrl);
    for (const [key, value] of Object.entries(call.query?.(params) ?? {})) url.searchParams.set(key, String(value));
    const sentPath = url.pathname + url.search;
    if (call.method === 'GET') url.searchParams.set(TIMESTAMP_PARAM, String(Date.now()));
    step(`${call.method} ${sentPath}`);
    const headers = requestHeaders(call.method, call.body?.kind ?? 'none');
    if (call.file) headers.set('Accept', call.file.accept);
    // As the client: the token on anything but a GET, unless the call says otherwise.
    if ((call.antiForgery ?? call.method !== 'GET') && token) headers.set(ANTI_FORGERY_HEADER, token);
    const value = call.body?.value(params);
    const body = call.body === undefined ? undefined : call.body.kind === 'json' ? JSON.stringify(value) : formOf(value).toString();
    const answer = await exchange(io.fetch, jar, url, { method: call.method, headers, timeoutMs: options.timeoutMs, ...(body === undefined ? {} : { body }) }, io.now);
    const verdict = judge(call, answer, madeUp);
    const base = { name: call.name, method: call.method, path: call.path, sent: sentPath, status: answer.kind === 'answer' ? answer.status : null, ms: answer.ms, note: null };
    if (answer.kind === 'answer' && call.who === 'admin' && (answer.status === 401 || answer.status === 403)) {
      notAdmin = `the signed-in account is not an admin (the store answered ${answer.status} to ${call.name})`;
      reports.set(call, { ...base, outcome: 'not sent', reason: notAdmin, issues: [] });
      return verdict;
    }
    if (verdict.ok) {
      reports.set(call, { ...base, outcome: 'pass', reason: null, issues: [], note: verdict.note ?? null });
      for (const [name, learnt] of Object.entries(call.provides?.(verdict.value as never, { ...Object.fromEntries(known), ...params }) ?? {})) {
        if (learnt !== undefined && learnt !== null && !known.has(name)) known.set(name, learnt);
      }
    } else {
      reports.set(call, { ...base, outcome: 'fail', reason: verdict.reason, issues: verdict.issues });
    }
    return verdict;
  }

  const isWrite = ({ call }: Entry) => call.sends === 'write';

  /** Why a call cannot be sent in this run whatever ids it gets; null when it can. */
  function blocked(call: HostCall): string | null {
    if (call.sends === 'never') return call.note ?? 'the command never sends it';
    if (unreachable) return unreachable;
    if (call.sends === 'write' && !options.write) return 'changes data: sent only with --write --test-store';
    const why = signInFailed ? ' (signing in failed)' : ': give --login or --cookie';
    if (call.who === 'customer' && !signedIn) return `needs a signed-in customer${why}`;
    if (call.who === 'admin' && !signedIn) return `needs a signed-in admin${why}`;
    if (call.who === 'admin' && notAdmin) return notAdmin;
    if (call.captcha && captcha) return 'the store asks for reCAPTCHA on this call, which the command cannot answer';
    return null;
  }

  /**
   * Sends what can be sent, again and again while answers teach new ids; returns what still waits.
   * Each round asks the reads before the changes, so a read learning from a change (the schedule of
   * the item just added) sees it before another change undoes it (the item removed again).
   */
  async function runPhase(candidates: Entry[]): Promise<{ entry: Entry; missing: string }[]> {
    let waiting = candidates;
    let progressed = true;
    let missing: { entry: Entry; missing: string }[] = [];
    while (progressed && waiting.length > 0) {
      progressed = false;
      missing = [];
      for (const entry of [...waiting.filter((candidate) => !isWrite(candidate)), ...waiting.filter(isWrite)]) {
        const reason = blocked(entry.call);
        if (reason) {
          step(`${entry.call.method} ${entry.call.path}`);
          notSent(entry.call, reason);
          progressed = true;
          continue;
        }
        const resolved = resolve(entry.call, known);
        if (!resolved.ok) {
          missing.push({ entry, missing: resolved.missing });
          continue;
        }
        await send(entry.call, resolved.params, resolved.madeUp);
        progressed = true;
      }
      waiting = missing.map(({ entry }) => entry);
    }
    return missing;
  }

  // A first visit gives the session and its token (and says whether the store is there at all).
  const first = await visit(options.pages[0] ?? '/');
  token = await sessionToken(first);
  if (first.kind === 'network') unreachable = `the store could not be reached: ${first.message}`;

  // Signing in, through the widgets' own sign-in call.
  const signInCall = entries.find(({ call }) => call.signsIn)?.call;
  if (options.login && signInCall && !unreachable) {
    const verdict = await send(signInCall, { login: options.login, password: password ?? '' }, false);
    const success = verdict.ok && (verdict.value as { success?: unknown } | null)?.success === true;
    signedIn = success;
    signInFailed = !success;
    const report = reports.get(signInCall);
    if (report && verdict.ok && !success) {
      reports.set(signInCall, { ...report, outcome: 'fail', reason: 'the store did not sign in (success is not true)' });
    }
  }

  // The pages: their page data, and the token and who is signed in after signing in.
  const pages: PageReport[] = [];
  for (const [index, path] of (unreachable ? [] : options.pages).entries()) {
    step(`GET ${path}`);
    // Signing in changed the session: its pages are asked again.
    const { report, findings } = pageReport(path, index === 0 && !options.login ? first : await visit(path), signedIn, new URL(path, options.baseUrl));
    pages.push(report);
    if (!findings) continue;
    // The first page's token is the session's (signing in gave it a new one).
    if (findings.token && (index === 0 || token === null)) token = findings.token;
    captcha ||= findings.captcha;
  }

  const calls = entries.filter(({ call }) => !call.signsIn);
  const waiting = await runPhase(calls.filter((entry) => !isWrite(entry)));
  const stillWaiting = options.write ? await runPhase(calls.filter((entry) => isWrite(entry) || waiting.some((w) => w.entry === entry))) : waiting;
  for (const { entry, missing } of stillWaiting) notSent(entry.call, missing);
  for (const { call } of entries) {
    if (reports.has(call)) continue;
    if (call.signsIn) notSent(call, 'sent by --login');
    else notSent(call, blocked(call) ?? 'not sent');
  }

  if (unreachable) pages.push({ path: options.pages[0] ?? '/', status: null, ms: first.ms, outcome: 'fail', reason: unreachable, issues: [], notes: [] });

  const families: FamilyReport[] = registry.map((family) => ({
    family: family.family,
    tags: family.tags,
    calls: family.calls.map((call) => reports.get(call)).filter((report): report is CallReport => report !== undefined),
  }));
  const all = families.flatMap((family) => family.calls);
  const pageFails = pages.filter((page) => page.outcome === 'fail').length;
  return {
    store: options.baseUrl.href,
    signedIn: options.login ? (signedIn ? options.login : `guest (signing in as ${options.login} failed)`) : options.cookies.length > 0 ? 'cookie' : 'guest',
    write: options.write,
    pages,
    families,
    totals: {
      pass: all.filter((call) => call.outcome === 'pass').length + pages.length - pageFails,
      fail: all.filter((call) => call.outcome === 'fail').length + pageFails,
      notSent: all.filter((call) => call.outcome === 'not sent').length,
    },
  };
}
