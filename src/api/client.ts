/**
 * The one API client. Every call:
 * - GETs carry a `ts` timestamp; identical GETs in flight or answered within the request cache
 *   threshold (2000 ms) share one request;
 * - JSON POSTs carry `X-Requested-With` and no-cache headers; form posts are urlencoded;
 * - state-changing calls carry the anti-forgery token (a missing token is only logged);
 * - protected calls carry `Recaptcha-Token` / `Recaptcha-Action` when captcha is enabled;
 * - a 401 or 403 sends the browser to `/login`;
 * - the answer is parsed with its zod schema; every failure becomes an `ApiError`, is logged and
 *   reported once (`report-call.ts`), with the store's `X-Request-Id`;
 * - a busy store (429 / 503) is asked again after its `Retry-After`, an unreachable one after a
 *   backoff, within the limits of `retry-rules.ts`; no page sends more than
 *   `MAX_REQUESTS_PER_MINUTE` requests a minute to one resource (`request-budget.ts`); while a call
 *   waits, the page's connection notice says why (`connection.ts`).
 */
import { fetchWithTimeout, HttpStatusError, RequestTimeoutError } from './fetch-timeout.ts';
import type * as z from 'zod/mini';
import { describeIssues } from './issues.ts';
import { serverMessageOf, type ApiError, type ApiResult } from './errors.ts';
import { ANTI_FORGERY_HEADER, captchaToken, readAntiForgeryToken, type CaptchaAction } from './security.ts';
import { shared, warnOnce } from '../core/shared.ts';
import { reportCallFailure } from './report-call.ts';
import { OFFLINE_WAIT_MS, retryDecision, type TryOutcome } from './retry-rules.ts';
import { pageBudget, resourceOf } from './request-budget.ts';
import { endBusyWait, isOffline, markReachable, markUnreachable, pause, setBusyWait, waitForOnline } from './connection.ts';

export const REQUEST_CACHE_THRESHOLD_MS = 2000;
export const DEFAULT_TIMEOUT_MS = 15000;
/** The header the store names each answer with; a failure's report carries it. */
export const REQUEST_ID_HEADER = 'X-Request-Id';
/** A call that carries this header may be sent again after a dropped connection (`retry-rules.ts`). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
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

/** The parts the file download (`file-client.ts`) shares with the calls here. */
export function withSearch(path: string, params: SearchParams | undefined, stamp: boolean): string {
  const url = new URL(path, typeof window === 'undefined' ? 'http://localhost' : window.location.href);
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  if (stamp) url.searchParams.set('ts', String(Date.now()));
  return url.origin === (typeof window === 'undefined' ? '' : window.location.origin)
    ? url.pathname + url.search
    : url.href;
}

export async function buildHeaders(method: Method, body: Body, options: CallOptions): Promise<Headers> {
  const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' });
  if (method !== 'GET') {
    headers.set('Cache-Control', 'no-cache');
    headers.set('Pragma', 'no-cache');
  }
  if (body.kind === 'form') headers.set('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
  if (body.kind === 'json') headers.set('Content-Type', 'application/json; charset=UTF-8');

  if (options.antiForgery ?? method !== 'GET') {
    const token = typeof document === 'undefined' ? null : readAntiForgeryToken(document);
    if (token) headers.set(ANTI_FORGERY_HEADER, token);
    else warnOnce('anti-forgery-missing', 'resort-widgets: no anti-forgery token on the page; render input[name="__RequestVerificationToken"] or the store refuses changes.');
  }

  if (options.idempotencyKey !== undefined) headers.set(IDEMPOTENCY_KEY_HEADER, options.idempotencyKey);

  const captcha = captchaSource.read();
  if (options.captchaAction && captcha.IsEnabled) {
    const token = await captchaToken(captcha.SiteKey, options.captchaAction);
    if (token) {
      headers.set('Recaptcha-Token', token);
      headers.set('Recaptcha-Action', options.captchaAction);
    }
  }
  return headers;
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

export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof HttpStatusError) {
    const parsed = await readJson(error.response).catch(() => ({ ok: false as const }));
    const body = parsed.ok ? parsed.value : undefined;
    const serverMessage = serverMessageOf(body);
    const reference = error.response.headers.get(REQUEST_ID_HEADER) ?? undefined;
    return {
      kind: 'http',
      status: error.response.status,
      message: `HTTP ${error.response.status}${serverMessage ? `: ${serverMessage}` : ''}`,
      ...(serverMessage === undefined ? {} : { serverMessage }),
      ...(body === undefined ? {} : { body }),
      ...(reference === undefined ? {} : { reference }),
    };
  }
  if (error instanceof RequestTimeoutError) return { kind: 'timeout', message: 'The request timed out' };
  return { kind: 'network', message: error instanceof Error ? error.message : String(error) };
}

const cancelled = (): ApiError => ({ kind: 'network', message: 'The call was cancelled' });

interface Try<T> {
  result: ApiResult<T>;
  outcome: TryOutcome;
}

