import {
  BACKOFF_BASE_MS,
  BACKOFF_CAP_MS,
  MAX_BUSY_TRIES,
  MAX_REQUESTS_PER_MINUTE,
  MAX_RETRY_AFTER_MS,
  MAX_UNREACHABLE_TRIES,
  backoffCeiling,
  equalJitter,
  parseRetryAfter,
  retryReason,
  type RetryContext,
  type TryOutcome,
} from './retry-rules.ts';
import { RequestBudget, resourceOf } from './request-budget.ts';

const NOW = Date.parse('2026-11-26T09:01:00Z');
const context = (over: Partial<RetryContext> = {}): RetryContext => ({ method: 'GET', hasIdempotencyKey: false, tries: 1, now: NOW, ...over });
const answered = (status: number, retryAfter: string | null = null): TryOutcome => ({ kind: 'answered', status, retryAfter });

describe('Retry-After', () => {
  it.each([
    ['0', 0],
    ['1', 1000],
    ['10', 10_000],
    ['  120 ', 120_000],
  ])('reads delay-seconds %j as %i ms', (value, ms) => {
    expect(parseRetryAfter(value, NOW)).toBe(ms);
  });

  it('reads an HTTP date as the time left until it', () => {
    expect(parseRetryAfter('Thu, 26 Nov 2026 09:01:10 GMT', NOW)).toBe(10_000);
  });

  it('reads a date in the past, or this very second, as no wait', () => {
    expect(parseRetryAfter('Thu, 26 Nov 2026 09:00:00 GMT', NOW)).toBe(0);
    expect(parseRetryAfter('Thu, 26 Nov 2026 09:01:00 GMT', NOW)).toBe(0);
  });

  // ky would read "1.5" as 1.5 s and "-5" as no wait at all; for us they are no advice.
  it.each([null, undefined, '', '-5', '1.5', '+3', 'soon', '10 seconds later maybe?'])('gives no advice for %j', (value) => {
    expect(parseRetryAfter(value, NOW)).toBeNull();
  });
});

describe('backoff with jitter (ky’s delay and jitter)', () => {
  it('keeps every wait between half and all of the doubled base', () => {
    for (let tries = 1; tries <= 8; tries += 1) {
      const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (tries - 1));
      expect(backoffCeiling(tries)).toBe(ceiling);
      expect(equalJitter(ceiling, 0)).toBe(ceiling / 2);
      expect(equalJitter(ceiling, 0.999_999)).toBeLessThanOrEqual(ceiling);
      expect(equalJitter(ceiling, 0.999_999)).toBeGreaterThanOrEqual(ceiling - 1);
    }
  });

  it('doubles from the base and stops at the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((tries) => equalJitter(backoffCeiling(tries), 0))).toEqual([250, 500, 1000, 2000, 4000, 4000]);
  });
});

describe('asking again', () => {
  it('asks again after a 503 or a 429, for any method: the store did not act', () => {
    expect(retryReason(answered(503, '10'), context({ method: 'POST' }))).toBe('busy');
    expect(retryReason(answered(429, '0'), context())).toBe('busy');
    expect(retryReason(answered(503), context({ tries: 3 }))).toBe('busy');
  });

  it('does not ask again sooner than a store that asks for more than the longest wait', () => {
    expect(retryReason(answered(503, String(MAX_RETRY_AFTER_MS / 1000)), context())).toBe('busy');
    expect(retryReason(answered(503, String(MAX_RETRY_AFTER_MS / 1000 + 1)), context())).toBeNull();
    expect(retryReason(answered(429, '900'), context({ method: 'POST' }))).toBeNull();
    expect(retryReason(answered(503, 'Fri, 01 Jan 2100 00:00:00 GMT'), context())).toBeNull();
  });

  it('stops after the last busy try', () => {
    expect(retryReason(answered(503, '1'), context({ tries: MAX_BUSY_TRIES - 1 }))).toBe('busy');
    expect(retryReason(answered(503, '1'), context({ tries: MAX_BUSY_TRIES }))).toBeNull();
  });

  it('asks again after a dropped connection, a 502 or a 504 only for a call safe to repeat', () => {
    for (const outcome of [{ kind: 'unreachable' } as const, answered(502), answered(504)]) {
      expect(retryReason(outcome, context({ method: 'GET' }))).toBe('unreachable');
      expect(retryReason(outcome, context({ method: 'DELETE' }))).toBe('unreachable');
      expect(retryReason(outcome, context({ method: 'PUT' }))).toBe('unreachable');
      expect(retryReason(outcome, context({ method: 'POST' }))).toBeNull();
      expect(retryReason(outcome, context({ method: 'POST', hasIdempotencyKey: true }))).toBe('unreachable');
    }
  });

  it('stops after the last try of an unreachable store', () => {
    expect(retryReason({ kind: 'unreachable' }, context({ tries: MAX_UNREACHABLE_TRIES - 1 }))).toBe('unreachable');
    expect(retryReason({ kind: 'unreachable' }, context({ tries: MAX_UNREACHABLE_TRIES }))).toBeNull();
  });

  it.each<[string, TryOutcome]>([
    ['an answer', answered(200)],
    ['a 400', answered(400)],
    ['a 409', answered(409)],
    ['a 500', answered(500)],
    ['a timeout', { kind: 'timeout' }],
    ['a cancelled call', { kind: 'cancelled' }],
  ])('does not ask again after %s', (_name, outcome) => {
    expect(retryReason(outcome, context())).toBeNull();
  });
});

describe('the requests a page sends to one resource', () => {
  it(`lets ${MAX_REQUESTS_PER_MINUTE} through in a minute and holds the next until the first is a minute old`, () => {
    const budget = new RequestBudget();
    for (let i = 0; i < MAX_REQUESTS_PER_MINUTE; i += 1) expect(budget.take('/api/minicart', NOW + i * 100)).toBe(0);
    const last = NOW + (MAX_REQUESTS_PER_MINUTE - 1) * 100;
    expect(budget.take('/api/minicart', last)).toBe(60_000 - (MAX_REQUESTS_PER_MINUTE - 1) * 100);
    // Another resource has a budget of its own.
    expect(budget.take('/api/productdetails/12', last)).toBe(0);
    expect(budget.take('/api/minicart', NOW + 59_999)).toBe(1);
    expect(budget.take('/api/minicart', NOW + 60_000)).toBe(0);
    expect(budget.take('/api/minicart', NOW + 60_000)).toBe(100);
  });

  it('counts a path as one resource whatever its query or case', () => {
    expect(resourceOf('/api/minicart?ts=1')).toBe('/api/minicart');
    expect(resourceOf('/ShoppingCart/RemoveShoppingCartItem')).toBe(resourceOf('/shoppingcart/removeshoppingcartitem'));
  });
});
