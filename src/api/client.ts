/**
 * The one API client: one ky instance (`http`) that every call goes through. Every call:
 * - GETs carry a `ts` timestamp, set afresh on each try; identical GETs in flight or answered
 *   within the request cache threshold (2000 ms) share one request;
 * - carries `X-Requested-With` and the body's content type; anything but a GET no-cache headers
 *   (`request-shape.ts`, which `resort-widgets check-host` sends with too);
 * - state-changing calls carry the anti-forgery token (a missing token is only logged);
 * - protected calls carry `Recaptcha-Token` / `Recaptcha-Action` when captcha is enabled;
 * - a 401 or 403 sends the browser to `/login`;
 * - the answer is parsed with its zod schema; every failure becomes an `ApiError`, is logged and
 *   reported once (`report-call.ts`), with the store's `X-Request-Id`.
 *
 * ky gives the time limit (`TimeoutError`), the thrown `HTTPError` and the asking again: which
 * statuses, how many tries, the store's `Retry-After`, the backoff with its jitter and cap. Our own
 * rules sit on ky's hooks: before each try, an offline page waits for the connection and no page
 * sends more than `MAX_REQUESTS_PER_MINUTE` requests a minute to one resource
 * (`request-budget.ts`); `shouldRetry` keeps a POST that may have been applied from being sent
 * twice (`retry-rules.ts`); while a call waits, the page's one connection notice says why
 * (`connection.ts`).
 */
import ky, { HTTPError, TimeoutError, type BeforeRequestHook, type BeforeRetryHook, type NormalizedOptions, type Options } from 'ky';
import type * as z from 'zod/mini';
import { describeIssues } from './issues.ts';
import { serverMessageOf, type ApiError, type ApiResult } from './errors.ts';
import { ANTI_FORGERY_HEADER, captchaToken, readAntiForgeryToken, type CaptchaAction } from './security.ts';
import { shared, warnOnce } from '../core/shared.ts';
import { pageIsLeaving, underWay } from '../core/page-leaving.ts';
import { callerOf, reportCallFailure, type Caller } from './report-call.ts';
import {
  BACKOFF_CAP_MS,
  BUSY_STATUSES,
  MAX_BUSY_TRIES,
  MAX_RETRY_AFTER_MS,
  OFFLINE_WAIT_MS,
  RETRY_AFTER_SPREAD_MS,
  UNREACHABLE_STATUSES,
  backoffCeiling,
  equalJitter,
  parseRetryAfter,
  retryReason,
  type RetryReason,
  type TryOutcome,
} from './retry-rules.ts';
import { pageBudget, resourceOf } from './request-budget.ts';
import { DEFAULT_TIMEOUT_MS, TIMESTAMP_PARAM, requestHeaders, type BodyKind, type Method } from './request-shape.ts';
import { endBusyWait, isOffline, markReachable, markUnreachable, pause, setBusyWait, waitForOnline } from './connection.ts';

export { DEFAULT_TIMEOUT_MS, type Method };
export const REQUEST_CACHE_THRESHOLD_MS = 2000;
/** The header the store names each answer with; a failure's report carries it. */
export const REQUEST_ID_HEADER = 'X-Request-Id';
/** A call that carries this header may be sent again after a dropped connection (`retry-rules.ts`). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export type SearchParams = Record<string, string | number | boolean | undefined>;

export interface CallOptions {
  searchParams?: SearchParams;
  /** Send the anti-forgery header. Default: true for anything but GET. */
  antiForgery?: boolean;
  /** reCAPTCHA action for protected calls. */
  captchaAction?: CaptchaAction;
  timeout?: number;
  /** GET only: skip the shared in-flight / recent-answer cache. */
  fresh?: boolean;
  signal?: AbortSignal;
  /**
   * The same key for every copy of one change: the store applies it once, so the client may send
   * it again when the connection dropped before the answer came.
   */
  idempotencyKey?: string;
}

export type Body = { kind: 'json'; value: unknown } | { kind: 'form'; value: URLSearchParams } | { kind: 'multipart'; value: FormData } | { kind: 'none' };

