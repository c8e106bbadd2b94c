/**
 * One page never sends more than `MAX_REQUESTS_PER_MINUTE` requests to one resource in any
 * minute, retries included: a widget stuck in a loop, or a shopper clicking through dates on a
 * store that is already struggling, waits for a free place instead of adding to the load. A
 * resource is a path without its query (`/api/minicart`, `/api/productdetails/12`).
 */
import { shared } from '../core/shared.ts';
import { MAX_REQUESTS_PER_MINUTE, REQUEST_WINDOW_MS } from './retry-rules.ts';

export class RequestBudget {
  readonly #sent = new Map<string, number[]>();

  constructor(
    private readonly limit = MAX_REQUESTS_PER_MINUTE,
    private readonly windowMs = REQUEST_WINDOW_MS,
  ) {}

  /**
   * Takes a place for a request to `resource` at `now` and answers 0, or answers how long to wait
   * until a place frees (nothing taken: ask again then).
   */
  take(resource: string, now: number): number {
    const recent = (this.#sent.get(resource) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length >= this.limit) {
      this.#sent.set(resource, recent);
      // The oldest request in the window leaves it at this moment.
      return recent[0]! + this.windowMs - now;
    }
    recent.push(now);
    this.#sent.set(resource, recent);
    return 0;
  }

  /** Forget every request (a new page, as far as the budget goes). */
  clear(): void {
    this.#sent.clear();
  }
}

/** The resource a request counts against: its path, without the query or the origin. */
export function resourceOf(path: string): string {
  const url = new URL(path, 'http://resource.invalid');
  return url.pathname.toLowerCase();
}

/** The page's requests of the last minute, per resource, shared by every copy of the library. */
export function pageBudget(): RequestBudget {
  return shared('api:request-budget', () => new RequestBudget());
}