async function sendOnce<S extends z.ZodMiniType>(
  method: Method,
  path: string,
  body: Body,
  schema: S,
  options: CallOptions,
): Promise<Try<z.output<S>>> {
  const url = withSearch(path, options.searchParams, method === 'GET');
  const label = `${method} ${path}`;
  try {
    const headers = await buildHeaders(method, body, options);
    const response = await fetchWithTimeout(url, {
      method,
      headers,
      timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
      credentials: 'same-origin',
      ...(options.signal ? { signal: options.signal } : {}),
      ...(body.kind === 'json' ? { body: JSON.stringify(body.value) } : {}),
      ...(body.kind === 'form' ? { body: body.value.toString() } : {}),
      // The browser writes the multipart boundary into Content-Type itself.
      ...(body.kind === 'multipart' ? { body: body.value } : {}),
    });
    markReachable();
    const outcome: TryOutcome = { kind: 'answered', status: response.status, retryAfter: null };
    const json = await readJson(response);
    const reference = response.headers.get(REQUEST_ID_HEADER);
    const named = reference === null ? {} : { reference };
    if (!json.ok) {
      return { outcome, result: { ok: false, error: { kind: 'invalid-response', message: `${label}: the answer is not JSON`, ...named } } };
    }
    const parsed = schema.safeParse(json.value);
    return {
      outcome,
      result: parsed.success
        ? { ok: true, data: parsed.data }
        : { ok: false, error: { kind: 'invalid-response', message: `${label}: unexpected answer — ${describeIssues(parsed.error)}`, ...named } },
    };
  } catch (error) {
    const result: ApiResult<z.output<S>> = { ok: false, error: await toApiError(error) };
    if (error instanceof HttpStatusError) {
      markReachable();
      return { result, outcome: { kind: 'answered', status: error.response.status, retryAfter: error.response.headers.get('Retry-After') } };
    }
    if (error instanceof RequestTimeoutError) return { result, outcome: { kind: 'timeout' } };
    if (options.signal?.aborted) return { result, outcome: { kind: 'cancelled' } };
    markUnreachable();
    return { result, outcome: { kind: 'unreachable' } };
  }
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

/** Waits for a place in the page's budget for `resource` (or until the call is cancelled). */
async function placeInBudget(resource: string, signal: AbortSignal | undefined): Promise<void> {
  const budget = pageBudget();
  for (let wait = budget.take(resource, Date.now()); wait > 0 && !signal?.aborted; wait = budget.take(resource, Date.now())) {
    await pause(wait, signal);
  }
}

/**
 * One call, asked again while the rules allow (`retry-rules.ts`): offline, it waits for the
 * connection before sending; a busy store is waited for as it asks, and the page's notice says so.
 */
async function send<S extends z.ZodMiniType>(
  method: Method,
  path: string,
  body: Body,
  schema: S,
  options: CallOptions,
): Promise<ApiResult<z.output<S>>> {
  const { signal } = options;
  const resource = resourceOf(path);
  let busyWait: number | null = null;
  let result: ApiResult<z.output<S>> | null = null;
  const page = pageGeneration;
  let pageLeft = false;
  try {
    for (let tries = 1; result === null; tries += 1) {
      if (isOffline() && !(await waitForOnline(OFFLINE_WAIT_MS, signal))) {
        result = { ok: false, error: signal?.aborted ? cancelled() : { kind: 'network', message: 'The browser is offline' } };
        break;
      }
      await placeInBudget(resource, signal);
      if (signal?.aborted) {
        result = { ok: false, error: cancelled() };
        break;
      }
      const attempt = await sendOnce(method, path, body, schema, options);
      if (page !== pageGeneration) {
        // The answer came after its page ended: nobody is there to read or report it.
        pageLeft = true;
        result = attempt.result.ok ? attempt.result : { ok: false, error: cancelled() };
        break;
      }
      const decision = retryDecision(attempt.outcome, {
        method,
        hasIdempotencyKey: options.idempotencyKey !== undefined,
        tries,
        now: Date.now(),
        random: Math.random(),
      });
      if (!decision.retry) {
        result = attempt.result;
        break;
      }
      console.warn(`resort-widgets: ${method} ${path}: the store is ${decision.reason}; asking again in ${Math.ceil(decision.delayMs / 1000)} s`);
      if (decision.reason === 'busy') busyWait = setBusyWait(busyWait, Date.now() + decision.delayMs);
      await pause(decision.delayMs, signal);
      if (page !== pageGeneration) {
        pageLeft = true;
        result = { ok: false, error: cancelled() };
      }
    }
  } finally {
    if (busyWait !== null) endBusyWait(busyWait);
  }

  return reported(method, path, result, signal?.aborted === true || pageLeft);
}

/**
 * Every failed call is logged and reported once (`report-call.ts`); a 401 or 403 sends the
 * browser to the login page.
 */
export function reported<T>(method: Method, path: string, result: ApiResult<T>, cancelled = false): ApiResult<T> {
  if (!result.ok) {
    console.error(`resort-widgets: ${method} ${path} failed (${result.error.kind}): ${result.error.message}`);
    // A call the widget cancelled itself (the shopper moved on) is no failure to report.
    if (!cancelled) reportCallFailure(method, path, result.error);
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