/** Where the browser goes on 401/403; tests replace it. */
export const navigation = {
  toLogin(): void {
    const here = window.location.pathname + window.location.search;
    window.location.assign(`/login?returnUrl=${encodeURIComponent(here)}`);
  },
};

interface CacheEntry {
  at: number;
  promise: Promise<ApiResult<unknown>>;
}

const getCache = shared('api:get-cache', () => new Map<string, CacheEntry>());

/** The page's reCAPTCHA settings, as the client needs them. */
export interface CaptchaConfig {
  IsEnabled: boolean;
  SiteKey: string;
}

/**
 * The client sits below the stores, so it does not read the page data itself: the settings store
 * hands it a getter when it loads (any copy of the library may, hence the shared holder). Until
 * then captcha counts as off.
 */
const captchaSource = shared('api:captcha-source', () => ({ read: (): CaptchaConfig => ({ IsEnabled: false, SiteKey: '' }) }));

export function setCaptchaSettingsSource(read: () => CaptchaConfig): void {
  captchaSource.read = read;
}

/**
 * Which page the calls belong to. A browser ends a page's calls when it leaves the page; tests and
 * stories show many "pages" in one document, so `startNewPage` ends the retries of the page before:
 * a retry still waiting then gives up, unreported, instead of asking the store on a later page.
 */
let pageGeneration = 0;

export function startNewPage(): void {
  pageGeneration += 1;
  pageBudget().clear();
}

/** One call as ky's hooks see it (its `context.call`): what it asks and how its waits went. */
export interface Call {
  method: Method;
  path: string;
  options: CallOptions;
  resource: string;
  page: number;
  /** The call's place in the connection notice while it waits for a busy store. */
  busyWait: number | null;
  /** Why the next try is made, and what ky's `Retry-After` wait gets on top (`RETRY_AFTER_SPREAD_MS`). */
  reason: RetryReason | null;
  spread: number;
  /** Ends the call's watch for a navigation the page did not begin (`underWay`). */
  over: () => void;
}

/** The browser says it is offline and came back to no place within `OFFLINE_WAIT_MS`. */
class OfflineError extends Error {
  constructor() {
    super('The browser is offline');
  }
}

/** The call's page ended while it waited to ask again. */
class PageLeftError extends Error {}

const callOf = (options: NormalizedOptions): Call => options.context['call'] as Call;

/** Before each try: offline, wait for the connection; then wait for a place in the budget. */
const waitForTurn: BeforeRequestHook = async (_request, options) => {
  const { resource, options: call } = callOf(options);
  const { signal } = call;
  if (isOffline() && !(await waitForOnline(OFFLINE_WAIT_MS, signal))) {
    signal?.throwIfAborted();
    throw new OfflineError();
  }
  const budget = pageBudget();
  for (let wait = budget.take(resource, Date.now()); wait > 0 && !signal?.aborted; wait = budget.take(resource, Date.now())) {
    await pause(wait, signal);
  }
  signal?.throwIfAborted();
};

/** The anti-forgery token on state-changing calls, and the captcha token on protected ones. */
const sign: BeforeRequestHook = async (request, options) => {
  const { method, options: call } = callOf(options);
  if (call.antiForgery ?? method !== 'GET') {
    const token = typeof document === 'undefined' ? null : readAntiForgeryToken(document);
    if (token) request.headers.set(ANTI_FORGERY_HEADER, token);
    else warnOnce('anti-forgery-missing', 'resort-widgets: no anti-forgery token on the page; render input[name="__RequestVerificationToken"] or the store refuses changes.');
  }
  const captcha = captchaSource.read();
  if (call.captchaAction && captcha.IsEnabled) {
    const token = await captchaToken(captcha.SiteKey, call.captchaAction);
    if (token) {
      request.headers.set('Recaptcha-Token', token);
      request.headers.set('Recaptcha-Action', call.captchaAction);
    }
  }
};

/** A GET carries the time of this very try as `ts` (ky runs no hook after one that gives a request). */
const stamp: BeforeRequestHook = (request) => {
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  url.searchParams.set(TIMESTAMP_PARAM, String(Date.now()));
  return new Request(url, request);
};

/** After ky's wait: the spread on top of a `Retry-After`; a page that ended sends nothing more. */
const beforeRetry: BeforeRetryHook = async ({ options }) => {
  const call = callOf(options);
  await pause(call.spread, call.options.signal);
  call.options.signal?.throwIfAborted();
  if (call.page !== pageGeneration) throw new PageLeftError();
};

/** The one instance: ky's time limit, retry rules and our hooks. */
export const http = ky.create({
  credentials: 'same-origin',
  timeout: DEFAULT_TIMEOUT_MS,
  retry: {
    limit: MAX_BUSY_TRIES - 1,
    // Any method may be asked again after a 429 or a 503; `shouldRetry` keeps the rest to calls safe to repeat.
    methods: ['get', 'post', 'put', 'delete'],
    statusCodes: [...BUSY_STATUSES, ...UNREACHABLE_STATUSES],
    afterStatusCodes: BUSY_STATUSES,
    maxRetryAfter: MAX_RETRY_AFTER_MS,
    delay: backoffCeiling,
    backoffLimit: BACKOFF_CAP_MS,
    jitter: (ceiling) => equalJitter(ceiling, Math.random()),
    retryOnTimeout: false,
  },
  hooks: {
    beforeRequest: [waitForTurn, sign, stamp],
    afterResponse: [() => markReachable()],
    beforeRetry: [beforeRetry],
  },
});

function dropped(error: unknown, signal: AbortSignal | undefined): boolean {
  return !(error instanceof HTTPError || error instanceof TimeoutError || error instanceof OfflineError || error instanceof PageLeftError) && signal?.aborted !== true;
}

function outcomeOf(error: unknown, signal: AbortSignal | undefined): TryOutcome {
  if (error instanceof HTTPError) return { kind: 'answered', status: error.response.status, retryAfter: error.response.headers.get('Retry-After') };
  if (error instanceof TimeoutError) return { kind: 'timeout' };
  return dropped(error, signal) ? { kind: 'unreachable' } : { kind: 'cancelled' };
}

/** The call is about to wait `ms` before its next try: the log says so, and for a busy store the notice. */
function waiting(call: Call, ms: number): void {
  console.warn(`resort-widgets: ${call.method} ${call.path}: the store is ${call.reason}; asking again in ${Math.ceil(ms / 1000)} s`);
  if (call.reason === 'busy') call.busyWait = setBusyWait(call.busyWait, Date.now() + ms);
}

/**
 * ky's options for one call: its context for the hooks, and the two retry functions that need to
 * know the call (ky passes `shouldRetry` no request when the connection dropped).
 */
export function callOptions(call: Call, headers: Headers, timeout: number): Options {
  const { signal, idempotencyKey } = call.options;
  if (idempotencyKey !== undefined) headers.set(IDEMPOTENCY_KEY_HEADER, idempotencyKey);
  return {
    method: call.method,
    headers,
    timeout,
    context: { call },
    ...(signal ? { signal } : {}),
    retry: {
      shouldRetry: ({ error, retryCount }) => {
        const outcome = outcomeOf(error, signal);
        if (outcome.kind === 'unreachable') markUnreachable();
        const now = Date.now();
        call.reason = retryReason(outcome, { method: call.method, hasIdempotencyKey: idempotencyKey !== undefined, tries: retryCount, now });
        call.spread = 0;
        if (call.reason === null) return false;
        const advised = outcome.kind === 'answered' && call.reason === 'busy' ? parseRetryAfter(outcome.retryAfter, now) : null;
        // No advice, or none we can read: ky's backoff (its `delay` and `jitter` below).
        if (advised === null) return true;
        // ky waits the store's `Retry-After` itself; the spread comes on top in `beforeRetry`.
        call.spread = Math.floor(Math.random() * RETRY_AFTER_SPREAD_MS);
        waiting(call, advised + call.spread);
        return undefined;
      },
      jitter: (ceiling) => {
        const ms = equalJitter(ceiling, Math.random());
        waiting(call, ms);
        return ms;
      },
    },
  };
}

/** Starts a call of the current page. */
export function newCall(method: Method, path: string, options: CallOptions): Call {
  return { method, path, options, resource: resourceOf(path), page: pageGeneration, busyWait: null, reason: null, spread: 0, over: underWay() };
}

/** The call is over: its place in the connection notice goes. */
export function endCall(call: Call): void {
  call.over();
  if (call.busyWait !== null) endBusyWait(call.busyWait);
  call.busyWait = null;
}

/** The path with the call's own query (`ts` is the hooks' on each try). */
export function withSearch(path: string, params: SearchParams | undefined): string {
  const url = new URL(path, typeof window === 'undefined' ? 'http://localhost' : window.location.href);
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.href;
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text();
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

const cancelled = (): ApiError => ({ kind: 'network', message: 'The call was cancelled' });

/** Whatever ky threw, as our error; `cancelled` says the call ended unreported (aborted, page left). */
export async function failureOf(call: Call, error: unknown): Promise<{ error: ApiError; cancelled: boolean }> {
  const { signal } = call.options;
  if (error instanceof HTTPError) {
    const parsed = await readJson(error.response).catch(() => ({ ok: false as const }));
    const body = parsed.ok ? parsed.value : undefined;
    const serverMessage = serverMessageOf(body);
    const reference = error.response.headers.get(REQUEST_ID_HEADER) ?? undefined;
    const status = error.response.status;
    return {
      cancelled: false,
      error: {
        kind: 'http',
        status,
        message: `HTTP ${status}${serverMessage ? `: ${serverMessage}` : ''}`,
        ...(serverMessage === undefined ? {} : { serverMessage }),
        ...(body === undefined ? {} : { body }),
        ...(reference === undefined ? {} : { reference }),
      },
    };
  }
  if (error instanceof TimeoutError) return { cancelled: false, error: { kind: 'timeout', message: 'The request timed out' } };
  if (error instanceof OfflineError) return { cancelled: false, error: { kind: 'network', message: error.message } };
  if (error instanceof PageLeftError || signal?.aborted) return { cancelled: true, error: cancelled() };
  markUnreachable();
  return { cancelled: false, error: { kind: 'network', message: error instanceof Error ? error.message : String(error) } };
}

/**
 * Sends one call through `http` (ky asks again while the rules allow) and reads its answer. A
 * call whose page ended meanwhile ends unreported: nobody is there to read it.
 */
async function send<S extends z.ZodMiniType>(
  method: Method,
  path: string,
  body: Body,
  schema: S,
  options: CallOptions,
): Promise<ApiResult<z.output<S>>> {
  const caller = callerOf(path);
  const call = newCall(method, path, options);
  const label = `${method} ${path}`;
  let result: ApiResult<z.output<S>>;
  let quiet = false;
  try {
    const kind: BodyKind = body.kind;
    const response = await http(withSearch(path, options.searchParams), {
      ...callOptions(call, requestHeaders(method, kind), options.timeout ?? DEFAULT_TIMEOUT_MS),
      ...(body.kind === 'json' ? { body: JSON.stringify(body.value) } : {}),
      ...(body.kind === 'form' ? { body: body.value.toString() } : {}),
      // The browser writes the multipart boundary into Content-Type itself.
      ...(body.kind === 'multipart' ? { body: body.value } : {}),
    });
    const json = await readJson(response);
    const reference = response.headers.get(REQUEST_ID_HEADER);
    const named = reference === null ? {} : { reference };
    if (!json.ok) {
      result = { ok: false, error: { kind: 'invalid-response', message: `${label}: the answer is not JSON`, ...named } };
    } else {
      const parsed = schema.safeParse(json.value);
      result = parsed.success
        ? { ok: true, data: parsed.data }
        : { ok: false, error: { kind: 'invalid-response', message: `${label}: unexpected answer — ${describeIssues(parsed.error)}`, ...named } };
    }
  } catch (error) {
    const failure = await failureOf(call, error);
    result = { ok: false, error: failure.error };
    quiet = failure.cancelled;
  } finally {
    endCall(call);
  }
  if (call.page !== pageGeneration && !result.ok) {
    result = { ok: false, error: cancelled() };
    quiet = true;
  }
  // The browser ended the call as the shopper left the page: no failure anyone will see.
  if (!result.ok && pageIsLeaving()) return { ok: false, error: cancelled() };
  return reported(method, path, result, quiet || options.signal?.aborted === true, caller);
}

/**
 * Every failed call is logged and reported once (`report-call.ts`); a 401 or 403 sends the
 * browser to the login page.
 */
export function reported<T>(method: Method, path: string, result: ApiResult<T>, cancelled = false, caller?: Caller): ApiResult<T> {
  if (!result.ok) {
    console.error(`resort-widgets: ${method} ${path} failed (${result.error.kind}): ${result.error.message}`);
    // A call the widget cancelled itself (the shopper moved on) is no failure to report.
    if (!cancelled) reportCallFailure(method, path, result.error, caller);
    if (result.error.kind === 'http' && (result.error.status === 401 || result.error.status === 403)) {
      navigation.toLogin();
    }
  }
  return result;
}

function cacheKey(path: string, options: CallOptions): string {
  return `${path}?${JSON.stringify(options.searchParams ?? {})}`;
}

/** GET with `ts`; concurrent and recent identical GETs share one request unless `fresh`. */
function get<S extends z.ZodMiniType>(path: string, schema: S, options: CallOptions = {}): Promise<ApiResult<z.output<S>>> {
  const key = cacheKey(path, options);
  const now = Date.now();
  const cached = getCache.get(key);
  if (!options.fresh && cached && now - cached.at < REQUEST_CACHE_THRESHOLD_MS) {
    return cached.promise as Promise<ApiResult<z.output<S>>>;
  }
  const promise = send('GET', path, { kind: 'none' }, schema, options);
  getCache.set(key, { at: now, promise });
  // Failures are not reused: Retry must really ask again.
  void promise.then((result) => {
    if (!result.ok && getCache.get(key)?.promise === promise) getCache.delete(key);
  });
  return promise;
}

function postJson<S extends z.ZodMiniType>(path: string, value: unknown, schema: S, options: CallOptions = {}) {
  return send('POST', path, { kind: 'json', value }, schema, options);
}

function postForm<S extends z.ZodMiniType>(
  path: string,
  fields: Record<string, string | number> | URLSearchParams,
  schema: S,
  options: CallOptions = {},
) {
  const value =
    fields instanceof URLSearchParams
      ? fields
      : new URLSearchParams(Object.entries(fields).map(([key, v]) => [key, String(v)]));
  return send('POST', path, { kind: 'form', value }, schema, options);
}

/** A multipart form post (a file upload: a member's photo). */
function postMultipart<S extends z.ZodMiniType>(path: string, value: FormData, schema: S, options: CallOptions = {}) {
  return send('POST', path, { kind: 'multipart', value }, schema, options);
}

function putJson<S extends z.ZodMiniType>(path: string, value: unknown, schema: S, options: CallOptions = {}) {
  return send('PUT', path, { kind: 'json', value }, schema, options);
}

function remove<S extends z.ZodMiniType>(path: string, schema: S, options: CallOptions = {}) {
  return send('DELETE', path, { kind: 'none' }, schema, options);
}

/** Forget cached GET answers (after a change that makes them stale). */
function invalidate(pathPrefix = ''): void {
  for (const key of getCache.keys()) if (key.startsWith(pathPrefix)) getCache.delete(key);
}

/**
 * The client's calls. Import the namespace (`import * as api`) or single functions; bundles keep
 * only the calls a widget makes.
 */
export { get, postJson, postForm, postMultipart, putJson, remove as delete, invalidate };
